import { z } from 'zod'
import { EventParseError, type EventMetadata, type NewEvent, type RecordedEvent } from '../store/event-store.port.ts'

/**
 * Event schemas: zod per event type, versioned, with upcasters. Writers always write the current
 * version; readers upcast older versions step by step, then parse. An event that cannot be read is
 * a loud `EventParseError` naming its stream, revision and position, never a silent skip.
 */
export const actorSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('customer'), id: z.string().nullable() }),
  z.object({ type: z.literal('user'), id: z.string() }),
  z.object({ type: z.literal('system'), id: z.string() }),
])

export const metadataSchema = z.object({
  actor: actorSchema,
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  occurredAt: z.string().datetime({ offset: true }),
  reason: z.string().optional(),
  schemaVersion: z.number().int().positive().optional(),
})

export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type
  version: number
  schema: Schema
  /** `upcasters[v]` turns data written at version v into version v + 1. */
  upcasters: Record<number, (data: unknown) => unknown>
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: { version?: number; upcasters?: Record<number, (data: unknown) => unknown> } = {},
): EventDefinition<Type, Schema> {
  const version = options.version ?? 1
  const upcasters = options.upcasters ?? {}
  for (let v = 1; v < version; v += 1) {
    if (!upcasters[v]) throw new Error(`Event ${type} v${version} lacks an upcaster from v${v}`)
  }
  return { type, version, schema, upcasters }
}

type AnyDefinition = EventDefinition<string, z.ZodType>
export type EventOf<D extends AnyDefinition> = { type: D['type']; data: z.infer<D['schema']> }
export type EventUnion<Defs extends readonly AnyDefinition[]> = { [K in keyof Defs]: Defs[K] extends AnyDefinition ? EventOf<Defs[K]> : never }[number]

/** A recorded event after upcasting and parsing. */
export type ParsedEvent<E extends { type: string; data: unknown }> = E & Omit<RecordedEvent, 'type' | 'data'>

export class EventRegistry<E extends { type: string; data: unknown }> {
  private readonly byType = new Map<string, AnyDefinition>()

  constructor(definitions: readonly AnyDefinition[]) {
    for (const definition of definitions) {
      if (this.byType.has(definition.type)) throw new Error(`Event type ${definition.type} defined twice`)
      this.byType.set(definition.type, definition)
    }
  }

  has(type: string): boolean {
    return this.byType.has(type)
  }

  get types(): string[] {
    return [...this.byType.keys()]
  }

  /** Validates data on the way in and stamps the schema version. Throws on invalid data. */
  toNew(event: E, metadata: EventMetadata, id?: string): NewEvent {
    const definition = this.byType.get(event.type)
    if (!definition) throw new Error(`Unknown event type ${event.type}`)
    const data = definition.schema.parse(event.data)
    return { ...(id ? { id } : {}), type: event.type, data, metadata: { ...metadata, schemaVersion: definition.version } }
  }

  /** Upcasts and parses a recorded event; unknown or invalid events throw EventParseError. */
  parse(recorded: RecordedEvent): ParsedEvent<E> {
    const fail = (detail: string) =>
      new EventParseError(recorded.streamId, recorded.revision, recorded.type, recorded.checkpoint, detail)
    const definition = this.byType.get(recorded.type)
    if (!definition) throw fail('unknown event type')
    const metadata = metadataSchema.safeParse(recorded.metadata)
    if (!metadata.success) throw fail(`bad metadata: ${z.prettifyError(metadata.error)}`)
    let version = metadata.data.schemaVersion ?? 1
    if (version > definition.version) throw fail(`written at v${version}, this code knows v${definition.version}`)
    let data = recorded.data
    while (version < definition.version) {
      data = definition.upcasters[version]!(data)
      version += 1
    }
    const parsed = definition.schema.safeParse(data)
    if (!parsed.success) throw fail(z.prettifyError(parsed.error))
    return { ...recorded, type: recorded.type, data: parsed.data, metadata: { ...metadata.data } } as ParsedEvent<E>
  }
}
