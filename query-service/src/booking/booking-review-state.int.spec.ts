import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { testClient } from '@slotwise/infra/testing/auth.ts'
import { DEMO, demoId, seedDemoBusiness } from '@slotwise/infra/seed/demo-business.ts'
import { strictProjectionWait } from '@slotwise/command-service/booking/testing/fixture.ts'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const LA = 'America/Los_Angeles'

/**
 * The booking details tell the page whether the customer may review the booking now (`reviewable`,
 * the review rule of ADR 0012) and whether they already did (`reviewSubmitted`, with the review).
 * The demo salon's Silver Lake location, Diego on a Wednesday at 11:00 (a 45-minute cut).
 */
for (const kind of testDatabaseKinds()) {
  describe(`the review state of a booking (${kind})`, () => {
    let t: TestApp
    let wednesday = DateTime.now().setZone(LA).plus({ days: 2 }).startOf('day')
    while (wednesday.weekday !== 3) wednesday = wednesday.plus({ days: 1 })
    const at = (hhmm: string) => DateTime.fromISO(`${wednesday.toISODate()}T${hhmm}`, { zone: LA }).toISO({ suppressMilliseconds: true })!
    let code: string

    const details = async () => {
      const r = await testClient(t).get(`/api/v1/bookings/code/${code}/`)
      expect(r.statusCode, r.body).toBe(200)
      return (r.json() as Json).data as Json
    }

    beforeAll(async () => {
      t = await createTestApp(kind, { now: new Date() })
      t.deps.waitForProjections = strictProjectionWait(t)
      await seedDemoBusiness(t.deps, { withOwnerLogin: false })
      const booked = await testClient(t).post('/api/v1/submit_booking_form/', {
        bookingItems: [{ cartItemID: randomUUID(), order: 0, serviceID: demoId('service:mens-cut'), addOns: [], employeeIDs: [demoId('employee:diego')], requestingSpecificEmployee: true }],
        requestedStartTime: at('11:00'), timezone: LA, businessLocationId: DEMO.westLocationId, bookingFormAnswers: [],
        customerData: { firstName: 'Lucía', lastName: 'Ramos', email: 'lucia@example.com', phone: '3235550291', otp: '' },
      })
      expect(booked.statusCode, booked.body).toBe(201)
      code = (booked.json() as Json).bookingConfirmationCode as string
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('before the appointment has ended', () => {
      it('is not reviewable and has no review', async () => {
        expect(await details()).toMatchObject({ reviewable: false, reviewSubmitted: false, review: null })
      })
    })

    describe('once the appointment has ended', () => {
      beforeAll(() => t.setNow(new Date(at('12:00'))))

      it('is reviewable until the customer reviews it, then carries the review', async () => {
        expect(await details()).toMatchObject({ reviewable: true, reviewSubmitted: false, review: null })
        const r = await testClient(t).post('/api/v1/reviews/booking/', { confirmationCode: code, bookingRating: 4.5, bookingReviewText: 'Sharp fade, on time.' })
        expect(r.statusCode, r.body).toBe(200)
        const data = await details()
        expect(data).toMatchObject({ reviewable: true, reviewSubmitted: true, review: { bookingRating: 4.5, bookingReviewText: 'Sharp fade, on time.', createdAt: new Date(at('12:00')).toISOString() } })
        // The appointment page reads the same booking details.
        const one = await testClient(t).get(`/api/v1/bookings/code/${code}/appointments/${data.appointments[0].confirmationCode}/`)
        expect((one.json() as Json).data.booking).toMatchObject({ reviewSubmitted: true })
      })
    })
  })
}
