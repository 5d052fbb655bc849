import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { ianaZone, languageCode, uuid } from './shared.schemas.ts'

/** Stream `business-{businessId}`: the business profile. */
export const businessStream = (businessId: string) => `business-${businessId}`

export const BusinessRegistered = defineEvent(
  'BusinessRegistered',
  z.object({
    businessId: uuid,
    ownerUserId: uuid,
    businessName: z.string().min(1).max(200),
    subdomain: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/),
    industry: z.string().max(100).nullable(),
    timezone: ianaZone,
    businessPhone: z.string().nullable(),
    businessEmail: z.string().email().nullable(),
    defaultLanguage: languageCode,
    supportedLanguages: z.array(languageCode).min(1),
  }),
  {
    // v1 had no languages; businesses then were English only.
    version: 2,
    upcasters: {
      1: (data) => ({ defaultLanguage: 'en_US', supportedLanguages: ['en_US'], ...(data as object) }),
    },
  },
)

export const BusinessProfileChanged = defineEvent(
  'BusinessProfileChanged',
  z.object({
    businessId: uuid,
    businessName: z.string().min(1).max(200).optional(),
    businessPhone: z.string().nullable().optional(),
    businessEmail: z.string().email().nullable().optional(),
    website: z.string().url().nullable().optional(),
    industry: z.string().max(100).nullable().optional(),
    timezone: ianaZone.optional(),
  }),
)

/** Stream `subdomain-{subdomain}`: a subdomain taken by one business, unique by construction. */
export const subdomainStream = (subdomain: string) => `subdomain-${subdomain}`

export const SubdomainReserved = defineEvent('SubdomainReserved', z.object({ subdomain: z.string(), businessId: uuid }))

export const businessEvents = [BusinessRegistered, BusinessProfileChanged, SubdomainReserved] as const
export type BusinessEvent = EventUnion<typeof businessEvents>
