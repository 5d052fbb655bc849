import { z } from 'zod'
import { DEFAULT_MAX_DAYS } from '../core/availability.ts'
import { dayNumberOf, isValidTimeZone } from '../core/zone.ts'

/**
 * Request and response shapes of `POST /api/v1/get_availability/` (public-side spec §3) and of the
 * booking form's date rules (`GET /api/v1/get_date_rules/`, ADR 0007). Messages are the ones the
 * customer-facing clients show; they never leak internals.
 */

/** Dates the endpoint answers for: years 2000..2199 (keeps zone arithmetic far from its edges). */
const MIN_DAY = dayNumberOf('2000-01-01')
const MAX_DAY = dayNumberOf('2199-12-31')

export function dayOrNull(value: string): number | null {
  try {
    const day = dayNumberOf(value)
    return day >= MIN_DAY && day <= MAX_DAY ? day : null
  } catch {
    return null
  }
}

export const localDate = (field: string) =>
  z.string({ error: `${field} is required` }).refine((v) => dayOrNull(v) !== null, `${field} must be a date (YYYY-MM-DD)`)

export const timeZone = z
  .string({ error: 'timezone is required' })
  .trim()
  .min(1, 'timezone is required')
  .max(64, 'timezone must be an IANA time zone name such as America/New_York')
  .refine((v) => isValidTimeZone(v), 'timezone must be an IANA time zone name such as America/New_York')

const uuid = (message: string) => z.string({ error: message }).uuid(message)

export const slotQuery = z.object({
  serviceID: uuid('serviceID must be a UUID'),
  addOns: z.array(uuid('each add-on id must be a UUID'), { error: 'addOns must be a list of add-on ids' }).max(20, 'At most 20 add-ons per service').default([]),
  employeeID: uuid('employeeID must be a UUID').nullish(),
  // Not trimmed: the answer is keyed by exactly the id the client sent.
  cartItemId: z.string({ error: 'cartItemId is required' }).refine((v) => v.trim().length > 0, 'cartItemId is required').max(200, 'cartItemId is too long'),
  order: z.number({ error: 'order must be a number' }).int('order must be a whole number').min(0, 'order must not be negative').max(1000, 'order is too large'),
})

export const availabilityRequest = z
  .object({
    requestedStartDate: localDate('requestedStartDate'),
    requestedEndDate: localDate('requestedEndDate'),
    timezone: timeZone,
    slotQueries: z
      .array(slotQuery, { error: 'slotQueries must be a list' })
      .min(1, 'Please select at least one service')
      .max(20, 'At most 20 services can be booked together'),
    appointmentsToIgnore: z.array(z.string().max(100), { error: 'appointmentsToIgnore must be a list of appointment ids' }).max(100).optional(),
    /**
     * Extension (ADR 0007): the location to search. Optional when every requested service is
     * offered at exactly one common location; required when they are offered at several.
     */
    businessLocationId: uuid('businessLocationId must be a UUID').optional(),
  })
  .superRefine((body, ctx) => {
    const start = dayOrNull(body.requestedStartDate)
    const end = dayOrNull(body.requestedEndDate)
    if (start !== null && end !== null) {
      if (end < start) ctx.addIssue({ code: 'custom', path: ['requestedEndDate'], message: 'requestedEndDate must not be before requestedStartDate' })
      else if (end - start + 1 > DEFAULT_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['requestedEndDate'], message: `The requested dates span more than ${DEFAULT_MAX_DAYS} days` })
      }
    }
    const seen = new Set<string>()
    body.slotQueries.forEach((q, i) => {
      if (seen.has(q.cartItemId)) ctx.addIssue({ code: 'custom', path: ['slotQueries', i, 'cartItemId'], message: 'Each cartItemId must be unique' })
      seen.add(q.cartItemId)
    })
  })

export type AvailabilityRequest = z.infer<typeof availabilityRequest>

const scheduledItem = z.object({
  serviceID: z.string(),
  addOns: z.array(z.string()),
  employeeID: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  order: z.number(),
})
export const availabilityResponse = z.object({
  slotOptions: z.record(
    z.string(),
    z.array(z.object({ startTime: z.string(), endTime: z.string(), serviceSchedule: z.record(z.string(), scheduledItem) })),
  ),
})

export const DATE_STATUSES = ['available', 'past', 'closedWeekday', 'closedForToday'] as const

export const dateRulesQuery = z.object({
  businessLocationId: uuid('businessLocationId must be a UUID'),
  timezone: timeZone.optional(),
  from: localDate('from').optional(),
  days: z.coerce.number({ error: 'days must be a number' }).int('days must be a whole number').min(1, 'days must be at least 1').max(62, 'days must be at most 62').optional(),
})

export const dateRulesResponse = z.object({
  timezone: z.string(),
  today: z.string(),
  /** The first available date on or after `from` (or today), within 30 days; null if none. */
  nextAvailableDate: z.string().nullable(),
  dates: z.record(z.string(), z.enum(DATE_STATUSES)),
})
