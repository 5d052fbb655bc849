import { z } from 'zod'
import { businessHours } from '@slotwise/events'
import { publicAccess } from '@slotwise/infra/platform/access.ts'
import { qb, run } from '@slotwise/infra/db/database.ts'
import { notFound } from '@slotwise/infra/platform/errors.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { locationCoreView } from '../catalog/public-catalog.schemas.ts'

export const locationView = z.object({
  id: z.string().uuid(),
  businessId: z.string().uuid(),
  ...locationCoreView.shape,
})

export const businessView = z.object({
  businessId: z.string().uuid(),
  businessName: z.string(),
  subdomain: z.string(),
  industry: z.string().nullable(),
  timezone: z.string(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  website: z.string().nullable(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()),
  locations: z.array(locationView),
})

const toLocation = (row: Record<string, unknown>): z.infer<typeof locationView> => ({
  id: row.location_id as string,
  businessId: row.business_id as string,
  locationName: row.location_name as string,
  address: row.address as string | null,
  city: row.city as string | null,
  region: row.region as string | null,
  postalCode: row.postal_code as string | null,
  country: row.country as string | null,
  phone: row.phone as string | null,
  timezone: row.timezone as string,
  businessHours: row.business_hours as z.infer<typeof businessHours>,
})

export function businessQueryRoutes(app: ZodApp, deps: ServiceDeps) {
  app.get('/api/v1/businesses/:businessId/', {
    config: publicAccess('first slice: the public business profile'),
    schema: { params: z.object({ businessId: z.string().uuid() }), response: { 200: businessView } },
    handler: async (request) => {
      const [business] = await run(deps.sql, qb('businesses').where({ business_id: request.params.businessId }))
      if (!business) throw notFound('business')
      const locations = await run(deps.sql, qb('locations').where({ business_id: request.params.businessId }).orderBy(['opened_at', 'location_id']))
      return {
        businessId: business.business_id as string,
        businessName: business.business_name as string,
        subdomain: business.subdomain as string,
        industry: business.industry as string | null,
        timezone: business.timezone as string,
        businessPhone: business.business_phone as string | null,
        businessEmail: business.business_email as string | null,
        website: business.website as string | null,
        defaultLanguage: business.default_language as string,
        supportedLanguages: business.supported_languages as string[],
        locations: locations.map(toLocation),
      }
    },
  })

  app.get('/api/v1/locations/:locationId/', {
    config: publicAccess('first slice: a public location with its hours'),
    schema: { params: z.object({ locationId: z.string().uuid() }), response: { 200: locationView } },
    handler: async (request) => {
      const [row] = await run(deps.sql, qb('locations').where({ location_id: request.params.locationId }))
      if (!row) throw notFound('location')
      return toLocation(row)
    },
  })
}
