import type { FastifyInstance } from 'fastify'
import { PostgresEventStore, type EventStore } from '@slotwise/events'
import { openTestDatabase, type TestDatabase } from '@slotwise/events/testing/test-databases.ts'
import { allProjections, ProjectionRunner } from '@slotwise/projection-service'
import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config/config.ts'
import { databaseFromSql } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import type { ServiceDeps } from '../platform/service-deps.ts'

export interface TestApp {
  app: FastifyInstance
  deps: ServiceDeps
  store: EventStore
  runner: ProjectionRunner
  database: TestDatabase
  config: Config
  /** Moves the clock the app sees. */
  setNow(now: Date): void
  close(): Promise<void>
}

/**
 * The whole system as `npm start` wires it (target all), on a fresh database: PGlite in memory, or
 * a schema of its own on TEST_DATABASE_URL. Tests drive it with `app.inject`.
 */
export async function createTestApp(kind: 'pglite' | 'postgres', options: { now?: Date; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind)
  const db = databaseFromSql(database.db, {
    ...(database.connectionString ? { connectionString: database.connectionString } : {}),
    ...(database.pglite ? { pglite: database.pglite } : {}),
  })
  await migrate(db)
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...(options.env ?? {}) })
  const store = new PostgresEventStore(database.db, { pollIntervalMs: 50 })
  const runner = new ProjectionRunner({ db: database.db, store, projections: allProjections, standbyRetryMs: 50 })
  runner.start()
  let now = options.now ?? new Date()
  const deps: ServiceDeps = {
    config,
    sql: database.db,
    store,
    now: () => now,
    // Generous: seeding the demo business while browsers and other test files share 2 cores can take seconds.
    waitForProjections: () => runner.waitUntilCaughtUp(30_000),
  }
  const app = await buildApp({ target: 'all', deps })
  await app.ready()
  return {
    app,
    deps,
    store,
    runner,
    database,
    config,
    setNow: (next) => {
      now = next
    },
    close: async () => {
      await app.close()
      await runner.stop()
      await store.close()
      await database.teardown()
    },
  }
}

/**
 * Every committed event, counted in the table itself. Catch-up reads (`readAll`) may lag behind
 * while some other transaction is open, so "nothing was recorded" is checked here instead.
 */
export async function countEvents(t: TestApp): Promise<number> {
  const { rows } = await t.deps.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events')
  return rows[0]!.n
}

/** Every committed event, in position order, straight from the table (see countEvents). */
export async function allEventTexts(t: TestApp): Promise<string> {
  const { rows } = await t.deps.sql.query<{ type: string; data: unknown; metadata: unknown }>('SELECT type, data, metadata FROM es_events ORDER BY global_position')
  return JSON.stringify(rows)
}
