import { describe, expect, it } from 'vitest'
import type { ScheduleEvent } from '@slotwise/events'
import { localDatesTouched, planPlacement, type PlacementInput, type PlacementItem } from './placement.ts'
import { scheduleDayDecider, type ScheduleDayState } from './schedule-day.decider.ts'
import { given } from './testing/given.ts'

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
const CUT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'
const CLASS = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd'
const businessId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'
const locationId = 'ffffffff-ffff-4fff-8fff-ffffffffffff'
const DATE = '2025-06-03' // a Tuesday; New York is UTC-4
const day = { startMinutes: 540, endMinutes: 1020 }
const hours = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: { startMinutes: null, endMinutes: null } }

const at = (hhmm: string) => `${DATE}T${hhmm}:00-04:00`
let n = 0
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`

const appointmentOn = (employeeId: string, start: string, end: string, serviceId = CUT, participants = 1): ScheduleEvent => ({
  type: 'ScheduleAppointmentPlaced',
  data: { employeeId, businessId, locationId, date: DATE, appointmentId: uuid(), bookingId: uuid(), serviceId, start: at(start), end: at(end), participants, overridden: false },
})
const breakOn = (employeeId: string, start: string, end: string): ScheduleEvent => ({
  type: 'ScheduleBreakAdded',
  data: { employeeId, businessId, locationId, date: DATE, breakId: uuid(), start: at(start), end: at(end), title: 'Lunch', description: null, allDay: false, overridden: false },
})
const stateOf = (events: ScheduleEvent[]): ScheduleDayState => events.reduce(scheduleDayDecider.evolve, scheduleDayDecider.initialState())

const item = (over: Partial<PlacementItem> = {}): PlacementItem => ({ cartItemId: 'item-1', order: 0, serviceId: CUT, durationMinutes: 60, addOnMinutes: 0, employeeId: A, maxCapacity: 1, ...over })

const input = (over: Partial<PlacementInput> & { dayEvents?: Record<string, ScheduleEvent[]> } = {}): PlacementInput => {
  const { dayEvents = {}, ...rest } = over
  return {
    location: { timezone: 'America/New_York', businessHours: hours, schedulerConfig: null },
    employees: [{ id: A, serviceIds: [CUT, CLASS] }, { id: B, serviceIds: [CUT] }],
    days: [A, B].map((employeeId) => ({ employeeId, date: DATE, state: stateOf(dayEvents[employeeId] ?? []) })),
    items: [item()],
    start: at('10:00'),
    now: '2025-06-01T12:00:00Z',
    mode: 'customer',
    ...rest,
  }
}

describe('when the requested employee is free', () => {
  it('places the item on them at the requested time', () => {
    expect(planPlacement(input())).toEqual({ ok: true, placements: [{ cartItemId: 'item-1', employeeId: A, start: '2025-06-03T10:00:00-04:00', end: '2025-06-03T11:00:00-04:00' }] })
  })
})

describe('when the slot was just taken', () => {
  it('returns an appointment conflict for the requested employee', () => {
    const result = planPlacement(input({ dayEvents: { [A]: [appointmentOn(A, '10:00', '11:00')] } }))
    expect(result).toMatchObject({ ok: false, conflicts: [{ cartItemId: 'item-1', employeeId: A, kind: 'appointment' }] })
  })
  it('puts an "any professional" item on another free employee', () => {
    const result = planPlacement(input({ items: [item({ employeeId: null, preferredEmployeeId: A })], dayEvents: { [A]: [appointmentOn(A, '10:00', '11:00')] } }))
    expect(result).toMatchObject({ ok: true, placements: [{ employeeId: B }] })
  })
  it('keeps the proposed employee of an "any" item while they are free', () => {
    const result = planPlacement(input({ items: [item({ employeeId: null, preferredEmployeeId: B })] }))
    expect(result).toMatchObject({ ok: true, placements: [{ employeeId: B }] })
  })
})

describe('when the start is off the grid, in the past or past closing', () => {
  it('refuses a customer start that is not an offered slot', () => {
    expect(planPlacement(input({ start: at('10:07') })).ok).toBe(false)
  })
  it('refuses a start in the past', () => {
    expect(planPlacement(input({ now: '2025-06-03T15:00:00Z' })).ok).toBe(false)
  })
  it('refuses a cart that ends after closing, and names the hours', () => {
    expect(planPlacement(input({ start: at('16:30'), mode: 'staff' }))).toMatchObject({ ok: false, conflicts: [{ kind: 'outsideWorkingHours' }] })
  })
})

describe('when staff place at any minute', () => {
  it('accepts an off-grid start and a past time', () => {
    expect(planPlacement(input({ start: at('10:07'), mode: 'staff', now: '2025-06-04T12:00:00Z' }))).toMatchObject({ ok: true, placements: [{ start: '2025-06-03T10:07:00-04:00' }] })
  })
  it('reports the break it runs into', () => {
    expect(planPlacement(input({ mode: 'staff', dayEvents: { [A]: [breakOn(A, '10:30', '11:00')] } }))).toMatchObject({ ok: false, conflicts: [{ kind: 'break' }] })
  })
})

describe('when items run back to back', () => {
  it('places the second item after the first, add-ons included', () => {
    const result = planPlacement(input({ items: [item({ addOnMinutes: 15 }), item({ cartItemId: 'item-2', order: 1, employeeId: B })] }))
    expect(result).toMatchObject({ ok: true, placements: [{ end: '2025-06-03T11:15:00-04:00' }, { employeeId: B, start: '2025-06-03T11:15:00-04:00', end: '2025-06-03T12:15:00-04:00' }] })
  })
})

describe('with the cleanup buffer', () => {
  const config = { enableCleanupBuffer: true, cleanupBufferMinutes: 15 }
  it('keeps the buffer after an existing appointment free', () => {
    const dayEvents = { [A]: [appointmentOn(A, '09:00', '10:00')] }
    expect(planPlacement(input({ location: { timezone: 'America/New_York', businessHours: hours, schedulerConfig: config }, dayEvents })).ok).toBe(false)
    expect(planPlacement(input({ location: { timezone: 'America/New_York', businessHours: hours, schedulerConfig: config }, dayEvents, start: at('10:15') })).ok).toBe(true)
  })
})

describe('with overlap allowed', () => {
  const config = { allowOverlap: true, appointmentMaximumOverlap: 15, minServiceDurationAllowingOverlap: 60 }
  const location = { timezone: 'America/New_York', businessHours: hours, schedulerConfig: config }
  const dayEvents = { [A]: [appointmentOn(A, '10:00', '11:00')] }
  it('admits an intrusion of at most the maximum into the end of an appointment', () => {
    expect(planPlacement(input({ location, dayEvents, start: at('10:45') })).ok).toBe(true)
    expect(planPlacement(input({ location, dayEvents, start: at('10:30') })).ok).toBe(false)
  })
  it('never admits the same start twice', () => {
    expect(planPlacement(input({ location, dayEvents })).ok).toBe(false)
  })
})

describe('with a group service', () => {
  const group = item({ serviceId: CLASS, maxCapacity: 3 })
  it('lets participants join until the capacity is reached', () => {
    const two = [appointmentOn(A, '10:00', '11:00', CLASS), appointmentOn(A, '10:00', '11:00', CLASS)]
    expect(planPlacement(input({ items: [group], dayEvents: { [A]: two } })).ok).toBe(true)
    const three = [...two, appointmentOn(A, '10:00', '11:00', CLASS)]
    expect(planPlacement(input({ items: [group], dayEvents: { [A]: three } })).ok).toBe(false)
  })
  it('lets a participant move within the class it is in (ignored appointments)', () => {
    const three = [appointmentOn(A, '10:00', '11:00', CLASS), appointmentOn(A, '10:00', '11:00', CLASS), appointmentOn(A, '10:00', '11:00', CLASS)]
    const mine = (three[2]!.data as { appointmentId: string }).appointmentId
    expect(planPlacement(input({ items: [group], dayEvents: { [A]: three }, ignoreAppointmentIds: [mine] })).ok).toBe(true)
  })
})

describe('local days an interval touches', () => {
  it('lists both days of an interval across local midnight, one for a same-day one', () => {
    expect(localDatesTouched('America/New_York', Date.parse('2025-06-03T23:30:00-04:00'), Date.parse('2025-06-04T00:30:00-04:00'))).toEqual(['2025-06-03', '2025-06-04'])
    expect(localDatesTouched('America/New_York', Date.parse(at('10:00')), Date.parse(at('11:00')))).toEqual([DATE])
  })
})

describe('schedule-day stream', () => {
  const ref = { employeeId: A, businessId, locationId, date: DATE }
  const place = { type: 'PlaceAppointmentInterval' as const, ...ref, appointmentId: '12345678-1234-4234-8234-123456789012', bookingId: '12345678-1234-4234-8234-123456789013', serviceId: CUT, start: at('10:00'), end: at('11:00'), participants: 1, overridden: false }
  const placedEvent: ScheduleEvent = { type: 'ScheduleAppointmentPlaced', data: { ...ref, appointmentId: place.appointmentId, bookingId: place.bookingId, serviceId: CUT, start: place.start, end: place.end, participants: 1, overridden: false } }
  it('records a placement once; a repeat decides nothing', () => {
    given(scheduleDayDecider).when(place).then([placedEvent])
    given(scheduleDayDecider, [placedEvent]).when(place).then([])
  })
  it('releases only what it holds', () => {
    const release = { type: 'ReleaseAppointmentInterval' as const, ...ref, appointmentId: place.appointmentId, bookingId: place.bookingId }
    given(scheduleDayDecider, [placedEvent]).when(release).then([{ type: 'ScheduleAppointmentReleased', data: { ...ref, appointmentId: place.appointmentId, bookingId: place.bookingId } }])
    given(scheduleDayDecider).when(release).then([])
  })
  it('refuses an interval that ends before it starts', () => {
    given(scheduleDayDecider).when({ ...place, end: at('09:00') }).thenThrows('schedule.invalidInterval')
  })
})
