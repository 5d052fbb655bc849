import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { businessHours, businessStream, ianaZone, languageCode, locationStream, subdomainStream } from '@slotwise/events'
import { siteAdminAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { handleCommand } from '../platform/command-handler.ts'
import { commandContext } from '../platform/request-context.ts'
import { ownerMembershipAppends } from '../identity/membership.ts'
import { businessDecider, locationDecider, subdomainDecider, type OpenLocation, type RegisterBusiness } from './business.decider.ts'

const RESERVED_SUBDOMAINS = new Set(['www', 'app', 'api', 'admin', 'mail', 'static', 'assets', 'help', 'support', 'blog'])

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/, 'Subdomain may contain only letters, numbers and hyphens (3–63 characters)')
  .refine((s) => !RESERVED_SUBDOMAINS.has(s), 'This subdomain is reserved')

export const locationInput = z.object({
  locationName: z.string().trim().min(1, 'Location name is required').max(200),
  address: z.string().trim().max(300).nullable().default(null),
  city: z.string().trim().max(120).nullable().default(null),
  region: z.string().trim().max(120).nullable().default(null),
  postalCode: z.string().trim().max(20).nullable().default(null),
  country: z.string().trim().max(120).nullable().default(null),
  phone: z.string().trim().max(40).nullable().default(null),
  timezone: ianaZone,
  businessHours,
})

export const registerBusinessBody = z.object({
  businessName: z.string().trim().min(1, 'Business name is required').max(200),
  subdomain: subdomainSchema,
  industry: z.string().trim().max(100).nullable().default(null),
  timezone: ianaZone,
  businessPhone: z.string().trim().max(40).nullable().default(null),
  businessEmail: z.string().trim().email('Enter a valid email address').nullable().default(null),
  defaultLanguage: languageCode.default('en_US'),
  supportedLanguages: z.array(languageCode).min(1, 'At least one language must be supported').default(['en_US']),
  location: locationInput,
})

const registered = z.object({ businessId: z.string().uuid(), locationId: z.string().uuid(), ownerUserId: z.string().uuid() })

/** The owner's account and employee record, recorded with the business when they register it themselves. */
export interface OwnerProfile {
  firstName: string
  lastName: string
  email: string
  phone: string | null
}

/**
 * Registers a business with its first location: subdomain, business and location streams at once,
 * and, given an owner profile, the owner's staff account and employee record (admin at that
 * location, ADR 0014).
 */
export async function registerBusiness(
  deps: ServiceDeps,
  ctx: ReturnType<typeof commandContext>,
  input: z.infer<typeof registerBusinessBody>,
  ids: { businessId: string; locationId: string; ownerUserId: string },
  owner?: OwnerProfile,
) {
  const command: RegisterBusiness = {
    type: 'RegisterBusiness',
    ...ids,
    businessName: input.businessName,
    subdomain: input.subdomain,
    industry: input.industry,
    timezone: input.timezone,
    businessPhone: input.businessPhone,
    businessEmail: input.businessEmail,
    defaultLanguage: input.defaultLanguage,
    supportedLanguages: input.supportedLanguages,
  }
  const open: OpenLocation = { type: 'OpenLocation', locationId: ids.locationId, businessId: ids.businessId, ...input.location }
  return handleCommand(ctx, async (reader) => {
    const subdomain = await reader.load(subdomainStream(command.subdomain), subdomainDecider)
    const business = await reader.load(businessStream(ids.businessId), businessDecider)
    const location = await reader.load(locationStream(ids.locationId), locationDecider)
    const membership = owner ? await ownerMembershipAppends(reader, { userId: ids.ownerUserId, businessId: ids.businessId, ...owner }, ids.locationId) : []
    return {
      appends: [
        { streamId: subdomainStream(command.subdomain), events: subdomainDecider.decide(command, subdomain.state) },
        { streamId: businessStream(ids.businessId), events: businessDecider.decide(command, business.state) },
        { streamId: locationStream(ids.locationId), events: locationDecider.decide(open, location.state) },
        ...membership,
      ],
      result: ids,
    }
  })
}

export function businessRoutes(app: ZodApp, deps: ServiceDeps) {
  app.post('/api/v1/businesses/', {
    // Self-service sign-up is POST /api/v1/auth/register/ (owner account + business); this one lets
    // a site admin register a business on someone's behalf (the owner joins later by invitation).
    config: siteAdminAccess(),
    schema: { body: registerBusinessBody, response: { 201: registered } },
    handler: async (request, reply) => {
      const ids = { businessId: randomUUID(), locationId: randomUUID(), ownerUserId: randomUUID() }
      const ctx = commandContext(deps, request, { type: 'user', id: requireStaff(request).userId })
      const result = await registerBusiness(deps, ctx, request.body, ids)
      await deps.waitForProjections()
      return reply.status(201).send(result)
    },
  })

  app.put('/api/v1/locations/:locationId/hours/', {
    // The caller's business scopes the change: another business's location is "not found".
    config: staffAccess('locations.manage'),
    schema: {
      params: z.object({ locationId: z.string().uuid() }),
      body: z.object({ businessHours }),
      response: { 200: z.object({ locationId: z.string().uuid() }) },
    },
    handler: async (request) => {
      const { locationId } = request.params
      const staff = requireStaff(request)
      requireLocationAccess(staff, locationId)
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      await handleCommand(ctx, async (reader) => {
        const location = await reader.load(locationStream(locationId), locationDecider)
        const command = { type: 'ChangeLocationHours' as const, locationId, businessId: staff.businessId, businessHours: request.body.businessHours }
        return {
          appends: [{ streamId: locationStream(locationId), events: locationDecider.decide(command, location.state) }],
          result: null,
        }
      })
      await deps.waitForProjections()
      return { locationId }
    },
  })
}
