import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { registerOwner, signIn, type TestClient, type TestOwner } from '@slotwise/infra/testing/auth.ts'
import { verifyProjection } from '@slotwise/projection-service/rebuild/rebuild.ts'
import { reviewProjections } from '@slotwise/projection-service/projections/reviews/reviews.projections.ts'
import { bookingFixture, submission, type BookingFixture } from '../booking/testing/fixture.ts'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

for (const kind of testDatabaseKinds()) {
  describe(`reviews and testimonials (${kind})`, () => {
    let t: TestApp
    let f: BookingFixture
    let staff: TestClient
    let other: TestOwner
    let code: string

    const storefront = async () => {
      const r = await f.guest().get(`/api/v1/digital_storefront/?subdomain=${f.owner.subdomain}&locationId=${f.locationId}`)
      expect(r.statusCode, r.body).toBe(200)
      return r.json() as Json
    }
    const review = (body: Json) => f.guest().post('/api/v1/reviews/booking/', body)
    const staffReview = (over: Json = {}) => ({
      locationId: f.locationId, firstName: 'Iris', lastName: 'Vale', phone: '(212) 555-0199', email: 'iris@example.com', rating: 4, reviewText: 'Lovely colour.', ...over,
    })

    beforeAll(async () => {
      t = await createTestApp(kind, { now: new Date() })
      f = await bookingFixture(t, 'reviewsalon')
      other = await registerOwner(t, 'reviewrival')
      const booked = await f.guest().post('/api/v1/submit_booking_form/', submission(f, { start: f.at('10:00') }))
      expect(booked.statusCode, booked.body).toBe(201)
      code = (booked.json() as Json).bookingConfirmationCode
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when the booking has not happened yet', () => {
      it('refuses the review with review.bookingNotEnded and records nothing', async () => {
        const r = await review({ confirmationCode: code, bookingRating: 5, bookingReviewText: 'Great' })
        expect(r.statusCode, r.body).toBe(409)
        expect(r.json()).toMatchObject({ code: 'review.bookingNotEnded' })
        const { rows } = await t.deps.sql.query(`SELECT 1 FROM es_events WHERE type = 'BookingReviewSubmitted'`)
        expect(rows).toHaveLength(0)
      })
    })

    describe('when the appointment has ended', () => {
      beforeAll(async () => {
        t.setNow(new Date(f.at('12:00')))
        staff = await signIn(t, f.owner.email, f.owner.password)
        other = { ...other, client: await signIn(t, other.email, other.password) }
      })

      it('creates the review with the event metadata of the command handler', async () => {
        const r = await review({ confirmationCode: code, bookingRating: 4, bookingReviewText: '  Great cut, friendly team.  ' })
        expect(r.statusCode, r.body).toBe(200)
        expect(r.json()).toMatchObject({ success: true, message: 'Review submitted', created: true, bookingReview: { bookingRating: 4, bookingReviewText: 'Great cut, friendly team.' } })
        const { rows } = await t.deps.sql.query<{ metadata: Json; stream_id: string }>(`SELECT metadata, stream_id FROM es_events WHERE type = 'BookingReviewSubmitted'`)
        expect(rows).toHaveLength(1)
        expect(rows[0]!.stream_id).toMatch(/^review-/)
        expect(rows[0]!.metadata).toMatchObject({ actor: { type: 'customer', id: null }, correlationId: expect.any(String), causationId: expect.any(String), occurredAt: new Date(f.at('12:00')).toISOString() })
      })

      it('updates the same review on a second submission', async () => {
        const r = await review({ confirmationCode: code, bookingRating: 5, bookingReviewText: 'Even better on reflection.' })
        expect(r.statusCode, r.body).toBe(200)
        expect(r.json()).toMatchObject({ created: false, message: 'Review updated', bookingReview: { bookingRating: 5, bookingReviewText: 'Even better on reflection.' } })
        const { rows } = await t.deps.sql.query(`SELECT * FROM reviews WHERE business_id = $1`, [f.businessId])
        expect(rows).toHaveLength(1)
      })

      it('answers 400 with the field and message for bad input, and 404 for an unknown code', async () => {
        const cases: Array<[Json, string]> = [
          [{ confirmationCode: code, bookingRating: 6 }, 'bookingRating'],
          [{ confirmationCode: code, bookingRating: -1 }, 'bookingRating'],
          [{ confirmationCode: code, bookingReviewText: 'x'.repeat(1001) }, 'bookingReviewText'],
          [{ bookingRating: 3 }, 'confirmationCode'],
          [{ confirmationCode: 'not a code!' }, 'confirmationCode'],
        ]
        for (const [body, path] of cases) {
          const r = await review(body)
          expect(r.statusCode, r.body).toBe(400)
          expect((r.json() as Json).errors.map((e: Json) => e.path)).toContain(path)
        }
        expect((await review({ confirmationCode: 'ZZZZZZZZZZ', bookingRating: 3 })).statusCode).toBe(404)
      })

      it('refuses a submission without the CSRF header', async () => {
        const r = await f.guest().inject({ method: 'POST', url: '/api/v1/reviews/booking/', payload: { confirmationCode: code }, csrf: 'none' })
        expect(r.statusCode).toBe(403)
      })

      it('records service and provider reviews with created and updated counts', async () => {
        const first = await f.guest().post('/api/v1/reviews/services/', { confirmationCode: code, serviceReviews: [{ serviceId: f.services.cut, rating: 5, reviewText: 'Sharp.' }] })
        expect(first.statusCode, first.body).toBe(200)
        expect(first.json()).toMatchObject({ success: true, createdCount: 1, updatedCount: 0, serviceReviews: [{ service: f.services.cut, rating: 5, reviewText: 'Sharp.' }] })
        const again = await f.guest().post('/api/v1/reviews/services/', { confirmationCode: code, serviceReviews: [{ serviceId: f.services.cut, rating: 4 }] })
        expect(again.json()).toMatchObject({ createdCount: 0, updatedCount: 1 })
        const notInBooking = await f.guest().post('/api/v1/reviews/services/', { confirmationCode: code, serviceReviews: [{ serviceId: f.services.blowout, rating: 4 }] })
        expect(notInBooking.statusCode).toBe(400)
        expect(notInBooking.json()).toMatchObject({ code: 'review.serviceNotInBooking' })
        const provider = await f.guest().post('/api/v1/reviews/providers/', { confirmationCode: code, serviceProviderReviews: [{ employeeId: f.employees.ana, rating: 4.5 }] })
        expect(provider.statusCode, provider.body).toBe(200)
        expect(provider.json()).toMatchObject({ createdCount: 1, updatedCount: 0, serviceProviderReviews: [{ serviceProvider: f.employees.ana, rating: 4.5 }] })
        const list = await staff.get(`/api/v1/reviews/services/${f.services.cut}/`)
        expect(list.json()).toMatchObject({ totalCount: 1, averageRating: 4, results: [{ customer: { firstName: 'Ana Maria' } }] })
        const providers = await staff.get(`/api/v1/reviews/providers/${f.employees.ana}/`)
        expect(providers.json()).toMatchObject({ totalCount: 1, averageRating: 4.5 })
      })

      it('shows the review on the storefront with the customer shortened to a last initial', async () => {
        const data = await storefront()
        expect(data.reviews).toMatchObject([{ bookingRating: 5, bookingReviewText: 'Even better on reflection.', customer: { firstName: 'Ana Maria', lastName: 'L' } }])
        expect(JSON.stringify(data.reviews)).not.toContain('ana@example.com')
      })
    })

    describe('when staff add, feature and hide reviews', () => {
      it('validates the staff review form with the spec rules', async () => {
        const cases: Array<[Json, string]> = [
          [staffReview({ rating: 0 }), 'rating'],
          [staffReview({ rating: 6 }), 'rating'],
          [staffReview({ firstName: '' }), 'firstName'],
          [staffReview({ firstName: 'x'.repeat(51) }), 'firstName'],
          [staffReview({ lastName: 'x'.repeat(51) }), 'lastName'],
          [staffReview({ email: 'nope' }), 'email'],
          [staffReview({ reviewText: 'x'.repeat(1001) }), 'reviewText'],
          [staffReview({ locationId: undefined }), 'locationId'],
        ]
        for (const [body, path] of cases) {
          const r = await staff.post('/api/v1/reviews/', body)
          expect(r.statusCode, `${path}: ${r.body}`).toBe(400)
          expect((r.json() as Json).errors.map((e: Json) => e.path)).toContain(path)
        }
        expect((await staff.post('/api/v1/reviews/', staffReview({ phone: '12' }))).statusCode).toBe(400)
      })

      it('puts a featured review first and drops a hidden one from the storefront', async () => {
        const added = await staff.post('/api/v1/reviews/', staffReview())
        expect(added.statusCode, added.body).toBe(201)
        const staffReviewId = (added.json() as Json).id
        expect((await staff.put(`/api/v1/reviews/${staffReviewId}/featured/`, { featured: true })).statusCode).toBe(200)
        let data = await storefront()
        expect(data.reviews.map((r: Json) => r.id)[0]).toBe(staffReviewId)

        const customerReviewId = data.reviews[1].id
        expect((await staff.put(`/api/v1/reviews/${customerReviewId}/visibility/`, { visible: false })).statusCode).toBe(200)
        data = await storefront()
        expect(data.reviews.map((r: Json) => r.id)).toEqual([staffReviewId])

        const list = await staff.get('/api/v1/reviews/')
        expect(list.json()).toMatchObject({ totalCount: 2, visibleCount: 1, hiddenCount: 1, featuredCount: 1 })
        const hidden = (list.json() as Json).results.find((r: Json) => r.id === customerReviewId)
        expect(hidden).toMatchObject({ status: 'hidden', visible: false, hiddenBy: f.owner.userId, location: { id: f.locationId } })
        const page = await f.guest().get(`/api/v1/storefront_reviews/?subdomain=${f.owner.subdomain}&page=1`)
        expect(page.json()).toMatchObject({ totalCount: 1, pageSize: 5, averageRating: 4 })
      })

      it('hides nothing when the storefront turns reviews off, it just stops showing them', async () => {
        expect((await staff.put('/api/v1/storefront/', { showReviews: false })).statusCode).toBe(200)
        expect((await storefront()).reviews).toEqual([])
        expect((await f.guest().get(`/api/v1/storefront_reviews/?subdomain=${f.owner.subdomain}`)).json()).toMatchObject({ totalCount: 0, reviews: [] })
        expect((await staff.put('/api/v1/storefront/', { showReviews: true })).statusCode).toBe(200)
      })

      it("does not let another business's staff hide or feature a review", async () => {
        const { id } = (await storefront()).reviews[0] as Json
        for (const [url, body] of [[`/api/v1/reviews/${id}/visibility/`, { visible: false }], [`/api/v1/reviews/${id}/featured/`, { featured: false }]] as const) {
          const r = await other.client.put(url, body)
          expect(r.statusCode, r.body).toBe(404)
        }
        expect((await storefront()).reviews.map((r: Json) => r.id)).toEqual([id])
        expect((await other.client.get('/api/v1/reviews/')).json()).toMatchObject({ totalCount: 0 })
      })
    })

    describe('when staff manage testimonials', () => {
      it('adds, hides, shows and deletes a testimonial; other businesses cannot touch it', async () => {
        const bad = await staff.post('/api/v1/testimonials/', { fullName: '', testimonialText: 'x'.repeat(1001), businessLocationId: f.locationId })
        expect(bad.statusCode).toBe(400)
        expect((bad.json() as Json).errors.map((e: Json) => e.path).sort()).toEqual(['fullName', 'testimonialText'])
        const foreignLocation = await staff.post('/api/v1/testimonials/', { fullName: 'Zed', testimonialText: 'Hi', businessLocationId: other.locationId })
        expect(foreignLocation.statusCode).toBe(404)

        const added = await staff.post('/api/v1/testimonials/', { fullName: 'Dana Reyes', testimonialText: 'Best salon in town.', businessLocationId: f.locationId })
        expect(added.statusCode, added.body).toBe(201)
        const id = (added.json() as Json).id
        expect((await storefront()).testimonials).toMatchObject([{ id, fullName: 'Dana Reyes', testimonialText: 'Best salon in town.', businessLocationId: f.locationId }])

        expect((await other.client.put(`/api/v1/testimonials/${id}/visibility/`, { visible: false })).statusCode).toBe(404)
        expect((await other.client.delete(`/api/v1/testimonials/${id}/`)).statusCode).toBe(404)

        expect((await staff.put(`/api/v1/testimonials/${id}/visibility/`, { visible: false })).statusCode).toBe(200)
        expect((await storefront()).testimonials).toEqual([])
        expect((await staff.get('/api/v1/testimonials/')).json()).toMatchObject({ totalCount: 1, visibleCount: 0, hiddenCount: 1 })
        expect((await staff.put(`/api/v1/testimonials/${id}/visibility/`, { visible: true })).statusCode).toBe(200)
        expect((await storefront()).testimonials).toHaveLength(1)

        expect((await staff.delete(`/api/v1/testimonials/${id}/`)).statusCode).toBe(200)
        expect((await storefront()).testimonials).toEqual([])
        expect((await staff.delete(`/api/v1/testimonials/${id}/`)).statusCode).toBe(404)
      })
    })

    describe('when the read models are replayed', () => {
      it('gives the same rows as the live projections', async () => {
        for (const projection of reviewProjections) expect((await verifyProjection(t.deps.sql, projection)).differences, projection.name).toEqual([])
      })
    })
  })
}
