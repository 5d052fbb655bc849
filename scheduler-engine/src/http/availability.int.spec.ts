import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { signIn, testClient, type TestClient } from '@slotwise/infra/testing/auth.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { DEMO, demoId, seedDemoBusiness } from '@slotwise/infra/seed/demo-business.ts'
import { referenceSlotOptions } from '../../test/reference.ts'
import { slotProblems } from '../../test/slot-check.ts'
import { dateStatus } from '../core/date-rules.ts'
import type { SlotOption, SlotOptions } from '../core/types.ts'
import { loadAvailability } from './availability.load.ts'
import { availabilityRequest, type AvailabilityRequest } from './availability.schemas.ts'

/**
 * POST /api/v1/get_availability/ and GET /api/v1/get_date_rules/ against the demo salon
 * (Brooklyn: America/New_York, 15-minute grid, 10-minute cleanup buffer, Saturday anchors, closed
 * Mondays; Silver Lake: America/Los_Angeles, 30-minute grid, overlap rules, no OTP).
 * The clock is Sunday 2025-06-01 12:00 UTC.
 */

const NOW = new Date('2025-06-01T12:00:00Z')
const BK = DEMO.mainLocationId
const LA = DEMO.westLocationId
const svc = (key: string) => demoId(`service:${key}`)
const emp = (key: string) => demoId(`employee:${key}`)
const addOn = (key: string) => demoId(`add-on:${key}`)
const NY = 'America/New_York'

type Query = AvailabilityRequest['slotQueries'][number]
const q = (serviceKey: string, order: number, over: Partial<Query> = {}): Query => ({ serviceID: svc(serviceKey), addOns: [], cartItemId: `item-${order}`, order, ...over })
const body = (over: Partial<AvailabilityRequest> & { slotQueries: Query[] }): AvailabilityRequest => ({
  requestedStartDate: '2025-06-03',
  requestedEndDate: '2025-06-03',
  timezone: NY,
  businessLocationId: BK,
  ...over,
})
const starts = (slots: SlotOption[] | undefined) => (slots ?? []).map((s) => s.startTime)
const hhmm = (iso: string) => iso.slice(11, 16)

