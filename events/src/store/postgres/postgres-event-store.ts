import { randomUUID } from 'node:crypto'
import type { SqlClient, SqlQueryable } from '../../db/sql-client.ts'
import { deriveEventId } from '../idempotency.ts'
import { pollingSubscription } from '../subscription.ts'
import {
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
import { EVENT_STORE_SCHEMA_SQL } from './schema.sql.ts'

export const NOTIFY_CHANNEL = 'es_events'

/** Creates the event store tables and append function if missing (idempotent). */
export async function installEventStoreSchema(db: SqlClient): Promise<void> {
  await db.exec(EVENT_STORE_SCHEMA_SQL)
}

const encodeExpected = (expected: ExpectedRevision): number => {
  if (expected === 'any') return -1
  if (expected === 'no_stream') return -2
  if (expected === 'exists') return -3
  if (!Number.isInteger(expected) || expected < 0) throw new TypeError(`Invalid expected revision ${expected}`)
  return expected
}

/** Checkpoint = `<transaction xid8>/<global position>`: commit order first, then sequence. */
export const formatCheckpoint = (transactionId: string | number, position: number): Checkpoint =>
  `${transactionId}/${position}`

export function parseCheckpoint(checkpoint: Checkpoint | null | undefined): { tx: string; pos: number } {
  if (checkpoint === null || checkpoint === undefined || checkpoint === '') return { tx: '0', pos: 0 }
  const match = /^(\d+)\/(\d+)$/.exec(checkpoint)
  if (!match) throw new TypeError(`Not a PostgreSQL event store checkpoint: ${checkpoint}`)
  return { tx: match[1]!, pos: Number(match[2]) }
}

/** A row of `es_events` as selected with `ES_EVENT_COLUMNS` (shared with the booking audit's own filtered read). */
export interface EsEventRow {
  global_position: number
  stream_id: string
  stream_revision: number
  event_id: string
  type: string
  data: unknown
  metadata: EventMetadata
  tx: string
  recorded_at: Date | string
}

export const recordedEventFromRow = (row: EsEventRow): RecordedEvent => ({
  eventId: row.event_id,
  streamId: row.stream_id,
  revision: Number(row.stream_revision),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  checkpoint: formatCheckpoint(row.tx, Number(row.global_position)),
})

export const ES_EVENT_COLUMNS = `global_position, stream_id, stream_revision, event_id::text AS event_id, type, data, metadata,
  transaction_id::text AS tx, recorded_at`

async function readStreamOn(db: SqlQueryable, streamId: string, options: ReadStreamOptions): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EsEventRow>(
    `SELECT ${ES_EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_revision >= $2
     ORDER BY stream_revision LIMIT $3`,
    [streamId, options.fromRevision ?? 0, options.maxCount ?? 1_000_000],
  )
  return rows.map(recordedEventFromRow)
}

async function readAllOn(db: SqlQueryable, options: ReadAllOptions): Promise<ReadAllResult> {
  const { tx, pos } = parseCheckpoint(options.after)
  const until = options.until === undefined ? null : parseCheckpoint(options.until)
  // Only transactions older than every in-flight one are visible to catch-up: an event committed
  // late with a lower position is read when it commits, never skipped (ARCHITECTURE.md). Every
  // event up to a checkpoint that such a read returned passes that test: reading `until` one is
  // exact and repeatable.
  const { rows } = await db.query<EsEventRow>(
    `SELECT ${ES_EVENT_COLUMNS} FROM es_events
     WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
       AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ${until ? 'AND (transaction_id, global_position) <= ($4::xid8, $5::bigint)' : ''}
     ORDER BY transaction_id, global_position
     LIMIT $3`,
    until ? [tx, pos, options.maxCount ?? 1000, until.tx, until.pos] : [tx, pos, options.maxCount ?? 1000],
  )
  const events = rows.map(recordedEventFromRow)
  return { events, checkpoint: events.at(-1)?.checkpoint ?? options.after ?? null }
}

/** Reads of the store bound to one transaction or session (`PostgresEventStore.within`). */
export type EventLogReader = Pick<EventStore, 'readStream' | 'readAll'>

export interface PostgresEventStoreOptions {
  /** Poll interval of subscriptions; NOTIFY wakes them sooner. Polling is the truth. */
  pollIntervalMs?: number
  /** Appends within this window share one cross-process NOTIFY (default 5 ms). */
  notifyCoalesceMs?: number
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const
  private readonly localWakers = new Set<() => void>()
  lastAppended: Checkpoint | null = null

  constructor(
    private readonly db: SqlClient,
    private readonly options: PostgresEventStoreOptions = {},
  ) {}

