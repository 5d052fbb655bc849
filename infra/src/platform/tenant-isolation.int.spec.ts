import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { addStaffMember, registerOwner, weekHours, type SignedInStaff, type TestClient, type TestOwner } from '../testing/auth.ts'
import { hasPermission, type Permission } from './permissions.ts'
import type { RouteRecord } from './security.ts'
import type { StaffRole } from './staff-principal.ts'

/**
 * Tenant isolation: every staff (and site-admin) route × every role × own/other business.
 * Callers from business B aim at business A's resources (A's ids in the path, A's ids in the body);
 * they must get an error or only their own data: never A's data, never a change to A.
 *
 * Bodies: a valid body per route where one is known (below), `{}` otherwise (a 400 is still a
 * pass: nothing was read or changed). Slices adding staff routes add their bodies and ids here.
 */
interface Tenant {
  owner: TestOwner
  manager: SignedInStaff
  provider: SignedInStaff
  /** A member whose roles and locations the own-business pass may change. */
  target: SignedInStaff
  invitationId: string
}

type Ids = { businessId: string; locationId: string; userId: string; invitationId: string; email: string }

const SAMPLE_BODIES: Record<string, (ids: Ids) => unknown> = {
  'PUT /api/v1/locations/:locationId/hours/': () => ({ businessHours: weekHours }),
  'POST /api/v1/invitations/': (ids) => ({ email: `matrix-${Math.random().toString(36).slice(2)}@x.example`, firstName: 'Matrix', phone: '+12125550187', roles: ['serviceProvider'], locationIds: [ids.locationId] }),
  'PUT /api/v1/staff/:userId/roles/': () => ({ roles: ['serviceProvider'] }),
  'PUT /api/v1/staff/:userId/locations/': (ids) => ({ locationIds: [ids.locationId] }),
  'PUT /api/v1/auth/selected_location/': (ids) => ({ locationId: ids.locationId }),
  // Codes go to the caller's own new address; the target is nobody's.
  'POST /api/v1/auth/verification_code/': () => ({ channel: 'email', target: `new-${Math.random().toString(36).slice(2)}@x.example` }),
  'PUT /api/v1/auth/me/contact/': (ids) => ({ channel: 'email', target: ids.email, code: '123456' }),
  'POST /api/v1/businesses/': () => ({ businessName: 'Matrix', subdomain: `matrix${Math.random().toString(36).slice(2, 8)}`, timezone: 'UTC', location: { locationName: 'M', timezone: 'UTC', businessHours: weekHours } }),
}

const UNKNOWN_ID = '11111111-1111-4111-8111-111111111111'

function paramValue(name: string, ids: Ids): string {
  const n = name.toLowerCase()
  if (n.includes('location')) return ids.locationId
  if (n.includes('business')) return ids.businessId
  if (n.includes('invitation')) return ids.invitationId
  if (n.includes('user') || n.includes('employee') || n.includes('staff')) return ids.userId
  return UNKNOWN_ID
}

const fillPath = (url: string, ids: Ids) => url.replace(/:(\w+)/g, (_m, name: string) => paramValue(name, ids))

async function snapshotOf(t: TestApp, businessId: string): Promise<string> {
  const parts: unknown[] = []
  for (const table of ['businesses', 'locations', 'staff_members', 'employees', 'staff_invitations', 'staff_credentials', 'outbox_messages']) {
    const { rows } = await t.deps.sql.query(`SELECT * FROM ${table} WHERE business_id = $1 ORDER BY 1`, [businessId])
    parts.push(rows)
  }
  const { rows: events } = await t.deps.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE data::text LIKE $1', [`%${businessId}%`])
  const { rows: sessions } = await t.deps.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_sessions WHERE business_id = $1 AND revoked_at IS NULL', [businessId])
  return JSON.stringify({ parts, events, sessions })
}

async function makeTenant(t: TestApp, subdomain: string): Promise<Tenant> {
  const owner = await registerOwner(t, subdomain)
  const manager = await addStaffMember(t, owner, { roles: ['manager'] })
  const provider = await addStaffMember(t, owner, { roles: ['serviceProvider'] })
  const target = await addStaffMember(t, owner, { roles: ['serviceProvider'] })
  const sent = await owner.client.post('/api/v1/invitations/', { email: `pending@${subdomain}.example`, firstName: 'Pending', phone: '+12125550111', roles: ['serviceProvider'], locationIds: [owner.locationId] })
  return { owner, manager, provider, target, invitationId: (sent.json() as { invitationId: string }).invitationId }
}

const ROLES: StaffRole[] = ['admin', 'manager', 'serviceProvider']
const clientOf = (tenant: Tenant, role: StaffRole): TestClient => (role === 'admin' ? tenant.owner.client : role === 'manager' ? tenant.manager.client : tenant.provider.client)

