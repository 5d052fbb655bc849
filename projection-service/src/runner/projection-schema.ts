import type { SqlClient } from '@slotwise/events'

/** The runner's own table: one checkpoint per projection, written with the batch it covers. */
export const PROJECTION_SCHEMA_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  projection text PRIMARY KEY,
  checkpoint text,
  events_applied bigint NOT NULL DEFAULT 0
);
`

export async function installProjectionSchema(db: SqlClient): Promise<void> {
  await db.exec(PROJECTION_SCHEMA_SQL)
}
