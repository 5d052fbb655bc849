import type { Checkpoint, EventStore, RecordedEvent, SqlClient, SqlQueryable } from '@slotwise/events'
import { eventRegistry } from '@slotwise/events'
import type { Projection } from '../projection.ts'

export interface RunnerLogger {
  info(object: object, message?: string): void
  error(object: object, message?: string): void
}

const silentLogger: RunnerLogger = { info: () => {}, error: () => {} }

/** Advisory-lock key of a projection: one active runner per projection across processes. */
const lockKeySql = `hashtextextended('projection:' || $1, 0)`

export async function readCheckpoint(db: SqlQueryable, projection: string): Promise<Checkpoint | null> {
  const { rows } = await db.query<{ checkpoint: string | null }>(
    `SELECT checkpoint FROM projection_checkpoints WHERE projection = $1`,
    [projection],
  )
  return rows[0]?.checkpoint ?? null
}

/**
 * Applies events to one projection and writes its checkpoint in the same transaction. The
 * checkpoint update is a compare-and-set on the previous value, so even two runners that both
 * believe they are active can never apply a batch twice: the loser rolls back and re-reads.
 */
export async function applyBatch(
  db: SqlClient,
  projection: Projection,
  events: RecordedEvent[],
  from: Checkpoint | null,
  to: Checkpoint,
): Promise<'applied' | 'stale'> {
  const handled = new Set(projection.handles)
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ checkpoint: string | null }>(
      `SELECT checkpoint FROM projection_checkpoints WHERE projection = $1 FOR UPDATE`,
      [projection.name],
    )
    if ((rows[0]?.checkpoint ?? null) !== from) return 'stale'
    let applied = 0
    for (const event of events) {
      if (!handled.has(event.type)) continue
      await projection.apply(tx, eventRegistry.parse(event))
      applied += 1
    }
    await tx.query(
      `INSERT INTO projection_checkpoints (projection, checkpoint, events_applied) VALUES ($1, $2, $3)
       ON CONFLICT (projection) DO UPDATE SET checkpoint = excluded.checkpoint,
         events_applied = projection_checkpoints.events_applied + excluded.events_applied`,
      [projection.name, to, applied],
    )
    return 'applied'
  })
}

/** Reads and applies until the projection has caught up with the log. Returns events read. */
export async function catchUp(db: SqlClient, store: EventStore, projection: Projection, batchSize = 1000): Promise<number> {
  let total = 0
  for (;;) {
    const from = await readCheckpoint(db, projection.name)
    const { events, checkpoint } = await store.readAll({ after: from, maxCount: batchSize })
    if (events.length === 0 || !checkpoint) return total
    if ((await applyBatch(db, projection, events, from, checkpoint)) === 'applied') total += events.length
  }
}

export interface ProjectionRunnerOptions {
  db: SqlClient
  store: EventStore
  projections: Projection[]
  batchSize?: number
  /** How often a standby runner retries the projection lock. */
  standbyRetryMs?: number
  logger?: RunnerLogger
  /** Called after each applied batch (tests and metrics). */
  onApplied?: (projection: string, checkpoint: Checkpoint, events: number) => void
}

/**
 * Runs every projection. One leadership session per runner tries each projection's advisory lock;
 * for each lock it holds it follows the log from the projection's checkpoint. A standby runner
 * keeps trying and takes over when the active runner's session dies (the server releases its
 * locks), and the checkpoint compare-and-set makes a late writer harmless.
 */
export class ProjectionRunner {
  private stopped = false
  private task: Promise<void> | null = null
  private readonly following = new Map<string, { stop: () => Promise<void>; done: Promise<void> }>()
  private wakeLeader: (() => void) | null = null

  constructor(private readonly options: ProjectionRunnerOptions) {}

  start(): void {
    this.task = this.lead()
  }

  /** Names of the projections this runner is applying right now. */
  get active(): string[] {
    return [...this.following.keys()]
  }

