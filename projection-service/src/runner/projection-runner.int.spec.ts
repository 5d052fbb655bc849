import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installEventStoreSchema, PostgresEventStore } from '@slotwise/events'
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@slotwise/events/testing/test-databases.ts'
import { countingEvent, countingProjection, installCountingTable } from '../../test/counting.projection.ts'
import { installProjectionSchema } from './projection-schema.ts'
import { catchUp, ProjectionRunner, readCheckpoint } from './projection-runner.ts'

async function seenCounts(database: TestDatabase) {
  const { rows } = await database.db.query<{ total: number; distinct_events: number }>(
    `SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct_events FROM test_seen_events`,
  )
  return rows[0]!
}

const appendMany = async (store: PostgresEventStore, streamId: string, from: number, count: number) => {
  for (let n = from; n < from + count; n += 1) {
    await store.append([{ streamId, expectedRevision: n === 0 ? 'no_stream' : n - 1, events: [countingEvent(n)] }])
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`projection runner (${kind})`, () => {
    let database: TestDatabase
    let store: PostgresEventStore
    beforeAll(async () => {
      database = await openTestDatabase(kind)
      await installEventStoreSchema(database.db)
      await installProjectionSchema(database.db)
      await installCountingTable(database.db)
      store = new PostgresEventStore(database.db, { pollIntervalMs: 20 })
    })
    afterAll(async () => {
      await database?.teardown()
    })

    describe('when a runner stops and starts again', () => {
      it('resumes from its checkpoint without gaps or duplicates', async () => {
        await appendMany(store, 'restart-a', 0, 25)
        const first = new ProjectionRunner({ db: database.db, store, projections: [countingProjection], batchSize: 4, standbyRetryMs: 20 })
        first.start()
        await first.waitUntilCaughtUp()
        await first.stop()
        await appendMany(store, 'restart-a', 25, 10)
        const second = new ProjectionRunner({ db: database.db, store, projections: [countingProjection], batchSize: 4, standbyRetryMs: 20 })
        second.start()
        await second.waitUntilCaughtUp()
        await second.stop()
        expect(await seenCounts(database)).toEqual({ total: 35, distinct_events: 35 })
        expect(await readCheckpoint(database.db, countingProjection.name)).not.toBeNull()
      })
    })

    describe('when a batch was already applied by another runner', () => {
      it('catchUp after the runner applies nothing twice (checkpoint compare-and-set)', async () => {
        const before = await seenCounts(database)
        await catchUp(database.db, store, countingProjection)
        await catchUp(database.db, store, countingProjection)
        expect(await seenCounts(database)).toEqual(before)
      })
    })
  })
}

const postgresOnly = testDatabaseKinds().includes('postgres')
describe.runIf(postgresOnly)('projection runners in separate processes (postgres)', () => {
  let database: TestDatabase
  let store: PostgresEventStore
  const children: ChildProcess[] = []
  const fixture = fileURLToPath(new URL('../../test/fixtures/counting-runner.ts', import.meta.url))

  const startRunner = () => {
    // `node --import tsx` keeps the runner in one process, so SIGKILL really kills it.
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], { env: { ...process.env, RUNNER_DATABASE_URL: database.connectionString! }, stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(child)
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    return { child, isActive: () => output.includes('active'), output: () => output }
  }
  const waitFor = async (predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs
    while (!(await predicate())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase('postgres')
    await installEventStoreSchema(database.db)
    await installProjectionSchema(database.db)
    await installCountingTable(database.db)
    store = new PostgresEventStore(database.db)
  })
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL')
    await database?.teardown()
  })

  it('a standby takes over from a runner killed with SIGKILL mid-stream, with no gap and no duplicate', async () => {
    const active = startRunner()
    await waitFor(active.isActive, 'the first runner to become active')
    const standby = startRunner()
    await new Promise((r) => setTimeout(r, 300))
    expect(standby.isActive()).toBe(false)

    // 8 concurrent writers keep appending while the active runner is killed.
    let writing = true
    const written = { count: 0 }
    const writers = Array.from({ length: 8 }, async (_, w) => {
      let n = 0
      while (writing || n < 40) {
        await store.append([{ streamId: `kill-${w}`, expectedRevision: n === 0 ? 'no_stream' : n - 1, events: [countingEvent(n)] }])
        n += 1
        written.count += 1
        if (n >= 150) break
      }
    })
    await waitFor(async () => (await seenCounts(database)).total > 50, 'the first runner to apply some events')
    active.child.kill('SIGKILL')
    await waitFor(standby.isActive, 'the standby to take over')
    await new Promise((r) => setTimeout(r, 200))
    writing = false
    await Promise.all(writers)
    await waitFor(async () => (await seenCounts(database)).total >= written.count, 'the standby to catch up', 60_000)
    await new Promise((r) => setTimeout(r, 300))
    const counts = await seenCounts(database)
    expect(counts).toEqual({ total: written.count, distinct_events: written.count })
    const { rows } = await database.db.query<{ stream_id: string; n: number; max: number }>(
      `SELECT stream_id, count(*)::int AS n, max(revision)::int AS max FROM test_seen_events GROUP BY stream_id`,
    )
    for (const row of rows) expect(row.n).toBe(row.max + 1)
  }, 120_000)
})
