import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installEventStoreSchema, PostgresEventStore, type NewEvent, type RecordedEvent } from '@slotwise/events'
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@slotwise/events/testing/test-databases.ts'
import { installProjectionSchema } from '../runner/projection-schema.ts'
import { readCheckpoint } from '../runner/projection-runner.ts'
import { InMemoryPublisher } from './in-memory.publisher.ts'
import { KAFKA_RELAY_NAME, KafkaRelay, type KafkaRelayOptions } from './kafka-relay.ts'
import type { IntegrationEnvelope } from './integration-message.ts'

const metadata = (correlationId: string) => ({
  actor: { type: 'system' as const, id: 'relay-test' },
  correlationId,
  causationId: `cause-${correlationId}`,
  occurredAt: '2026-03-01T09:00:00.000+01:00',
  schemaVersion: 1,
})
const closed = { startMinutes: null, endMinutes: null }
const week = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, closed]))

/** A real registry event for the stream's category, numbered so order shows in the payload. */
function eventFor(streamId: string, n: number): NewEvent {
  const id = streamId.slice(streamId.indexOf('-') + 1)
  if (streamId.startsWith('business-')) {
    return { type: 'BusinessProfileChanged', data: { businessId: id, businessName: `Name ${n}` }, metadata: metadata(`corr-${streamId}-${n}`) }
  }
  if (streamId.startsWith('location-')) {
    return { type: 'LocationHoursChanged', data: { locationId: id, businessId: randomUUID(), businessHours: week }, metadata: metadata(`corr-${streamId}-${n}`) }
  }
  // command-* streams are internal: they must never reach Kafka.
  return { type: 'CommandProcessed', data: { idempotencyKey: id, result: { n } }, metadata: metadata(`corr-${streamId}-${n}`) }
}

/** Appends `count` events to each stream, streams written concurrently so the log interleaves. */
async function appendInterleaved(store: PostgresEventStore, streams: string[], count: number, revisions: Map<string, number>) {
  await Promise.all(
    streams.map(async (streamId) => {
      for (let i = 0; i < count; i += 1) {
        const next = revisions.get(streamId) ?? 0
        await store.append([{ streamId, expectedRevision: next === 0 ? 'no_stream' : next - 1, events: [eventFor(streamId, next)] }])
        revisions.set(streamId, next + 1)
      }
    }),
  )
}

/**
 * Tests share one database per backend (PGlite is slow to open), so each test gets a relay name
 * of its own whose checkpoint starts at the current end of the log, and reads the log from there.
 */
async function freshRelay(database: TestDatabase, store: PostgresEventStore, name: string) {
  const { checkpoint } = await store.readAll({ after: null, maxCount: 100_000 })
  if (checkpoint) await database.db.query(`INSERT INTO projection_checkpoints (projection, checkpoint) VALUES ($1, $2)`, [name, checkpoint])
  return { name, readLog: async (): Promise<RecordedEvent[]> => (await store.readAll({ after: checkpoint, maxCount: 100_000 })).events }
}

