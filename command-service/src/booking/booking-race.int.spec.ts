import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { verifyProjection } from '@slotwise/projection-service/rebuild/rebuild.ts'
import { bookingProjections } from '@slotwise/projection-service/projections/booking/booking.projections.ts'
import { bookingFixture, nextPhone, submission, type BookingFixture } from './testing/fixture.ts'

/**
 * "No double booking" under real concurrency (ARCHITECTURE): against PostgreSQL, 20 customers
 * submit the same slot for the same employee at once, 50 times. PGlite has one session and cannot
 * race, so this file runs only with TEST_DATABASE_URL.
 */
const TRIALS = 50
const CUSTOMERS = 20
const SLOT_TAKEN = 'This appointment time slot was just booked by another user. Please select a different available time.'

/** Working days (Mon–Sat) from the fixture's Tuesday on. */
function workingDays(f: BookingFixture, count: number): string[] {
  const days: string[] = []
  let d = DateTime.fromISO(f.day, { zone: 'America/New_York' })
  while (days.length < count) {
    if (d.weekday !== 7) days.push(d.toISODate()!)
    d = d.plus({ days: 1 })
  }
  return days
}

async function overlappingPairs(t: TestApp, businessId: string) {
  const { rows } = await t.deps.sql.query<{ x: string; y: string; minutes: number }>(
    `SELECT a.appointment_id AS x, b.appointment_id AS y,
            extract(epoch FROM (least(a.end_time, b.end_time) - greatest(a.start_time, b.start_time))) / 60 AS minutes
     FROM appointments a JOIN appointments b ON a.employee_id = b.employee_id AND a.appointment_id < b.appointment_id
     WHERE a.business_id = $1 AND a.status <> 'CANCELLED' AND b.status <> 'CANCELLED'
       AND a.start_time < b.end_time AND b.start_time < a.end_time`,
    [businessId],
  )
  return rows.map((r) => ({ ...r, minutes: Number(r.minutes) }))
}

async function race(f: BookingFixture, starts: string[], employeeId: string, serviceId: string, specific = true) {
  const responses = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, i) => f.guest().post('/api/v1/submit_booking_form/', submission(f, { start: starts[i % starts.length]!, employeeId, serviceId, specific, phone: nextPhone() }))),
  )
  return responses
}

describe.skipIf(!testDatabaseUrl())('racing for one slot (postgres)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('postgres')
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  it(`admits exactly one of ${CUSTOMERS} customers per slot over ${TRIALS} trials; the others get CONFLICTING_BOOKING_EVENT`, async () => {
    const f = await bookingFixture(t, 'race')
    const slots = workingDays(f, 3).flatMap((day) => ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'].flatMap((hhmm) => Object.values(f.employees).map((e) => ({ start: f.at(hhmm, day), employeeId: e }))))
    const winners: number[] = []
    const started = Date.now()
    for (let trial = 0; trial < TRIALS; trial++) {
      const slot = slots[trial]!
      const responses = await race(f, [slot.start], slot.employeeId, f.services.cut)
      const statuses = responses.map((r) => r.statusCode)
      expect(statuses.filter((s) => s >= 500)).toEqual([])
      winners.push(statuses.filter((s) => s === 201).length)
      for (const loser of responses.filter((r) => r.statusCode !== 201)) {
        expect(loser.statusCode).toBe(409)
        const body = loser.json()
        expect(body.code).toBe('booking.slotTaken')
        expect(Object.values(body.conflictData)).toEqual([{ conflict_types: ['CONFLICTING_BOOKING_EVENT'], reason: SLOT_TAKEN }])
      }
    }
    expect(winners).toEqual(Array(TRIALS).fill(1))
    await t.deps.waitForProjections()
    expect(await overlappingPairs(t, f.businessId)).toEqual([])
    const { rows } = await t.deps.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE business_id = $1', [f.businessId])
    expect(rows[0]!.n).toBe(TRIALS)
    console.info(`[race] ${TRIALS} trials x ${CUSTOMERS} customers: ${TRIALS} winners, ${TRIALS * (CUSTOMERS - 1)} conflicts, ${Date.now() - started} ms`)
  }, 600_000)

  it(`with overlap allowed (15 min max), admits exactly the two placements the rules allow per trial over ${TRIALS} trials`, async () => {
    const f = await bookingFixture(t, 'raceoverlap', { schedulerConfig: { allowOverlap: true, appointmentMaximumOverlap: 15, minServiceDurationAllowingOverlap: 60 } })
    const slots = workingDays(f, 6).flatMap((day) => ['10:00', '12:00', '14:00'].flatMap((hhmm) => Object.values(f.employees).map((e) => ({ day, hhmm, employeeId: e }))))
    const winners: number[] = []
    const started = Date.now()
    for (let trial = 0; trial < TRIALS; trial++) {
      const { day, hhmm, employeeId } = slots[trial]!
      const first = f.at(hhmm, day)
      const second = DateTime.fromISO(first).plus({ minutes: 45 }).toISO({ suppressMilliseconds: true })!
      const responses = await race(f, [first, second], employeeId, f.services.cut)
      const statuses = responses.map((r) => r.statusCode)
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([])
      const won = responses.filter((r) => r.statusCode === 201)
      winners.push(won.length)
    }
    expect(winners).toEqual(Array(TRIALS).fill(2))
    await t.deps.waitForProjections()
    const pairs = await overlappingPairs(t, f.businessId)
    // Every admitted overlap is one 15-minute intrusion, one per trial, never three at once.
    expect(pairs).toHaveLength(TRIALS)
    expect(pairs.every((p) => p.minutes === 15)).toBe(true)
    console.info(`[race/overlap] ${TRIALS} trials x ${CUSTOMERS} customers: ${2 * TRIALS} winners, ${TRIALS} 15-minute overlaps, ${Date.now() - started} ms`)
  }, 600_000)

  it('seats a group class up to its capacity of 3 on each of the 3 providers and no further, 10 trials', async () => {
    const f = await bookingFixture(t, 'racegroup')
    const days = workingDays(f, 4)
    const winners: number[] = []
    for (let trial = 0; trial < 10; trial++) {
      const start = f.at(['10:00', '12:00', '14:00'][trial % 3]!, days[Math.floor(trial / 3)]!)
      // "Any available team member" (the class allows no choice): the proposal first, then the others.
      const responses = await race(f, [start], f.employees.cleo, f.services.groupClass, false)
      expect(responses.filter((r) => r.statusCode !== 201 && r.statusCode !== 409)).toEqual([])
      winners.push(responses.filter((r) => r.statusCode === 201).length)
      await t.deps.waitForProjections()
      const { rows } = await t.deps.sql.query<{ employee_id: string; n: number }>(
        'SELECT employee_id, count(*)::int AS n FROM appointments WHERE business_id = $1 AND start_time = $2 GROUP BY employee_id',
        [f.businessId, new Date(start)],
      )
      expect(rows.map((r) => r.n)).toEqual([3, 3, 3])
    }
    expect(winners).toEqual(Array(10).fill(9))
  }, 600_000)

  it('leaves every booking read model equal to a replay (verify)', async () => {
    await t.deps.waitForProjections()
    for (const projection of bookingProjections) {
      const report = await verifyProjection(t.deps.sql, projection)
      expect(report.differences, projection.name).toEqual([])
    }
  }, 120_000)
})
