import { z } from 'zod'

export const uuid = z.string().uuid()

/** IANA zone name, checked against the runtime's zone database. */
export const ianaZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}, 'Unknown time zone')

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const minutes = z.number().int().min(0).max(1440)

/** One weekday's hours in local minutes from midnight; nulls mean closed. */
export const dayHours = z
  .object({ startMinutes: minutes.nullable(), endMinutes: minutes.nullable() })
  .refine((d) => d.startMinutes === null || d.endMinutes === null || d.startMinutes < d.endMinutes, {
    message: 'Start time must be before end time',
  })

export const businessHours = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<Weekday, typeof dayHours>)
export type BusinessHours = z.infer<typeof businessHours>

export const languageCode = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'Language codes look like en_US')
