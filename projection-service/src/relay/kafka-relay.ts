import type { Checkpoint, EventStore, RecordedEvent, SqlClient, Subscription } from '@slotwise/events'
import { allEventDefinitions, eventRegistry } from '@slotwise/events'
import { readCheckpoint } from '../runner/projection-runner.ts'
import { AdvisoryLeadership, type LeaderWork, type LeadershipLogger } from '../leadership/advisory-leadership.ts'
import { isInternalStream, toIntegrationMessage, topicRouting, type TopicRouting } from './integration-message.ts'
import type { IntegrationMessage, Publisher } from './publisher.port.ts'

/** Its row in `projection_checkpoints` and its leadership lock name. */
export const KAFKA_RELAY_NAME = 'relay:kafka'

const currentVersion = new Map<string, number>(allEventDefinitions.map((d) => [d.type, d.version]))

export interface KafkaRelayOptions {
  db: SqlClient
  store: EventStore
  publisher: Publisher
  /** Topic prefix (`KAFKA_TOPIC_PREFIX`); or a full routing with custom internal categories. */
  routing: TopicRouting | string
  /** Checkpoint row and lock name; `relay:kafka` unless a second relay targets another cluster. */
  name?: string
  /** Events read per batch; each batch is one acknowledged publish before its checkpoint moves. */
  batchSize?: number
  /** How often a standby relay retries the lock. */
  standbyRetryMs?: number
  heartbeatMs?: number
  /** First delay after a failed batch; doubles per failure up to `maxRetryDelayMs`. */
  retryDelayMs?: number
  maxRetryDelayMs?: number
  logger?: LeadershipLogger
  /** Called after each batch whose checkpoint was saved (tests and metrics). */
  onRelayed?: (checkpoint: Checkpoint, published: number) => void
}

/** The relay's messages for a batch: internal streams dropped, the rest upcast and parsed. */
export function integrationMessages(events: readonly RecordedEvent[], routing: TopicRouting): IntegrationMessage[] {
  const messages: IntegrationMessage[] = []
  for (const event of events) {
    if (isInternalStream(event.streamId, routing)) continue
    // An unreadable event throws EventParseError naming its position: the relay stops there.
    const parsed = eventRegistry.parse(event)
    messages.push(toIntegrationMessage(parsed, routing, currentVersion.get(event.type)!))
  }
  return messages
}

/**
 * Publishes one batch and then, only after the broker acknowledged it, moves the checkpoint from
 * `from` to `to` (compare-and-set, as the projection runner does). A failed publish throws before
 * the checkpoint moves, so the next attempt republishes the whole batch: at-least-once delivery.
 */
export async function relayBatch(
  db: SqlClient,
  publisher: Publisher,
  name: string,
  routing: TopicRouting,
  events: readonly RecordedEvent[],
  from: Checkpoint | null,
  to: Checkpoint,
): Promise<{ result: 'saved' | 'stale'; published: number }> {
  const messages = integrationMessages(events, routing)
  if (messages.length > 0) await publisher.publish(messages)
  const result = await saveCheckpoint(db, name, from, to, messages.length)
  return { result, published: messages.length }
}

async function saveCheckpoint(db: SqlClient, name: string, from: Checkpoint | null, to: Checkpoint, published: number): Promise<'saved' | 'stale'> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ checkpoint: string | null }>(
      `SELECT checkpoint FROM projection_checkpoints WHERE projection = $1 FOR UPDATE`,
      [name],
    )
    if ((rows[0]?.checkpoint ?? null) !== from) return 'stale'
    await tx.query(
      `INSERT INTO projection_checkpoints (projection, checkpoint, events_applied) VALUES ($1, $2, $3)
       ON CONFLICT (projection) DO UPDATE SET checkpoint = excluded.checkpoint,
         events_applied = projection_checkpoints.events_applied + excluded.events_applied`,
      [name, to, published],
    )
    return 'saved'
  })
}

/**
 * Follows the event store and publishes integration events to Kafka. One relay is active across
 * processes (advisory lock, like the projection runner); the others stand by. On a failed batch
 * the active relay backs off and resumes from its saved checkpoint, so nothing after a failure is
 * skipped and the failed batch is sent again.
 */
export class KafkaRelay {
  private readonly name: string
  private readonly routing: TopicRouting
  private readonly leadership: AdvisoryLeadership

  constructor(private readonly options: KafkaRelayOptions) {
    this.name = options.name ?? KAFKA_RELAY_NAME
    this.routing = typeof options.routing === 'string' ? topicRouting(options.routing) : options.routing
    this.leadership = new AdvisoryLeadership({
      db: options.db,
      names: [this.name],
      onElected: () => this.follow(),
      retryMs: options.standbyRetryMs ?? 500,
      heartbeatMs: options.heartbeatMs ?? 1000,
      ...(options.logger ? { logger: options.logger } : {}),
    })
  }

  start(): void {
    this.leadership.start()
  }

  /** True while this relay holds the lock and publishes. */
  get active(): boolean {
    return this.leadership.leading.length > 0
  }

  async stop(): Promise<void> {
    await this.leadership.stop()
  }

  /** Stops and closes the publisher (the launcher's shutdown). */
  async close(): Promise<void> {
    await this.stop()
    await this.options.publisher.close()
  }

  /** Resolves when the saved checkpoint has reached the end of the log. */
  async waitUntilCaughtUp(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const checkpoint = await readCheckpoint(this.options.db, this.name)
      const { events } = await this.options.store.readAll({ after: checkpoint, maxCount: 1 })
      if (events.length === 0) return
      if (Date.now() > deadline) throw new Error(`${this.name} did not catch up in time`)
      await sleep(10)
    }
  }

  private follow(): LeaderWork {
    const { db, store, publisher } = this.options
    const logger = this.options.logger
    logger?.info({ worker: this.name }, 'active: holds the leadership lock')
    let stopped = false
    let subscription: Subscription | null = null
    let wakeBackoff: (() => void) | null = null
    const done = (async () => {
      let failures = 0
      while (!stopped) {
        try {
          let from = await readCheckpoint(db, this.name)
          if (stopped) return
          subscription = store.subscribe({
            after: from,
            batchSize: this.options.batchSize ?? 500,
            onBatch: async (events, checkpoint) => {
              const { result, published } = await relayBatch(db, publisher, this.name, this.routing, events, from, checkpoint)
              if (result === 'stale') throw new Error(`Checkpoint of ${this.name} moved under this relay; re-reading`)
              from = checkpoint
              failures = 0
              this.options.onRelayed?.(checkpoint, published)
            },
          })
          await subscription.done
        } catch (error) {
          if (stopped) return
          failures += 1
          const delay = Math.min((this.options.retryDelayMs ?? 500) * 2 ** (failures - 1), this.options.maxRetryDelayMs ?? 30_000)
          logger?.error({ worker: this.name, err: error, retryInMs: delay }, 'relay batch failed; checkpoint not moved, retrying from it')
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, delay)
            wakeBackoff = () => {
              clearTimeout(timer)
              resolve()
            }
          })
        }
      }
    })()
    return {
      done,
      stop: async () => {
        stopped = true
        ;(wakeBackoff as (() => void) | null)?.()
        await (subscription as Subscription | null)?.stop()
        await done.catch(() => {})
      },
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
