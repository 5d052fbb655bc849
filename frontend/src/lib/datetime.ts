import { DateTime } from 'luxon'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export type DayHours = { startMinutes: number | null; endMinutes: number | null }
export type BusinessHours = Record<Weekday, DayHours>

/** The five time zones the booking form offers (§2.3, §9). */
export const BOOKING_TIME_ZONES = [
  { zone: 'America/Los_Angeles', key: 'pacific' },
  { zone: 'America/Denver', key: 'mountain' },
  { zone: 'America/Chicago', key: 'central' },
  { zone: 'America/New_York', key: 'eastern' },
  { zone: 'Pacific/Honolulu', key: 'hawaii' },
] as const

export const weekdayOf = (dt: DateTime): Weekday => WEEKDAYS[dt.weekday - 1]!

/** Minutes after midnight as "9:00 AM" in the given locale. */
export function minutesToTime(minutes: number, locale: string): string {
  return DateTime.fromObject({ hour: Math.floor(minutes / 60) % 24, minute: minutes % 60 }).setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE)
}

export function isOpenAt(hours: BusinessHours, now: DateTime): boolean {
  const day = hours[weekdayOf(now)]
  if (!day || day.startMinutes === null || day.endMinutes === null) return false
  const minutes = now.hour * 60 + now.minute
  return minutes >= day.startMinutes && minutes < day.endMinutes
}

/** Hours as minutes → "Xh Ym" or "Ym" (§2.3). */
export function splitDuration(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

/** A BCP 47 locale for Intl/luxon from our language codes (es_US → es-US). */
export const bcp47 = (language: string): string => language.replace('_', '-')

/** The browser's zone if it is one of the five, else the location's (§2.3). */
export function defaultBookingZone(locationZone: string): string {
  const browser = DateTime.local().zoneName
  if (BOOKING_TIME_ZONES.some((z) => z.zone === browser)) return browser
  return locationZone
}
