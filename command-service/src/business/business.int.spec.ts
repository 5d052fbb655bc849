import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { countEvents, createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { makeSiteAdmin, registerOwner, testClient, type TestClient, type TestOwner } from '@slotwise/infra/testing/auth.ts'

const hours = {
  monday: { startMinutes: 540, endMinutes: 1020 },
  tuesday: { startMinutes: 540, endMinutes: 1020 },
  wednesday: { startMinutes: 540, endMinutes: 1020 },
  thursday: { startMinutes: 540, endMinutes: 1200 },
  friday: { startMinutes: 540, endMinutes: 1200 },
  saturday: { startMinutes: 600, endMinutes: 960 },
  sunday: { startMinutes: null, endMinutes: null },
}

const registration = (subdomain: string) => ({
  businessName: 'Harbor Barbers',
  subdomain,
  timezone: 'Europe/Berlin',
  supportedLanguages: ['en_US', 'es_US'],
  location: { locationName: 'Kreuzberg', city: 'Berlin', timezone: 'Europe/Berlin', businessHours: hours },
})

for (const kind of testDatabaseKinds()) {
  describe(`register a business and open a location (${kind})`, () => {
    let t: TestApp
    /** POST /api/v1/businesses/ is for site admins (self-service sign-up is /auth/register/). */
    let siteAdmin: TestClient
    beforeAll(async () => {
      t = await createTestApp(kind)
      const operator = await registerOwner(t, 'operator')
      await makeSiteAdmin(t, operator.userId)
      siteAdmin = operator.client
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when a site admin registers a new business', () => {
      it('records events and serves the business with its location and hours', async () => {
        const response = await siteAdmin.post('/api/v1/businesses/', registration('harbor'))
        expect(response.statusCode).toBe(201)
        const { businessId, locationId } = response.json() as { businessId: string; locationId: string }
        const events = await t.store.readStream(`business-${businessId}`)
        expect(events.map((e) => e.type)).toEqual(['BusinessRegistered'])
        const business = await t.app.inject({ method: 'GET', url: `/api/v1/businesses/${businessId}/` })
        expect(business.statusCode).toBe(200)
        expect(business.json()).toMatchObject({
          businessName: 'Harbor Barbers',
          subdomain: 'harbor',
          defaultLanguage: 'en_US',
          locations: [{ id: locationId, locationName: 'Kreuzberg', timezone: 'Europe/Berlin', businessHours: hours }],
        })
      })
    })

    describe('when the caller is not a site admin', () => {
      it('answers 401 to a guest and 403 to a business owner, and records nothing', async () => {
        const owner = await registerOwner(t, 'plainowner')
        const before = await countEvents(t)
        const guest = await testClient(t).post('/api/v1/businesses/', registration('sneaky'))
        expect(guest.statusCode).toBe(401)
        const staff = await owner.client.post('/api/v1/businesses/', registration('sneaky'))
        expect(staff.statusCode).toBe(403)
        expect(await countEvents(t)).toBe(before)
      })
    })

    describe('when the subdomain is taken', () => {
      it('answers 409 business.subdomainTaken and records nothing', async () => {
        await siteAdmin.post('/api/v1/businesses/', registration('taken'))
        const before = await countEvents(t)
        const response = await siteAdmin.post('/api/v1/businesses/', registration('taken'))
        expect(response.statusCode).toBe(409)
        expect(response.headers['content-type']).toContain('application/problem+json')
        expect(response.json()).toMatchObject({ code: 'business.subdomainTaken' })
        expect(await countEvents(t)).toBe(before)
      })
    })

    describe('when the input is bad', () => {
      it.each([
        ['an unknown time zone', { ...registration('badzone'), timezone: 'Mars/Base' }, 'timezone'],
        ['closing before opening', { ...registration('badhours'), location: { ...registration('x').location, businessHours: { ...hours, monday: { startMinutes: 900, endMinutes: 600 } } } }, 'location.businessHours.monday'],
        ['a subdomain with spaces', registration('bad sub'), 'subdomain'],
        ['no body at all', undefined, ''],
      ])('answers 400 with a problem naming the field for %s', async (_label, payload, path) => {
        const response = await siteAdmin.post('/api/v1/businesses/', payload)
        expect(response.statusCode).toBe(400)
        const problem = response.json() as { code: string; errors?: Array<{ path: string }> }
        expect(problem.code).toBe('request.invalid')
        if (path) expect(problem.errors?.map((e) => e.path)).toContain(path)
      })
    })

    describe('when a retried registration carries the same idempotency key', () => {
      it('creates one business and returns the first result', async () => {
        const headers = { 'idempotency-key': 'register-retry-0001' }
        const responses = []
        for (let i = 0; i < 3; i += 1) responses.push(await siteAdmin.inject({ method: 'POST', url: '/api/v1/businesses/', payload: registration('retry'), headers }))
        const ids = responses.map((r) => (r.json() as { businessId: string }).businessId)
        expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201])
        expect(new Set(ids).size).toBe(1)
        const subdomain = await t.store.readStream('subdomain-retry')
        expect(subdomain).toHaveLength(1)
      })
    })

    describe('when the hours of a location change', () => {
      let owner: TestOwner
      beforeAll(async () => {
        owner = await registerOwner(t, 'hours')
      })

      it('serves the new hours after projection', async () => {
        const closedSaturday = { ...hours, saturday: { startMinutes: null, endMinutes: null } }
        const response = await owner.client.put(`/api/v1/locations/${owner.locationId}/hours/`, { businessHours: closedSaturday })
        expect(response.statusCode).toBe(200)
        const location = await t.app.inject({ method: 'GET', url: `/api/v1/locations/${owner.locationId}/` })
        expect(location.json()).toMatchObject({ businessHours: closedSaturday })
      })

      it("answers 404 to another business's admin and changes nothing", async () => {
        const other = await registerOwner(t, 'otherhours')
        const before = await t.store.readStream(`location-${owner.locationId}`)
        const response = await other.client.put(`/api/v1/locations/${owner.locationId}/hours/`, { businessHours: hours })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 'location.notFound' })
        expect(await t.store.readStream(`location-${owner.locationId}`)).toHaveLength(before.length)
      })

      it('answers 401 without a session', async () => {
        const response = await testClient(t).put(`/api/v1/locations/${owner.locationId}/hours/`, { businessHours: hours })
        expect(response.statusCode).toBe(401)
      })

      it('answers 404 for an unknown location', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/v1/locations/11111111-1111-4111-8111-111111111111/' })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 'location.notFound' })
      })
    })
  })
}
