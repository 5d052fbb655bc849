import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import { createPgClient, createPgliteClient, openPglite, type SqlClient } from '../db/sql-client.ts'

/**
 * Databases for integration tests. PGlite (in memory) always; real PostgreSQL when
 * TEST_DATABASE_URL is set, each test file in a schema of its own that is dropped afterwards.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  db: SqlClient
  /** The PGlite instance (PGlite only), for knex migrations on the same instance. */
  pglite?: PGlite
  /** A connection string for this database's schema (PostgreSQL only). */
  connectionString?: string
  /** Schema holding this test's tables (PostgreSQL only). */
  schema?: string
  teardown: () => Promise<void>
}

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined

export async function pgliteTestDatabase(): Promise<TestDatabase> {
  const lite = await openPglite()
  return {
    name: 'pglite',
    db: createPgliteClient(lite),
    pglite: lite,
    teardown: async () => {
      await lite.close()
    },
  }
}

export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('options', `-c search_path=${schema},public`)
  return parsed.toString()
}

export async function postgresTestDatabase(url: string, options: { max?: number } = {}): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const connectionString = withSearchPath(url, schema)
  const db = createPgClient({ connectionString, max: options.max ?? 40 })
  return {
    name: 'postgres',
    db,
    connectionString,
    schema,
    teardown: async () => {
      await db.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`)
      await cleanup.end()
    },
  }
}

/** The databases a test file should run against, with a printed reason for any it skips. */
export function testDatabaseKinds(): Array<'pglite' | 'postgres'> {
  if (testDatabaseUrl()) return ['pglite', 'postgres']
  if (!(globalThis as { __slotwiseSkipNoticePrinted?: boolean }).__slotwiseSkipNoticePrinted) {
    ;(globalThis as { __slotwiseSkipNoticePrinted?: boolean }).__slotwiseSkipNoticePrinted = true
    console.info('[tests] TEST_DATABASE_URL is not set: PostgreSQL cases skipped, PGlite cases run.')
  }
  return ['pglite']
}

export async function openTestDatabase(kind: 'pglite' | 'postgres', options: { max?: number } = {}): Promise<TestDatabase> {
  return kind === 'pglite' ? pgliteTestDatabase() : postgresTestDatabase(testDatabaseUrl()!, options)
}
