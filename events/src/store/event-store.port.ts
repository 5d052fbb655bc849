/**
 * The event store port. Every business fact in Slotwise is appended here by the command-service
 * and read back by deciders (per stream) and projections (the global log, from a checkpoint).
 *
 * Two adapters implement it: PostgreSQL (node-postgres or PGlite, `postgres/`) and KurrentDB
 * (`kurrentdb/`). Both pass the same conformance suite (`events/test/conformance.ts`).
 */

/** Expected revision of a stream before an append. Revisions are 0-based, like KurrentDB. */
export type ExpectedRevision = 'any' | 'no_stream' | 'exists' | number

export type Actor =
  | { type: 'customer'; id: string | null }
  | { type: 'user'; id: string }
  | { type: 'system'; id: string }

/** Metadata carried by every event. */
export interface EventMetadata {
  actor: Actor
  correlationId: string
  causationId: string
  /** ISO-8601 instant with offset. */
  occurredAt: string
  reason?: string | undefined
  /** Schema version of `data` for this event type; set by the schema registry. */
  schemaVersion?: number | undefined
}

export interface NewEvent {
  /** UUID; derived from the idempotency key when one is given, random otherwise. */
  id?: string
  type: string
  data: unknown
  metadata: EventMetadata
}

export interface AppendStreamRequest {
  streamId: string
  expectedRevision: ExpectedRevision
  events: NewEvent[]
}

export interface AppendOptions {
  /**
   * A command's idempotency key. Event ids derive from it, so a retry with the same key appends
   * nothing and returns the first append's result.
   */
  idempotencyKey?: string | undefined
}

export interface AppendResult {
  /** Per stream, the revision of its last event after the append. */
  streams: Array<{ streamId: string; nextRevision: number }>
  /** Checkpoint of the last appended event (opaque). */
  checkpoint: Checkpoint
  /** True when the idempotency key had been used: nothing was appended. */
  duplicate: boolean
}

/** Opaque position in the global log. Compare only through the store that produced it. */
export type Checkpoint = string

export interface RecordedEvent {
  eventId: string
  streamId: string
  revision: number
  type: string
  data: unknown
  metadata: EventMetadata
  recordedAt: Date
  /** Checkpoint just after this event: reading all from it resumes with the next event. */
  checkpoint: Checkpoint
}

export interface ReadStreamOptions {
  fromRevision?: number
  maxCount?: number
}

export interface ReadAllOptions {
  /** Read events after this checkpoint; null or undefined reads from the start. */
  after?: Checkpoint | null
  /**
   * Read no further than this checkpoint: the event it is the checkpoint of is the last one
   * returned (a bounded replay, e.g. up to a projection's checkpoint). Undefined reads to the end.
   */
  until?: Checkpoint
  maxCount?: number
}

export interface ReadAllResult {
  events: RecordedEvent[]
  /** Where the next read should resume (the last event's checkpoint, or `after` when empty). */
  checkpoint: Checkpoint | null
}

export interface SubscribeOptions {
  after?: Checkpoint | null
  batchSize?: number
  /**
   * Called with each batch in log order. The subscription waits for it before reading on; a
   * throw stops the subscription and is reported through `done`.
   */
  onBatch: (events: RecordedEvent[], checkpoint: Checkpoint) => Promise<void>
}

export interface Subscription {
  /** Stop reading; resolves once the current batch (if any) has been handled. */
  stop(): Promise<void>
  /** Settles when the subscription ends: resolves on stop, rejects on a handler or read error. */
  done: Promise<void>
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb'
  /** Atomic append to one or more streams: all events become visible together, or none. */
  append(requests: AppendStreamRequest[], options?: AppendOptions): Promise<AppendResult>
  /** A stream's events in revision order; empty when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>
  /** The global log after a checkpoint (up to `until`), in commit order; never skips a late commit. */
  readAll(options?: ReadAllOptions): Promise<ReadAllResult>
  /** Catch up from a checkpoint, then follow live appends. */
  subscribe(options: SubscribeOptions): Subscription
  /** Orders two checkpoints of this store (null = before the first event): <0, 0 or >0. */
  compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number
  /**
   * The checkpoint of the latest append made through this instance (null before any). Waiting
   * until projections pass it gives read-your-writes even while other transactions hold back
   * catch-up visibility.
   */
  readonly lastAppended: Checkpoint | null
  close(): Promise<void>
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'eventStore.wrongExpectedVersion'
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`WrongExpectedVersion on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`)
    this.name = 'WrongExpectedVersionError'
  }
}

export class EventStoreUnavailableError extends Error {
  readonly code = 'eventStore.unavailable'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'EventStoreUnavailableError'
  }
}

/** An event in the store that its schema cannot read: a loud error naming where it is. */
export class EventParseError extends Error {
  readonly code = 'eventStore.unreadableEvent'
  constructor(
    readonly streamId: string,
    readonly revision: number,
    readonly type: string,
    readonly checkpoint: Checkpoint,
    detail: string,
  ) {
    super(`Cannot read event ${type} at ${streamId}@${revision} (position ${checkpoint}): ${detail}`)
    this.name = 'EventParseError'
  }
}
