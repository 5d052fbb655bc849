import { DateTime } from 'luxon'
import { computeSlotOptions, computeSlotOptionsJson } from '../core/availability.ts'
import { DATE_SEARCH_DAYS, dateStatus, nextAvailableDate, todayIn, type DateStatus } from '../core/date-rules.ts'
import type { SlotOption, SlotOptions, WeeklyHours } from '../core/types.ts'
import { MINUTES_PER_DAY, TIME_OF_DAY, ZoneTimeline, dayNumberOf, instantMs, localDateOf, weekdayOf } from '../core/zone.ts'
import type { LoadedAvailability } from './availability.load.ts'

/**
 * Turns the core's answer (keyed by the location's dates, times with the location's offset) into
 * the answer for the customer's chosen zone (ADR 0007): date keys are the customer's local dates,
 * every requested date is present (possibly `[]`), and every time carries the chosen zone's offset.
 * When the chosen zone is the location's, the core's JSON text is the answer byte for byte.
 */
export function availabilityJson(loaded: LoadedAvailability, request: { requestedStartDate: string; requestedEndDate: string; timezone: string }): string {
  const tz = request.timezone
  if (tz === loaded.location.timezone) return computeSlotOptionsJson(loaded.input, { maxDays: loaded.maxDays })

  const { slotOptions: byLocationDate } = computeSlotOptions(loaded.input, { maxDays: loaded.maxDays })
  const fmt = new ZoneFormatter(tz, loaded.window.startMs, loaded.window.endMs)
  const out: SlotOptions = {}
  const first = dayNumberOf(request.requestedStartDate)
  const last = dayNumberOf(request.requestedEndDate)
  for (let day = first; day <= last; day++) out[localDateOf(day)] = []
  for (const slots of Object.values(byLocationDate)) {
    for (const slot of slots) {
      const startMs = instantMs(slot.startTime)
      if (startMs < loaded.window.startMs || startMs >= loaded.window.endMs) continue
      const list = out[fmt.dateOf(startMs)]
      if (list) list.push(reformat(slot, fmt))
    }
  }
  return JSON.stringify({ slotOptions: out })
}

function reformat(slot: SlotOption, fmt: ZoneFormatter): SlotOption {
  const serviceSchedule: SlotOption['serviceSchedule'] = {}
  for (const [key, item] of Object.entries(slot.serviceSchedule)) {
    serviceSchedule[key] = { ...item, startTime: fmt.iso(instantMs(item.startTime)), endTime: fmt.iso(instantMs(item.endTime)) }
  }
  return { startTime: fmt.iso(instantMs(slot.startTime)), endTime: fmt.iso(instantMs(slot.endTime)), serviceSchedule }
}

/** ISO text and local dates of whole-minute instants in one zone, without a date library per call. */
class ZoneFormatter {
  private readonly tl: ZoneTimeline
  constructor(zone: string, fromMs: number, toMs: number) {
    this.tl = new ZoneTimeline(zone, Math.floor(fromMs / 60_000) - 2 * MINUTES_PER_DAY, Math.ceil(toMs / 60_000) + 2 * MINUTES_PER_DAY)
  }
  private local(ms: number): { minute: number; offset: number } {
    const t = Math.floor(ms / 60_000)
    const offset = this.tl.offsetAt(t)
    return { minute: t + offset, offset }
  }
  dateOf(ms: number): string {
    return localDateOf(Math.floor(this.local(ms).minute / MINUTES_PER_DAY))
  }
  /** `2025-03-30T09:00:00+02:00`, the core's own format. */
  iso(ms: number): string {
    const { minute, offset } = this.local(ms)
    const day = Math.floor(minute / MINUTES_PER_DAY)
    return localDateOf(day) + 'T' + TIME_OF_DAY[minute - day * MINUTES_PER_DAY]! + this.tl.offsetString(offset)
  }
}

export interface DateRules {
  timezone: string
  today: string
  nextAvailableDate: string | null
  dates: Record<string, DateStatus>
}

/**
 * The booking form's date rules (public-side §4) for `days` dates from `from` (default today) in
 * the customer's zone `tz`, for a location with `hours` in `locationZone`:
 * - `past`: before today in the chosen zone;
 * - `closedWeekday`: the location is not open at any moment of that date (in the location's zone
 *   this is "no opening hours that weekday");
 * - `closedForToday`: today, and every opening of the location that touches today has closed;
 * - otherwise `available`. `nextAvailableDate`: the first available date on or after `from`
 *   (never before today) within 30 dates, or null.
 * When the chosen zone is the location's, this is exactly the core's `dateStatus`.
 */
export function dateRules(args: { hours: WeeklyHours; locationZone: string; tz: string; nowMs: number; from?: string | undefined; days: number }): DateRules {
  const { hours, locationZone, tz, nowMs } = args
  const today = todayIn(tz, nowMs)
  const from = args.from ?? today
  const first = dayNumberOf(from)
  let status: (date: string) => DateStatus
  if (tz === locationZone) {
    const rules = { timezone: tz, businessHours: hours, now: nowMs }
    status = (date) => dateStatus(rules, date)
  } else {
    const todayDay = dayNumberOf(today)
    status = (date) => crossZoneStatus(hours, locationZone, tz, nowMs, date, dayNumberOf(date) === todayDay, dayNumberOf(date) < todayDay)
  }
  const dates: Record<string, DateStatus> = {}
  for (let day = first; day < first + args.days; day++) dates[localDateOf(day)] = status(localDateOf(day))
  let next: string | null = null
  if (tz === locationZone) next = nextAvailableDate({ timezone: tz, businessHours: hours, now: nowMs }, from)
  else {
    const start = Math.max(first, dayNumberOf(today))
    for (let day = start; day < start + DATE_SEARCH_DAYS && next === null; day++) {
      const date = localDateOf(day)
      if ((dates[date] ?? status(date)) === 'available') next = date
    }
  }
  return { timezone: tz, today, nextAvailableDate: next, dates }
}

function crossZoneStatus(hours: WeeklyHours, locationZone: string, tz: string, nowMs: number, date: string, isToday: boolean, isPast: boolean): DateStatus {
  if (isPast) return 'past'
  const dayStart = DateTime.fromISO(date, { zone: tz }).startOf('day')
  const s = dayStart.toMillis()
  const e = dayStart.plus({ days: 1 }).startOf('day').toMillis()
  const firstLoc = DateTime.fromMillis(s, { zone: locationZone }).startOf('day')
  let open = false
  let notOver = false
  for (let i = 0; i < 3; i++) {
    const loc = firstLoc.plus({ days: i })
    if (loc.toMillis() >= e) break
    const h = hours[weekdayOf(dayNumberOf(loc.toISODate()!))]
    if (!h || h.startMinutes == null || h.endMinutes == null || !(h.startMinutes < h.endMinutes)) continue
    const at = (minutes: number) => {
      const m = Math.max(0, Math.min(MINUTES_PER_DAY, Math.floor(minutes)))
      return (m >= MINUTES_PER_DAY ? loc.plus({ days: 1 }).startOf('day') : loc.set({ hour: Math.floor(m / 60), minute: m % 60 })).toMillis()
    }
    const os = Math.max(at(h.startMinutes), s)
    const oe = Math.min(at(h.endMinutes), e)
    if (os < oe) {
      open = true
      if (oe > nowMs) notOver = true
    }
  }
  if (!open) return 'closedWeekday'
  if (isToday && !notOver) return 'closedForToday'
  return 'available'
}
