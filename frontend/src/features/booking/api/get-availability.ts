import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

export interface AvailabilityRequest {
  requestedStartDate: string
  requestedEndDate: string
  timezone: string
  /** The location being booked (the services may be offered at several). */
  businessLocationId?: string
  slotQueries: Array<{ serviceID: string; addOns: string[]; employeeID?: string; cartItemId: string; order: number }>
  appointmentsToIgnore?: string[]
}

export const scheduleEntrySchema = z.object({
  serviceID: z.string(),
  addOns: z.array(z.string()).optional().default([]),
  employeeID: z.string().nullable().optional().transform((v) => v ?? null),
  startTime: z.string(),
  endTime: z.string(),
  order: z.number().optional().default(0),
})
export const slotSchema = z.object({ startTime: z.string(), endTime: z.string(), serviceSchedule: z.record(z.string(), scheduleEntrySchema) })
export type Slot = z.infer<typeof slotSchema>
export const availabilitySchema = z.object({ slotOptions: z.record(z.string(), z.array(slotSchema)) }).loose()
export type Availability = z.infer<typeof availabilitySchema>

/** SWR-style key of one day's availability: the request without the varying order of keys. */
export const availabilityKey = (request: AvailabilityRequest) => ['/get_availability/', JSON.stringify(request)] as const

/** POST /get_availability/: used on entry, date change and time-zone change (§7). */
export const fetchAvailability = (request: AvailabilityRequest) => apiRequest('/get_availability/', availabilitySchema, { method: 'POST', body: request })
