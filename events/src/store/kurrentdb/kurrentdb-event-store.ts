import { randomUUID } from 'node:crypto'
import kurrent from '@kurrent/kurrentdb-client'
import type {
  AllStreamSubscription,
  AppendStreamState,
  EventData,
  JSONType,
  KurrentDBClient,
  Position,
  RecordedEvent as ClientRecordedEvent,
} from '@kurrent/kurrentdb-client'
import { deriveEventId } from '../idempotency.ts'
import { pollingSubscription } from '../subscription.ts'
import {
  EventParseError,
  EventStoreUnavailableError,
  WrongExpectedVersionError,
  type AppendOptions,
  type AppendResult,
  type AppendStreamRequest,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port.ts'

// The client is CommonJS: take its values from the module object (works under Node and vitest).
const { KurrentDBClient: Client, jsonEvent, excludeSystemEvents, convertToCommandError } = kurrent
const { ANY, NO_STREAM, STREAM_EXISTS, START, END, FORWARDS, BACKWARDS } = kurrent

/**
 * KurrentDB adapter of the event store port, on `@kurrent/kurrentdb-client`.
 *
 * - Single-stream appends use `appendToStream`; multi-stream appends use `multiStreamAppend`
 *   (server 25.1+), which is atomic. Servers older than 25.1 are refused by `connectKurrentDb`, so
 *   a multi-stream append is never written in parts.
 * - Every client call has a deadline of our own (`withDeadline`): the client's reads go through a
 *   native bridge that takes no deadline, and its feature discovery has none, so a server that
 *   accepts connections but never answers would otherwise hang the caller forever.
 * - $all is one log in commit order, so `readAll` from a checkpoint cannot skip a late commit.
 */

/** Oldest server with `multiStreamAppend`. */
export const MINIMUM_SERVER_VERSION = { major: 25, minor: 1 } as const

const DEFAULT_REQUEST_TIMEOUT_MS = 10_000
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000

export interface KurrentDbEventStoreOptions {
  /** Deadline of every call to the server (append, read, dispose). Default 10 s. */
  requestTimeoutMs?: number
  /** Poll interval of subscriptions; a live $all subscription wakes them sooner. Default 250 ms. */
  pollIntervalMs?: number
  /** Use a live `subscribeToAll` as a wake-up hint for subscriptions. Default true. */
  liveWakeups?: boolean
  /**
   * How far back (events, from the end of the stream) a keyed append with expected revision
   * `any`/`exists` looks for an earlier append under the same key. Default 10,000.
   */
  idempotencyScanLimit?: number
}

export interface KurrentDbConnectOptions extends KurrentDbEventStoreOptions {
  /** Deadline of the start-up version check. Default 5 s. */
  connectTimeoutMs?: number
}

/** The server is reachable but too old (or does not say which version it is). */
export class KurrentDbVersionError extends Error {
  readonly code = 'eventStore.unsupportedServer'
  constructor(readonly serverVersion: string, where: string) {
    const minimum = `${MINIMUM_SERVER_VERSION.major}.${MINIMUM_SERVER_VERSION.minor}`
    super(
      serverVersion === 'unknown'
        ? `KurrentDB at ${where} does not report its version; Slotwise needs KurrentDB ${minimum} or newer ` +
            `(multiStreamAppend, so that a booking and its schedule days are written atomically).`
        : `KurrentDB at ${where} is version ${serverVersion}; Slotwise needs ${minimum} or newer ` +
            `(multiStreamAppend, so that a booking and its schedule days are written atomically). ` +
            `Upgrade the server: multi-stream appends are never written in parts.`,
    )
    this.name = 'KurrentDbVersionError'
  }
}

// ---------------------------------------------------------------------------------------------
// Pure helpers (unit-tested without a server)
// ---------------------------------------------------------------------------------------------

/**
 * Races `promise` against a timer: rejects with EventStoreUnavailableError when the server has
 * not answered within `ms`. The timer is cleared as soon as the promise settles.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EventStoreUnavailableError(`KurrentDB did not answer ${what} within ${ms} ms`)),
      ms,
    )
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/** The port's expected revision as the client's stream state. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY
  if (expected === 'no_stream') return NO_STREAM
  if (expected === 'exists') return STREAM_EXISTS
  if (!Number.isSafeInteger(expected) || expected < 0) throw new TypeError(`Invalid expected revision ${String(expected)}`)
  return BigInt(expected)
}

const CHECKPOINT_PATTERN = /^kdb:(\d+):(\d+)$/

/** Checkpoint = `kdb:<commit position>:<prepare position>` of an event in $all. */
export const formatCheckpoint = (position: Position): Checkpoint => `kdb:${position.commit}:${position.prepare}`

/** The position a checkpoint names; null for "from the start". */
export function parseCheckpoint(checkpoint: Checkpoint | null | undefined): Position | null {
  if (checkpoint === null || checkpoint === undefined || checkpoint === '') return null
  const match = CHECKPOINT_PATTERN.exec(checkpoint)
  if (!match) throw new TypeError(`Not a KurrentDB event store checkpoint: ${checkpoint}`)
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) }
}

