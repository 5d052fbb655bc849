import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { registerOwner, registration, signIn, testClient, TEST_PASSWORD, type TestOwner } from '@slotwise/infra/testing/auth.ts'
import { SESSION_POLICY } from '@slotwise/infra/platform/sessions.ts'
import { allEventTexts, countEvents } from '@slotwise/infra/testing/test-app.ts'

const HOUR = 60 * 60 * 1000
const count = async (t: TestApp, table: string) => (await t.deps.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n
const eventCount = countEvents

for (const kind of testDatabaseKinds()) {
  describe(`staff accounts and sessions (${kind})`, () => {
    let t: TestApp
    let start: Date
    beforeAll(async () => {
      start = new Date('2026-03-02T10:00:00Z')
      t = await createTestApp(kind, { now: start })
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when an owner registers', () => {
      let owner: TestOwner
      beforeAll(async () => {
        owner = await registerOwner(t, 'maple')
      })

      it('records the business, its location and the owner as an admin there, and signs them in', async () => {
        const staff = await t.store.readStream(`staff-${owner.userId}`)
        expect(staff.map((e) => e.type)).toEqual(['StaffMemberJoined'])
        expect(staff[0]!.data).toMatchObject({ businessId: owner.businessId, employeeId: owner.userId, email: 'owner@maple.example', phone: '+17185550142', via: 'registration' })
        expect(staff[0]!.data).not.toHaveProperty('roles')
        // The roles and locations are the owner's employee record's, added in the business's own append.
        const employee = await t.store.readStream(`employee-${owner.userId}`)
        expect(employee.map((e) => e.type)).toEqual(['EmployeeAdded'])
        expect(employee[0]!.data).toMatchObject({ businessId: owner.businessId, userId: owner.userId, firstName: 'Ada', lastName: 'Owner', roles: ['admin'], locationIds: [owner.locationId] })
        const { rows } = await t.deps.sql.query<{ n: number }>(
          'SELECT count(DISTINCT transaction_id)::int AS n FROM es_events WHERE stream_id = ANY($1::text[])',
          [[`business-${owner.businessId}`, `location-${owner.locationId}`, `staff-${owner.userId}`, `employee-${owner.userId}`]],
        )
        expect(rows[0]!.n).toBe(1)
        const me = (await owner.client.get('/api/v1/auth/me/')).json()
        expect(me).toMatchObject({
          isLoggedIn: true,
          userID: owner.userId,
          email: 'owner@maple.example',
          firstName: 'Ada',
          lastName: 'Owner',
          phone: '+17185550142',
          roles: ['admin'],
          isSiteAdmin: false,
          canProvideServices: false,
          locations: [{ id: owner.locationId, locationName: 'maple main' }],
          selectedLocationId: owner.locationId,
          business: { businessId: owner.businessId, subdomain: 'maple' },
        })
      })

      it('keeps no password or session secret in any event', async () => {
        const text = await allEventTexts(t)
        expect(text).not.toContain(TEST_PASSWORD)
        expect(text).not.toContain('argon2')
        expect(text).not.toContain(owner.client.cookies.get('sessionid'))
        const { rows } = await t.deps.sql.query<{ password_hash: string }>('SELECT password_hash FROM staff_credentials WHERE user_id = $1', [owner.userId])
        expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/)
      })

      it('sets an httpOnly SameSite session cookie and a readable csrftoken cookie', async () => {
        const client = testClient(t)
        const response = await client.post('/api/v1/auth/login/', { email: owner.email, password: owner.password })
        expect(response.statusCode).toBe(200)
        const cookies = response.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string; path?: string }>
        expect(cookies.find((c) => c.name === 'sessionid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
        const csrf = cookies.find((c) => c.name === 'csrftoken')
        expect(csrf).toBeDefined()
        expect(csrf!.httpOnly).toBeFalsy()
        expect(response.headers['x-frame-options']).toBeDefined()
        expect(response.headers['content-security-policy']).toContain("default-src 'self'")
      })

      it('refuses a second account with the same email (409) and a taken subdomain (409), leaving no half account', async () => {
        const again = await testClient(t).post('/api/v1/auth/register/', registration('maple2', { email: 'OWNER@maple.example' }))
        expect(again.statusCode).toBe(409)
        expect(again.json()).toMatchObject({ code: 'account.emailTaken' })
        const credentials = await count(t, 'staff_credentials')
        const taken = await testClient(t).post('/api/v1/auth/register/', registration('maple', { email: 'someone@else.example' }))
        expect(taken.statusCode).toBe(409)
        expect(taken.json()).toMatchObject({ code: 'business.subdomainTaken' })
        expect(await count(t, 'staff_credentials')).toBe(credentials)
        const login = await testClient(t).post('/api/v1/auth/login/', { email: 'someone@else.example', password: TEST_PASSWORD })
        expect(login.statusCode).toBe(401)
      })

      it.each([
        ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
        ['a bad phone', { phone: '12' }, 'phone', 'Enter a valid phone number'],
        ['a short password', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
        ['no first name', { firstName: '' }, 'firstName', 'First name is required'],
      ])('answers 400 for %s with the message', async (_label, overrides, path, message) => {
        const response = await testClient(t).post('/api/v1/auth/register/', registration('badinput', overrides))
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ code: 'request.invalid', errors: expect.arrayContaining([{ path, message }]) })
      })
    })

    describe('when someone logs in', () => {
      let owner: TestOwner
      beforeAll(async () => {
        owner = await registerOwner(t, 'login')
      })

      it('rotates the session: a new id on every login, the presented one revoked', async () => {
        const client = await signIn(t, owner.email, owner.password)
        const first = client.cookies.get('sessionid')!
        const again = await client.post('/api/v1/auth/login/', { email: owner.email, password: owner.password })
        expect(again.statusCode).toBe(200)
        const second = client.cookies.get('sessionid')!
        expect(second).not.toBe(first)
        const stale = testClient(t, { sessionid: first })
        expect((await stale.get('/api/v1/auth/me/')).json()).toEqual({ isLoggedIn: false })
        expect((await client.get('/api/v1/auth/me/')).json()).toMatchObject({ isLoggedIn: true, userID: owner.userId })
      })

      it('answers 401 auth.invalidCredentials for a wrong password or an unknown email, without a session', async () => {
        const client = testClient(t)
        const wrong = await client.post('/api/v1/auth/login/', { email: owner.email, password: 'wrong password!' })
        expect(wrong.statusCode).toBe(401)
        expect(wrong.json()).toMatchObject({ code: 'auth.invalidCredentials', title: 'Incorrect email or password' })
        expect(client.cookies.has('sessionid')).toBe(false)
        const unknown = await client.post('/api/v1/auth/login/', { email: 'nobody@nowhere.example', password: 'whatever123' })
        expect(unknown.statusCode).toBe(401)
        expect(unknown.json()).toMatchObject({ code: 'auth.invalidCredentials' })
      })

      it('locks the account out with 429 after 5 failures, even with the right password, until the window passes', async () => {
        const victim = await registerOwner(t, 'lockout')
        for (let i = 0; i < 5; i += 1) {
          const r = await testClient(t).post('/api/v1/auth/login/', { email: victim.email, password: `wrong-${i}-password` })
          expect(r.statusCode).toBe(401)
        }
        const locked = await testClient(t).post('/api/v1/auth/login/', { email: victim.email, password: victim.password })
        expect(locked.statusCode).toBe(429)
        expect(locked.json()).toMatchObject({ code: 'request.throttled' })
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
        t.setNow(new Date(start.getTime() + 20 * 60 * 1000))
        try {
          const later = await testClient(t).post('/api/v1/auth/login/', { email: victim.email, password: victim.password })
          expect(later.statusCode).toBe(200)
        } finally {
          t.setNow(start)
        }
      })

      it('throttles one IP that tries many accounts with 429', async () => {
        const ip = '203.0.113.77'
        const statuses: number[] = []
        for (let i = 0; i < 31; i += 1) {
          const r = await testClient(t).inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: `spray${i}@x.example`, password: 'guess-guess' }, remoteAddress: ip })
          statuses.push(r.statusCode)
        }
        expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
        expect(statuses[30]).toBe(429)
        const elsewhere = await testClient(t).post('/api/v1/auth/login/', { email: owner.email, password: owner.password })
        expect(elsewhere.statusCode).toBe(200)
      })
    })

    describe('when someone logs out', () => {
      it('revokes the session, clears the cookie and the selected location', async () => {
        const owner = await registerOwner(t, 'logout')
        const selected = await owner.client.put('/api/v1/auth/selected_location/', { locationId: owner.locationId })
        expect(selected.statusCode).toBe(200)
        const token = owner.client.cookies.get('sessionid')!
        const out = await owner.client.post('/api/v1/auth/logout/')
        expect(out.statusCode).toBe(200)
        expect(owner.client.cookies.has('sessionid')).toBe(false)
        expect((await owner.client.get('/api/v1/auth/me/')).json()).toEqual({ isLoggedIn: false })
        const replay = testClient(t, { sessionid: token })
        expect((await replay.get('/api/v1/staff/')).statusCode).toBe(401)
        const { rows } = await t.deps.sql.query<{ revoked_at: unknown }>('SELECT revoked_at FROM staff_sessions WHERE user_id = $1', [owner.userId])
        expect(rows.every((r) => r.revoked_at !== null)).toBe(true)
      })
    })

    describe('when a session expires', () => {
      it('is refused with 401 auth.sessionExpired after the idle period', async () => {
        const owner = await registerOwner(t, 'idle')
        expect((await owner.client.get('/api/v1/staff/')).statusCode).toBe(200)
        t.setNow(new Date(start.getTime() + SESSION_POLICY.idleSeconds * 1000 + 1000))
        try {
          const response = await owner.client.get('/api/v1/staff/')
          expect(response.statusCode).toBe(401)
          expect(response.json()).toMatchObject({ code: 'auth.sessionExpired' })
        } finally {
          t.setNow(start)
        }
      })

      it('slides with use but ends at the absolute deadline', async () => {
        const owner = await registerOwner(t, 'absolute')
        let at = start.getTime()
        try {
          while (at + 10 * HOUR < start.getTime() + SESSION_POLICY.absoluteSeconds * 1000) {
            at += 10 * HOUR
            t.setNow(new Date(at))
            expect((await owner.client.get('/api/v1/staff/')).statusCode).toBe(200)
          }
          t.setNow(new Date(start.getTime() + SESSION_POLICY.absoluteSeconds * 1000 + 1000))
          expect((await owner.client.get('/api/v1/staff/')).statusCode).toBe(401)
        } finally {
          t.setNow(start)
        }
      })

      it('ends every other session on request (revocation)', async () => {
        const owner = await registerOwner(t, 'revoke')
        const laptop = await signIn(t, owner.email, owner.password)
        const response = await owner.client.post('/api/v1/auth/sessions/revoke_others/')
        expect(response.json()).toEqual({ revoked: 1 })
        expect((await laptop.get('/api/v1/staff/')).statusCode).toBe(401)
        expect((await owner.client.get('/api/v1/staff/')).statusCode).toBe(200)
      })
    })

    describe('when a non-GET request lacks a matching CSRF token', () => {
      let owner: TestOwner
      beforeAll(async () => {
        owner = await registerOwner(t, 'csrf')
      })

      it.each([
        ['missing', 'none'],
        ['mismatched', 'mismatch'],
      ] as const)('answers 403 auth.csrfFailed when the token is %s and changes nothing', async (_label, csrf) => {
        const events = await eventCount(t)
        const sessions = await count(t, 'staff_sessions')
        const hours = await owner.client.inject({ method: 'PUT', url: `/api/v1/locations/${owner.locationId}/hours/`, payload: { businessHours: {} }, csrf })
        expect(hours.statusCode).toBe(403)
        expect(hours.json()).toMatchObject({ code: 'auth.csrfFailed' })
        const invite = await owner.client.inject({
          method: 'POST',
          url: '/api/v1/invitations/',
          payload: { email: 'x@y.example', firstName: 'X', phone: '+12125550187', roles: ['manager'], locationIds: [owner.locationId] },
          csrf,
        })
        expect(invite.statusCode).toBe(403)
        // Public endpoints too: a forged sign-up or sign-in never runs.
        const register = await testClient(t).inject({ method: 'POST', url: '/api/v1/auth/register/', payload: registration('forged'), csrf })
        expect(register.statusCode).toBe(403)
        const login = await testClient(t).inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: owner.email, password: owner.password }, csrf })
        expect(login.statusCode).toBe(403)
        expect(await eventCount(t)).toBe(events)
        expect(await count(t, 'staff_sessions')).toBe(sessions)
        expect(await count(t, 'outbox_messages WHERE recipient = \'x@y.example\'')).toBe(0)
      })

      it('issues a csrftoken cookie on a GET, and the same request succeeds with it', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/csrf/' })
        const { csrfToken } = response.json() as { csrfToken: string }
        const cookie = (response.cookies as Array<{ name: string; value: string }>).find((c) => c.name === 'csrftoken')
        expect(cookie?.value).toBe(csrfToken)
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/',
          payload: { email: owner.email, password: owner.password },
          headers: { cookie: `csrftoken=${csrfToken}`, 'X-CSRFToken': csrfToken },
        })
        expect(login.statusCode).toBe(200)
      })
    })
  })
}
