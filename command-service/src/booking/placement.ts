import { DateTime } from 'luxon'
import {
  computeSlotOptions,
  resolveSchedulerConfig,
  WEEKDAYS,
  type AvailabilityInput,
  type BusyAppointment,
  type EmployeeWeeklyHours,
  type SchedulerConfig,
  type TimeOff,
  type WeeklyHours,
} from '@slotwise/scheduler-engine'
import type { ScheduleDayState } from './schedule-day.decider.ts'

/**
 * The booking re-check, pure: given the location's rules and the schedule-day states just read
 * from the event store, may these items start at this instant, and on which employees?
 *
 * It runs the scheduler-engine's availability core on that one local day, so the booking command
 * and `get_availability` apply the very same overlap, buffer, capacity and hours rules (see
 * `shared/design/scheduler.md`): every offered slot is accepted when nothing changed in between.
 *
 * - `customer` mode: the start must be one the engine offers (grid or anchor, not in the past,
 *   gap filter included). An item without a chosen professional first keeps the proposal the
 *   customer saw, then falls back to any eligible employee.
 * - `staff` mode (calendar "create event", reschedule, reassign): any minute is a candidate (the
 *   start becomes the day's only anchor), past times are allowed, the gap filter is off. A clash
 *   is returned as conflicts that staff may override ("Create Anyway").
 */

export interface PlacementLocation {
  timezone: string
  businessHours: WeeklyHours
  schedulerConfig: SchedulerConfig | null
}

export interface PlacementEmployee {
  id: string
  /** Services this employee provides at the location. */
  serviceIds: readonly string[]
  /** Hours at the location; undefined means the business hours. */
  hours?: EmployeeWeeklyHours | undefined
}

export interface PlacementItem {
  cartItemId: string
  order: number
  serviceId: string
  durationMinutes: number
  addOnMinutes: number
  /** The professional the customer asked for (or staff chose); null = any eligible one. */
  employeeId: string | null
  /** The engine's earlier proposal for an "any" item, kept when still possible. */
  preferredEmployeeId?: string | null | undefined
  maxCapacity: number
}

export interface PlacementDay {
  employeeId: string
  date: string
  state: ScheduleDayState
}

export interface PlacementInput {
  location: PlacementLocation
  employees: readonly PlacementEmployee[]
  days: readonly PlacementDay[]
  items: readonly PlacementItem[]
  /** Requested start of the first item (ISO instant). */
  start: string
  now: string
  mode: 'customer' | 'staff'
  /** Appointments treated as absent (the one being moved). */
  ignoreAppointmentIds?: readonly string[]
}

export interface Placement {
  cartItemId: string
  employeeId: string
  start: string
  end: string
}

export type ConflictKind = 'appointment' | 'break' | 'vacation' | 'outsideWorkingHours' | 'unavailable'

export interface Conflict {
  cartItemId: string
  employeeId: string | null
  kind: ConflictKind
  /** The busy interval it runs into, when there is one. */
  with: { id: string; start: string; end: string } | null
}

export type PlacementResult = { ok: true; placements: Placement[] } | { ok: false; conflicts: Conflict[] }

const ms = (iso: string) => Date.parse(iso)

/** Local dates (yyyy-mm-dd in `zone`) that [startMs, endMs) touches; at least the start's date. */
export function localDatesTouched(zone: string, startMs: number, endMs: number): string[] {
  const dates: string[] = []
  let cursor = DateTime.fromMillis(startMs, { zone }).startOf('day')
  const last = DateTime.fromMillis(Math.max(startMs, endMs - 1), { zone }).toISODate()!
  for (let i = 0; i < 400; i += 1) {
    const date = cursor.toISODate()!
    dates.push(date)
    if (date >= last) break
    cursor = cursor.plus({ days: 1 }).startOf('day')
  }
  return dates
}

/** ISO instant with the location's offset, minute precision (`2025-06-03T10:00:00.000-04:00`). */
export const isoIn = (zone: string, epochMs: number) => DateTime.fromMillis(epochMs, { zone }).toISO({ suppressMilliseconds: true })!

