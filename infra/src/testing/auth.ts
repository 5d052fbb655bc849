import { randomBytes } from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { CSRF_COOKIE, CSRF_HEADER } from '../platform/sessions.ts'
import type { TestApp } from './test-app.ts'

/**
 * Test clients for `app.inject`: a cookie jar that follows Set-Cookie, and a CSRF token sent as
 * the `csrftoken` cookie and the `X-CSRFToken` header on every non-GET, as the SPA does.
 *
 *   const guest = testClient(t)                       // CSRF ready, no session
 *   const owner = await registerOwner(t, 'harbor')    // signed-in admin of a new business
 *   await owner.client.post('/api/v1/invitations/', {...})
 *   const sp = await addStaffMember(t, owner, { roles: ['serviceProvider'] })
 */
export interface TestClient {
  cookies: Map<string, string>
  inject(options: InjectOptions & { csrf?: 'auto' | 'none' | 'mismatch' | 'cookieOnly' }): Promise<LightMyRequestResponse>
  get(url: string): Promise<LightMyRequestResponse>
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>
  delete(url: string, payload?: unknown): Promise<LightMyRequestResponse>
}

const token = () => randomBytes(32).toString('base64url')

/**
 * Each client comes from an address of its own (10.x.y.z), so per-IP throttles of one test do not
 * spill into another; pass `remoteAddress` to `inject` to choose one.
 */
export function testClient(t: TestApp, initialCookies: Record<string, string> = {}): TestClient {
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`
  const cookies = new Map<string, string>([[CSRF_COOKIE, token()], ...Object.entries(initialCookies)])
  const client: TestClient = {
    cookies,
    async inject(options) {
      const method = String(options.method ?? 'GET').toUpperCase()
      const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) }
      const csrf = options.csrf ?? 'auto'
      const jar = new Map(cookies)
      if (csrf === 'none') jar.delete(CSRF_COOKIE)
      if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && csrf !== 'none' && csrf !== 'cookieOnly') {
        headers[CSRF_HEADER] = csrf === 'mismatch' ? token() : (cookies.get(CSRF_COOKIE) ?? '')
      }
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      const { csrf: _csrf, ...rest } = options
      const response = await t.app.inject({ remoteAddress: ip, ...rest, method: method as never, headers })
      for (const c of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
        const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === ''
        if (expired) cookies.delete(c.name)
        else cookies.set(c.name, c.value)
      }
      return response
    },
    get: (url) => client.inject({ method: 'GET', url }),
    post: (url, payload) => client.inject({ method: 'POST', url, ...(payload !== undefined && { payload: payload as object }) }),
    put: (url, payload) => client.inject({ method: 'PUT', url, ...(payload !== undefined && { payload: payload as object }) }),
    patch: (url, payload) => client.inject({ method: 'PATCH', url, ...(payload !== undefined && { payload: payload as object }) }),
    delete: (url, payload) => client.inject({ method: 'DELETE', url, ...(payload !== undefined && { payload: payload as object }) }),
  }
  return client
}

export const weekHours = {
  monday: { startMinutes: 540, endMinutes: 1020 },
  tuesday: { startMinutes: 540, endMinutes: 1020 },
  wednesday: { startMinutes: 540, endMinutes: 1020 },
  thursday: { startMinutes: 540, endMinutes: 1200 },
  friday: { startMinutes: 540, endMinutes: 1200 },
  saturday: { startMinutes: 600, endMinutes: 960 },
  sunday: { startMinutes: null, endMinutes: null },
}

export const TEST_PASSWORD = 'correct horse battery staple'

/** A valid body for POST /api/v1/auth/register/. */
export const registration = (subdomain: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Owner',
  email: `owner@${subdomain}.example`,
  phone: '+1 718 555 0142',
  password: TEST_PASSWORD,
  businessName: `Business ${subdomain}`,
  subdomain,
  timezone: 'America/New_York',
  location: { locationName: `${subdomain} main`, city: 'Brooklyn', timezone: 'America/New_York', businessHours: weekHours },
  ...overrides,
})

export interface SignedInStaff {
  client: TestClient
  userId: string
  businessId: string
  email: string
  password: string
}

export interface TestOwner extends SignedInStaff {
  locationId: string
  subdomain: string
}

/** Registers a business through the API; returns its owner (an admin) signed in. */
export async function registerOwner(t: TestApp, subdomain: string, overrides: Record<string, unknown> = {}): Promise<TestOwner> {
  const client = testClient(t)
  const body = registration(subdomain, overrides)
  const response = await client.post('/api/v1/auth/register/', body)
  if (response.statusCode !== 201) throw new Error(`registerOwner(${subdomain}) failed: ${response.statusCode} ${response.body}`)
  const r = response.json() as { userID: string; businessId: string; locationId: string }
  return { client, userId: r.userID, businessId: r.businessId, locationId: r.locationId, subdomain, email: body.email as string, password: body.password as string }
}

/** Signs in through the API; throws unless it succeeds. */
export async function signIn(t: TestApp, email: string, password: string): Promise<TestClient> {
  const client = testClient(t)
  const response = await client.post('/api/v1/auth/login/', { email, password })
  if (response.statusCode !== 200) throw new Error(`signIn(${email}) failed: ${response.statusCode} ${response.body}`)
  return client
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(t: TestApp, recipient: string): Promise<{ body: string; subject: string | null; template: string; channel: string } | undefined> {
  const { rows } = await t.deps.sql.query<{ body: string; subject: string | null; template: string; channel: string }>(
    'SELECT body, subject, template, channel FROM outbox_messages WHERE recipient = $1 ORDER BY created_at DESC, message_id DESC LIMIT 1',
    [recipient],
  )
  return rows[0]
}

export const invitationTokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1]

let memberCounter = 0

/** Invites a member through `inviter` and accepts the invitation; returns them signed in. */
export async function addStaffMember(
  t: TestApp,
  inviter: { client: TestClient; locationId: string },
  input: { roles: Array<'admin' | 'manager' | 'serviceProvider'>; locationIds?: string[]; email?: string; firstName?: string },
): Promise<SignedInStaff> {
  memberCounter += 1
  const email = input.email ?? `member${memberCounter}-${randomBytes(3).toString('hex')}@staff.example`
  const invited = await inviter.client.post('/api/v1/invitations/', {
    email,
    firstName: input.firstName ?? `Member${memberCounter}`,
    phone: '+1 212 555 0187',
    roles: input.roles,
    locationIds: input.locationIds ?? [inviter.locationId],
  })
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`)
  const message = await lastMessageTo(t, email)
  const invitationToken = message && invitationTokenIn(message.body)
  if (!invitationToken) throw new Error('no invitation token in the outbox')
  const client = testClient(t)
  const accepted = await client.post('/api/v1/invitations/accept/', { token: invitationToken, password: TEST_PASSWORD, lastName: 'Staff' })
  if (accepted.statusCode !== 201) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`)
  const r = accepted.json() as { userID: string; businessId: string }
  return { client, userId: r.userID, businessId: r.businessId, email, password: TEST_PASSWORD }
}

/** Grants the site-admin flag (no API does: it is set by operators). */
export async function makeSiteAdmin(t: TestApp, userId: string): Promise<void> {
  await t.deps.sql.query('UPDATE staff_credentials SET is_site_admin = true WHERE user_id = $1', [userId])
}
