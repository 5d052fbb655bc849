import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { lastMessageTo } from '@slotwise/infra/testing/auth.ts'
import { bookingFixture, nextPhone, submission, type BookingFixture } from './testing/fixture.ts'

const SLOT_TAKEN = 'This appointment time slot was just booked by another user. Please select a different available time.'

for (const kind of testDatabaseKinds()) {
  describe(`submit_booking_form (${kind})`, () => {
    let t: TestApp
    let f: BookingFixture
    beforeAll(async () => {
      t = await createTestApp(kind)
      f = await bookingFixture(t, 'bookings')
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when a customer books a free slot', () => {
      it('answers with the confirmation code, records the booking and its schedule day, and emails the form responses', async () => {
        const phone = nextPhone()
        const body = submission(f, { phone, email: 'first@example.com', addOns: [f.addOn], answers: [{ uuid: 'q-notes', answer: 'Curly hair' }] })
        const response = await f.guest().post('/api/v1/submit_booking_form/', body)
        expect(response.statusCode).toBe(201)
        const r = response.json()
        expect(r).toMatchObject({ success: true, message: 'Your appointment has been booked', bookingIds: [expect.any(String)], conflictData: {} })
        expect(r.bookingConfirmationCode).toMatch(/^[0-9A-Z]{10}$/)
        const events = await t.store.readStream(`booking-${r.bookingIds[0]}`)
        expect(events.map((e) => e.type)).toEqual(['BookingPlaced'])
        const placed = events[0]!.data as { appointments: Array<{ servicePrice: number; employeeFee: number; totalPrice: number; start: string; status: string }> }
        // $75 service + $15 for choosing Ana + $15 add-on; the add-on's 15 minutes extend the slot.
        expect(placed.appointments[0]).toMatchObject({ servicePrice: 75, employeeFee: 15, totalPrice: 105, status: 'SCHEDULED' })
        const day = await t.store.readStream(`schedule-${f.employees.ana}-${f.day}`)
        expect(day.map((e) => e.type)).toEqual(['ScheduleAppointmentPlaced'])
        const mail = await lastMessageTo(t, 'first@example.com')
        expect(mail).toMatchObject({ channel: 'email', template: 'booking.confirmation' })
        expect(mail!.body).toContain(r.bookingConfirmationCode)
        expect(mail!.body).toContain('Curly hair')
      })
    })

    describe('when the slot was just taken', () => {
      it('returns CONFLICTING_BOOKING_EVENT with the spec message and records nothing', async () => {
        const first = await f.guest().post('/api/v1/submit_booking_form/', submission(f, { start: f.at('13:00') }))
        expect(first.statusCode).toBe(201)
        const body = submission(f, { start: f.at('13:00') })
        const response = await f.guest().post('/api/v1/submit_booking_form/', body)
        expect(response.statusCode).toBe(409)
        expect(response.headers['content-type']).toContain('application/problem+json')
        expect(response.json()).toMatchObject({
          code: 'booking.slotTaken',
          success: false,
          message: SLOT_TAKEN,
          conflictData: { [body.bookingItems[0]!.cartItemID]: { conflict_types: ['CONFLICTING_BOOKING_EVENT'], reason: SLOT_TAKEN } },
        })
      })
    })

    describe('when the same submission is retried with its idempotency key', () => {
      it('yields one booking for 10 retries, sequential and concurrent', async () => {
        const body = submission(f, { start: f.at('15:00'), idempotencyKey: `form-${randomUUID()}` })
        const client = f.guest()
        const first = await client.post('/api/v1/submit_booking_form/', body)
        expect(first.statusCode).toBe(201)
        const results = [first]
        for (let i = 0; i < 4; i++) results.push(await client.post('/api/v1/submit_booking_form/', body))
        results.push(...(await Promise.all(Array.from({ length: 5 }, () => client.post('/api/v1/submit_booking_form/', body)))))
        expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
        expect(new Set(results.map((r) => r.json().bookingConfirmationCode)).size).toBe(1)
        const { rows } = await t.deps.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE customer->>\'phone\' = $1', [`+1${body.customerData.phone}`])
        expect(rows[0]!.n).toBe(1)
      })
      it('lets ten concurrent first submissions with one key place one booking', async () => {
        const body = submission(f, { start: f.at('16:00'), employeeId: f.employees.ben, idempotencyKey: `form-${randomUUID()}` })
        const client = f.guest()
        const results = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/v1/submit_booking_form/', body)))
        expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
        const codes = new Set(results.map((r) => r.json().bookingConfirmationCode))
        expect(codes.size).toBe(1)
        const { rows } = await t.deps.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE confirmation_code = ANY($1)', [[...codes]])
        expect(rows[0]!.n).toBe(1)
        const day = await t.store.readStream(`schedule-${f.employees.ben}-${f.day}`)
        expect(day.filter((e) => e.type === 'ScheduleAppointmentPlaced')).toHaveLength(1)
      })
    })
  })
}
