import fc from 'fast-check'
import { IANAZone } from 'luxon'
import type {
  AvailabilityEmployee,
  AvailabilityInput,
  BusyAppointment,
  CartItem,
  DayHours,
  SchedulerConfig,
  TimeOff,
  Weekday,
} from '../src/core/types.ts'
import { WEEKDAYS } from '../src/core/types.ts'

/** Fixture zones and dates: the design's DST regression days plus ordinary ones. */
export const ZONE_DAYS: readonly { zone: string; date: string; why: string }[] = [
  { zone: 'Europe/Berlin', date: '2025-03-30', why: 'spring forward 02:00→03:00' },
  { zone: 'Europe/Berlin', date: '2025-10-26', why: 'fall back 03:00→02:00' },
  { zone: 'America/New_York', date: '2025-03-09', why: 'spring forward 02:00→03:00' },
  { zone: 'America/New_York', date: '2025-11-02', why: 'fall back 02:00→01:00' },
  { zone: 'Australia/Lord_Howe', date: '2025-04-06', why: 'fall back 02:00→01:30 (30-minute DST)' },
  { zone: 'Australia/Lord_Howe', date: '2025-10-05', why: 'spring forward 02:00→02:30' },
  { zone: 'Asia/Kolkata', date: '2025-06-02', why: '+05:30, no DST' },
  { zone: 'America/Santiago', date: '2022-09-11', why: 'local midnight skipped (00:00→01:00)' },
  { zone: 'America/Santiago', date: '2025-04-05', why: 'midnight repeated (24:00→23:00)' },
  { zone: 'America/Sao_Paulo', date: '2018-11-04', why: 'local midnight skipped (00:00→01:00)' },
  { zone: 'America/Sao_Paulo', date: '2019-02-16', why: 'midnight repeated' },
  { zone: 'UTC', date: '2025-06-02', why: 'plain' },
]

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`)
export const addDays = (date: string, n: number) => new Date(dayMs(date) + n * 86_400_000).toISOString().slice(0, 10)

const hoursArb: fc.Arbitrary<DayHours | null> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 70 }))
      .map(([a, len]) => ({ startMinutes: a * 15, endMinutes: Math.min(1440, a * 15 + len * 15) })),
  },
  { weight: 1, arbitrary: fc.constant({ startMinutes: 0, endMinutes: 1440 }) },
)

const weekly = <T>(arb: fc.Arbitrary<T>) =>
  fc.tuple(...WEEKDAYS.map(() => arb)).map((list) => {
    const out: Partial<Record<Weekday, T>> = {}
    WEEKDAYS.forEach((d, i) => (out[d] = list[i]!))
    return out
  })

const SERVICES = ['svc-a', 'svc-b', 'svc-c']
const EMP_IDS = ['emp-1', 'emp-2', 'emp-3', 'emp-4']

const configArb: fc.Arbitrary<SchedulerConfig> = fc.record(
  {
    weeklyAnchors: weekly(fc.array(fc.integer({ min: -30, max: 1500 }), { maxLength: 4 })),
    allowSecondaryAnchors: fc.boolean(),
    secondarySlotGranularity: fc.constantFrom(5, 10, 15, 20, 30, 60, 7, 0),
    fragmentationThresholdMin: fc.constantFrom(0, 15, 30, 45, -5),
    enableCleanupBuffer: fc.boolean(),
    cleanupBufferMinutes: fc.constantFrom(0, 5, 10, 15, 30, 200, -10),
    primaryAnchorsForLongServicesOnly: fc.boolean(),
    longServiceMinimumDuration: fc.constantFrom(30, 60, 90, 120),
    primaryAnchorsStrictMode: fc.boolean(),
    allowOverlap: fc.boolean(),
    appointmentMaximumOverlap: fc.constantFrom(0, 10, 15, 30, 45, 60, 90),
    minServiceDurationAllowingOverlap: fc.constantFrom(0, 30, 60, 90),
    overlapAggressively: fc.boolean(),
  },
  { requiredKeys: [] },
)

export type GenOptions = { maxEmployees?: number; maxItems?: number; maxDays?: number }

/** A small random but realistic input around one of the fixture days. */
export function inputArb(opts: GenOptions = {}): fc.Arbitrary<AvailabilityInput> {
  const maxEmployees = opts.maxEmployees ?? 4
  const maxItems = opts.maxItems ?? 3
  const maxDays = opts.maxDays ?? 2
  return fc
    .record({
      zd: fc.constantFrom(...ZONE_DAYS),
      startShift: fc.integer({ min: -1, max: 0 }),
      // aligned: everything on a 15-minute grid, so joins, flush fits and exact edges happen often
      aligned: fc.boolean(),
      days: fc.integer({ min: 1, max: maxDays }),
      businessHours: weekly(hoursArb),
      employeeCount: fc.integer({ min: 1, max: maxEmployees }),
      empHours: fc.array(fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: weekly(fc.oneof(hoursArb, fc.array(hoursArb.filter((h) => h !== null), { maxLength: 2 }))) }), {
        minLength: maxEmployees,
        maxLength: maxEmployees,
      }),
      empServices: fc.array(fc.subarray(SERVICES, { minLength: 2 }), { minLength: maxEmployees, maxLength: maxEmployees }),
      appointments: fc.array(
        fc.record({
          emp: fc.integer({ min: 0, max: maxEmployees - 1 }),
          svc: fc.constantFrom(...SERVICES),
          at: fc.oneof(
            fc.integer({ min: -24 * 12, max: 4 * 24 * 12 }), // 5-minute steps from day start
            fc.integer({ min: -7 * 24 * 12, max: 0 }), // the trailing week (tie-break)
          ),
          len: fc.integer({ min: 1, max: 36 }),
          participants: fc.integer({ min: 1, max: 4 }),
        }),
        { maxLength: 24 },
      ),
      // group sessions matching a cart item exactly (service, duration), for joins
      sessions: fc.array(
        fc.record({
          emp: fc.integer({ min: 0, max: maxEmployees - 1 }),
          item: fc.integer({ min: 0, max: maxItems - 1 }),
          at: fc.integer({ min: 0, max: 2 * 24 * 4 }), // 15-minute steps
          participants: fc.integer({ min: 1, max: 3 }),
        }),
        { maxLength: 4 },
      ),
      timeOff: fc.array(
        fc.record({
          emp: fc.integer({ min: 0, max: maxEmployees - 1 }),
          at: fc.integer({ min: -24 * 12, max: 4 * 24 * 12 }),
          len: fc.oneof(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 100, max: 600 })),
          vacation: fc.boolean(),
        }),
        { maxLength: 6 },
      ),
      cart: fc.array(
        fc.record({
          svc: fc.constantFrom(...SERVICES),
          duration: fc.oneof(
            fc.constantFrom(15, 30, 45, 60, 90),fc.integer({ min: 1, max: 12 }).map((x) => x * 5), fc.integer({ min: 1, max: 100 })),
          addOns: fc.array(fc.integer({ min: 0, max: 6 }).map((x) => x * 5), { maxLength: 2 }),
          requested: fc.option(fc.integer({ min: 0, max: maxEmployees - 1 }), { freq: 5 }),
          capacity: fc.constantFrom(1, 1, 1, 3),
          order: fc.integer({ min: 1, max: 5 }),
        }),
        { minLength: 1, maxLength: maxItems },
      ),
      config: fc.option(configArb, { freq: 4 }),
      nowOffsetMin: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: -3 * 24 * 60, max: 0 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 * 24 * 60 }) },
      ),
      notice: fc.constantFrom(0, 0, 30, 120),
    })
    .map((g) => {
      const startDate = addDays(g.zd.date, g.startShift)
      const zone = IANAZone.create(g.zd.zone)
      // approximate local midnight of the start date (exactness does not matter for busy time)
      const base = dayMs(startDate) - zone.offset(dayMs(startDate)) * 60_000
      const at = (steps: number) => base + steps * 5 * 60_000
      const employees: AvailabilityEmployee[] = []
      for (let i = 0; i < g.employeeCount; i++) {
        const e: AvailabilityEmployee = { id: EMP_IDS[i] ?? `emp-${i + 1}`, serviceIds: g.empServices[i]! }
        const h = g.empHours[i]
        if (h !== undefined) e.hours = h
        employees.push(e)
      }
      const align = (steps: number) => (g.aligned ? Math.round(steps / 3) * 3 : steps)
      const cartDuration = (d: number) => (g.aligned ? Math.max(15, Math.round(d / 15) * 15) : d)
      const appointments: BusyAppointment[] = g.appointments
        .filter((a) => a.emp < g.employeeCount)
        .map((a) => ({ ...a, at: align(a.at), len: Math.max(1, align(a.len)) }))
        .map((a, i) => ({
          id: `ap-${i}`,
          employeeId: employees[a.emp]!.id,
          serviceId: a.svc,
          start: new Date(at(a.at)).toISOString(),
          end: new Date(at(a.at + a.len)).toISOString(),
          participants: a.participants,
        }))
      g.sessions.forEach((x, i) => {
        const c = g.cart[x.item]
        if (!c || x.emp >= g.employeeCount) return
        const d =
          cartDuration(c.duration) + c.addOns.reduce((a, m) => a + (g.aligned ? m - (m % 15) : m), 0)
        appointments.push({
          id: `session-${i}`,
          employeeId: employees[x.emp]!.id,
          serviceId: c.svc,
          start: new Date(at(x.at * 3)).toISOString(),
          end: new Date(at(x.at * 3) + d * 60_000).toISOString(),
          participants: x.participants,
        })
      })
      const breaks: TimeOff[] = []
      const vacations: TimeOff[] = []
      for (const t of g.timeOff.filter((x) => x.emp < g.employeeCount)) {
        const b = { employeeId: employees[t.emp]!.id, start: at(t.at), end: at(t.at + t.len) }
        ;(t.vacation ? vacations : breaks).push(b)
      }
      const cart: CartItem[] = g.cart.map((c, i) => {
        const item: CartItem = {
          cartItemId: `item-${i + 1}`,
          order: c.order,
          serviceId: c.svc,
          durationMinutes: cartDuration(c.duration),
          addOns: c.addOns.map((d, j) => ({ id: `addon-${i}-${j}`, durationMinutes: g.aligned ? d - (d % 15) : d })),
          maxCapacity: c.capacity,
        }
        if (c.requested !== null && c.requested < g.employeeCount) {
          const e = employees[c.requested]!
          item.employeeId = e.id
          // mostly a service the chosen professional provides; sometimes not (no slots then)
          if (!e.serviceIds.includes(c.svc) && c.order !== 5) item.serviceId = e.serviceIds[0]!
        }
        return item
      })
      const input: AvailabilityInput = {
        location: { timezone: g.zd.zone, businessHours: g.businessHours },
        employees,
        appointments,
        breaks,
        vacations,
        cart,
        config: g.config,
        now: new Date(base + g.nowOffsetMin * 60_000).toISOString(),
        minimumNoticeMinutes: g.notice,
        requestedStartDate: startDate,
        requestedEndDate: addDays(startDate, g.days - 1),
      }
      return input
    })
}