const waitFor = async (predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

const ids = (messages: Array<{ headers: Record<string, string> }>) => messages.map((m) => m.headers['event-id'])

for (const kind of testDatabaseKinds()) {
  describe(`kafka relay (${kind})`, () => {
    let database: TestDatabase
    let store: PostgresEventStore
    const relays: KafkaRelay[] = []
    const relay = (options: Partial<KafkaRelayOptions> & { publisher: InMemoryPublisher }) => {
      const r = new KafkaRelay({ db: database.db, store, routing: 'slotwise', batchSize: 5, standbyRetryMs: 20, heartbeatMs: 50, retryDelayMs: 10, maxRetryDelayMs: 20, ...options })
      relays.push(r)
      return r
    }
    beforeAll(async () => {
      database = await openTestDatabase(kind, { max: 10 })
      await installEventStoreSchema(database.db)
      await installProjectionSchema(database.db)
      store = new PostgresEventStore(database.db, { pollIntervalMs: 20 })
    })
    afterEach(async () => {
      for (const r of relays.splice(0)) await r.stop()
    })
    afterAll(async () => {
      await store?.close()
      await database?.teardown()
    })

    describe('when it follows a log written by concurrent appenders', () => {
      it('publishes every integration event exactly once, in stream order per key, to its category topic', async () => {
        const business = [randomUUID(), randomUUID(), randomUUID()].map((id) => `business-${id}`)
        const locations = [randomUUID(), randomUUID()].map((id) => `location-${id}`)
        const commands = [randomUUID(), randomUUID()].map((id) => `command-${id}`)
        const streams = [...business, ...locations, ...commands]
        const { readLog } = await freshRelay(database, store, KAFKA_RELAY_NAME)
        const revisions = new Map<string, number>()
        await appendInterleaved(store, streams, 6, revisions)

        const publisher = new InMemoryPublisher()
        const active = relay({ publisher })
        active.start()
        // Live appends while the relay is following.
        await appendInterleaved(store, streams, 7, revisions)
        await active.waitUntilCaughtUp()

        const log = await readLog()
        const integration = log.filter((e) => !e.streamId.startsWith('command-'))
        expect(integration).toHaveLength(5 * 13)
        expect(ids(publisher.published)).toEqual(integration.map((e) => e.eventId))
        expect(new Set(ids(publisher.published)).size).toBe(integration.length)
        for (const streamId of [...business, ...locations]) {
          const revisionsSeen = publisher.byKey(streamId).map((m) => (JSON.parse(m.value) as IntegrationEnvelope).revision)
          expect(revisionsSeen).toEqual(Array.from({ length: 13 }, (_, n) => n))
        }
        expect(publisher.published.some((m) => m.key.startsWith('command-') || m.topic.endsWith('.command'))).toBe(false)
        expect(new Set(publisher.byKey(business[0]!).map((m) => m.topic))).toEqual(new Set(['slotwise.business']))
        expect(new Set(publisher.byKey(locations[0]!).map((m) => m.topic))).toEqual(new Set(['slotwise.location']))

        const first = publisher.byKey(business[1]!)[4]!
        const recorded = integration.find((e) => e.eventId === first.headers['event-id'])!
        expect(first.headers).toEqual({
          'event-type': 'BusinessProfileChanged',
          'event-id': recorded.eventId,
          'correlation-id': `corr-${business[1]}-4`,
          'causation-id': `cause-corr-${business[1]}-4`,
          'schema-version': '1',
          'content-type': 'application/json',
        })
        expect(JSON.parse(first.value)).toMatchObject({ type: 'BusinessProfileChanged', streamId: business[1], revision: 4, data: { businessName: 'Name 4' } })

        // The checkpoint covers the whole log, internal events included.
        expect(await readCheckpoint(database.db, KAFKA_RELAY_NAME)).toBe(log.at(-1)!.checkpoint)
      })
    })

    describe('when the broker fails in the middle of a batch', () => {
      it('keeps the checkpoint, republishes that batch on retry and skips nothing after it (at-least-once)', async () => {
        const streams = [`business-${randomUUID()}`, `location-${randomUUID()}`]
        const { name, readLog } = await freshRelay(database, store, 'relay:test-failure')
        await appendInterleaved(store, streams, 10, new Map())
        const log = await readLog()
        let brokerDown = true
        // The first batch goes through; then every attempt writes 2 messages and fails.
        const publisher = new InMemoryPublisher((call) => (call >= 2 && brokerDown ? 2 : null))
        const active = relay({ publisher, name })
        active.start()

        await waitFor(() => publisher.calls >= 4, 'three failed attempts')
        // Checkpoint still at the end of the first (acknowledged) batch.
        expect(await readCheckpoint(database.db, name)).toBe(log[4]!.checkpoint)
        const failedAttempts = publisher.calls - 1

        brokerDown = false
        await active.waitUntilCaughtUp()
        const published = ids(publisher.published)
        // Batch 1 once, then 2 messages per failed attempt, then everything from event 5 on.
        expect(published.slice(0, 5)).toEqual(log.slice(0, 5).map((e) => e.eventId))
        expect(published.slice(5, 5 + 2 * failedAttempts)).toEqual(
          Array.from({ length: failedAttempts }, () => log.slice(5, 7).map((e) => e.eventId)).flat(),
        )
        expect(published.slice(5 + 2 * failedAttempts)).toEqual(log.slice(5).map((e) => e.eventId))
        // Duplicates only ever come from the failed batch.
        const duplicated = new Set(published.filter((id, i) => published.indexOf(id) !== i))
        expect([...duplicated].every((id) => log.slice(5, 10).some((e) => e.eventId === id))).toBe(true)
        expect(await readCheckpoint(database.db, name)).toBe(log.at(-1)!.checkpoint)
      })
    })

    describe('when the relay restarts', () => {
      it('resumes from the saved checkpoint: nothing republished, nothing missed', async () => {
        const streams = [`business-${randomUUID()}`, `location-${randomUUID()}`, `command-${randomUUID()}`]
        const { name, readLog } = await freshRelay(database, store, 'relay:test-restart')
        const revisions = new Map<string, number>()
        await appendInterleaved(store, streams, 6, revisions)
        const firstPublisher = new InMemoryPublisher()
        const first = relay({ publisher: firstPublisher, name })
        first.start()
        await first.waitUntilCaughtUp()
        await first.stop()
        const before = (await readLog()).length

        await appendInterleaved(store, streams, 4, revisions)
        const secondPublisher = new InMemoryPublisher()
        const second = relay({ publisher: secondPublisher, name })
        second.start()
        await second.waitUntilCaughtUp()

        const log = await readLog()
        const isIntegration = (e: RecordedEvent) => !e.streamId.startsWith('command-')
        expect(ids(firstPublisher.published)).toEqual(log.slice(0, before).filter(isIntegration).map((e) => e.eventId))
        expect(ids(secondPublisher.published)).toEqual(log.slice(before).filter(isIntegration).map((e) => e.eventId))
        expect(secondPublisher.published).toHaveLength(8)
      })
    })
  })
}

const postgresOnly = testDatabaseKinds().includes('postgres')
describe.runIf(postgresOnly)('two relays on one database (postgres)', () => {
  let database: TestDatabase
  let store: PostgresEventStore
  beforeAll(async () => {
    database = await openTestDatabase('postgres', { max: 10 })
    await installEventStoreSchema(database.db)
    await installProjectionSchema(database.db)
    store = new PostgresEventStore(database.db, { pollIntervalMs: 20 })
  })
  afterAll(async () => {
    await store?.close()
    await database?.teardown()
  })

  it('only one publishes; the standby takes over when it stops, with no gap', async () => {
    const streamId = `business-${randomUUID()}`
    const revisions = new Map<string, number>()
    await appendInterleaved(store, [streamId], 10, revisions)
    const options = { db: database.db, store, name: `relay:test-standby-${randomUUID()}`, routing: 'slotwise', batchSize: 3, standbyRetryMs: 20, heartbeatMs: 50, retryDelayMs: 10 }
    const publisherA = new InMemoryPublisher()
    const publisherB = new InMemoryPublisher()
    const a = new KafkaRelay({ ...options, publisher: publisherA })
    const b = new KafkaRelay({ ...options, publisher: publisherB })
    try {
      a.start()
      await waitFor(() => a.active, 'relay A to become active')
      b.start()
      await a.waitUntilCaughtUp()
      await new Promise((r) => setTimeout(r, 200))
      expect(b.active).toBe(false)
      expect(publisherB.published).toHaveLength(0)

      await a.stop()
      await waitFor(() => b.active, 'relay B to take over')
      await appendInterleaved(store, [streamId], 5, revisions)
      await b.waitUntilCaughtUp()
      const revisionsSeen = (p: InMemoryPublisher) => p.published.map((m) => (JSON.parse(m.value) as IntegrationEnvelope).revision)
      expect(revisionsSeen(publisherA)).toEqual(Array.from({ length: 10 }, (_, n) => n))
      expect(revisionsSeen(publisherB)).toEqual([10, 11, 12, 13, 14])
    } finally {
      await a.stop()
      await b.stop()
    }
  })
})
