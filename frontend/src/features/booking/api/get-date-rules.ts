import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

export const DATE_STATUSES = ['available', 'past', 'closedWeekday', 'closedForToday'] as const
export type DateStatus = (typeof DATE_STATUSES)[number]

export const dateRulesSchema = z.object({
  timezone: z.string(),
  today: z.string(),
  /** The first available date on or after `from` (never before today) within 30 days, or null. */
  nextAvailableDate: z.string().nullable(),
  dates: z.record(z.string(), z.enum(DATE_STATUSES)),
})
export type DateRules = z.infer<typeof dateRulesSchema>

export interface DateRulesRequest {
  businessLocationId: string
  /** The zone the customer chose; dates are local dates in it. */
  timezone: string
  /** First date (YYYY-MM-DD); the server's today in `timezone` when absent. */
  from?: string
  /** How many dates from `from` (1 to 62; the server's default is 30). */
  days?: number
}

export const dateRulesKey = (r: DateRulesRequest) => ['/get_date_rules/', r.businessLocationId, r.timezone, r.from ?? null, r.days ?? null] as const

/**
 * GET /get_date_rules/: the scheduler engine's date rules of §4 (past, closed weekday, today after
 * closing, next available date within 30 days) for a location in the chosen zone (ADR 0007).
 */
export const fetchDateRules = (r: DateRulesRequest) => apiRequest('/get_date_rules/', dateRulesSchema, { query: { ...r } })

/** `null` while there is nothing to ask (no location yet). */
export function useDateRules(request: DateRulesRequest | null) {
  return useSWR(request ? dateRulesKey(request) : null, ([, businessLocationId, timezone, from, days]) =>
    fetchDateRules({ businessLocationId, timezone, ...(from ? { from } : {}), ...(days ? { days } : {}) }),
  )
}