for (const kind of testDatabaseKinds()) {
  describe(`get_availability on the demo salon (${kind})`, () => {
    let t: TestApp
    let guest: TestClient
    const ask = async (b: unknown) => guest.post('/api/v1/get_availability/', b)
    const slotsOf = async (b: AvailabilityRequest): Promise<SlotOptions> => {
      const r = await ask(b)
      expect(r.statusCode, r.body).toBe(200)
      return (r.json() as { slotOptions: SlotOptions }).slotOptions
    }
    /** The endpoint's answer equals the slow reference on the very input the loader built. */
    const expectMatchesReference = async (b: AvailabilityRequest) => {
      const answer = await slotsOf(b)
      const loaded = await loadAvailability(t.deps.sql, availabilityRequest.parse(b), t.deps.now().getTime())
      const reference = referenceSlotOptions(loaded.input, loaded.maxDays).slotOptions
      for (const [date, slots] of Object.entries(reference)) for (const slot of slots) expect(slotProblems(loaded.input, date, slot)).toEqual([])
      if (b.timezone === loaded.location.timezone) {
        expect(answer).toEqual(reference)
      } else {
        // Same instants and employees; only the keys and offsets follow the chosen zone.
        const inWindow = Object.values(reference).flat().filter((s) => {
          const ms = Date.parse(s.startTime)
          return ms >= loaded.window.startMs && ms < loaded.window.endMs
        })
        const norm = (s: SlotOption) => [Date.parse(s.startTime), Date.parse(s.endTime), Object.entries(s.serviceSchedule).map(([k, v]) => [k, v.employeeID, Date.parse(v.startTime), Date.parse(v.endTime)])]
        expect(Object.values(answer).flat().map(norm)).toEqual(inWindow.map(norm))
      }
      return answer
    }

    beforeAll(async () => {
      t = await createTestApp(kind, { now: NOW })
      await seedDemoBusiness(t.deps)
      await t.deps.waitForProjections()
      guest = testClient(t)
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('a one-item cart with any available team member', () => {
      it('offers 15-minute starts from opening to the last start that ends by closing, with the employee chosen', async () => {
        const slots = (await expectMatchesReference(body({ slotQueries: [q('mens-cut', 0)] })))['2025-06-03']!
        // Tuesday: Maya 9–17, Jonah 10–14 and 15–19; the location closes at 19:00.
        expect(slots[0]).toEqual({
          startTime: '2025-06-03T09:00:00-04:00',
          endTime: '2025-06-03T09:30:00-04:00',
          serviceSchedule: { 'item-0': { serviceID: svc('mens-cut'), addOns: [], employeeID: emp('maya'), startTime: '2025-06-03T09:00:00-04:00', endTime: '2025-06-03T09:30:00-04:00', order: 0 } },
        })
        expect(hhmm(slots.at(-1)!.startTime)).toBe('18:30')
        expect(slots.map((s) => hhmm(s.startTime))).toHaveLength((18.5 - 9) * 4 + 1)
        expect(new Set(slots.map((s) => s.serviceSchedule['item-0']!.employeeID))).toEqual(new Set([emp('maya'), emp('jonah')]))
      })

      it('answers with application/json and a fresh CSRF cookie is not needed for the next call', async () => {
        const r = await ask(body({ slotQueries: [q('mens-cut', 0, { addOns: [addOn('beard-trim')] })] }))
        expect(r.statusCode).toBe(200)
        expect(r.headers['content-type']).toContain('application/json')
        const first = (r.json() as { slotOptions: SlotOptions }).slotOptions['2025-06-03']![0]!
        expect(first.serviceSchedule['item-0']).toMatchObject({ addOns: [addOn('beard-trim')], endTime: '2025-06-03T09:40:00-04:00' })
      })
    })

    describe('odd but valid input', () => {
      it('keeps any cart item id as its key, quotes and all (the core writes the JSON itself)', async () => {
        const id = 'he said "hi" \\ ü\u2028'
        const slots = await slotsOf(body({ slotQueries: [q('mens-cut', 0, { cartItemId: id })] }))
        expect(Object.keys(slots['2025-06-03']![0]!.serviceSchedule)).toEqual([id])
      })
      it('is described in the OpenAPI document', async () => {
        const r = await guest.get('/api/v1/openapi.json')
        expect(r.statusCode).toBe(200)
        expect(Object.keys((r.json() as { paths: Record<string, unknown> }).paths)).toEqual(expect.arrayContaining(['/api/v1/get_availability/', '/api/v1/get_date_rules/']))
      })
    })

    describe('a chosen professional', () => {
      it('offers only times inside that professional\'s split shift, all on them', async () => {
        const slots = (await expectMatchesReference(body({ slotQueries: [q('mens-cut', 0, { employeeID: emp('jonah') })] })))['2025-06-03']!
        expect(slots.every((s) => s.serviceSchedule['item-0']!.employeeID === emp('jonah'))).toBe(true)
        const times = slots.map((s) => hhmm(s.startTime))
        expect(times[0]).toBe('10:00')
        expect(times).toContain('13:30')
        expect(times).not.toContain('13:45') // 13:45–14:15 runs into the 14:00 break in Jonah's hours
        expect(times).not.toContain('14:30')
        expect(times).toContain('15:00')
        expect(times.at(-1)).toBe('18:30')
      })
    })

    describe('a three-item cart', () => {
      it('runs the items back to back in order, each on an eligible employee, as the reference does', async () => {
        const b = body({
          requestedStartDate: '2025-06-04',
          requestedEndDate: '2025-06-04',
          slotQueries: [q('womens-cut', 0), q('blowout', 1, { addOns: [addOn('deep-conditioning')] }), q('gel-manicure', 2, { cartItemId: 'nails' })],
        })
        const slots = (await expectMatchesReference(b))['2025-06-04']!
        expect(slots.length).toBeGreaterThan(10)
        for (const s of slots) {
          const [a, c, n] = [s.serviceSchedule['item-0']!, s.serviceSchedule['item-1']!, s.serviceSchedule['nails']!]
          expect(a.startTime).toBe(s.startTime)
          expect(c.startTime).toBe(a.endTime)
          expect(n.startTime).toBe(c.endTime)
          expect(n.endTime).toBe(s.endTime)
          expect(Date.parse(s.endTime) - Date.parse(s.startTime)).toBe((60 + 45 + 10 + 45) * 60_000)
          expect(n.employeeID).toBe(emp('lena'))
          expect([a.order, c.order, n.order]).toEqual([0, 1, 2])
        }
        // Only Maya does blowouts and she leaves at 17:00: cut 60 + blowout 55 must end by then.
        expect(hhmm(slots.at(-1)!.startTime)).toBe('15:00')
      })
    })

    describe('closed days and windows', () => {
      it('lists every requested date, with [] on closed Mondays and past days', async () => {
        const slots = await expectMatchesReference(body({ requestedStartDate: '2025-05-30', requestedEndDate: '2025-06-08', slotQueries: [q('kids-cut', 0)] }))
        expect(Object.keys(slots)).toEqual(['2025-05-30', '2025-05-31', '2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08'])
        expect(slots['2025-05-30']).toEqual([])
        expect(slots['2025-05-31']).toEqual([])
        expect(slots['2025-06-02']).toEqual([]) // Monday: Brooklyn is closed
        expect(slots['2025-06-05']).toEqual([]) // Thursday: Jonah (the only kids' cut provider) is off
        // Today (Sunday) from 08:00 New York time: Jonah works 10–16.
        expect(hhmm(slots['2025-06-01']![0]!.startTime)).toBe('10:00')
        expect(slots['2025-06-03']!.length).toBeGreaterThan(0)
      })

      it('infers the location when the services are offered at one only', async () => {
        const { businessLocationId: _omit, ...rest } = body({ requestedStartDate: '2025-06-05', requestedEndDate: '2025-06-05', slotQueries: [q('keratin', 0)] })
        const slots = await slotsOf(rest as AvailabilityRequest)
        expect(slots['2025-06-05']![0]!.serviceSchedule['item-0']!.employeeID).toBe(emp('priya'))
      })

      it('answers a 30-day window', async () => {
        const slots = await slotsOf(body({ requestedStartDate: '2025-06-01', requestedEndDate: '2025-06-30', slotQueries: [q('mens-cut', 0)] }))
        expect(Object.keys(slots)).toHaveLength(30)
      })
    })

    describe('the customer\'s chosen time zone', () => {
      it('keys dates and writes times in the chosen zone, with the same instants', async () => {
        const slots = await expectMatchesReference(body({ timezone: 'America/Los_Angeles', slotQueries: [q('mens-cut', 0)] }))
        expect(Object.keys(slots)).toEqual(['2025-06-03'])
        const list = slots['2025-06-03']!
        // 09:00 in Brooklyn is 06:00 in Los Angeles; the last start 18:30 ET is 15:30 PT.
        expect(list[0]!.startTime).toBe('2025-06-03T06:00:00-07:00')
        expect(list[0]!.serviceSchedule['item-0']!.endTime).toBe('2025-06-03T06:30:00-07:00')
        expect(list.at(-1)!.startTime).toBe('2025-06-03T15:30:00-07:00')
      })

      it('moves late slots to the next date for a zone ahead of the location', async () => {
        // In Berlin, Brooklyn's evenings fall on the next date: Wednesday 18:00 ET is Thursday 00:00.
        const slots = await expectMatchesReference(body({ timezone: 'Europe/Berlin', requestedStartDate: '2025-06-05', requestedEndDate: '2025-06-06', slotQueries: [q('mens-cut', 0)] }))
        expect(starts(slots['2025-06-05']).slice(0, 3)).toEqual(['2025-06-05T00:00:00+02:00', '2025-06-05T00:15:00+02:00', '2025-06-05T00:30:00+02:00'])
        expect(starts(slots['2025-06-05'])).toContain('2025-06-05T17:00:00+02:00') // Thursday 11:00 ET (Maya)
        expect(starts(slots['2025-06-06'])).toContain('2025-06-06T00:00:00+02:00') // Thursday 18:00 ET
      })
    })

    describe('a window across the autumn DST change', () => {
      it('keeps local opening times on both sides and the real elapsed duration', async () => {
        t.setNow(new Date('2025-10-30T12:00:00Z'))
        try {
          const b = body({ requestedStartDate: '2025-11-01', requestedEndDate: '2025-11-02', slotQueries: [q('mens-cut', 0)] })
          const slots = await expectMatchesReference(b)
          // Saturday anchors (8:00, 10:00, 12:00, 14:00) plus the grid; EDT (-04:00) on Saturday.
          expect(slots['2025-11-01']![0]!.startTime).toBe('2025-11-01T08:00:00-04:00')
          // Sunday after the change: EST (-05:00), opening 10:00.
          expect(slots['2025-11-02']![0]!.startTime).toBe('2025-11-02T10:00:00-05:00')
          for (const s of Object.values(slots).flat()) expect(Date.parse(s.endTime) - Date.parse(s.startTime)).toBe(30 * 60_000)
          // The same window seen from Los Angeles.
          const la = await expectMatchesReference({ ...b, timezone: 'America/Los_Angeles' })
          expect(la['2025-11-02']![0]!.startTime).toBe('2025-11-02T07:00:00-08:00')
        } finally {
          t.setNow(NOW)
        }
      })

      it('handles the spring-forward window', async () => {
        t.setNow(new Date('2025-03-01T12:00:00Z'))
        try {
          const slots = await expectMatchesReference(body({ requestedStartDate: '2025-03-08', requestedEndDate: '2025-03-09', slotQueries: [q('mens-cut', 0)] }))
          expect(slots['2025-03-09']![0]!.startTime).toBe('2025-03-09T10:00:00-04:00')
          expect(slots['2025-03-08']![0]!.startTime).toBe('2025-03-08T08:00:00-05:00')
        } finally {
          t.setNow(NOW)
        }
      })
    })

    describe('bad requests', () => {
      const cases: Array<[string, unknown, number, string]> = [
        ['no body', undefined, 400, ''],
        ['a list instead of an object', [], 400, ''],
        ['no timezone', { ...body({ slotQueries: [q('mens-cut', 0)] }), timezone: undefined }, 400, 'timezone is required'],
        ['an unknown timezone', body({ timezone: 'Mars/Olympus_Mons', slotQueries: [q('mens-cut', 0)] }), 400, 'timezone must be an IANA time zone name such as America/New_York'],
        ['an impossible date', body({ requestedStartDate: '2025-02-30', slotQueries: [q('mens-cut', 0)] }), 400, 'requestedStartDate must be a date (YYYY-MM-DD)'],
        ['a date-time instead of a date', body({ requestedEndDate: '2025-06-03T10:00:00Z', slotQueries: [q('mens-cut', 0)] }), 400, 'requestedEndDate must be a date (YYYY-MM-DD)'],
        ['the end before the start', body({ requestedStartDate: '2025-06-04', slotQueries: [q('mens-cut', 0)] }), 400, 'requestedEndDate must not be before requestedStartDate'],
        ['more than 30 days', body({ requestedStartDate: '2025-06-01', requestedEndDate: '2025-07-01', slotQueries: [q('mens-cut', 0)] }), 400, 'The requested dates span more than 30 days'],
        ['an empty cart', body({ slotQueries: [] }), 400, 'Please select at least one service'],
        ['a service id that is not a UUID', body({ slotQueries: [{ ...q('mens-cut', 0), serviceID: 'cut' }] }), 400, 'serviceID must be a UUID'],
        ['a duplicate cart item', body({ slotQueries: [q('mens-cut', 0), q('kids-cut', 1, { cartItemId: 'item-0' })] }), 400, 'Each cartItemId must be unique'],
        ['a fractional order', body({ slotQueries: [q('mens-cut', 0.5)] }), 400, 'order must be a whole number'],
        ['an unknown service', body({ slotQueries: [{ ...q('mens-cut', 0), serviceID: randomUUID() }] }), 404, 'Service not found'],
        ['an unknown location', body({ businessLocationId: randomUUID(), slotQueries: [q('mens-cut', 0)] }), 404, 'Location not found'],
        ['a service of another location', body({ slotQueries: [q('scalp-ritual', 0)] }), 400, 'This service is not available at this location'],
        ['an unknown professional', body({ slotQueries: [q('mens-cut', 0, { employeeID: randomUUID() })] }), 400, 'This professional does not provide this service at this location'],
        ['a professional who does not provide the service', body({ slotQueries: [q('mens-cut', 0, { employeeID: emp('lena') })] }), 400, 'This professional does not provide this service at this location'],
        ['a professional of another location', body({ slotQueries: [q('mens-cut', 0, { employeeID: emp('diego') })] }), 400, 'This professional does not provide this service at this location'],
        ['a professional for a group class', body({ businessLocationId: LA, slotQueries: [q('braiding-class', 0, { employeeID: emp('diego') })] }), 400, 'This service does not allow choosing a professional'],
        ['an add-on of another service', body({ slotQueries: [q('mens-cut', 0, { addOns: [addOn('gloss')] })] }), 400, 'This add-on is not available for this service'],
        ['an unknown add-on', body({ slotQueries: [q('mens-cut', 0, { addOns: [randomUUID()] })] }), 400, 'This add-on is not available for this service'],
        ['services offered at several locations and no location', { ...body({ slotQueries: [q('mens-cut', 0)] }), businessLocationId: undefined }, 400, 'These services are offered at several locations: choose a location (businessLocationId)'],
      ]
      it.each(cases)('%s → %s with a clear message, never a 500', async (_name, payload, status, message) => {
        const r = payload === undefined ? await guest.inject({ method: 'POST', url: '/api/v1/get_availability/' }) : await ask(payload)
        expect(r.statusCode, r.body).toBe(status)
        expect(r.headers['content-type']).toContain('application/problem+json')
        if (message) {
          const p = r.json() as { detail?: string; title: string; errors?: Array<{ message: string }> }
          expect([p.detail, p.title, ...(p.errors ?? []).map((e) => e.message)]).toContain(message)
        }
      })

      it('refuses a call without the CSRF header (403), and malformed JSON (400)', async () => {
        const noCsrf = await guest.inject({ method: 'POST', url: '/api/v1/get_availability/', payload: body({ slotQueries: [q('mens-cut', 0)] }), csrf: 'none' })
        expect(noCsrf.statusCode).toBe(403)
        const broken = await guest.inject({ method: 'POST', url: '/api/v1/get_availability/', payload: '{"requestedStartDate":', headers: { 'content-type': 'application/json' } })
        expect(broken.statusCode).toBe(400)
      })
    })

    describe('booking an offered slot', () => {
      it('is accepted by submit_booking_form, and the slot disappears from the next answer', async () => {
        const b = body({ businessLocationId: LA, timezone: 'America/Los_Angeles', requestedStartDate: '2025-06-04', requestedEndDate: '2025-06-04', slotQueries: [q('mens-cut', 0)] })
        const before = (await slotsOf(b))['2025-06-04']!
        expect(before.length).toBeGreaterThan(0)
        const offered = before[0]!
        const proposed = offered.serviceSchedule['item-0']!
        expect(proposed.employeeID).toBe(emp('diego'))
        const booked = await guest.post('/api/v1/submit_booking_form/', {
          bookingItems: [{ cartItemID: randomUUID(), order: 0, serviceID: svc('mens-cut'), addOns: [], employeeIDs: [proposed.employeeID], requestingSpecificEmployee: false }],
          requestedStartTime: offered.startTime,
          timezone: 'America/Los_Angeles',
          customerData: { firstName: 'Rae', lastName: 'Kim', email: 'rae@example.com', phone: '3235550177', otp: '' },
          bookingFormAnswers: [],
          businessLocationId: LA,
        })
        expect(booked.statusCode, booked.body).toBe(201)
        await t.deps.waitForProjections()
        const after = (await slotsOf(b))['2025-06-04']!
        expect(starts(after)).not.toContain(offered.startTime)
        // Diego's only slot source is Diego: the 30 minutes after, plus nothing overlapping it.
        for (const s of after) expect(Date.parse(s.endTime) <= Date.parse(offered.startTime) || Date.parse(s.startTime) >= Date.parse(offered.endTime)).toBe(true)
        // appointmentsToIgnore (modifying that booking) brings it back.
        const { rows } = await t.deps.sql.query<{ appointment_id: string }>('SELECT appointment_id FROM appointments WHERE location_id = $1', [LA])
        const again = (await slotsOf({ ...b, appointmentsToIgnore: rows.map((r) => r.appointment_id) }))['2025-06-04']!
        expect(starts(again)).toContain(offered.startTime)
      })

      it('a chosen professional on a Sunday matches the reference', async () => {
        const b = body({ requestedStartDate: '2025-06-08', requestedEndDate: '2025-06-08', slotQueries: [q('gel-manicure', 0, { employeeID: emp('lena') })] })
        const before = (await slotsOf(b))['2025-06-08']!
        expect(hhmm(before[0]!.startTime)).toBe('10:00')
        await expectMatchesReference(b)
      })
    })

    describe('staff breaks and vacations', () => {
      it('removes the starts a break overlaps and the whole day of a vacation, and they come back when removed', async () => {
        const owner = await signIn(t, DEMO.ownerEmail, DEMO.ownerPassword)
        const jonah = body({ requestedStartDate: '2025-06-10', requestedEndDate: '2025-06-11', slotQueries: [q('mens-cut', 0, { employeeID: emp('jonah') })] })
        const before = await slotsOf(jonah)
        expect(starts(before['2025-06-10']).map(hhmm)).toContain('11:45')
        const lunch = await owner.post('/api/v1/calendar/events/', { type: 'break', businessLocationId: BK, employeeId: emp('jonah'), title: 'Lunch', start: '2025-06-10T12:00:00-04:00', end: '2025-06-10T12:45:00-04:00' })
        expect(lunch.statusCode, lunch.body).toBe(201)
        const holiday = await owner.post('/api/v1/calendar/events/', { type: 'vacation', businessLocationId: BK, employeeId: emp('jonah'), title: 'Holiday', allDay: true, startDate: '2025-06-11', endDate: '2025-06-11' })
        expect(holiday.statusCode, holiday.body).toBe(201)
        await t.deps.waitForProjections()
        const during = await expectMatchesReference(jonah)
        const times = starts(during['2025-06-10']).map(hhmm)
        // 11:30 ends at 12:00 but Brooklyn's 10-minute cleanup buffer would run into the break.
        for (const blocked of ['11:30', '11:45', '12:00', '12:15', '12:30']) expect(times).not.toContain(blocked)
        expect(times).toContain('11:15')
        expect(times).toContain('12:45')
        expect(during['2025-06-11']).toEqual([])
        expect((await owner.delete(`/api/v1/calendar/events/break/${lunch.json().id}/`)).statusCode).toBe(200)
        await t.deps.waitForProjections()
        expect(starts((await slotsOf(jonah))['2025-06-10']).map(hhmm)).toContain('12:00')
      })
    })

    describe('date rules', () => {
      const rules = async (query: string) => {
        const r = await guest.get(`/api/v1/get_date_rules/?${query}`)
        expect(r.statusCode, r.body).toBe(200)
        return r.json() as { timezone: string; today: string; nextAvailableDate: string | null; dates: Record<string, string> }
      }
      it('marks past days, closed weekdays and today after closing; gives the next available date', async () => {
        // Sunday 2025-06-01 12:00 UTC = 08:00 in New York: Brooklyn opens at 10:00 on Sundays.
        const r = await rules(`businessLocationId=${BK}&from=2025-05-31&days=10`)
        expect(r).toMatchObject({ timezone: NY, today: '2025-06-01', nextAvailableDate: '2025-06-01' })
        expect(r.dates).toMatchObject({ '2025-05-31': 'past', '2025-06-01': 'available', '2025-06-02': 'closedWeekday', '2025-06-03': 'available' })
        t.setNow(new Date('2025-06-01T21:00:00Z')) // 17:00 in New York: closed since 16:00
        try {
          const late = await rules(`businessLocationId=${BK}&timezone=${NY}`)
          expect(late.dates['2025-06-01']).toBe('closedForToday')
          expect(late.nextAvailableDate).toBe('2025-06-03')
          expect(Object.keys(late.dates)).toHaveLength(30)
          for (const [date, status] of Object.entries(late.dates)) expect(status).toBe(dateStatus({ timezone: NY, businessHours: brooklynHours, now: '2025-06-01T21:00:00Z' }, date))
          // From Los Angeles it is 14:00, and Brooklyn closed at 13:00 PT.
          const la = await rules(`businessLocationId=${BK}&timezone=America/Los_Angeles`)
          expect(la.today).toBe('2025-06-01')
          expect(la.dates['2025-06-01']).toBe('closedForToday')
          // From Berlin it is already Monday 02 June 23:00; Brooklyn's Tuesday opens at 15:00 Berlin time.
          const berlin = await rules(`businessLocationId=${BK}&timezone=Europe/Berlin`)
          expect(berlin.today).toBe('2025-06-01')
          expect(berlin.nextAvailableDate).toBe('2025-06-03')
        } finally {
          t.setNow(NOW)
        }
      })
      it('refuses a bad location or zone with a clear 4xx', async () => {
        expect((await guest.get(`/api/v1/get_date_rules/?businessLocationId=${randomUUID()}`)).statusCode).toBe(404)
        expect((await guest.get('/api/v1/get_date_rules/?businessLocationId=nope')).statusCode).toBe(400)
        expect((await guest.get(`/api/v1/get_date_rules/?businessLocationId=${BK}&timezone=Nowhere/Else`)).statusCode).toBe(400)
        expect((await guest.get(`/api/v1/get_date_rules/?businessLocationId=${BK}&days=500`)).statusCode).toBe(400)
      })
    })
  })
}

const brooklynHours = {
  monday: { startMinutes: null, endMinutes: null },
  tuesday: { startMinutes: 540, endMinutes: 1140 },
  wednesday: { startMinutes: 540, endMinutes: 1140 },
  thursday: { startMinutes: 540, endMinutes: 1260 },
  friday: { startMinutes: 540, endMinutes: 1260 },
  saturday: { startMinutes: 480, endMinutes: 1080 },
  sunday: { startMinutes: 600, endMinutes: 960 },
}
