import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { bookingFixture, nextPhone, type BookingFixture } from './testing/fixture.ts'

/**
 * scheduler.md: "every offered slot is accepted by the booking command when nothing changed in
 * between". Both sides run the same engine over the same busy time (the get_availability endpoint
 * over the busy-interval read model, the booking over the schedule-day streams); this holds them
 * together, with a buffer, overlap and a two-item cart, for "any" and a chosen professional.
 */
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

for (const kind of testDatabaseKinds()) {
  describe(`slots offered by get_availability (${kind})`, () => {
    let t: TestApp
    let f: BookingFixture
    beforeAll(async () => {
      t = await createTestApp(kind)
      f = await bookingFixture(t, 'offered', { schedulerConfig: { enableCleanupBuffer: true, cleanupBufferMinutes: 10, allowOverlap: true, appointmentMaximumOverlap: 15, minServiceDurationAllowingOverlap: 60 } })
    })
    afterAll(async () => {
      await t?.close()
    })

    it('are each accepted by submit_booking_form, one after another, until the day is full', async () => {
      const cart = [
        { cartItemId: randomUUID(), order: 0, serviceID: f.services.cut, addOns: [f.addOn], employeeID: null as string | null },
        { cartItemId: randomUUID(), order: 1, serviceID: f.services.blowout, addOns: [], employeeID: f.employees.ben as string | null },
      ]
      const offered = async () => {
        const r = await f.guest().post('/api/v1/get_availability/', {
          requestedStartDate: f.day, requestedEndDate: f.day, timezone: 'America/New_York', businessLocationId: f.locationId,
          slotQueries: cart.map((c) => ({ ...c, employeeID: c.employeeID ?? undefined })),
        })
        expect(r.statusCode, r.body).toBe(200)
        return ((r.json() as Json).slotOptions[f.day] ?? []) as Array<{ startTime: string; serviceSchedule: Record<string, { employeeID: string }> }>
      }
      let booked = 0
      for (let round = 0; round < 40; round++) {
        const slots = await offered()
        if (slots.length === 0) break
        // Take a slot from the middle, so the day fills up from both sides.
        const slot = slots[Math.floor(slots.length / 2)]!
        const r = await f.guest().post('/api/v1/submit_booking_form/', {
          bookingItems: cart.map((c) => ({
            cartItemID: c.cartItemId, order: c.order, serviceID: c.serviceID, addOns: c.addOns,
            employeeIDs: [slot.serviceSchedule[c.cartItemId]!.employeeID], requestingSpecificEmployee: c.employeeID !== null,
          })),
          requestedStartTime: slot.startTime,
          timezone: 'America/New_York',
          customerData: { firstName: 'Slot', lastName: 'Taker', phone: nextPhone(), otp: '' },
          bookingFormAnswers: [],
          businessLocationId: f.locationId,
        })
        expect(r.statusCode, `${slot.startTime}: ${r.body}`).toBe(201)
        booked += 1
      }
      expect(booked).toBeGreaterThan(3)
      expect(await offered()).toEqual([])
    })
  })
}
