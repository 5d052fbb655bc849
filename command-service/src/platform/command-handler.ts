import {
  commandStream,
  eventRegistry,
  WrongExpectedVersionError,
  type Actor,
  type EventStore,
  type ExpectedRevision,
  type SlotwiseEvent,
} from '@slotwise/events'
import { deriveEventId } from '@slotwise/events'
import type { Decider } from './decider.ts'

export interface CommandContext {
  store: EventStore
  actor: Actor
  correlationId: string
  /** The request or event that caused this command. */
  causationId: string
  now: Date
  reason?: string | undefined
  /** Retries with the same key return the first result and append nothing. */
  idempotencyKey?: string | undefined
}

export interface StreamState<S> {
  state: S
  revision: number | 'no_stream'
}

/** Loads streams for one attempt and remembers the revision each was read at. */
export class StreamReader {
  readonly loaded = new Map<string, number | 'no_stream'>()
  constructor(private readonly store: EventStore) {}

  /** Folds a stream with its decider; a stream holds only its own aggregate's event types. */
  async load<S, E extends SlotwiseEvent>(streamId: string, decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>): Promise<StreamState<S>> {
    const events = await this.store.readStream(streamId)
    let state = decider.initialState()
    for (const recorded of events) state = decider.evolve(state, eventRegistry.parse(recorded) as unknown as E)
    const revision = events.length ? events.at(-1)!.revision : 'no_stream'
    this.loaded.set(streamId, revision)
    return { state, revision }
  }
}

export interface Decision<R> {
  appends: Array<{ streamId: string; events: SlotwiseEvent[] }>
  result: R
}


/**
 * Load → decide → append with the exact revisions read, retrying only on WrongExpectedVersion
 * (a concurrent writer won; deciding again on fresh state either succeeds or throws the rule that
 * now applies). Streams that were read but get no events are still checked at their revision, so a
 * decision never rests on state that changed underneath it.
 */
export async function handleCommand<R>(
  ctx: CommandContext,
  decide: (reader: StreamReader) => Promise<Decision<R>>,
  options: { maxAttempts?: number } = {},
): Promise<R> {
  const maxAttempts = options.maxAttempts ?? 5
  for (let attempt = 1; ; attempt += 1) {
    if (ctx.idempotencyKey) {
      const previous = await ctx.store.readStream(commandStream(ctx.idempotencyKey))
      if (previous.length > 0) {
        const marker = eventRegistry.parse(previous[0]!)
        if (marker.type === 'CommandProcessed') return marker.data.result as R
      }
    }
    const reader = new StreamReader(ctx.store)
    const { appends, result } = await decide(reader)
    const metadata = {
      actor: ctx.actor,
      correlationId: ctx.correlationId,
      causationId: ctx.causationId,
      occurredAt: ctx.now.toISOString(),
      ...(ctx.reason ? { reason: ctx.reason } : {}),
    }
    const requests = appends
      .filter((a) => a.events.length > 0)
      .map((a) => ({
        streamId: a.streamId,
        expectedRevision: expectedFor(reader.loaded.get(a.streamId)),
        events: a.events.map((event) => eventRegistry.toNew(event, metadata)),
      }))
    for (const [streamId, revision] of reader.loaded) {
      if (!requests.some((r) => r.streamId === streamId)) requests.push({ streamId, expectedRevision: expectedFor(revision), events: [] })
    }
    if (ctx.idempotencyKey) {
      requests.push({
        streamId: commandStream(ctx.idempotencyKey),
        expectedRevision: 'no_stream',
        events: [eventRegistry.toNew({ type: 'CommandProcessed', data: { idempotencyKey: ctx.idempotencyKey, result } }, metadata)],
      })
    }
    if (!requests.some((r) => r.events.length > 0)) return result
    try {
      const appended = await ctx.store.append(requests, ctx.idempotencyKey ? { idempotencyKey: ctx.idempotencyKey } : {})
      if (appended.duplicate && ctx.idempotencyKey) {
        // A concurrent retry with the same key got there first: answer with what it stored, not
        // with this attempt's decision (whose new ids were never written).
        const stored = await ctx.store.readStream(commandStream(ctx.idempotencyKey))
        const marker = stored[0] ? eventRegistry.parse(stored[0]) : undefined
        if (marker?.type === 'CommandProcessed') return marker.data.result as R
      }
      return result
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= maxAttempts) throw error
    }
  }
}

const expectedFor = (revision: number | 'no_stream' | undefined): ExpectedRevision =>
  revision === undefined ? 'any' : revision

export { deriveEventId }
