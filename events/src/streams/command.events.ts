import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'

/** Stream `command-{idempotencyKey}`: marks a processed idempotent command and keeps its result. */
export const commandStream = (idempotencyKey: string) => `command-${idempotencyKey}`

export const CommandProcessed = defineEvent('CommandProcessed', z.object({ idempotencyKey: z.string(), result: z.unknown() }))

export const commandEvents = [CommandProcessed] as const
export type CommandEvent = EventUnion<typeof commandEvents>
