import { randomBytes } from 'node:crypto'
import type { Checkpoint, EventLogReader, EventStore, SqlClient, SqlQueryable } from '@slotwise/events'
import { eventRegistry, PostgresEventStore } from '@slotwise/events'
import type { Projection } from '../projection.ts'
import { applyBatch, catchUp } from '../runner/projection-runner.ts'

/**
 * Rebuild one projection from position 0: empty its tables and checkpoint in one transaction, then
 * catch up. Run it with the live runner stopped, or let the runner's compare-and-set on the
 * checkpoint make whichever writes second start over.
 */
export async function rebuildProjection(db: SqlClient, store: EventStore, projection: Projection): Promise<number> {
  await db.transaction(async (tx) => {
    for (const table of projection.tables) await tx.query(`DELETE FROM "${table}"`)
    await tx.query(`DELETE FROM projection_checkpoints WHERE projection = $1`, [projection.name])
  })
  return catchUp(db, store, projection)
}

export interface TableDifference {
  table: string
  /** Rows in the live table that a replay does not produce. */
  onlyLive: Record<string, unknown>[]
  /** Rows a replay produces that the live table lacks. */
  onlyReplay: Record<string, unknown>[]
}

export interface VerifyReport {
  projection: string
  checkpoint: Checkpoint | null
  eventsReplayed: number
  differences: TableDifference[]
}

/**
 * Replays a projection into a scratch schema up to exactly the live checkpoint and diffs every table
 * row by row against the live one. All of it runs in one REPEATABLE READ transaction, so the live
 * rows and live checkpoint are one consistent snapshot while the runner keeps going. The scratch
 * schema is dropped afterwards.
 *
 * PostgreSQL adapter only: the replay is the store's bounded read (`readAll` until the checkpoint)
 * run on this transaction (`PostgresEventStore.within`), so it reads es_events in the snapshot.
 */
export async function verifyProjection(db: SqlClient, projection: Projection, options: { sampleSize?: number } = {}): Promise<VerifyReport> {
  const scratch = `verify_${randomBytes(5).toString('hex')}`
  const sample = options.sampleSize ?? 5
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ')
      const [{ live_schema: liveSchema }] = (await tx.query<{ live_schema: string }>('SELECT current_schema() AS live_schema')).rows as [{ live_schema: string }]
      const { rows } = await tx.query<{ checkpoint: string | null }>(`SELECT checkpoint FROM projection_checkpoints WHERE projection = $1`, [projection.name])
      const checkpoint = rows[0]?.checkpoint ?? null
      await tx.query(`CREATE SCHEMA ${scratch}`)
      for (const table of projection.tables) {
        await tx.query(`CREATE TABLE ${scratch}."${table}" (LIKE "${liveSchema}"."${table}" INCLUDING ALL)`)
      }
      // Unqualified names in the projection now resolve to the scratch tables; es_events to live.
      await tx.query(`SELECT set_config('search_path', $1, true)`, [`${scratch}, ${liveSchema}, public`])
      const replayed = await replayUntil(new PostgresEventStore(db).within(tx), tx, projection, checkpoint)
      await tx.query(`SELECT set_config('search_path', $1, true)`, [`${liveSchema}, public`])
      const differences: TableDifference[] = []
      for (const table of projection.tables) {
        const diff = async (a: string, b: string) =>
          (await tx.query<Record<string, unknown>>(`SELECT * FROM (SELECT * FROM ${a}."${table}" EXCEPT ALL SELECT * FROM ${b}."${table}") d LIMIT ${sample + 1}`)).rows
        const onlyLive = await diff(`"${liveSchema}"`, scratch)
        const onlyReplay = await diff(scratch, `"${liveSchema}"`)
        if (onlyLive.length || onlyReplay.length) differences.push({ table, onlyLive, onlyReplay })
      }
      await tx.query(`DROP SCHEMA ${scratch} CASCADE`)
      return { projection: projection.name, checkpoint, eventsReplayed: replayed, differences }
    })
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`).catch(() => {})
  }
}

/**
 * Applies every event up to and including `until` (commit order), read through `log`: the store's
 * reads on the verify transaction, so the replay sees the same snapshot as the live rows.
 */
async function replayUntil(log: EventLogReader, tx: SqlQueryable, projection: Projection, until: Checkpoint | null): Promise<number> {
  if (until === null) return 0
  const handled = new Set(projection.handles)
  let after: Checkpoint | null = null
  let count = 0
  for (;;) {
    const { events, checkpoint } = await log.readAll({ after, until, maxCount: 1000 })
    if (events.length === 0) return count
    for (const event of events) {
      if (handled.has(event.type)) await projection.apply(tx, eventRegistry.parse(event))
    }
    count += events.length
    after = checkpoint
  }
}

export { applyBatch }
