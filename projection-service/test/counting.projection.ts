import type { SqlClient } from '@slotwise/events'
import type { Projection } from '../src/projection.ts'

/** A test projection that records one row per event it applies, so gaps and duplicates show. */
export const countingProjection: Projection = {
  name: 'test_counting',
  tables: ['test_seen_events'],
  handles: ['CommandProcessed'],
  async apply(tx, event) {
    await tx.query(`INSERT INTO test_seen_events (event_id, stream_id, revision) VALUES ($1, $2, $3)`, [event.eventId, event.streamId, event.revision])
  },
}

export async function installCountingTable(db: SqlClient) {
  await db.exec(`CREATE TABLE IF NOT EXISTS test_seen_events (event_id uuid NOT NULL, stream_id text NOT NULL, revision int NOT NULL)`)
}

export const countingEvent = (n: number) => ({
  type: 'CommandProcessed',
  data: { idempotencyKey: `k-${n}`, result: { n } },
  metadata: { actor: { type: 'system' as const, id: 'test' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
})
