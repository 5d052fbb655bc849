import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { auditBooking, formatAudit } from '@slotwise/projection-service/projections/booking/booking-audit.ts'
import { bookingFixture, submission, type BookingFixture } from './testing/fixture.ts'

const run = promisify(execFile)

for (const kind of testDatabaseKinds()) {
  describe(`npm run audit -- booking <code> (${kind})`, () => {
    let t: TestApp
    let f: BookingFixture
    let code: string
    beforeAll(async () => {
      t = await createTestApp(kind)
      f = await bookingFixture(t, 'audit')
      const placed = await f.guest().post('/api/v1/submit_booking_form/', submission(f, { start: f.at('10:00') }))
      code = placed.json().bookingConfirmationCode
      const appointment = (await f.guest().get(`/api/v1/bookings/code/${code}/`)).json().data.appointments[0].uuid
      const staff = f.owner.client
      expect((await staff.post(`/api/v1/appointments/${appointment}/reschedule/`, { startTime: f.at('11:00') })).statusCode).toBe(200)
      expect((await staff.post(`/api/v1/appointments/${appointment}/notes/`, { text: 'Running late' })).statusCode).toBe(201)
      expect((await staff.post(`/api/v1/appointments/${appointment}/cancel/`, { reason: 'Customer is ill' })).statusCode).toBe(200)
      await t.deps.waitForProjections()
    })
    afterAll(async () => {
      await t?.close()
    })

    it('lists the events in order with actors and reasons, and replay matches the read model', async () => {
      const audit = (await auditBooking(t.deps.sql, code.toLowerCase()))!
      expect(audit.events.map((e) => [e.revision, e.type, e.actor.split(':')[0], e.reason])).toEqual([
        [0, 'BookingPlaced', 'customer', null],
        [1, 'AppointmentRescheduled', 'user', null],
        [2, 'AppointmentNoteAdded', 'user', null],
        [3, 'AppointmentCancelled', 'user', 'Customer is ill'],
      ])
      expect(audit.differences).toEqual([])
      expect(formatAudit(audit)).toContain('replay: read-model rows match the events')
    })

    it('reports a read-model row that the events do not produce', async () => {
      await t.deps.sql.query(`UPDATE appointments SET status = 'COMPLETED' WHERE booking_id = (SELECT booking_id FROM bookings WHERE confirmation_code = $1)`, [code])
      const audit = (await auditBooking(t.deps.sql, code))!
      expect(audit.differences.map((d) => d.table)).toEqual(['appointments'])
      expect(audit.differences[0]!.onlyLive[0]).toMatchObject({ status: 'COMPLETED' })
      expect(audit.differences[0]!.onlyReplay[0]).toMatchObject({ status: 'CANCELLED' })
      await t.deps.sql.query(`UPDATE appointments SET status = 'CANCELLED' WHERE booking_id = (SELECT booking_id FROM bookings WHERE confirmation_code = $1)`, [code])
    })

    it('answers null for an unknown code', async () => {
      expect(await auditBooking(t.deps.sql, 'ZZZZZZZZZZ')).toBeNull()
    })

    it.runIf(kind === 'postgres')('runs as the npm script and exits 0', async () => {
      const { stdout } = await run('npm', ['run', '--silent', 'audit', '--', 'booking', code], { env: { ...process.env, DATABASE_URL: t.database.connectionString! }, cwd: process.cwd() })
      expect(stdout).toContain(`booking ${code}`)
      expect(stdout).toContain('AppointmentCancelled by user:')
      expect(stdout).toContain('reason: Customer is ill')
    }, 60_000)
  })
}
