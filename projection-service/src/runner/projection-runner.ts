import type { Checkpoint, EventStore, RecordedEvent, SqlClient, SqlQueryable } from '@slotwise/events'
import { eventRegistry } from '@slotwise/events'
import { AdvisoryLeadership, type LeaderWork, type LeadershipLogger } from '../leadership/advisory-leadership.ts'
import type { Projection } from '../projection.ts'

export type RunnerLogger = LeadershipLogger

const silentLogger: RunnerLogger = { info: () => {}, error: () => {} }

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
 * Runs every projection, one active runner per projection across processes: the shared advisory
 * leadership (`leadership/`) holds one lock per projection on this runner's session, and for each
 * lock it holds the runner follows the log from the projection's checkpoint. A standby runner keeps
 * trying and takes over when the active runner's session dies, and the checkpoint compare-and-set
 * makes a late writer harmless.
 */
export class ProjectionRunner {
  private readonly leadership: AdvisoryLeadership

  constructor(private readonly options: ProjectionRunnerOptions) {
    const byName = new Map(options.projections.map((p) => [p.name, p]))
    this.leadership = new AdvisoryLeadership({
      db: options.db,
      names: [...byName.keys()],
      onElected: (name) => this.follow(byName.get(name)!),
      retryMs: options.standbyRetryMs ?? 500,
      heartbeatMs: options.standbyRetryMs ?? 500,
      logger: options.logger ?? silentLogger,
    })
  }

  start(): void {
    this.leadership.start()
  }

  /** Names of the projections this runner is applying right now. */
  get active(): string[] {
    return this.leadership.leading
  }

  private follow(projection: Projection): LeaderWork {
    const { db, store } = this.options
    const logger = this.options.logger ?? silentLogger
    logger.info({ projection: projection.name }, 'projection runner active')
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
    })().catch((error: unknown) => {
      logger.error({ projection: projection.name, err: error }, 'projection stopped on an error; it resumes from its checkpoint')
    })
    return {
      done,
      stop: async () => {
        stopRequested = true
        await subscriptionStop?.()
        await done
      },
    }
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
    await this.leadership.stop()
  }
}

class StaleCheckpointError extends Error {
  constructor(projection: string) {
    super(`Checkpoint of ${projection} moved under this runner; re-reading`)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
