import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { businessHours, ianaZone, uuid } from './shared.schemas.ts'

/** Stream `location-{locationId}`: a business location, its hours and settings. */
export const locationStream = (locationId: string) => `location-${locationId}`

export const locationAddress = z.object({
  address: z.string().max(300).nullable(),
  city: z.string().max(120).nullable(),
  region: z.string().max(120).nullable(),
  postalCode: z.string().max(20).nullable(),
  country: z.string().max(120).nullable(),
})

export const LocationOpened = defineEvent(
  'LocationOpened',
  z.object({
    locationId: uuid,
    businessId: uuid,
    locationName: z.string().min(1).max(200),
    ...locationAddress.shape,
    phone: z.string().nullable(),
    timezone: ianaZone,
    businessHours,
  }),
)

export const LocationHoursChanged = defineEvent(
  'LocationHoursChanged',
  z.object({ locationId: uuid, businessId: uuid, businessHours }),
)

export const locationEvents = [LocationOpened, LocationHoursChanged] as const
export type LocationEvent = EventUnion<typeof locationEvents>
