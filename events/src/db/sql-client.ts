import pg from 'pg'
import type { PGlite, Transaction } from '@electric-sql/pglite'

/**
 * The one SQL seam of Slotwise: a query function and a transaction, on node-postgres or PGlite.
 *
 * Everything that touches the database in one process goes through this, so PGlite's single
 * session is never shared by two open transactions (PGlite's own `transaction()` holds a mutex that
 * plain queries wait on). Types are normalised here and nowhere else: int8 comes back as a JS
 * number on both drivers (positions and counts stay far below 2^53), numeric as a string.
 */
export interface SqlQueryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>
}

export interface SqlClient extends SqlQueryable {
  readonly driver: 'pg' | 'pglite'
  /** Runs a multi-statement script without parameters (schema, migrations). */
  exec(sql: string): Promise<void>
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>
  /** A dedicated session held for `fn` (advisory session locks, LISTEN). PGlite has just one. */
  withSession<T>(fn: (session: SqlQueryable) => Promise<T>): Promise<T>
  /** Wake-up notifications (LISTEN). Returns an unlisten function. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const INT8_OID = 20

export interface PgClientOptions {
  connectionString: string
  max?: number
  applicationName?: string
}

export function createPgClient(options: PgClientOptions): SqlClient {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID) return (value: string) => Number(value)
      return pg.types.getTypeParser(oid, format)
    },
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'slotwise',
    types: types as pg.CustomTypesConfig,
  })
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  let listener: pg.PoolClient | null = null
  const handlers = new Map<string, Set<() => void>>()

  return {
    driver: 'pg',
    async exec(sql) {
      await pool.query(sql)
    },
    async query(sql, params) {
      const result = await pool.query(sql, params as unknown[])
      return { rows: result.rows }
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const tx: SqlQueryable = {
          async query(sql, params) {
            const result = await client.query(sql, params as unknown[])
            return { rows: result.rows }
          },
        }
        const value = await fn(tx)
        await client.query('COMMIT')
        return value
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async withSession(fn) {
      const client = await pool.connect()
      let broken = false
      // A checked-out client has no pool listener: without ours, a session the server kills
      // (restart, pg_terminate_backend) would be an unhandled 'error' that ends the process.
      // The failure reaches the caller through its next query; here the session is only marked.
      const markBroken = () => {
        broken = true
      }
      client.on('error', markBroken)
      try {
        return await fn({
          async query(sql, params) {
            const result = await client.query(sql, params as unknown[])
            return { rows: result.rows }
          },
        })
      } catch (error) {
        broken = true
        throw error
      } finally {
        client.off('error', markBroken)
        // A session that may still hold session-level locks is destroyed, never reused.
        client.release(broken)
      }
    },
    async listen(channel, onNotify) {
      if (!listener) {
        listener = await pool.connect()
        listener.on('notification', (message) => {
          for (const handler of handlers.get(message.channel) ?? []) handler()
        })
        listener.on('error', () => {
          listener = null
        })
      }
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      }
      set.add(onNotify)
      return async () => {
        set.delete(onNotify)
      }
    },
    async close() {
      listener?.release()
      listener = null
      await pool.end()
    },
  }
}

/** Wraps one PGlite instance; one-process mode shares a single instance between all modules. */
export function createPgliteClient(db: PGlite): SqlClient {
  const wrap = (target: PGlite | Transaction): SqlQueryable => ({
    async query(sql, params) {
      const result = await target.query(sql, params as unknown[])
      return { rows: result.rows as never[] }
    },
  })
  return {
    driver: 'pglite',
    async exec(sql) {
      await db.exec(sql)
    },
    query: wrap(db).query,
    async transaction(fn) {
      return db.transaction(async (tx) => fn(wrap(tx)))
    },
    async withSession(fn) {
      return fn(wrap(db))
    },
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, () => onNotify())
      return async () => {
        await unlisten()
      }
    },
    async close() {
      // The owner of the PGlite instance closes it.
    },
  }
}

/** PGlite with Slotwise's type parsers. `dataDir` undefined keeps it in memory. */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: (value: string) => Number(value) },
  })
  return db
}