/** Orders positions in $all: by commit position, then prepare position. */
export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1
  return 0
}

/** `25.1.0.2017` → { major: 25, minor: 1 }; null when the string names no version. */
export function parseServerVersion(version: string): { major: number; minor: number } | null {
  const match = /^v?(\d+)\.(\d+)/.exec(version.trim())
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null
}

/** Throws KurrentDbVersionError unless the server is 25.1 or newer. */
export function assertSupportedServerVersion(version: string, where = 'the configured address'): void {
  const parsed = parseServerVersion(version)
  if (!parsed) throw new KurrentDbVersionError('unknown', where)
  const { major, minor } = MINIMUM_SERVER_VERSION
  if (parsed.major < major || (parsed.major === major && parsed.minor < minor)) {
    throw new KurrentDbVersionError(version, where)
  }
}

/**
 * Event metadata as stored in KurrentDB: a JSON object of string values (what `multiStreamAppend`
 * accepts; single-stream appends use the same shape so every event reads back the same way).
 */
export function encodeMetadata(metadata: EventMetadata): Record<string, string> {
  const encoded: Record<string, string> = {
    actor: JSON.stringify(metadata.actor),
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
    occurredAt: metadata.occurredAt,
  }
  if (metadata.reason !== undefined) encoded.reason = metadata.reason
  if (metadata.schemaVersion !== undefined) encoded.schemaVersion = String(metadata.schemaVersion)
  return encoded
}

/** Reads metadata written by `encodeMetadata` (or the same fields as plain JSON); throws on anything else. */
export function decodeMetadata(raw: unknown): EventMetadata {
  let value = raw
  if (value instanceof Uint8Array) value = JSON.parse(Buffer.from(value).toString('utf8'))
  if (typeof value === 'string') value = JSON.parse(value)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('metadata is not a JSON object')
  const record = value as Record<string, unknown>
  const actor = typeof record.actor === 'string' ? (JSON.parse(record.actor) as unknown) : record.actor
  if (typeof actor !== 'object' || actor === null || typeof (actor as { type?: unknown }).type !== 'string') {
    throw new TypeError('metadata has no actor')
  }
  for (const field of ['correlationId', 'causationId', 'occurredAt'] as const) {
    if (typeof record[field] !== 'string') throw new TypeError(`metadata has no ${field}`)
  }
  const metadata: EventMetadata = {
    actor: actor as EventMetadata['actor'],
    correlationId: record.correlationId as string,
    causationId: record.causationId as string,
    occurredAt: record.occurredAt as string,
  }
  if (typeof record.reason === 'string') metadata.reason = record.reason
  if (record.schemaVersion !== undefined && record.schemaVersion !== null) {
    const schemaVersion = Number(record.schemaVersion)
    if (!Number.isInteger(schemaVersion)) throw new TypeError(`metadata has a bad schemaVersion ${String(record.schemaVersion)}`)
    metadata.schemaVersion = schemaVersion
  }
  return metadata
}

const isSystemEvent = (event: { type: string; streamId: string }) => event.type.startsWith('$') || event.streamId.startsWith('$')

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@')

