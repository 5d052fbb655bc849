import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { ianaZone, languageCode, uuid } from './shared.schemas.ts'
import { imageRef, images, schedulerConfig, socialLinks } from './catalog-shared.schemas.ts'
import { locationAddress } from './location.events.ts'

/**
 * Catalog-side events on the existing `business-{id}` and `location-{id}` streams. They extend,
 * never redefine, BusinessRegistered / LocationOpened / LocationHoursChanged.
 */

/** On `business-{id}`: default language stays among the supported ones. */
export const BusinessLanguagesChanged = defineEvent(
  'BusinessLanguagesChanged',
  z.object({ businessId: uuid, defaultLanguage: languageCode, supportedLanguages: z.array(languageCode).min(1) }),
)

/** On `business-{id}`: logo and whether the storefront and form show it and the name. */
export const BusinessBrandingChanged = defineEvent(
  'BusinessBrandingChanged',
  z.object({ businessId: uuid, logo: imageRef.nullable(), showLogo: z.boolean(), showBusinessName: z.boolean() }),
)

/** On `location-{id}`: every field of the location except hours and scheduler config. */
export const LocationDetailsChanged = defineEvent(
  'LocationDetailsChanged',
  z.object({
    locationId: uuid,
    businessId: uuid,
    locationName: z.string().min(1).max(200),
    ...locationAddress.shape,
    phone: z.string().nullable(),
    timezone: ianaZone,
    images,
    socialLinks,
    requireCustomerBookingOTPVerification: z.boolean(),
  }),
)

export const LocationSchedulerConfigChanged = defineEvent(
  'LocationSchedulerConfigChanged',
  z.object({ locationId: uuid, businessId: uuid, schedulerConfig }),
)

/** On `location-{id}`: the location is removed; it disappears from every read. */
export const LocationClosed = defineEvent('LocationClosed', z.object({ locationId: uuid, businessId: uuid }))

export const catalogBusinessEvents = [BusinessLanguagesChanged, BusinessBrandingChanged, LocationDetailsChanged, LocationSchedulerConfigChanged, LocationClosed] as const
export type CatalogBusinessEvent = EventUnion<typeof catalogBusinessEvents>