/** Every appointment, break and vacation of the loaded days, each once (midnight-crossers repeat). */
export function busyOf(days: readonly PlacementDay[], ignore: readonly string[] = []) {
  const skip = new Set(ignore)
  const appointments = new Map<string, { employeeId: string; a: ScheduleDayState['appointments'][string] }>()
  const breaks = new Map<string, TimeOff & { id: string }>()
  const vacations = new Map<string, TimeOff & { id: string }>()
  for (const day of days) {
    for (const a of Object.values(day.state.appointments)) if (!skip.has(a.appointmentId)) appointments.set(a.appointmentId, { employeeId: day.employeeId, a })
    for (const b of Object.values(day.state.breaks)) breaks.set(b.id, { id: b.id, employeeId: day.employeeId, start: b.start, end: b.end })
    for (const v of Object.values(day.state.vacations)) vacations.set(v.id, { id: v.id, employeeId: day.employeeId, start: v.start, end: v.end })
  }
  return { appointments: [...appointments.values()], breaks: [...breaks.values()], vacations: [...vacations.values()] }
}

/**
 * The engine sees one appointment per (employee, service, start, end) with its participants summed:
 * several bookings sharing a group slot count together against the capacity.
 */
function engineAppointments(list: ReturnType<typeof busyOf>['appointments']): BusyAppointment[] {
  const grouped = new Map<string, BusyAppointment>()
  const sorted = [...list].sort((x, y) => (x.a.appointmentId < y.a.appointmentId ? -1 : 1))
  for (const { employeeId, a } of sorted) {
    const key = `${employeeId}|${a.serviceId}|${ms(a.start)}|${ms(a.end)}`
    const existing = grouped.get(key)
    if (existing) existing.participants = (existing.participants ?? 1) + a.participants
    else grouped.set(key, { id: a.appointmentId, employeeId, serviceId: a.serviceId, start: a.start, end: a.end, participants: a.participants })
  }
  return [...grouped.values()]
}

function engineConfig(input: PlacementInput, startLocal: DateTime): SchedulerConfig | null {
  if (input.mode === 'customer') return input.location.schedulerConfig
  const weekday = WEEKDAYS[startLocal.weekday - 1]!
  return {
    ...(input.location.schedulerConfig ?? {}),
    weeklyAnchors: { [weekday]: [startLocal.hour * 60 + startLocal.minute] },
    allowSecondaryAnchors: false,
    primaryAnchorsForLongServicesOnly: false,
    primaryAnchorsStrictMode: false,
    fragmentationThresholdMin: 0,
  }
}

function tryEngine(input: PlacementInput, pin: (item: PlacementItem) => string | null): Placement[] | null {
  const zone = input.location.timezone
  const startMs = ms(input.start)
  const startLocal = DateTime.fromMillis(startMs, { zone })
  const date = startLocal.toISODate()!
  const busy = busyOf(input.days, input.ignoreAppointmentIds)
  const engineInput: AvailabilityInput = {
    location: { timezone: zone, businessHours: input.location.businessHours },
    employees: input.employees.map((e) => ({ id: e.id, serviceIds: e.serviceIds, ...(e.hours ? { hours: e.hours } : {}) })),
    appointments: engineAppointments(busy.appointments),
    breaks: busy.breaks,
    vacations: busy.vacations,
    cart: input.items.map((item) => ({
      cartItemId: item.cartItemId,
      order: item.order,
      serviceId: item.serviceId,
      durationMinutes: item.durationMinutes,
      addOns: item.addOnMinutes > 0 ? [{ id: `${item.cartItemId}:add-ons`, durationMinutes: item.addOnMinutes }] : [],
      employeeId: pin(item),
      maxCapacity: item.maxCapacity,
    })),
    config: engineConfig(input, startLocal),
    now: input.mode === 'customer' ? input.now : startMs - 86_400_000,
    requestedStartDate: date,
    requestedEndDate: date,
  }
  const options = computeSlotOptions(engineInput, { maxDays: 1 }).slotOptions[date] ?? []
  const match = options.find((o) => ms(o.startTime) === startMs)
  if (!match) return null
  return input.items.map((item) => {
    const s = match.serviceSchedule[item.cartItemId]!
    return { cartItemId: item.cartItemId, employeeId: s.employeeID, start: isoIn(zone, ms(s.startTime)), end: isoIn(zone, ms(s.endTime)) }
  })
}

