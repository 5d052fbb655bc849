import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import knexFactory, { type Knex } from 'knex'
import type { PGlite } from '@electric-sql/pglite'
import { createPgClient, createPgliteClient, openPglite, type SqlClient, type SqlQueryable } from '@slotwise/events'

/**
 * The database of one process: the SQL seam (`sql`) used for every query and transaction, and the
 * connection details knex needs for migrations. PostgreSQL when a URL is given, else PGlite on disk
 * (or in memory for tests) — one instance shared by every module of the process.
 */
export interface Database {
  sql: SqlClient
  kind: 'postgres' | 'pglite'
  pglite?: PGlite
  connectionString?: string
  close(): Promise<void>
}

export async function openDatabase(options: { url?: string | undefined; dataDir?: string | undefined; inMemory?: boolean; poolSize?: number }): Promise<Database> {
  if (options.url) {
    const sql = createPgClient({ connectionString: options.url, max: options.poolSize ?? 20 })
    return { sql, kind: 'postgres', connectionString: options.url, close: () => sql.close() }
  }
  let dir: string | undefined
  if (!options.inMemory) {
    dir = resolve(options.dataDir ?? './.data', 'pgdata')
    mkdirSync(dir, { recursive: true })
  }
  const pglite = await openPglite(dir)
  const sql = createPgliteClient(pglite)
  return { sql, kind: 'pglite', pglite, close: () => pglite.close() }
}

/** Wraps an already open SqlClient (tests that made their own database). */
export function databaseFromSql(sql: SqlClient, extra: { pglite?: PGlite; connectionString?: string } = {}): Database {
  return {
    sql,
    kind: sql.driver === 'pg' ? 'postgres' : 'pglite',
    ...extra,
    close: async () => {},
  }
}

/** knex as a query builder only: SQL is executed through the SqlClient, never by knex. */
export const qb: Knex = knexFactory({ client: 'pg' })

/** Runs a knex query through the SQL seam (a client or a transaction). */
export async function run<Row = Record<string, unknown>>(db: SqlQueryable, query: Knex.QueryBuilder | Knex.Raw): Promise<Row[]> {
  const { sql, bindings } = query.toSQL().toNative()
  const { rows } = await db.query<Row>(sql, bindings as unknown[])
  return rows
}