const send = (client: TestClient, route: RouteRecord, url: string, body: unknown) =>
  client.inject({ method: route.method as 'GET', url, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: (body ?? {}) as object }) })

for (const kind of testDatabaseKinds()) {
  describe(`tenant isolation matrix (${kind})`, () => {
    let t: TestApp
    let a: Tenant
    let b: Tenant
    let routes: RouteRecord[]
    let aIds: Ids
    /** Strings only business A's data contains. */
    let aMarkers: string[]
    beforeAll(async () => {
      t = await createTestApp(kind)
      a = await makeTenant(t, 'alpha')
      b = await makeTenant(t, 'bravo')
      routes = t.app.routeRecords.filter((r) => (r.access?.kind === 'staff' || r.access?.kind === 'siteAdmin') && r.method !== 'HEAD')
      aIds = { businessId: a.owner.businessId, locationId: a.owner.locationId, userId: a.owner.userId, invitationId: a.invitationId, email: a.owner.email }
      aMarkers = [a.owner.businessId, a.owner.locationId, a.owner.userId, a.manager.userId, a.provider.userId, a.target.userId, a.invitationId, a.owner.email, a.manager.email, 'Business alpha', 'alpha main', 'pending@alpha.example']
    })
    afterAll(async () => {
      await t?.close()
    })

    it('covers the staff routes', () => {
      expect(routes.length).toBeGreaterThan(8)
    })

    it("gives business B's admin, manager and provider zero reads or writes of business A", async () => {
      const failures: string[] = []
      for (const route of routes) {
        const key = `${route.method} ${route.url}`
        const url = fillPath(route.url, aIds)
        const addressesA = /:\w+/.test(route.url)
        for (const role of ROLES) {
          const before = await snapshotOf(t, a.owner.businessId)
          const response = await send(clientOf(b, role), route, url, SAMPLE_BODIES[key]?.(aIds))
          const after = await snapshotOf(t, a.owner.businessId)
          const sent = `${url} ${JSON.stringify(SAMPLE_BODIES[key]?.(aIds) ?? {})}`
          const leaked = aMarkers.filter((m) => response.body.includes(m) && !sent.includes(m))
          if (response.statusCode >= 500) failures.push(`${key} as B ${role}: ${response.statusCode}`)
          if (addressesA && response.statusCode < 400) failures.push(`${key} as B ${role}: ${response.statusCode} on A's resource`)
          if (addressesA && ![401, 403, 404].includes(response.statusCode) && response.statusCode !== 400) failures.push(`${key} as B ${role}: unexpected ${response.statusCode}`)
          if (leaked.length > 0) failures.push(`${key} as B ${role}: response carries A's ${leaked.join(', ')}`)
          if (before !== after) failures.push(`${key} as B ${role}: business A changed`)
        }
      }
      expect(failures).toEqual([])
    })

    it('answers 403 or 404 (never 400) to B on the routes whose bodies are known', async () => {
      for (const route of routes.filter((r) => /:\w+/.test(r.url) && SAMPLE_BODIES[`${r.method} ${r.url}`])) {
        for (const role of ROLES) {
          const response = await send(clientOf(b, role), route, fillPath(route.url, aIds), SAMPLE_BODIES[`${route.method} ${route.url}`]!(aIds))
          expect([403, 404], `${route.method} ${route.url} as ${role}: ${response.body}`).toContain(response.statusCode)
        }
      }
    })

    it("lets each role of A through exactly where the permission matrix says, on A's own resources", async () => {
      const ownIds: Ids = { ...aIds, userId: a.target.userId, email: 'own-new@alpha.example' }
      const failures: string[] = []
      for (const route of routes) {
        const key = `${route.method} ${route.url}`
        for (const role of ROLES) {
          const response = await send(clientOf(a, role), route, fillPath(route.url, ownIds), SAMPLE_BODIES[key]?.(ownIds))
          const code = String(response.headers['content-type'] ?? '').includes('json') ? (response.json() as { code?: string }).code : undefined
          const allowed = route.access!.kind === 'staff' ? hasPermission([role], (route.access as { permission: Permission }).permission) : false
          if (response.statusCode >= 500) failures.push(`${key} as A ${role}: ${response.statusCode}`)
          if (allowed && (code === 'auth.forbidden' || code === 'auth.required')) failures.push(`${key} as A ${role}: refused though permitted`)
          if (!allowed && !(response.statusCode === 403 && code === 'auth.forbidden')) failures.push(`${key} as A ${role}: ${response.statusCode} though not permitted`)
        }
      }
      expect(failures).toEqual([])
    })
  })
}
