import { describe, expect, it } from 'vitest'
import { employeesAt, everyDay, hours, input, item, startsOn } from '../../test/fixtures.ts'
import { computeSlotOptions } from '../index.ts'
import type { AvailabilityInput, BusyAppointment } from '../index.ts'

// Fixture zone: Europe/Berlin, Monday 2025-06-02 (+02:00), open 09:00–12:00, 30-minute cart.
const at = (hhmm: string) => `2025-06-02T${hhmm}:00+02:00`
const ap = (id: string, from: string, to: string, extra: Partial<BusyAppointment> = {}): BusyAppointment => ({
  id,
  employeeId: 'emp-a',
  serviceId: 'svc-color',
  start: at(from),
  end: at(to),
  ...extra,
})
const grid = (from: string, to: string, step: number) => {
  const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3))
  const out: string[] = []
  for (let t = m(from); t <= m(to); t += step) out.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`)
  return out
}

type Case = { name: string; inp: AvailabilityInput; starts: string[] }

describe('config fields, one row each (Europe/Berlin, 2025-06-02)', () => {
  const cases: Case[] = [
    { name: 'no config: every 15 minutes, cart ending by closing', inp: input({}), starts: grid('09:00', '11:30', 15) },
    { name: 'secondarySlotGranularity 30', inp: input({ config: { secondarySlotGranularity: 30 } }), starts: grid('09:00', '11:30', 30) },
    { name: 'secondarySlotGranularity 60', inp: input({ config: { secondarySlotGranularity: 60 } }), starts: ['09:00', '10:00', '11:00'] },
    { name: 'unknown granularity 7 falls back to 15', inp: input({ config: { secondarySlotGranularity: 7 } }), starts: grid('09:00', '11:30', 15) },
    {
      name: 'weeklyAnchors without secondary starts: only the listed times (outside-the-day anchors dropped)',
      inp: input({ config: { weeklyAnchors: { monday: [605, 615, -5, 1500, 700.5] }, allowSecondaryAnchors: false } }),
      starts: ['10:05', '10:15'],
    },
    {
      name: 'weeklyAnchors on another weekday do not apply',
      inp: input({ config: { weeklyAnchors: { tuesday: [605] }, allowSecondaryAnchors: false } }),
      starts: grid('09:00', '11:30', 15),
    },
    {
      name: 'allowSecondaryAnchors (default true): anchors plus the grid',
      inp: input({ config: { weeklyAnchors: { monday: [605] }, secondarySlotGranularity: 60 } }),
      starts: ['09:00', '10:00', '10:05', '11:00'],
    },
    {
      name: 'fragmentationThresholdMin 30 drops secondary starts leaving a 15-minute gap',
      inp: input({ appointments: [ap('x', '10:30', '11:00')], config: { fragmentationThresholdMin: 30 } }),
      starts: ['09:00', '09:30', '10:00', '11:00', '11:30'],
    },
    {
      name: 'fragmentationThresholdMin never removes a primary (anchor) start',
      inp: input({ appointments: [ap('x', '10:30', '11:00')], config: { fragmentationThresholdMin: 30, weeklyAnchors: { monday: [555] } } }),
      starts: ['09:00', '09:15', '09:30', '10:00', '11:00', '11:30'],
    },
    {
      name: 'cleanup buffer 15: busy after each appointment, may run past closing',
      inp: input({ appointments: [ap('x', '10:30', '11:00')], config: { enableCleanupBuffer: true, cleanupBufferMinutes: 15 } }),
      starts: ['09:00', '09:15', '09:30', '09:45', '11:15', '11:30'],
    },
    {
      name: 'cleanup minutes without enableCleanupBuffer are ignored',
      inp: input({ appointments: [ap('x', '10:30', '11:00')], config: { cleanupBufferMinutes: 15 } }),
      starts: ['09:00', '09:15', '09:30', '09:45', '10:00', '11:00', '11:15', '11:30'],
    },
    {
      name: 'cleanup buffer capped at 120',
      inp: input({
        employees: [{ id: 'emp-a', serviceIds: ['svc-cut'], hours: everyDay(hours('00:00', '24:00')) }],
        location: { timezone: 'Europe/Berlin', businessHours: everyDay(hours('06:00', '18:00')) },
        appointments: [ap('x', '12:00', '12:30')],
        config: { enableCleanupBuffer: true, cleanupBufferMinutes: 500, secondarySlotGranularity: 30 },
      }),
      // before: last start so that end+120 <= 12:00 is 09:30; after: 12:30+120 = 14:30
      starts: [...grid('06:00', '09:30', 30), ...grid('14:30', '17:30', 30)],
    },
    {
      name: 'primaryAnchorsForLongServicesOnly: a 30-minute cart uses the grid',
      inp: input({ config: { weeklyAnchors: { monday: [600] }, allowSecondaryAnchors: false, primaryAnchorsForLongServicesOnly: true } }),
      starts: grid('09:00', '11:30', 15),
    },
    {
      name: 'primaryAnchorsForLongServicesOnly with longServiceMinimumDuration 30: anchors apply',
      inp: input({
        config: { weeklyAnchors: { monday: [600] }, allowSecondaryAnchors: false, primaryAnchorsForLongServicesOnly: true, longServiceMinimumDuration: 30 },
      }),
      starts: ['10:00'],
    },
    {
      name: 'primaryAnchorsStrictMode: anchor feasible, no secondary starts between anchors',
      inp: input({ config: { weeklyAnchors: { monday: [540, 660] }, primaryAnchorsStrictMode: true } }),
      starts: ['09:00', '11:00', '11:15', '11:30'],
    },
    {
      name: 'primaryAnchorsStrictMode: anchor taken, only the earliest feasible start after it (shifted anchor)',
      inp: input({ appointments: [ap('x', '09:00', '09:30')], config: { weeklyAnchors: { monday: [540, 660] }, primaryAnchorsStrictMode: true } }),
      starts: ['09:30', '11:00', '11:15', '11:30'],
    },
    {
      name: 'primaryAnchorsStrictMode off: the same day offers the whole grid',
      inp: input({ appointments: [ap('x', '09:00', '09:30')], config: { weeklyAnchors: { monday: [540, 660] } } }),
      starts: grid('09:30', '11:30', 15),
    },
    {
      name: 'allowOverlap with appointmentMaximumOverlap 15: may intrude 15 minutes at either edge',
      inp: input({
        appointments: [ap('x', '10:00', '11:00')],
        config: { allowOverlap: true, appointmentMaximumOverlap: 15 },
      }),
      starts: ['09:00', '09:15', '09:30', '09:45', '10:45', '11:00', '11:15', '11:30'],
    },
    {
      name: 'allowOverlap with appointmentMaximumOverlap 0 (default): nothing changes',
      inp: input({ appointments: [ap('x', '10:00', '11:00')], config: { allowOverlap: true } }),
      starts: ['09:00', '09:15', '09:30', '11:00', '11:15', '11:30'],
    },
    {
      name: 'appointmentMaximumOverlap 30 with a 60-minute cart: 15 or 30 minutes at either edge, never inside',
      inp: input({
        location: { timezone: 'Europe/Berlin', businessHours: everyDay(hours('09:00', '13:00')) },
        cart: [item('c1', 1, 60)],
        appointments: [ap('x', '10:00', '11:00')],
        config: { allowOverlap: true, appointmentMaximumOverlap: 30 },
      }),
      starts: ['09:00', '09:15', '09:30', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45', '12:00'],
    },
    {
      name: 'minServiceDurationAllowingOverlap 90: neither appointment is long enough',
      inp: input({
        appointments: [ap('x', '10:00', '11:00')],
        config: { allowOverlap: true, appointmentMaximumOverlap: 15, minServiceDurationAllowingOverlap: 90 },
      }),
      starts: ['09:00', '09:15', '09:30', '11:00', '11:15', '11:30'],
    },
    {
      name: 'minServiceDurationAllowingOverlap 30: a 30-minute appointment may be overlapped',
      inp: input({
        appointments: [ap('x', '10:00', '10:30')],
        config: { allowOverlap: true, appointmentMaximumOverlap: 15, minServiceDurationAllowingOverlap: 30 },
      }),
      starts: ['09:00', '09:15', '09:30', '09:45', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30'],
    },
  ]
  for (const c of cases) {
    it(c.name, () => {
      expect(startsOn(c.inp)).toEqual(c.starts)
    })
  }
})

describe('overlapAggressively', () => {
  // emp-a has 10:00–11:00; emp-b is free all day. At 09:45 emp-a can take the item by overlapping
  // 15 minutes (flush, no idle gap after), emp-b only with idle time on both sides.
  const base = (aggressive: boolean) =>
    input({
      employees: [
        { id: 'emp-a', serviceIds: ['svc-cut'] },
        { id: 'emp-b', serviceIds: ['svc-cut'] },
      ],
      appointments: [ap('x', '10:00', '11:00')],
      config: { allowOverlap: true, appointmentMaximumOverlap: 15, overlapAggressively: aggressive },
    })
  it('false: overlap is only a fallback, the free employee is chosen', () => {
    expect(employeesAt(base(false), '09:45')).toEqual(['emp-b'])
  })
  it('true: the overlapped placement competes and wins on tighter fit', () => {
    expect(employeesAt(base(true), '09:45')).toEqual(['emp-a'])
  })
})

describe('group services (maxCapacity > 1)', () => {
  const group = (participants: number) =>
    input({
      cart: [item('c1', 1, 30, { maxCapacity: 3 })],
      appointments: [ap('class', '10:00', '10:30', { serviceId: 'svc-cut', participants })],
    })
  it('joins an identical appointment while participants < capacity', () => {
    expect(startsOn(group(2))).toContain('10:00')
    expect(startsOn(group(2))).not.toContain('10:15')
  })
  it('does not join a full appointment', () => {
    expect(startsOn(group(3))).not.toContain('10:00')
  })
  it('does not join an appointment of another duration', () => {
    const inp = group(1)
    inp.cart = [item('c1', 1, 45, { maxCapacity: 3 })]
    expect(startsOn(inp)).not.toContain('10:00')
  })
})

describe('choosing "any available team member"', () => {
  const two = (over: Partial<AvailabilityInput>) =>
    input({
      employees: [
        { id: 'emp-a', serviceIds: ['svc-cut', 'svc-color'] },
        { id: 'emp-b', serviceIds: ['svc-cut', 'svc-color'] },
      ],
      ...over,
    })
  it('prefers the tightest fit (flush with an appointment)', () => {
    const inp = two({ appointments: [ap('x', '09:00', '10:00', { employeeId: 'emp-b' })] })
    expect(employeesAt(inp, '10:00')).toEqual(['emp-b'])
  })
  it('prefers no fragmenting gap over a tight fit elsewhere', () => {
    // emp-a: flush after 09:00–10:00 but leaves a 15-minute hole before 10:45; emp-b: free day
    const inp = two({
      appointments: [ap('x', '09:00', '10:00'), ap('y', '10:45', '11:00')],
      config: { fragmentationThresholdMin: 30 },
    })
    expect(employeesAt(inp, '10:00')).toEqual(['emp-b'])
  })
  it('keeps the same employee for consecutive items', () => {
    const inp = two({ cart: [item('c1', 1, 30), item('c2', 2, 30, { serviceId: 'svc-color' })] })
    expect(employeesAt(inp, '10:00')).toEqual(['emp-a', 'emp-a'])
  })
  it('keeps one employee for the whole cart even when splitting would use lighter employees', () => {
    // every assignment below is flush on both sides; (c, c) has no switch, (a, b) one
    const inp = input({
      location: { timezone: 'Europe/Berlin', businessHours: everyDay(hours('08:00', '12:00')) },
      employees: ['emp-a', 'emp-b', 'emp-c'].map((id) => ({ id, serviceIds: ['svc-cut', 'svc-color'] })),
      cart: [item('c1', 1, 30), item('c2', 2, 30, { serviceId: 'svc-color' })],
      appointments: [
        ap('a1', '09:00', '10:00', { employeeId: 'emp-a' }),
        ap('a2', '10:30', '11:00', { employeeId: 'emp-a' }),
        ap('b1', '09:30', '10:30', { employeeId: 'emp-b' }),
        ap('b2', '11:00', '11:30', { employeeId: 'emp-b' }),
        ap('c1', '08:00', '10:00', { employeeId: 'emp-c' }),
        ap('c2', '11:00', '12:00', { employeeId: 'emp-c' }),
      ],
    })
    expect(employeesAt(inp, '10:00')).toEqual(['emp-c', 'emp-c'])
  })
  it('then the least booked minutes that day', () => {
    // both flush at 09:00 with the same gaps; emp-a has 60 booked minutes, emp-b 30
    const inp = two({
      location: { timezone: 'Europe/Berlin', businessHours: everyDay(hours('08:00', '12:00')) },
      appointments: [ap('x', '08:00', '09:00', { employeeId: 'emp-a' }), ap('y', '08:30', '09:00', { employeeId: 'emp-b' })],
    })
    expect(employeesAt(inp, '09:00')).toEqual(['emp-b'])
  })
  it('then the least booked minutes over the trailing 7 days', () => {
    const inp = two({
      appointments: [
        ap('x', '09:00', '09:30', { employeeId: 'emp-a' }),
        ap('y', '09:00', '09:30', { employeeId: 'emp-b' }),
        { id: 'old', employeeId: 'emp-a', serviceId: 'svc-cut', start: '2025-05-30T09:00:00+02:00', end: '2025-05-30T10:00:00+02:00' },
        { id: 'too-old', employeeId: 'emp-b', serviceId: 'svc-cut', start: '2025-05-26T09:00:00+02:00', end: '2025-05-26T12:00:00+02:00' },
      ],
    })
    expect(employeesAt(inp, '10:00')).toEqual(['emp-b'])
  })
  it('then the employee id', () => {
    expect(employeesAt(two({}), '10:00')).toEqual(['emp-a'])
  })
  it('honours the requested employee', () => {
    expect(employeesAt(two({ cart: [item('c1', 1, 30, { employeeId: 'emp-b' })] }), '10:00')).toEqual(['emp-b'])
  })
  it('offers nothing when the requested employee does not provide the service', () => {
    const inp = two({ employees: [{ id: 'emp-a', serviceIds: ['svc-cut'] }, { id: 'emp-b', serviceIds: ['svc-color'] }], cart: [item('c1', 1, 30, { employeeId: 'emp-b' })] })
    expect(startsOn(inp)).toEqual([])
  })
  it('splits a cart across employees when no single one is free for all of it', () => {
    const inp = two({
      cart: [item('c1', 1, 30), item('c2', 2, 30, { serviceId: 'svc-color' })],
      appointments: [ap('x', '10:30', '11:00', { employeeId: 'emp-a' }), ap('y', '10:00', '10:30', { employeeId: 'emp-b' })],
    })
    expect(employeesAt(inp, '10:00')).toEqual(['emp-a', 'emp-b'])
  })
})

describe('now, notice, breaks, vacations, modifications', () => {
  it('starts no earlier than now + minimum notice', () => {
    expect(startsOn(input({ now: at('09:20'), minimumNoticeMinutes: 30 }))).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30'])
  })
  it('skips breaks and vacations', () => {
    const inp = input({
      breaks: [{ employeeId: 'emp-a', start: at('10:00'), end: at('10:30') }],
      vacations: [{ employeeId: 'emp-a', start: at('11:00'), end: '2025-06-10T00:00:00+02:00' }],
    })
    expect(startsOn(inp)).toEqual(['09:00', '09:15', '09:30', '10:30'])
  })
  it('treats appointmentsToIgnore as absent (modifying a booking)', () => {
    const inp = input({ appointments: [ap('mine', '10:00', '11:00')], appointmentsToIgnore: ['mine'] })
    expect(startsOn(inp)).toEqual(grid('09:00', '11:30', 15))
  })
  it('returns every searched date, empty when closed, at most 30 days', () => {
    const inp = input({ requestedEndDate: '2025-08-30', location: { timezone: 'Europe/Berlin', businessHours: { monday: hours('09:00', '12:00') } } })
    const out = computeSlotOptions(inp).slotOptions
    expect(Object.keys(out)).toHaveLength(30)
    expect(out['2025-06-03']).toEqual([])
    expect(out['2025-06-09']).toHaveLength(11)
    expect(Object.keys(out).at(-1)).toBe('2025-07-01')
  })
  it('writes the spec shape: serviceSchedule keyed by cartItemId', () => {
    const inp = input({ cart: [item('c1', 1, 30, { addOns: [{ id: 'wash', durationMinutes: 15 }] }), item('c2', 2, 15)] })
    const first = computeSlotOptions(inp).slotOptions['2025-06-02']![0]
    expect(first).toEqual({
      startTime: '2025-06-02T09:00:00+02:00',
      endTime: '2025-06-02T10:00:00+02:00',
      serviceSchedule: {
        c1: { serviceID: 'svc-cut', addOns: ['wash'], employeeID: 'emp-a', startTime: '2025-06-02T09:00:00+02:00', endTime: '2025-06-02T09:45:00+02:00', order: 1 },
        c2: { serviceID: 'svc-cut', addOns: [], employeeID: 'emp-a', startTime: '2025-06-02T09:45:00+02:00', endTime: '2025-06-02T10:00:00+02:00', order: 2 },
      },
    })
  })
})

describe('computeSlotOptionsJson', () => {
  it('writes exactly JSON.stringify(computeSlotOptions()), integer-like cart ids included', async () => {
    const { computeSlotOptionsJson } = await import('../index.ts')
    const inp = input({ cart: [item('10', 1, 30, { addOns: [{ id: 'a"b', durationMinutes: 5 }] }), item('9', 2, 15), item('x', 3, 15)], requestedEndDate: '2025-06-04' })
    const text = computeSlotOptionsJson(inp)
    expect(text).toBe(JSON.stringify(computeSlotOptions(inp)))
    expect(Object.keys(JSON.parse(text).slotOptions)).toEqual(['2025-06-02', '2025-06-03', '2025-06-04'])
  })
})
