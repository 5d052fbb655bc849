import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installEventStoreSchema, PostgresEventStore } from '@slotwise/events'
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@slotwise/events/testing/test-databases.ts'
import { handleCommand, type CommandContext } from './command-handler.ts'

const context = (store: PostgresEventStore, idempotencyKey: string): CommandContext => ({
  store,
  actor: { type: 'system', id: 'test' },
  correlationId: 'c',
  causationId: 'c',
  now: new Date('2026-01-01T00:00:00Z'),
  idempotencyKey,
})

/** A command that reserves a subdomain for a freshly generated business id. */
const reserve = (ctx: CommandContext, subdomain: string) =>
  handleCommand(ctx, async () => {
    const businessId = randomUUID()
    return { appends: [{ streamId: `subdomain-${subdomain}`, events: [{ type: 'SubdomainReserved', data: { subdomain, businessId } }] }], result: { businessId } }
  })

for (const kind of testDatabaseKinds()) {
  describe(`handleCommand with an idempotency key (${kind})`, () => {
    let database: TestDatabase
    let store: PostgresEventStore
    beforeAll(async () => {
      database = await openTestDatabase(kind)
      await installEventStoreSchema(database.db)
      store = new PostgresEventStore(database.db)
    })
    afterAll(async () => {
      await database?.teardown()
    })

    describe('when ten retries of one command race', () => {
      it('every retry answers with the one result that was stored', async () => {
        const key = `race-${randomUUID()}`
        const results = await Promise.all(Array.from({ length: 10 }, () => reserve(context(store, key), 'racing')))
        const stored = await store.readStream('subdomain-racing')
        expect(stored).toHaveLength(1)
        const storedId = (stored[0]!.data as { businessId: string }).businessId
        expect(results.map((r) => r.businessId)).toEqual(Array(10).fill(storedId))
      })
    })

    describe('when a retry comes after the first finished', () => {
      it('returns the first result and appends nothing', async () => {
        const key = `retry-${randomUUID()}`
        const first = await reserve(context(store, key), 'later')
        const second = await reserve(context(store, key), 'later')
        expect(second).toEqual(first)
        expect(await store.readStream('subdomain-later')).toHaveLength(1)
      })
    })
  })
}
