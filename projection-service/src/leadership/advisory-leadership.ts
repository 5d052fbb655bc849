import type { SqlClient, SqlQueryable } from '@slotwise/events'

/**
 * One active worker per name across processes, for the projection runner (a name per projection)
 * and the Kafka relay (`relay:kafka`). A dedicated session holds one PostgreSQL session-level
 * advisory lock per name it leads; the holder works, the others retry the locks and take over when
 * the holder's session dies (the server releases its locks). The holder checks its session on
 * every heartbeat and stops all its work as soon as the session is gone, because from that moment
 * another process may hold the locks. A work that ends on its own is stopped, its lock released,
 * and the name contended for again after `retryMs`.
 *
 * On PGlite, `withSession` hands out the one shared session: the locks always succeed and the
 * process leads every name, as the single-process mode wants.
 *
 * Lock key: `hashtextextended('projection:' || name, 0)`, so workers and projections share one
 * namespace of names (`relay:kafka` cannot clash with a projection table).
 */
export interface LeaderWork {
  /** Settles when the work ends on its own; the lock is then released and re-contended. */
  done: Promise<void>
  /** Stop working; resolves once the work has stopped. May be called more than once. */
  stop(): Promise<void>
}

export interface LeadershipLogger {
  info(object: object, message?: string): void
  error(object: object, message?: string): void
}

export interface AdvisoryLeadershipOptions {
  db: SqlClient
  /** The names to lead; one lock each, all held on this instance's one session. */
  names: readonly string[]
  /** Starts the work of `name` once this process holds its lock. */
  onElected: (name: string) => LeaderWork
  /** How often a standby retries the locks it does not hold. */
  retryMs?: number
  /** How often a holder of every lock checks that its session (and so its locks) is alive. */
  heartbeatMs?: number
  logger?: LeadershipLogger
}

const lockKeySql = `hashtextextended('projection:' || $1, 0)`

export class AdvisoryLeadership {
  private stopped = false
  private task: Promise<void> | null = null
  private readonly works = new Map<string, { work: LeaderWork; ended: boolean }>()
  private wake: (() => void) | null = null

  constructor(private readonly options: AdvisoryLeadershipOptions) {}

  /** The names this process leads (and works on) right now. */
  get leading(): string[] {
    return [...this.works.keys()]
  }

  start(): void {
    this.task ??= this.loop()
  }

  /** Stops every work at once, then releases the locks; resolves when all of it is done. */
  async stop(): Promise<void> {
    this.stopped = true
    this.wake?.()
    await Promise.all([...this.works.values()].map(({ work }) => work.stop().catch(() => {})))
    await this.task
  }

  private get retryMs(): number {
    return this.options.retryMs ?? 500
  }

  private async loop(): Promise<void> {
    const { db, names, logger } = this.options
    while (!this.stopped) {
      try {
        await db.withSession(async (session) => {
          let unlocked = true
          try {
            while (!this.stopped) {
              await this.contend(session)
              const all = this.works.size === names.length
              await this.pause(all ? (this.options.heartbeatMs ?? 1000) : this.retryMs)
              // Throws when the session is dead: our locks are gone, so stop working at once.
              await session.query('SELECT 1')
              const ended = [...this.works].filter(([, held]) => held.ended).map(([name]) => name)
              if (ended.length > 0) {
                if (!(await this.release(session, ended))) throw new Error('could not release a leadership lock')
                await this.pause(this.retryMs)
              }
            }
          } finally {
            unlocked = await this.release(session, [...this.works.keys()])
          }
          // A session that may still hold a lock must not go back to the pool: fail it.
          if (!unlocked) throw new Error('could not release a leadership lock')
        })
      } catch (error) {
        if (this.stopped) break
        logger?.error({ locks: names, err: error }, 'leadership session lost; stopped working, retrying')
      }
      if (!this.stopped) await this.pause(this.retryMs)
    }
  }

  /** Tries the lock of every name not led yet and starts the work of each one won. */
  private async contend(session: SqlQueryable): Promise<void> {
    for (const name of this.options.names) {
      if (this.stopped) return
      if (this.works.has(name)) continue
      const { rows } = await session.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${lockKeySql}) AS locked`, [name])
      if (!rows[0]?.locked) continue
      let work: LeaderWork
      try {
        if (this.stopped) throw new Error('stopping')
        work = this.options.onElected(name)
      } catch (error) {
        if (!this.stopped) this.options.logger?.error({ lock: name, err: error }, 'could not start the work of a won lock')
        await session.query(`SELECT pg_advisory_unlock(${lockKeySql})`, [name])
        continue
      }
      const held = { work, ended: false }
      this.works.set(name, held)
      void work.done
        .catch(() => {})
        .finally(() => {
          held.ended = true
          this.wake?.()
        })
    }
  }

  /** Stops the works of `names` together, then unlocks each; false when an unlock failed. */
  private async release(session: SqlQueryable, names: string[]): Promise<boolean> {
    const held = names.map((name) => [name, this.works.get(name)] as const)
    await Promise.all(held.map(([, h]) => h?.work.stop().catch(() => {})))
    let unlocked = true
    for (const [name] of held) {
      this.works.delete(name)
      await session.query(`SELECT pg_advisory_unlock(${lockKeySql})`, [name]).catch(() => {
        unlocked = false
      })
    }
    return unlocked
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