  async append(requests: AppendStreamRequest[], options: AppendOptions = {}): Promise<AppendResult> {
    if (requests.length === 0) throw new TypeError('append needs at least one stream')
    const seen = new Set<string>()
    for (const request of requests) {
      if (seen.has(request.streamId)) throw new TypeError(`Stream ${request.streamId} appears twice in one append`)
      seen.add(request.streamId)
    }
    const streams = requests.map((r) => r.streamId)
    const expected = requests.map((r) => encodeExpected(r.expectedRevision))
    const eventStreams: number[] = []
    const ids: string[] = []
    const types: string[] = []
    const data: string[] = []
    const metadata: string[] = []
    let index = 0
    for (const [streamIndex, request] of requests.entries()) {
      for (const event of request.events) {
        eventStreams.push(streamIndex + 1)
        ids.push(event.id ?? (options.idempotencyKey ? deriveEventId(options.idempotencyKey, index) : randomUUID()))
        types.push(event.type)
        data.push(JSON.stringify(event.data))
        metadata.push(JSON.stringify(event.metadata))
        index += 1
      }
    }
    let rows: Array<{ stream_id: string; last_revision: number; last_position: number; last_transaction: string; duplicate: boolean }>
    try {
      const result = await this.db.query<(typeof rows)[number]>(
        `SELECT * FROM es_append($1::text[], $2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::boolean)`,
        [streams, expected, eventStreams, ids, types, data, metadata, Boolean(options.idempotencyKey)],
      )
      rows = result.rows
    } catch (error) {
      throw this.translateError(error, requests)
    }
    const last = rows.reduce<(typeof rows)[number] | undefined>(
      (best, row) => (!best || Number(row.last_position) > Number(best.last_position) ? row : best),
      undefined,
    )
    for (const wake of this.localWakers) wake()
    this.notifyOtherProcesses()
    const appended = last ? formatCheckpoint(last.last_transaction, Number(last.last_position)) : null
    if (appended && this.compareCheckpoints(appended, this.lastAppended) > 0) this.lastAppended = appended
    const byStream = new Map(rows.map((row) => [row.stream_id, row]))
    return {
      streams: requests.map((request) => ({
        streamId: request.streamId,
        nextRevision: Number(
          byStream.get(request.streamId)?.last_revision ??
            (typeof request.expectedRevision === 'number' ? request.expectedRevision : -1),
        ),
      })),
      checkpoint: last ? formatCheckpoint(last.last_transaction, Number(last.last_position)) : formatCheckpoint(0, 0),
      duplicate: rows.some((row) => row.duplicate),
    }
  }

  private notifyPending = false

  /**
   * Wakes subscribers in other processes with one NOTIFY per short window, outside the append's
   * transaction: a NOTIFY inside it would serialise every append's commit on the notify queue lock.
   */
  private notifyOtherProcesses() {
    if (this.db.driver !== 'pg' || this.notifyPending) return
    this.notifyPending = true
    setTimeout(() => {
      this.notifyPending = false
      this.db.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => {})
    }, this.options.notifyCoalesceMs ?? 5).unref()
  }

  private translateError(error: unknown, requests: AppendStreamRequest[]): Error {
    const pgError = error as { code?: string; detail?: string; message?: string }
    if (pgError.code === 'SW409') {
      const detail = JSON.parse(pgError.detail ?? '{}') as { streamId: string; actual: number | null }
      const request = requests.find((r) => r.streamId === detail.streamId)
      return new WrongExpectedVersionError(
        detail.streamId,
        request?.expectedRevision ?? 'any',
        detail.actual === null ? 'no_stream' : Number(detail.actual),
      )
    }
    if (pgError.code === '23505') {
      // A concurrent append with the same idempotency key won the race for the same event ids.
      return new WrongExpectedVersionError(requests[0]!.streamId, requests[0]!.expectedRevision, -1)
    }
    if (error instanceof Error && /ECONNREFUSED|terminat|Connection/i.test(error.message)) {
      return new EventStoreUnavailableError(error.message, { cause: error })
    }
    return error instanceof Error ? error : new Error(String(error))
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return readStreamOn(this.db, streamId, options)
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    return readAllOn(this.db, options)
  }

  /**
   * The store's reads through a given transaction or session instead of the pool: inside a
   * caller's REPEATABLE READ transaction they see its snapshot (verify replays that way), and on
   * PGlite they do not wait for the open transaction's lock.
   */
  within(on: SqlQueryable): EventLogReader {
    return {
      readStream: (streamId, options = {}) => readStreamOn(on, streamId, options),
      readAll: (options = {}) => readAllOn(on, options),
    }
  }

  subscribe(options: SubscribeOptions): Subscription {
    return pollingSubscription({
      readAll: (after, maxCount) => this.readAll({ after, maxCount }),
      options,
      pollIntervalMs: this.options.pollIntervalMs ?? 250,
      onWake: async (wake) => {
        this.localWakers.add(wake)
        const unlisten = await this.db.listen(NOTIFY_CHANNEL, wake).catch(() => async () => {})
        return async () => {
          this.localWakers.delete(wake)
          await unlisten()
        }
      },
    })
  }

  compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
    const x = parseCheckpoint(a)
    const y = parseCheckpoint(b)
    const tx = BigInt(x.tx) - BigInt(y.tx)
    if (tx !== 0n) return tx < 0n ? -1 : 1
    return Math.sign(x.pos - y.pos)
  }

  async close(): Promise<void> {
    this.localWakers.clear()
  }
}
