import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { testClient } from '@slotwise/infra/testing/auth.ts'

const record = (overrides: Record<string, unknown> = {}) => ({
  action: 'visit',
  utc_timestamp: Date.UTC(2026, 10, 21, 15, 0, 0),
  location: '/book',
  sessionId: 'b6f1c1d2-6a55-4a8e-9f0e-3a1c2b4d5e6f',
  allQueryParams: { locationId: 'abc', timestamp: '123', _t: '9' },
  env: 'local',
  fullLink: 'http://maple.localhost:3000/book?locationId=abc',
  platform: 'web',
  ...overrides,
})

const rows = async (t: TestApp) => (await t.deps.sql.query<Record<string, unknown>>('SELECT * FROM page_activity_logs ORDER BY id')).rows

for (const kind of testDatabaseKinds()) {
  describe(`page activity log (${kind})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind)
    })
    afterAll(async () => {
      await t?.close()
    })

    it('stores a visit without the timestamp and _t query parameters', async () => {
      const response = await testClient(t).post('/api/v1/log_page_activity/', record())
      expect(response.statusCode).toBe(200)
      expect(await rows(t)).toMatchObject([{ action: 'visit', location: '/book', all_query_params: { locationId: 'abc' }, platform: 'web' }])
    })

    it('takes an exit beacon: text/plain JSON with the CSRF token in the query', async () => {
      const client = testClient(t)
      const token = client.cookies.get('csrftoken')!
      const response = await client.inject({
        method: 'POST',
        url: `/api/v1/log_page_activity/?csrftoken=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify(record({ action: 'exit' })),
        csrf: 'cookieOnly',
      })
      expect(response.statusCode).toBe(200)
      expect((await rows(t)).at(-1)).toMatchObject({ action: 'exit' })
    })

    it('refuses a beacon whose query token does not match the cookie, storing nothing', async () => {
      const before = (await rows(t)).length
      const response = await testClient(t).inject({
        method: 'POST',
        url: '/api/v1/log_page_activity/?csrftoken=not-the-cookie-value-at-all-xxxxxxxxxx',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(record()),
        csrf: 'cookieOnly',
      })
      expect(response.statusCode).toBe(403)
      expect((await rows(t)).length).toBe(before)
    })

    it.each([
      ['an unknown action', record({ action: 'scroll' })],
      ['a non-web platform', record({ platform: 'ios' })],
      ['no session id', record({ sessionId: '' })],
    ])('answers 400 for %s', async (_label, body) => {
      const response = await testClient(t).post('/api/v1/log_page_activity/', body)
      expect(response.statusCode).toBe(400)
    })

    it('answers 400, not 500, for a beacon that is not JSON', async () => {
      const client = testClient(t)
      const response = await client.inject({ method: 'POST', url: '/api/v1/log_page_activity/', headers: { 'content-type': 'text/plain' }, payload: 'hello' })
      expect(response.statusCode).toBe(400)
    })
  })
}
