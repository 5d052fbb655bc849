import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { eventStoreConformance } from '../../../test/conformance.ts'
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases.ts'
import type { AppendStreamRequest, Checkpoint, EventMetadata } from '../event-store.port.ts'
import { formatCheckpoint, installEventStoreSchema, parseCheckpoint, PostgresEventStore } from './postgres-event-store.ts'

for (const kind of testDatabaseKinds()) {
  eventStoreConformance(`PostgreSQL adapter on ${kind}`, async () => {
    const database = await openTestDatabase(kind)
    await installEventStoreSchema(database.db)
    const store = new PostgresEventStore(database.db, { pollIntervalMs: 50 })
    if (kind === 'pglite') {
      return { store, concurrentTransactions: false, teardown: database.teardown }
    }
    // Raw connections for the out-of-order tests: append, keep the transaction open, commit later.
    const raw = new pg.Pool({ connectionString: database.connectionString, max: 24 })
    return {
      store,
      concurrentTransactions: true,
      slowAppend: async (requests: AppendStreamRequest[], release: Promise<void> | number) => {
        const client = await raw.connect()
        try {
          await client.query('BEGIN')
          await client.query(
            `SELECT * FROM es_append($1::text[], $2::bigint[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])`,
            [
              requests.map((r) => r.streamId),
              requests.map((r) => (r.expectedRevision === 'no_stream' ? -2 : r.expectedRevision === 'any' ? -1 : r.expectedRevision === 'exists' ? -3 : r.expectedRevision)),
              requests.flatMap((r, i) => r.events.map(() => i + 1)),
              requests.flatMap((r) => r.events.map(() => crypto.randomUUID())),
              requests.flatMap((r) => r.events.map((e) => e.type)),
              requests.flatMap((r) => r.events.map((e) => JSON.stringify(e.data))),
              requests.flatMap((r) => r.events.map((e) => JSON.stringify(e.metadata))),
            ],
          )
          if (typeof release === 'number') await new Promise((r) => setTimeout(r, release))
          else await release
          await client.query('COMMIT')
        } catch (error) {
          await client.query('ROLLBACK')
          throw error
        } finally {
          client.release()
        }
      },
      naiveReadAll: async (after: Checkpoint | null, maxCount: number) => {
        const { pos } = parseCheckpoint(after)
        const { rows } = await raw.query(
          `SELECT global_position::int AS pos, stream_id, stream_revision::int AS revision, event_id::text, type, data, metadata, recorded_at
           FROM es_events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
          [pos, maxCount],
        )
        const events = rows.map((row: { pos: number; stream_id: string; revision: number; event_id: string; type: string; data: unknown; metadata: EventMetadata; recorded_at: Date }) => ({
          eventId: row.event_id,
          streamId: row.stream_id,
          revision: row.revision,
          type: row.type,
          data: row.data,
          metadata: row.metadata,
          recordedAt: row.recorded_at,
          checkpoint: formatCheckpoint(0, row.pos),
        }))
        return { events, checkpoint: events.at(-1)?.checkpoint ?? after }
      },
      teardown: async () => {
        await raw.end()
        await store.close()
        await database.teardown()
      },
    }
  })
}

const metadata = (): EventMetadata => ({ actor: { type: 'system', id: 't' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString() })

for (const kind of testDatabaseKinds()) {
  describe(`when reading through a given transaction (within, ${kind})`, () => {
    it('reads in that transaction\'s REPEATABLE READ snapshot, up to a checkpoint, without waiting on the pool', async () => {
      const database = await openTestDatabase(kind)
      await installEventStoreSchema(database.db)
      const store = new PostgresEventStore(database.db)
      try {
        const id = `within-${crypto.randomUUID()}`
        await store.append([{ streamId: id, expectedRevision: 'no_stream', events: [0, 1, 2].map((n) => ({ type: 'W', data: { n }, metadata: metadata() })) }])
        const all = (await store.readAll({ maxCount: 100 })).events
        const until = all[1]!.checkpoint
        const seen = await database.db.transaction(async (tx) => {
          await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ')
          const log = store.within(tx)
          const before = await log.readAll({ maxCount: 100 })
          // PGlite has one session: a write outside the open transaction would wait for it.
          if (kind === 'postgres') await store.append([{ streamId: id, expectedRevision: 2, events: [{ type: 'W', data: { n: 3 }, metadata: metadata() }] }])
          return {
            bounded: (await log.readAll({ until, maxCount: 100 })).events.map((e) => e.revision),
            inSnapshot: (await log.readAll({ after: before.checkpoint, maxCount: 100 })).events.length,
            stream: (await log.readStream(id)).map((e) => e.revision),
          }
        })
        expect(seen).toEqual({ bounded: [0, 1], inSnapshot: 0, stream: [0, 1, 2] })
        if (kind === 'postgres') expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0, 1, 2, 3])
      } finally {
        await database.teardown()
      }
    })
  })
}

describe.runIf(testDatabaseKinds().includes('postgres'))('when a subscriber lives in another process (postgres)', () => {
  it('is woken by NOTIFY well before its poll interval', async () => {
    const database = await openTestDatabase('postgres')
    await installEventStoreSchema(database.db)
    const writer = new PostgresEventStore(database.db)
    const { createPgClient } = await import('../../db/sql-client.ts')
    const otherDb = createPgClient({ connectionString: database.connectionString!, max: 3 })
    // A 30 s poll interval: only a NOTIFY can deliver within the test's 3 s.
    const reader = new PostgresEventStore(otherDb, { pollIntervalMs: 30_000 })
    const seen: string[] = []
    let resolveSeen!: () => void
    const got = new Promise<void>((r) => (resolveSeen = r))
    const subscription = reader.subscribe({ after: null, onBatch: async (events) => { seen.push(...events.map((e) => e.streamId)); resolveSeen() } })
    await new Promise((r) => setTimeout(r, 300))
    const started = Date.now()
    await writer.append([{ streamId: 'notify-1', expectedRevision: 'no_stream', events: [{ type: 'T', data: {}, metadata: { actor: { type: 'system', id: 't' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString() } }] }])
    await Promise.race([got, new Promise((_, reject) => setTimeout(() => reject(new Error('not woken')), 3000))])
    expect(Date.now() - started).toBeLessThan(3000)
    expect(seen).toEqual(['notify-1'])
    await subscription.stop()
    await otherDb.close()
    await database.teardown()
  })
})
