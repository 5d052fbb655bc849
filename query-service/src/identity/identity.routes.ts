import { z } from 'zod'
import type { SqlQueryable } from '@slotwise/events'
import { publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { effectiveSelectedLocation } from '@slotwise/infra/platform/permissions.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { onboardingStatus, onboardingStep } from './onboarding.ts'

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

/** The spec's logged-in user. Profile fields owned by the catalog (bio, colour, hours…) start empty. */
export const meView = z.union([
  z.object({ isLoggedIn: z.literal(false) }),
  z.object({
    isLoggedIn: z.literal(true),
    userID: z.string().uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    notificationEmails: z.array(z.string()),
    notificationPhones: z.array(z.string()),
    roles: z.array(z.string()),
    socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })),
    bio: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    position: z.string().nullable(),
    employeeColor: z.string().nullable(),
    locations: z.array(z.object({ id: z.string().uuid(), locationName: z.string(), timezone: z.string() })),
    selectedLocationId: z.string().uuid().nullable(),
    workingHours: z.array(z.object({ locationId: z.string().uuid(), weekday: z.string(), startTime: z.string(), endTime: z.string() })),
    canProvideServices: z.boolean(),
    isSiteAdmin: z.boolean(),
    business: z.object({
      businessId: z.string().uuid(),
      businessName: z.string(),
      subdomain: z.string(),
      timezone: z.string(),
      defaultLanguage: z.string(),
      supportedLanguages: z.array(z.string()),
      logo: z.string().nullable(),
    }),
  }),
])

const invitationView = z.object({
  invitationId: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  phone: z.string(),
  roles: z.array(z.string()),
  locationIds: z.array(z.string().uuid()),
  invitedBy: z.string().uuid(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'expired', 'joined']),
})

const staffView = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  locationIds: z.array(z.string().uuid()),
  joinedAt: z.string(),
})

async function one<T>(sql: SqlQueryable, text: string, params: unknown[]): Promise<T | undefined> {
  return (await sql.query<T>(text, params)).rows[0]
}

/** Identity's read routes: me, staff list, invitations, onboarding status, the local outbox. */
export function identityQueryRoutes(app: ZodApp, deps: ServiceDeps) {
  app.get('/api/v1/auth/me/', {
    config: publicAccess('tells the SPA whether someone is signed in'),
    schema: { response: { 200: meView } },
    handler: async (request) => {
      const staff = request.staff
      if (!staff) return { isLoggedIn: false as const }
      const member = await one<Record<string, unknown>>(deps.sql, 'SELECT * FROM staff_members WHERE user_id = $1 AND business_id = $2', [staff.userId, staff.businessId])
      const business = await one<Record<string, unknown>>(deps.sql, 'SELECT * FROM businesses WHERE business_id = $1', [staff.businessId])
      if (!member || !business) return { isLoggedIn: false as const }
      const { rows: locations } = await deps.sql.query<{ location_id: string; location_name: string; timezone: string }>(
        'SELECT location_id, location_name, timezone FROM locations WHERE business_id = $1 ORDER BY opened_at, location_id',
        [staff.businessId],
      )
      const allowed = locations.filter((l) => staff.locationIds.includes(l.location_id))
      const phone = (member.phone as string | null) ?? null
      return {
        isLoggedIn: true as const,
        userID: staff.userId,
        email: member.email as string,
        firstName: member.first_name as string,
        lastName: member.last_name as string,
        phone,
        notificationEmails: [member.email as string],
        notificationPhones: phone ? [phone] : [],
        roles: staff.roles,
        socialLinks: [],
        bio: null,
        profileImageUrl: null,
        position: null,
        employeeColor: null,
        locations: allowed.map((l) => ({ id: l.location_id, locationName: l.location_name, timezone: l.timezone })),
        selectedLocationId: effectiveSelectedLocation(request.session?.selectedLocationId, staff.locationIds),
        workingHours: [],
        canProvideServices: staff.roles.includes('serviceProvider'),
        isSiteAdmin: staff.isSiteAdmin,
        business: {
          businessId: staff.businessId,
          businessName: business.business_name as string,
          subdomain: business.subdomain as string,
          timezone: business.timezone as string,
          defaultLanguage: business.default_language as string,
          supportedLanguages: business.supported_languages as string[],
          logo: null,
        },
      }
    },
  })

  app.get('/api/v1/staff/', {
    config: staffAccess('employees.read'),
    schema: { response: { 200: z.array(staffView) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      // Roles and locations are the member's employee record's (ADR 0014).
      const { rows } = await deps.sql.query<Record<string, unknown>>(
        `SELECT m.user_id, m.first_name, m.last_name, m.email, m.phone, m.joined_at, e.roles, e.location_ids
           FROM staff_members m JOIN employees e ON e.employee_id = m.employee_id AND e.business_id = m.business_id
          WHERE m.business_id = $1 ORDER BY m.joined_at, m.user_id`,
        [staff.businessId],
      )
      return rows.map((r) => ({
        userId: r.user_id as string,
        firstName: r.first_name as string,
        lastName: r.last_name as string,
        email: r.email as string,
        phone: r.phone as string | null,
        roles: r.roles as string[],
        locationIds: r.location_ids as string[],
        joinedAt: iso(r.joined_at),
      }))
    },
  })

  app.get('/api/v1/invitations/', {
    config: staffAccess('employees.read'),
    schema: { response: { 200: z.array(invitationView) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const now = deps.now().getTime()
      const { rows } = await deps.sql.query<Record<string, unknown>>("SELECT * FROM staff_invitations WHERE business_id = $1 AND status <> 'revoked' ORDER BY invited_at DESC, invitation_id", [
        staff.businessId,
      ])
      return rows.map((r) => ({
        invitationId: r.invitation_id as string,
        email: r.email as string,
        firstName: r.first_name as string,
        phone: r.phone as string,
        roles: r.roles as string[],
        locationIds: r.location_ids as string[],
        invitedBy: r.invited_by as string,
        invitedAt: iso(r.invited_at),
        expiresAt: iso(r.expires_at),
        status: r.status === 'joined' ? ('joined' as const) : new Date(iso(r.expires_at)).getTime() <= now ? ('expired' as const) : ('pending' as const),
      }))
    },
  })

  app.get('/api/v1/get_onboarding_status/', {
    config: staffAccess('onboarding.read'),
    schema: { response: { 200: z.object({ onboarding: z.array(onboardingStep) }) } },
    handler: async (request) => ({ onboarding: await onboardingStatus(deps.sql, requireStaff(request).businessId, deps.now()) }),
  })

  app.get('/api/v1/outbox/', {
    config: staffAccess('outbox.read'),
    schema: {
      response: {
        200: z.array(z.object({ id: z.string().uuid(), channel: z.string(), to: z.string(), subject: z.string().nullable(), body: z.string(), template: z.string(), createdAt: z.string() })),
      },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { rows } = await deps.sql.query<Record<string, unknown>>('SELECT * FROM outbox_messages WHERE business_id = $1 ORDER BY created_at DESC, message_id LIMIT 200', [
        staff.businessId,
      ])
      return rows.map((r) => ({
        id: r.message_id as string,
        channel: r.channel as string,
        to: r.recipient as string,
        subject: r.subject as string | null,
        body: r.body as string,
        template: r.template as string,
        createdAt: iso(r.created_at),
      }))
    },
  })
}