/** A client error as the port's error: WrongExpectedVersion, Unavailable, or the error itself. */
export function translateClientError(error: unknown, requests: AppendStreamRequest[] = []): Error {
  if (error instanceof WrongExpectedVersionError || error instanceof EventStoreUnavailableError) return error
  let candidate = error as { type?: unknown; code?: unknown; message?: unknown }
  if (candidate && typeof candidate === 'object' && candidate.type === undefined && typeof candidate.code === 'number') {
    // A raw gRPC ServiceError (the multi-stream append session reports some errors unconverted).
    try {
      candidate = convertToCommandError(error as Parameters<typeof convertToCommandError>[0]) as typeof candidate
    } catch {
      // keep the raw error
    }
  }
  const typed = candidate as { type?: unknown; streamName?: unknown; actualState?: unknown; message?: unknown }
  if (typed?.type === 'wrong-expected-version') {
    const streamId = typeof typed.streamName === 'string' ? typed.streamName : (requests[0]?.streamId ?? 'unknown')
    const request = requests.find((r) => r.streamId === streamId) ?? requests[0]
    const actual = typeof typed.actualState === 'bigint' ? Number(typed.actualState) : 'no_stream'
    return new WrongExpectedVersionError(streamId, request?.expectedRevision ?? 'any', actual)
  }
  const message = typeof typed?.message === 'string' ? typed.message : String(error)
  if (
    typed?.type === 'unavailable' ||
    typed?.type === 'deadline-exceeded' ||
    typed?.type === 'cancelled' ||
    typed?.type === 'not-leader' ||
    /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTFOUND|UNAVAILABLE|No connection established|connection refused|transport/i.test(message)
  ) {
    return new EventStoreUnavailableError(`KurrentDB unavailable: ${message}`, { cause: error })
  }
  if (typed?.type === 'unsupported') {
    return new KurrentDbVersionError('unknown', `the connected server (${message})`)
  }
  return error instanceof Error ? error : new Error(message)
}

const isStreamNotFound = (error: unknown) => (error as { type?: unknown })?.type === 'stream-not-found'

function toRecorded(event: ClientRecordedEvent, commitPosition?: bigint): RecordedEvent {
  const revision = Number(event.revision)
  const position = event.position ?? (commitPosition !== undefined ? { commit: commitPosition, prepare: commitPosition } : undefined)
  if (!position) {
    throw new EventParseError(event.streamId, revision, event.type, '', 'the server did not report the event position')
  }
  const checkpoint = formatCheckpoint(position)
  let data: unknown = event.data
  if (data instanceof Uint8Array) {
    try {
      data = JSON.parse(Buffer.from(data).toString('utf8'))
    } catch (error) {
      throw new EventParseError(event.streamId, revision, event.type, checkpoint, `data is not JSON (${(error as Error).message})`)
    }
  }
  let metadata: EventMetadata
  try {
    metadata = decodeMetadata(event.metadata)
  } catch (error) {
    throw new EventParseError(event.streamId, revision, event.type, checkpoint, `unreadable metadata: ${(error as Error).message}`)
  }
  return {
    eventId: event.id,
    streamId: event.streamId,
    revision,
    type: event.type,
    data,
    metadata,
    recordedAt: event.created,
    checkpoint,
  }
}

interface PreparedAppend {
  request: AppendStreamRequest
  events: EventData[]
}

// ---------------------------------------------------------------------------------------------
// Adapter
// ---------------------------------------------------------------------------------------------

/**
 * Connects to KurrentDB, checks the server version and refuses servers older than 25.1 (or that
 * do not answer within the deadline). Use this, not the constructor, at start-up.
 */
export async function connectKurrentDb(url: string, options: KurrentDbConnectOptions = {}): Promise<KurrentDbEventStore> {
  const where = redact(url)
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
  let client: KurrentDBClient
  try {
    client = Client.connectionString(url)
  } catch (error) {
    throw new TypeError(`Not a KurrentDB connection string (${where}): ${(error as Error).message}`, { cause: error })
  }
  try {
    const version = await withDeadline(serverVersionOf(client), timeoutMs, `the version check at ${where}`)
    assertSupportedServerVersion(version, where)
  } catch (error) {
    await withDeadline(client.dispose(), 1_000, 'dispose').catch(() => {})
    if (error instanceof KurrentDbVersionError || error instanceof EventStoreUnavailableError) throw error
    throw new EventStoreUnavailableError(`KurrentDB at ${where} failed the version check: ${(error as Error).message}`, { cause: error })
  }
  return new KurrentDbEventStore(client, options)
}