  private async lead(): Promise<void> {
    const logger = this.options.logger ?? silentLogger
    while (!this.stopped) {
      try {
        await this.options.db.withSession(async (rawSession) => {
          // One connection, one query at a time: unlocks from finishing followers queue behind the
          // leader's own lock attempts instead of overlapping on the same client.
          const session = serialised(rawSession)
          while (!this.stopped) {
            for (const projection of this.options.projections) {
              if (this.following.has(projection.name)) continue
              const { rows } = await session.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${lockKeySql}) AS locked`, [projection.name])
              if (!rows[0]?.locked) continue
              logger.info({ projection: projection.name }, 'projection runner active')
              this.follow(projection, async () => {
                await session.query(`SELECT pg_advisory_unlock(${lockKeySql})`, [projection.name]).catch(() => {})
              })
            }
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, this.options.standbyRetryMs ?? 500)
              this.wakeLeader = () => {
                clearTimeout(timer)
                resolve()
              }
            })
            // A dead leadership session means our locks are gone: stop applying at once.
            await session.query('SELECT 1')
          }
        })
      } catch (error) {
        if (this.stopped) break
        logger.error({ err: error }, 'projection leadership session lost; stopping and retrying')
      } finally {
        await Promise.all([...this.following.values()].map((f) => f.stop()))
        this.following.clear()
      }
      if (!this.stopped) await sleep(500)
    }
  }

  private follow(projection: Projection, unlock: () => Promise<void>): void {
    const { db, store } = this.options
    const logger = this.options.logger ?? silentLogger
    let stopRequested = false
    let subscriptionStop: (() => Promise<void>) | null = null
    const done = (async () => {
      let from = await readCheckpoint(db, projection.name)
      if (stopRequested) return
      const subscription = store.subscribe({
        after: from,
        batchSize: this.options.batchSize ?? 1000,
        onBatch: async (events, checkpoint) => {
          const result = await applyBatch(db, projection, events, from, checkpoint)
          if (result === 'stale') throw new StaleCheckpointError(projection.name)
          from = checkpoint
          this.options.onApplied?.(projection.name, checkpoint, events.length)
        },
      })
      subscriptionStop = () => subscription.stop()
      await subscription.done
    })()
      .catch((error: unknown) => {
        logger.error({ projection: projection.name, err: error }, 'projection stopped on an error; it resumes from its checkpoint')
      })
      .finally(async () => {
        await unlock()
        this.following.delete(projection.name)
      })
    this.following.set(projection.name, {
      done,
      stop: async () => {
        stopRequested = true
        await subscriptionStop?.()
        await done
      },
    })
  }

  /**
   * Resolves when every projection has applied everything up to `target` (default: the latest
   * append made through this process's store), and nothing visible remains after its checkpoint.
   * Comparing with the append's own checkpoint keeps read-your-writes exact even while some other
   * transaction holds back catch-up visibility.
   */
  async waitUntilCaughtUp(timeoutMs = 30_000, target: Checkpoint | null = this.options.store.lastAppended): Promise<void> {
    const deadline = Date.now() + timeoutMs
    const { store } = this.options
    for (;;) {
      let behind = false
      for (const projection of this.options.projections) {
        const checkpoint = await readCheckpoint(this.options.db, projection.name)
        if (target !== null && store.compareCheckpoints(checkpoint, target) < 0) {
          behind = true
          break
        }
        const { events } = await store.readAll({ after: checkpoint, maxCount: 1 })
        if (events.length > 0) {
          behind = true
          break
        }
      }
      if (!behind) return
      if (Date.now() > deadline) throw new Error('Projections did not catch up in time')
      await sleep(10)
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.wakeLeader?.()
    await Promise.all([...this.following.values()].map((f) => f.stop()))
    await this.task
  }
}

class StaleCheckpointError extends Error {
  constructor(projection: string) {
    super(`Checkpoint of ${projection} moved under this runner; re-reading`)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function serialised(session: SqlQueryable): SqlQueryable {
  let queue: Promise<unknown> = Promise.resolve()
  return {
    query<Row>(sql: string, params?: readonly unknown[]) {
      const next = queue.then(() => session.query<Row>(sql, params))
      queue = next.catch(() => {})
      return next
    },
  }
}

