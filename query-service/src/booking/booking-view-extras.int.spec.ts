import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { bookingFixture, submission, type BookingFixture } from '@slotwise/command-service/booking/testing/fixture.ts'
import { formCartItem, nextPhone, paidSubmission, paymentFixture, type PaymentFixture } from '@slotwise/command-service/payments/testing/payment-fixture.ts'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * What the customer's booking pages show beyond the spec's shape: the business's name and
 * languages for the header, the payment breakdown, and the professionals of a staff move in the
 * modification history.
 */
for (const kind of testDatabaseKinds()) {
  describe(`the customer's booking pages after staff changes (${kind})`, () => {
    let t: TestApp
    let f: BookingFixture
    let code: string
    let appointment: Json
    beforeAll(async () => {
      t = await createTestApp(kind)
      f = await bookingFixture(t, 'viewextras')
      const placed = await f.guest().post('/api/v1/submit_booking_form/', submission(f, { start: f.at('10:00') }))
      expect(placed.statusCode, placed.body).toBe(201)
      code = placed.json().bookingConfirmationCode
      appointment = (await f.guest().get(`/api/v1/bookings/code/${code}/`)).json().data.appointments[0]
      const staff = f.owner.client
      expect((await staff.post(`/api/v1/appointments/${appointment.uuid}/reschedule/`, { startTime: f.at('13:00') })).statusCode).toBe(200)
      expect((await staff.post(`/api/v1/appointments/${appointment.uuid}/reassign/`, { employeeId: f.employees.ben })).statusCode).toBe(200)
      expect((await staff.post(`/api/v1/appointments/${appointment.uuid}/cancel/`, { reason: 'Stylist is ill' })).statusCode).toBe(200)
      await t.deps.waitForProjections()
    })
    afterAll(async () => {
      await t?.close()
    })

    it('names the business and its languages in the booking details', async () => {
      const data = (await f.guest().get(`/api/v1/bookings/code/${code}/`)).json().data
      expect(data.businessInfo).toMatchObject({ showLogo: true, showBusinessName: true, supportedLanguages: expect.arrayContaining(['en_US']) })
      expect(typeof data.businessInfo.businessName).toBe('string')
      expect(data.businessInfo.businessName.length).toBeGreaterThan(0)
      // Nothing paid online and no no-show fee: no breakdown row.
      expect(data.paymentBreakdown).toBeNull()
    })

    it('gives the appointment page the business info and every change with the professionals by name', async () => {
      const data = (await f.guest().get(`/api/v1/bookings/code/${code}/appointments/${appointment.confirmationCode}/`)).json().data
      expect(data.booking.businessInfo.businessName.length).toBeGreaterThan(0)
      const history = data.modificationHistory as Json[]
      expect(history.map((h) => [h.modificationType, h.modifiedBy])).toEqual([
        ['CREATED', 'customer'],
        ['RESCHEDULED', 'businessUser'],
        ['REASSIGNED', 'businessUser'],
        ['CANCELLED', 'businessUser'],
      ])
      expect(history[0]).toMatchObject({ originalEmployee: null, newEmployee: null })
      expect(history[1]).toMatchObject({ originalEmployee: null, newEmployee: null })
      expect(Date.parse(history[1]!.newStartTime) - Date.parse(history[1]!.originalStartTime)).toBe(3 * 3600_000)
      expect(history[2]).toMatchObject({ originalEmployee: { firstName: 'Ana', lastName: 'Stylist' }, newEmployee: { firstName: 'Ben', lastName: 'Stylist' } })
      expect(history[3]).toMatchObject({ reason: 'Stylist is ill', originalStatus: 'SCHEDULED', newStatus: 'CANCELLED' })
    })
  })

  describe(`the appointment page of a booking paid online (${kind})`, () => {
    let t: TestApp
    let f: PaymentFixture
    beforeAll(async () => {
      t = await createTestApp(kind)
      f = await paymentFixture(t, 'viewpaid')
    })
    afterAll(async () => {
      await t?.close()
    })

    it('lists the online payment among its payment events, and the booking shows what was paid', async () => {
      const guest = f.guest()
      const phone = nextPhone()
      const item = formCartItem(f.paid.prepaid, f.employees.ben)
      const intent = (
        await guest.post('/api/v1/create_payment_intent_for_cart/', {
          cartItems: [item], businessLocationId: f.locationId, customerData: { firstName: 'Pat', lastName: 'Payer', email: 'pat@example.com', phone }, returnUrl: 'http://localhost/book',
        })
      ).json()
      expect((await guest.post('/api/v1/payments/test_mode/confirm/', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' })).json().status).toBe('succeeded')
      const booked = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.prepaid, employeeId: f.employees.ben }], start: f.at('11:00'), phone, paymentIntentId: intent.paymentIntentId }))
      expect(booked.statusCode, booked.body).toBe(201)
      await t.deps.waitForProjections()
      const code = booked.json().bookingConfirmationCode as string
      const booking = (await guest.get(`/api/v1/bookings/code/${code}/`)).json().data
      expect(booking.paymentInfo).toMatchObject({ hasOnlinePayment: true, amountCaptured: 80, amountRefunded: 0, currency: 'usd' })
      expect(booking.paymentBreakdown).toEqual({ dueInStore: 0, noShowFee: 0, cardOnFile: false })
      const appointment = (await guest.get(`/api/v1/bookings/code/${code}/appointments/${booking.appointments[0].confirmationCode}/`)).json().data
      expect(appointment.paymentEvents).toEqual([{ kind: 'payment', status: 'succeeded', amount: 80, currency: 'usd', occurredAt: expect.stringMatching(/-0[45]:00$/) }])
    })
  })
}
