import type { Instant, LocalDate, WeeklyHours } from './types.ts'
import { MINUTES_PER_DAY, ZoneTimeline, dayNumberOf, instantMs, localDateOf, weekdayOf } from './zone.ts'

/**
 * The booking form's date rules (public-side spec §4): a day is unavailable before today, on a
 * weekday without opening hours, or today once closing time has passed; an unavailable choice
 * jumps to the next available date within 30 days.
 */
export type DateRulesInput = {
  /** Zone in which dates, "today" and the hours are read (normally the location's). */
  timezone: string
  businessHours: WeeklyHours
  now: Instant
}

export type DateStatus = 'available' | 'past' | 'closedWeekday' | 'closedForToday'

export const DATE_SEARCH_DAYS = 30

type Prepared = { today: number; closeTodayPassed: boolean; hours: WeeklyHours }

function prepare(rules: DateRulesInput): Prepared {
  const nowMs = instantMs(rules.now)
  if (!Number.isFinite(nowMs)) throw new RangeError(`scheduler.invalidInstant: ${String(rules.now)}`)
  const nowMin = Math.floor(nowMs / 60_000)
  const tl = new ZoneTimeline(rules.timezone, nowMin - 2 * MINUTES_PER_DAY, nowMin + 2 * MINUTES_PER_DAY)
  const today = Math.floor(tl.localOf(nowMin) / MINUTES_PER_DAY)
  const h = rules.businessHours[weekdayOf(today)]
  let closeTodayPassed = false
  if (h && h.startMinutes != null && h.endMinutes != null) {
    const end = Math.max(0, Math.min(MINUTES_PER_DAY, Math.floor(h.endMinutes)))
    closeTodayPassed = nowMs >= tl.instantAtOrAfter(today * MINUTES_PER_DAY + end) * 60_000
  }
  return { today, closeTodayPassed, hours: rules.businessHours }
}

function statusOf(p: Prepared, day: number): DateStatus {
  if (day < p.today) return 'past'
  const h = p.hours[weekdayOf(day)]
  if (!h || h.startMinutes == null || h.endMinutes == null || !(h.startMinutes < h.endMinutes)) return 'closedWeekday'
  if (day === p.today && p.closeTodayPassed) return 'closedForToday'
  return 'available'
}

/** Local date of `now` in the zone. */
export function todayIn(timezone: string, now: Instant): LocalDate {
  return localDateOf(prepare({ timezone, businessHours: {}, now }).today)
}

export function dateStatus(rules: DateRulesInput, date: LocalDate): DateStatus {
  return statusOf(prepare(rules), dayNumberOf(date))
}

export function isDateAvailable(rules: DateRulesInput, date: LocalDate): boolean {
  return dateStatus(rules, date) === 'available'
}

/**
 * `date` itself when available, else the first available date after it; searching starts at
 * today when `date` is in the past and looks at most `DATE_SEARCH_DAYS` dates. Null if none.
 */
export function nextAvailableDate(rules: DateRulesInput, date: LocalDate): LocalDate | null {
  const p = prepare(rules)
  const from = Math.max(dayNumberOf(date), p.today)
  for (let day = from; day < from + DATE_SEARCH_DAYS; day++) {
    if (statusOf(p, day) === 'available') return localDateOf(day)
  }
  return null
}
