/**
 * Plain-data types of the availability core. Everything here is JSON-compatible so the HTTP
 * endpoint and the booking command can build it straight from read models; nothing holds a class,
 * a Date or a luxon object. See `shared/design/scheduler.md` for the rules.
 */

/** Local calendar date of the location, `YYYY-MM-DD`. */
export type LocalDate = string

/**
 * An absolute instant: an ISO 8601 string with an offset or `Z` (`2025-03-30T09:00:00+02:00`),
 * or epoch milliseconds. Seconds are rounded outwards to whole minutes for busy time.
 */
export type Instant = string | number

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/**
 * One weekday's hours in local wall-clock minutes from midnight (0..1440); a null start or end
 * means closed. Same shape as the spec's business hours.
 */
export type DayHours = { startMinutes: number | null; endMinutes: number | null }

/** Hours per weekday; a missing or null weekday is closed. */
export type WeeklyHours = Partial<Record<Weekday, DayHours | null>>

/**
 * Employee hours per weekday at this location. A weekday may list several ranges (split shift).
 * A missing or null weekday means the employee does not work that day.
 */
export type EmployeeWeeklyHours = Partial<Record<Weekday, DayHours | readonly DayHours[] | null>>

export type AvailabilityLocation = {
  /** IANA zone of the location, e.g. `Europe/Berlin`. Date keys and offsets follow this zone. */
  timezone: string
  businessHours: WeeklyHours
}

export type AvailabilityEmployee = {
  id: string
  /** Services this employee provides at this location. */
  serviceIds: readonly string[]
  /** Working hours at this location; when absent the employee works the business hours. */
  hours?: EmployeeWeeklyHours
}

/** An existing appointment; one per employee assignment (a multi-employee booking gives several). */
export type BusyAppointment = {
  id: string
  employeeId: string
  serviceId: string
  start: Instant
  end: Instant
  /** Participants already booked (group services); defaults to 1. */
  participants?: number
}

/** A break or a vacation of one employee. */
export type TimeOff = { employeeId: string; start: Instant; end: Instant }

export type CartAddOn = {
  id: string
  /** Minutes; null or missing counts as 0. */
  durationMinutes?: number | null
}

export type CartItem = {
  cartItemId: string
  /** Items run back to back in ascending order (ties by cartItemId). */
  order: number
  serviceId: string
  /** Service duration in minutes. */
  durationMinutes: number
  addOns?: readonly CartAddOn[]
  /** The professional the customer chose, or null/absent for "any available team member". */
  employeeId?: string | null
  /** Group services: more than 1 lets a customer join an existing appointment of the same kind. */
  maxCapacity?: number
}

/** Per-location scheduler config, all optional; see `resolveSchedulerConfig` for defaults. */
export type SchedulerConfig = {
  /** Per weekday, preferred ("primary") start times in local minutes from midnight. */
  weeklyAnchors?: Partial<Record<Weekday, readonly number[] | null>> | null
  allowSecondaryAnchors?: boolean | null
  secondarySlotGranularity?: number | null
  fragmentationThresholdMin?: number | null
  enableCleanupBuffer?: boolean | null
  cleanupBufferMinutes?: number | null
  primaryAnchorsForLongServicesOnly?: boolean | null
  longServiceMinimumDuration?: number | null
  primaryAnchorsStrictMode?: boolean | null
  allowOverlap?: boolean | null
  appointmentMaximumOverlap?: number | null
  minServiceDurationAllowingOverlap?: number | null
  overlapAggressively?: boolean | null
}

/** The config after defaults and clamping; what the engine actually uses. */
export type ResolvedSchedulerConfig = {
  /** Sorted, de-duplicated, whole minutes in [0, 1440). Weekdays without anchors are absent. */
  weeklyAnchors: Partial<Record<Weekday, readonly number[]>>
  allowSecondaryAnchors: boolean
  secondarySlotGranularity: 5 | 10 | 15 | 20 | 30 | 60
  fragmentationThresholdMin: number
  enableCleanupBuffer: boolean
  /** 0..120; already 0 when the buffer is disabled. */
  cleanupBufferMinutes: number
  primaryAnchorsForLongServicesOnly: boolean
  longServiceMinimumDuration: number
  primaryAnchorsStrictMode: boolean
  allowOverlap: boolean
  appointmentMaximumOverlap: number
  minServiceDurationAllowingOverlap: number
  overlapAggressively: boolean
}

/**
 * Everything `computeSlotOptions` needs. Load busy time for the whole window in one query per
 * kind: from 7 local days before `requestedStartDate` (the "trailing 7 days" tie-break) to one day
 * after `requestedEndDate`.
 */
export type AvailabilityInput = {
  location: AvailabilityLocation
  employees: readonly AvailabilityEmployee[]
  appointments?: readonly BusyAppointment[]
  breaks?: readonly TimeOff[]
  vacations?: readonly TimeOff[]
  /** Appointment ids treated as absent (modifying an existing booking). */
  appointmentsToIgnore?: readonly string[]
  cart: readonly CartItem[]
  config?: SchedulerConfig | null
  /** The current instant; the core never reads a clock. */
  now: Instant
  /** Earliest start is `now + minimumNoticeMinutes`; defaults to 0. */
  minimumNoticeMinutes?: number
  /** First local date searched, inclusive. */
  requestedStartDate: LocalDate
  /** Last local date searched, inclusive; at most 30 days are searched. */
  requestedEndDate: LocalDate
}

export type ScheduledItem = {
  serviceID: string
  addOns: readonly string[]
  employeeID: string
  /** ISO instant with the location's offset, e.g. `2025-03-30T09:00:00+02:00`. */
  startTime: string
  endTime: string
  order: number
}

export type SlotOption = {
  startTime: string
  endTime: string
  /** Keyed by cartItemId. */
  serviceSchedule: Record<string, ScheduledItem>
}

/** Keyed by local date of the location; every searched date is present, possibly with `[]`. */
export type SlotOptions = Record<LocalDate, SlotOption[]>

export type AvailabilityResult = { slotOptions: SlotOptions }

export type ComputeOptions = {
  /** Maximum number of local days searched; defaults to and is normally 30 (the spec's limit). */
  maxDays?: number
}