/** Back-to-back intervals of the items from the start, on their pinned employees (no checks). */
export function sequentialPlacements(input: Pick<PlacementInput, 'items' | 'start' | 'location'>): Array<Omit<Placement, 'employeeId'> & { employeeId: string | null }> {
  const zone = input.location.timezone
  let cursor = ms(input.start)
  return [...input.items]
    .sort((a, b) => a.order - b.order || (a.cartItemId < b.cartItemId ? -1 : 1))
    .map((item) => {
      const start = cursor
      cursor += (item.durationMinutes + item.addOnMinutes) * 60_000
      return { cartItemId: item.cartItemId, employeeId: item.employeeId, start: isoIn(zone, start), end: isoIn(zone, cursor) }
    })
}

/** Why the items cannot go there: the busy intervals and hours each pinned item runs into. */
export function explainConflicts(input: PlacementInput): Conflict[] {
  const zone = input.location.timezone
  const busy = busyOf(input.days, input.ignoreAppointmentIds)
  const buffer = resolveSchedulerConfig(input.location.schedulerConfig).cleanupBufferMinutes * 60_000
  const conflicts: Conflict[] = []
  for (const p of sequentialPlacements(input)) {
    if (!p.employeeId) {
      conflicts.push({ cartItemId: p.cartItemId, employeeId: null, kind: 'unavailable', with: null })
      continue
    }
    const s = ms(p.start)
    const e = ms(p.end)
    const before = conflicts.length
    for (const { employeeId, a } of busy.appointments) {
      if (employeeId === p.employeeId && ms(a.start) < e + buffer && s < ms(a.end) + buffer) {
        conflicts.push({ cartItemId: p.cartItemId, employeeId, kind: 'appointment', with: { id: a.appointmentId, start: a.start, end: a.end } })
      }
    }
    for (const [kind, list] of [['break', busy.breaks], ['vacation', busy.vacations]] as const) {
      for (const b of list) {
        if (b.employeeId === p.employeeId && ms(String(b.start)) < e && s < ms(String(b.end))) {
          conflicts.push({ cartItemId: p.cartItemId, employeeId: p.employeeId, kind, with: { id: b.id, start: String(b.start), end: String(b.end) } })
        }
      }
    }
    const employee = input.employees.find((x) => x.id === p.employeeId)
    if (!employee || !withinHours(zone, input.location.businessHours, employee.hours, s, e)) {
      conflicts.push({ cartItemId: p.cartItemId, employeeId: p.employeeId, kind: 'outsideWorkingHours', with: null })
    }
    if (conflicts.length === before) conflicts.push({ cartItemId: p.cartItemId, employeeId: p.employeeId, kind: 'unavailable', with: null })
  }
  return conflicts
}

function withinHours(zone: string, business: WeeklyHours, employee: EmployeeWeeklyHours | undefined, s: number, e: number): boolean {
  const local = DateTime.fromMillis(s, { zone })
  const dayStart = local.startOf('day')
  const weekday = WEEKDAYS[local.weekday - 1]!
  const b = business[weekday]
  if (!b || b.startMinutes == null || b.endMinutes == null) return false
  const at = (minutes: number) => dayStart.plus({ minutes }).toMillis()
  if (s < at(b.startMinutes) || e > at(b.endMinutes)) return false
  if (employee === undefined) return true
  const raw = employee[weekday]
  if (raw == null) return false
  const ranges = Array.isArray(raw) ? raw : [raw]
  return ranges.some((r) => r.startMinutes != null && r.endMinutes != null && s >= at(r.startMinutes) && e <= at(r.endMinutes))
}

/** The decision: placements when the rules allow them, else the conflicts. */
export function planPlacement(input: PlacementInput): PlacementResult {
  if (input.items.length === 0 || !Number.isFinite(ms(input.start))) return { ok: false, conflicts: [] }
  const preferred = input.items.some((i) => i.employeeId === null && i.preferredEmployeeId)
  if (preferred) {
    const kept = tryEngine(input, (i) => i.employeeId ?? i.preferredEmployeeId ?? null)
    if (kept) return { ok: true, placements: kept }
  }
  const placed = tryEngine(input, (i) => i.employeeId)
  if (placed) return { ok: true, placements: placed }
  return { ok: false, conflicts: explainConflicts(input) }
}
