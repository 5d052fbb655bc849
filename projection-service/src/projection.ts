import type { ParsedEvent, SlotwiseEvent, SqlQueryable } from '@slotwise/events'

export type ProjectedEvent = ParsedEvent<SlotwiseEvent>

/**
 * A projection builds read-model tables from events. It applies events inside the runner's
 * transaction (which also writes its checkpoint), derives every value from the events (never from
 * the clock), and never throws on a recorded event: rules belong in deciders.
 */
export interface Projection {
  name: string
  /** Read-model tables it owns, in the order rebuild truncates them. Created by migrations. */
  tables: string[]
  /** Event types it reads; others are skipped without a round trip. */
  handles: readonly string[]
  apply(tx: SqlQueryable, event: ProjectedEvent): Promise<void>
}

type Row = Record<string, unknown>

/**
 * The common shape `evolve(row | null, event) → row | null` over one table: the runner loads the
 * row the event addresses, evolves it, and upserts it (or deletes it on null).
 */
export function rowProjection<R extends Row>(definition: {
  name: string
  table: string
  /** Primary-key columns of `table`. */
  key: readonly (keyof R & string)[]
  handles: readonly SlotwiseEvent['type'][]
  /** The key of the row an event addresses, or null when it addresses none. */
  keyOf: (event: ProjectedEvent) => Partial<R> | null
  evolve: (row: R | null, event: ProjectedEvent) => R | null
}): Projection {
  const { table, key } = definition
  const where = key.map((column, i) => `"${column}" = $${i + 1}`).join(' AND ')
  return {
    name: definition.name,
    tables: [table],
    handles: definition.handles,
    async apply(tx, event) {
      const keyValues = definition.keyOf(event)
      if (!keyValues) return
      const params = key.map((column) => keyValues[column])
      const { rows } = await tx.query<R>(`SELECT * FROM "${table}" WHERE ${where}`, params)
      const next = definition.evolve(rows[0] ?? null, event)
      if (next === null) {
        if (rows[0]) await tx.query(`DELETE FROM "${table}" WHERE ${where}`, params)
        return
      }
      const columns = Object.keys(next)
      const values = columns.map((column) => toSqlValue(next[column]))
      const updates = columns.filter((c) => !key.includes(c as keyof R & string))
      await tx.query(
        `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT (${key.map((c) => `"${c}"`).join(', ')}) DO ${
           updates.length ? `UPDATE SET ${updates.map((c) => `"${c}" = excluded."${c}"`).join(', ')}` : 'NOTHING'
         }`,
        values,
      )
    },
  }
}

/** Objects and arrays go to jsonb columns as JSON text; everything else as is. */
const toSqlValue = (value: unknown) =>
  value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value
