/**
 * @slotwise/scheduler-engine: the pure availability core (no I/O, no clock).
 *
 * - `computeSlotOptions(input)` → `{ slotOptions }` for the availability endpoint and, restricted
 *   to one start, for the booking command's re-check.
 * - `computeSlotOptionsJson(input)` → the same result as JSON text, byte-identical to
 *   `JSON.stringify(computeSlotOptions(input))`, built without intermediate objects (faster).
 * - `resolveSchedulerConfig(config)` → the config with defaults and clamping applied.
 * - date rules of the booking form: `dateStatus`, `isDateAvailable`, `nextAvailableDate`, `todayIn`.
 */
export { computeSlotOptions, computeSlotOptionsJson, DEFAULT_MAX_DAYS } from './core/availability.ts'
export {
  resolveSchedulerConfig,
  DEFAULT_SCHEDULER_CONFIG,
  GRANULARITIES,
  MAX_CLEANUP_BUFFER_MINUTES,
} from './core/config.ts'
export {
  dateStatus,
  isDateAvailable,
  nextAvailableDate,
  todayIn,
  DATE_SEARCH_DAYS,
  type DateRulesInput,
  type DateStatus,
} from './core/date-rules.ts'
export { WEEKDAYS } from './core/types.ts'
export type {
  AvailabilityEmployee,
  AvailabilityInput,
  AvailabilityLocation,
  AvailabilityResult,
  BusyAppointment,
  CartAddOn,
  CartItem,
  ComputeOptions,
  DayHours,
  EmployeeWeeklyHours,
  Instant,
  LocalDate,
  ResolvedSchedulerConfig,
  ScheduledItem,
  SchedulerConfig,
  SlotOption,
  SlotOptions,
  TimeOff,
  Weekday,
  WeeklyHours,
} from './core/types.ts'