/**
 * The server version from the client's feature discovery (`ServerFeatures.getSupportedMethods`,
 * the same call the client makes before `multiStreamAppend`). The getter is protected in the
 * client's typings, hence the cast; it reports `unknown` when the server lacks the API.
 */
async function serverVersionOf(client: KurrentDBClient): Promise<string> {
  const features = await (client as unknown as { capabilities: Promise<{ serverVersion: string }> }).capabilities
  return features.serverVersion
}

export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb' as const
  private readonly localWakers = new Set<() => void>()
  private readonly requestTimeoutMs: number
  private readonly pollIntervalMs: number
  private readonly liveWakeups: boolean
  private readonly idempotencyScanLimit: number

  constructor(
    private readonly client: KurrentDBClient,
    options: KurrentDbEventStoreOptions = {},
  ) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
    this.pollIntervalMs = options.pollIntervalMs ?? 250
    this.liveWakeups = options.liveWakeups ?? true
    this.idempotencyScanLimit = options.idempotencyScanLimit ?? 10_000
  }

  async append(requests: AppendStreamRequest[], options: AppendOptions = {}): Promise<AppendResult> {
    if (requests.length === 0) throw new TypeError('append needs at least one stream')
    const seen = new Set<string>()
    for (const request of requests) {
      if (seen.has(request.streamId)) throw new TypeError(`Stream ${request.streamId} appears twice in one append`)
      seen.add(request.streamId)
      toStreamState(request.expectedRevision)
    }
    const key = options.idempotencyKey
    let index = 0
    const prepared: PreparedAppend[] = requests.map((request) => ({
      request,
      events: request.events.map((event) => {
        const id = event.id ?? (key ? deriveEventId(key, index) : randomUUID())
        index += 1
        return jsonEvent({ id, type: event.type, data: event.data as JSONType, metadata: encodeMetadata(event.metadata) })
      }),
    }))

    // A retried command: its events (ids derived from the key) are already in the streams.
    if (key) {
      const prior = await this.findPriorAppend(prepared, key)
      if (prior) return prior
    }

    let revisions: Map<string, bigint>
    let serverSaidIdempotent = false
    try {
      if (prepared.length === 1) {
        const { request, events } = prepared[0]!
        const result = await withDeadline(
          this.client.appendToStream(request.streamId, events, {
            streamState: toStreamState(request.expectedRevision),
            deadline: this.requestTimeoutMs,
          }),
          this.requestTimeoutMs,
          `an append to ${request.streamId}`,
        )
        revisions = new Map([[request.streamId, result.nextExpectedRevision]])
        // KurrentDB answers an idempotent write (same event ids, already written) without a position.
        serverSaidIdempotent = result.position === undefined
      } else {
        const result = await withDeadline(
          this.client.multiStreamAppend(
            prepared.map(({ request, events }) => ({
              streamName: request.streamId,
              expectedState: toStreamState(request.expectedRevision),
              events,
            })),
          ),
          this.requestTimeoutMs,
          `a multi-stream append to ${requests.map((r) => r.streamId).join(', ')}`,
        )
        revisions = new Map(result.responses.map((response) => [response.streamName, response.revision]))
      }
    } catch (error) {
      const translated = translateClientError(error, requests)
      if (key && translated instanceof WrongExpectedVersionError) {
        // A concurrent retry with the same key may have won the race: then this is a duplicate.
        const prior = await this.findPriorAppend(prepared, key)
        if (prior) return prior
      }
      throw translated
    }
    for (const wake of this.localWakers) wake()

    const streams = requests.map((request) => ({
      streamId: request.streamId,
      nextRevision: Number(
        revisions.get(request.streamId) ?? (typeof request.expectedRevision === 'number' ? request.expectedRevision : -1),
      ),
    }))
    const written = prepared.filter((p) => p.events.length > 0).map((p) => streams.find((s) => s.streamId === p.request.streamId)!)
    const checkpoint = await this.checkpointOfLastEvents(written)
    if (written.length > 0 && this.compareCheckpoints(checkpoint, this.lastAppended) > 0) this.lastAppended = checkpoint
    return {
      streams,
      checkpoint,
      duplicate: key !== undefined && serverSaidIdempotent,
    }
  }

  lastAppended: Checkpoint | null = null

  compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
    const x = parseCheckpoint(a)
    const y = parseCheckpoint(b)
    if (!x || !y) return x ? 1 : y ? -1 : 0
    return comparePositions(x, y)
  }

  /**
   * The checkpoint of the last event written, read back from the streams so that it is exactly
   * the checkpoint `readAll` reports for that event (and a retry returns the same one).
   */
  private async checkpointOfLastEvents(streams: Array<{ streamId: string; nextRevision: number }>): Promise<Checkpoint> {
    if (streams.length === 0) return formatCheckpoint({ commit: 0n, prepare: 0n }) // only revision checks, nothing written
    const lasts = await Promise.all(
      streams.map(async ({ streamId, nextRevision }) => {
        const [event] = await this.readRaw(streamId, BigInt(nextRevision), 1, 'forwards')
        if (!event?.position) throw new Error(`KurrentDB did not return the event just appended at ${streamId}@${nextRevision}`)
        return event.position
      }),
    )
    const last = lasts.reduce((best, position) => (comparePositions(position, best) > 0 ? position : best))
    return formatCheckpoint(last)
  }

  /**
   * Looks for the events of an earlier append under the same idempotency key: right after the
   * expected revision when it was exact (`no_stream`, n), else among the stream's last events.
   * Returns that append's result, or null when nothing of it was written.
   */
  private async findPriorAppend(prepared: PreparedAppend[], key: string): Promise<AppendResult | null> {
    const withEvents = prepared.filter((p) => p.events.length > 0)
    if (withEvents.length === 0) return null
    const found = await Promise.all(withEvents.map((p) => this.locateEvents(p, key)))
    if (found.every((f) => f === null)) return null
    if (found.some((f) => f === null)) {
      throw new Error(`Idempotency key ${key}: an earlier append under this key is only partly in the store`)
    }
    const located = found as Array<{ streamId: string; lastRevision: number; lastPosition: Position }>
    const last = located.map((f) => f.lastPosition).reduce((best, p) => (comparePositions(p, best) > 0 ? p : best))
    return {
      streams: prepared.map(({ request }) => ({
        streamId: request.streamId,
        nextRevision:
          located.find((f) => f.streamId === request.streamId)?.lastRevision ??
          (typeof request.expectedRevision === 'number' ? request.expectedRevision : -1),
      })),
      checkpoint: formatCheckpoint(last),
      duplicate: true,
    }
  }

  private async locateEvents(
    { request, events }: PreparedAppend,
    key: string,
  ): Promise<{ streamId: string; lastRevision: number; lastPosition: Position } | null> {
    const ids = events.map((e) => e.id)
    const expected = request.expectedRevision
    let firstRevision: bigint | null = null
    if (expected === 'no_stream' || typeof expected === 'number') {
      const from = expected === 'no_stream' ? 0n : BigInt(expected + 1)
      const [first] = await this.readRaw(request.streamId, from, 1, 'forwards')
      if (first && first.id === ids[0]) firstRevision = first.revision
    } else {
      const candidates = await this.readRaw(request.streamId, 'end', this.idempotencyScanLimit, 'backwards', (e) => e.id === ids[0])
      const match = candidates.find((e) => e.id === ids[0])
      if (match) firstRevision = match.revision
    }
    if (firstRevision === null) return null
    const written = await this.readRaw(request.streamId, firstRevision, ids.length, 'forwards')
    if (written.length !== ids.length || written.some((e, i) => e.id !== ids[i])) {
      throw new Error(`Idempotency key ${key}: ${request.streamId} holds a different append under this key`)
    }
    const last = written.at(-1)!
    if (!last.position) throw new Error(`KurrentDB did not report the position of ${request.streamId}@${last.revision}`)
    return { streamId: request.streamId, lastRevision: Number(last.revision), lastPosition: last.position }
  }

  /** Raw events of a stream under a deadline; empty when the stream does not exist. */
  private async readRaw(
    streamId: string,
    from: bigint | 'end',
    maxCount: number,
    direction: 'forwards' | 'backwards',
    stopWhen?: (event: ClientRecordedEvent) => boolean,
  ): Promise<ClientRecordedEvent[]> {
    const read = async () => {
      const events: ClientRecordedEvent[] = []
      try {
        for await (const resolved of this.client.readStream(streamId, {
          fromRevision: from === 'end' ? END : from,
          maxCount,
          direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
        })) {
          if (!resolved.event) continue
          events.push(resolved.event)
          if (stopWhen?.(resolved.event)) break
        }
      } catch (error) {
        if (isStreamNotFound(error)) return []
        throw translateClientError(error)
      }
      return events
    }
    return withDeadline(read(), this.requestTimeoutMs, `a read of ${streamId}`)
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 0
    if (!Number.isSafeInteger(from) || from < 0) throw new TypeError(`Invalid fromRevision ${from}`)
    const raw = await this.readRaw(streamId, BigInt(from), options.maxCount ?? Number.MAX_SAFE_INTEGER, 'forwards')
    return raw.map((event) => toRecorded(event))
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const maxCount = options.maxCount ?? 1000
    if (!Number.isSafeInteger(maxCount) || maxCount < 1) throw new TypeError(`Invalid maxCount ${maxCount}`)
    const after = parseCheckpoint(options.after)
    const until = options.until === undefined ? null : parseCheckpoint(options.until)
    const events: RecordedEvent[] = []
    let reachedUntil = false
    // $all reads start AT a position (inclusive); everything up to `floor` has been seen.
    let floor: Position | null = after
    for (;;) {
      const page = maxCount - events.length + 1
      const from = floor
      const raw = await withDeadline(
        (async () => {
          const collected: Array<{ event: ClientRecordedEvent & { position: Position }; commitPosition?: bigint }> = []
          try {
            for await (const resolved of this.client.readAll({
              fromPosition: from ?? START,
              maxCount: page,
              direction: FORWARDS,
              resolveLinkTos: false,
              filter: excludeSystemEvents(),
            })) {
              if (resolved.event) collected.push({ event: resolved.event, ...(resolved.commitPosition !== undefined && { commitPosition: resolved.commitPosition }) })
            }
          } catch (error) {
            throw translateClientError(error)
          }
          return collected
        })(),
        this.requestTimeoutMs,
        'a read of $all',
      )
      for (const { event, commitPosition } of raw) {
        const position = event.position
        if (floor && comparePositions(position, floor) <= 0) continue
        if (until && comparePositions(position, until) > 0) {
          reachedUntil = true
          break
        }
        floor = position
        if (isSystemEvent(event)) continue
        events.push(toRecorded(event, commitPosition))
        if (events.length >= maxCount) break
      }
      // Stop when full, past `until`, when the log is exhausted (a short page), or when no progress was made.
      if (reachedUntil || events.length >= maxCount || raw.length < page || floor === from) break
    }
    return { events, checkpoint: events.at(-1)?.checkpoint ?? options.after ?? null }
  }

  subscribe(options: SubscribeOptions): Subscription {
    return pollingSubscription({
      readAll: (after, maxCount) => this.readAll({ after, maxCount }),
      options,
      pollIntervalMs: this.pollIntervalMs,
      onWake: async (wake) => {
        this.localWakers.add(wake)
        const stopLive = this.liveWakeups ? this.liveWakeup(wake) : async () => {}
        return async () => {
          this.localWakers.delete(wake)
          await stopLive()
        }
      },
    })
  }

  /**
   * A live $all subscription used only as a wake-up hint (like NOTIFY for PostgreSQL): events
   * are always read by polling `readAll`, so a lost or failed hint only delays, never loses.
   */
  private liveWakeup(wake: () => void): () => Promise<void> {
    let subscription: AllStreamSubscription
    try {
      subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents(), resolveLinkTos: false })
    } catch {
      return async () => {}
    }
    subscription.on('data', () => wake())
    subscription.on('error', () => {})
    return async () => {
      await withDeadline(subscription.unsubscribe(), this.requestTimeoutMs, 'unsubscribe').catch(() => {})
    }
  }

  async close(): Promise<void> {
    this.localWakers.clear()
    await withDeadline(this.client.dispose(), this.requestTimeoutMs, 'dispose').catch(() => {})
  }
}
