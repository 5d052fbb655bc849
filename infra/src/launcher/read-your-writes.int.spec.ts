import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { registerOwner, weekHours } from '../testing/auth.ts'

/**
 * Catch-up reads stop below the oldest open transaction in the whole cluster, so any long
 * transaction (another service, a report, a vacuum) delays what projections can see. A command's
 * response must still be readable right after it: waiting compares the projections' checkpoints
 * with the command's own append, not with what happens to be visible.
 */
describe.runIf(testDatabaseKinds().includes('postgres'))('read-your-writes while another transaction is open (postgres)', () => {
  let t: TestApp
  let blocker: pg.Client
  beforeAll(async () => {
    t = await createTestApp('postgres')
    blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await blocker.connect()
  })
  afterAll(async () => {
    await blocker?.end().catch(() => {})
    await t?.close()
  })

  it('serves the changed hours right after the command, once the older transaction ends', async () => {
    const owner = await registerOwner(t, 'horizon')
    // An unrelated transaction with an xid, held open while the command runs.
    await blocker.query('BEGIN')
    await blocker.query('SELECT pg_current_xact_id()')
    const release = setTimeout(() => void blocker.query('COMMIT'), 700)
    const closedSunday = { ...weekHours, sunday: { startMinutes: null, endMinutes: null } }
    const started = Date.now()
    const changed = await owner.client.put(`/api/v1/locations/${owner.locationId}/hours/`, { businessHours: closedSunday })
    expect(changed.statusCode).toBe(200)
    // The command waited for its own events to be projected, which needed the blocker to end.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500)
    const location = await owner.client.get(`/api/v1/locations/${owner.locationId}/`)
    expect(location.json()).toMatchObject({ businessHours: closedSunday })
    clearTimeout(release)
  })
})
