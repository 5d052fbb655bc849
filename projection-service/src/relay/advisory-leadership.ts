import type { SqlClient } from '@slotwise/events'

/**
 * One active worker across processes, by the projection runner's method: a dedicated session
 * holds a PostgreSQL session-level advisory lock; the holder works, the others retry the lock and
 * take over when the holder's session dies (the server releases its locks). The holder checks its
 * session on every heartbeat and stops working as soon as the session is gone, because from that
 * moment another process may hold the lock.
 *
 * The lock key is the runner's (`hashtextextended('projection:' || name, 0)`), so workers and
 * projections share one namespace of names (`relay:kafka` cannot clash with a projection table).
 */
export interface LeaderWork {
  /** Settles when the work ends on its own; the lock is then released and re-contended. */
  done: Promise<void>
  /** Stop working; resolves once the work has stopped. */
  stop(): Promise<void>
}

export interface LeadershipLogger {
  info(object: object, message?: string): void
  error(object: object, message?: string): void
}

export interface AdvisoryLeadershipOptions {
  db: SqlClient
  name: string
  /** Starts the work once this process holds the lock. */
  onElected: () => LeaderWork
  /** How often a standby retries the lock. */
  retryMs?: number
  /** How often the holder checks that its session (and so its lock) is still alive. */
  heartbeatMs?: number
  logger?: LeadershipLogger
}

const lockKeySql = `hashtextextended('projection:' || $1, 0)`

export class AdvisoryLeadership {
  private stopped = false
  private task: Promise<void> | null = null
  private work: LeaderWork | null = null
  private workEnded = false
  private wake: (() => void) | null = null

  constructor(private readonly options: AdvisoryLeadershipOptions) {}

  get isLeader(): boolean {
    return this.work !== null
  }

  start(): void {
    this.task ??= this.loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.wake?.()
    await this.task
  }

  private async loop(): Promise<void> {
    const { db, name } = this.options
    const logger = this.options.logger
    while (!this.stopped) {
      try {
        await db.withSession(async (session) => {
          try {
            while (!this.stopped) {
              if (!this.work) {
                const { rows } = await session.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${lockKeySql}) AS locked`, [name])
                if (rows[0]?.locked) {
                  logger?.info({ worker: name }, 'active: holds the leadership lock')
                  this.workEnded = false
                  const work = this.options.onElected()
                  this.work = work
                  void work.done.catch(() => {}).finally(() => {
                    this.workEnded = true
                    this.wake?.()
                  })
                }
              }
              await this.pause(this.work ? (this.options.heartbeatMs ?? 1000) : (this.options.retryMs ?? 500))
              // Throws when the session is dead: our lock is gone, so stop working at once.
              await session.query('SELECT 1')
              if (this.work && this.workEnded) await this.release(session)
            }
          } finally {
            if (this.work) await this.release(session)
          }
        })
      } catch (error) {
        if (this.stopped) break
        logger?.error({ worker: name, err: error }, 'leadership session lost; stopped working, retrying')
      }
      if (!this.stopped) await this.pause(this.options.retryMs ?? 500)
    }
  }

  private async release(session: { query: SqlClient['query'] }): Promise<void> {
    const work = this.work
    this.work = null
    await work?.stop().catch(() => {})
    await session.query(`SELECT pg_advisory_unlock(${lockKeySql})`, [this.options.name]).catch(() => {})
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.stopped) return resolve()
      const timer = setTimeout(done, ms)
      const self = this
      function done() {
        clearTimeout(timer)
        if (self.wake === done) self.wake = null
        resolve()
      }
      this.wake = done
    })
  }
}
