import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { confirmationCode, customerRating, imageRef, reviewImages, reviewText, staffRating, testimonialFields, type SqlQueryable } from '@slotwise/events'
import { publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff, type StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import { consume, type ThrottleRule } from '@slotwise/infra/platform/throttle.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import type { FastifyRequest } from 'fastify'
import { failsAs } from '../catalog/catalog-errors.ts'
import { created, idParams, ok } from '../catalog/catalog.schemas.ts'
import { requirePhone } from '../customers/phone.ts'
import { commandContext } from '../platform/request-context.ts'
import { findBookingByCode, runReviewCommand, runTestimonialCommand, submitBookingReview, submitChildReviews } from './reviews.commands.ts'

export const REVIEW_THROTTLE = { submitPerIp: { name: 'review-submit-ip', limit: 60, windowSeconds: 15 * 60 } } as const satisfies Record<string, ThrottleRule>

const uuid = z.string().uuid()
const tag = { tags: ['reviews'] }
const optionalRating = customerRating.nullable().optional().transform((v) => v ?? null)
const optionalText = reviewText.nullable().optional().transform((v) => (v?.trim() ? v.trim() : null))

/** public-side §5: confirmationCode required; ratings and text optional. */
export const bookingReviewBody = z.object({ confirmationCode, bookingRating: optionalRating, bookingReviewText: optionalText })
export const serviceReviewsBody = z.object({
  confirmationCode,
  serviceReviews: z.array(z.object({ serviceId: uuid, rating: optionalRating, reviewText: optionalText })).min(1, 'Add at least one service review').max(50),
})
export const providerReviewsBody = z.object({
  confirmationCode,
  serviceProviderReviews: z.array(z.object({ employeeId: uuid, rating: optionalRating, reviewText: optionalText })).min(1, 'Add at least one provider review').max(50),
})
/** business-side §9: location and customer required; first name 1–50, last name ≤ 50, valid email, rating 1–5. */
export const staffReviewBody = z.object({
  locationId: uuid,
  firstName: z.string().trim().min(1, 'First name is required').max(50, 'First name can be at most 50 characters'),
  lastName: z.string().trim().max(50, 'Last name can be at most 50 characters').default(''),
  phone: z.string().trim().min(1, 'Phone number is required').max(250),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email')),
  rating: staffRating,
  reviewText: reviewText.default(''),
  images: reviewImages.default([]),
})
export const testimonialBody = testimonialFields.extend({ businessLocationId: uuid, profileImage: imageRef.nullable().default(null) })

const childView = z.object({ rating: z.number().nullable(), reviewText: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() })
const bookingReviewView = z.object({
  id: uuid, booking: uuid, bookingRating: z.number().nullable(), bookingReviewText: z.string().nullable(), createdAt: z.string(), updatedAt: z.string(),
})
const iso = (value: unknown) => new Date(value as string).toISOString()
const rating = (value: unknown) => (value === null ? null : Number(value))

async function bookingReviewOf(sql: SqlQueryable, reviewId: string) {
  const { rows } = await sql.query<Record<string, unknown>>(`SELECT * FROM reviews WHERE review_id = $1`, [reviewId])
  const r = rows[0]!
  return {
    id: reviewId, booking: r.booking_id as string, bookingRating: rating(r.rating), bookingReviewText: r.review_text as string | null,
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  }
}

async function childReviewsOf(sql: SqlQueryable, table: 'service_reviews' | 'provider_reviews', reviewId: string) {
  const column = table === 'service_reviews' ? 'service_id' : 'employee_id'
  const { rows } = await sql.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE review_id = $1 ORDER BY ${column}`, [reviewId])
  return rows.map((r) => ({
    id: `${reviewId}:${r[column] as string}`, parentReview: reviewId, [column === 'service_id' ? 'service' : 'serviceProvider']: r[column] as string,
    rating: rating(r.rating), reviewText: r.review_text as string | null, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  }))
}

/**
 * Reviews and testimonials. Customers review a booking by its confirmation code (the same bearer
 * credential as the booking pages); staff (storefront.manage) add reviews, hide/show and feature
 * them, and manage testimonials. Staff routes are scoped to the caller's business and, for
 * managers, their locations.
 */
export function reviewRoutes(app: ZodApp, deps: ServiceDeps) {
  const customer = async (request: FastifyRequest, code: string) => {
    await consume(deps.sql, REVIEW_THROTTLE.submitPerIp, request.ip, deps.now())
    return { ctx: commandContext(deps, request, { type: 'customer', id: null }), found: await findBookingByCode(deps.sql, code) }
  }

  app.post('/api/v1/reviews/booking/', {
    config: publicAccess('customers review a finished booking by its confirmation code; throttled per IP'),
    schema: { ...tag, body: bookingReviewBody, response: { 200: z.object({ success: z.literal(true), message: z.string(), created: z.boolean(), bookingReview: bookingReviewView }) } },
    handler: async (request) => {
      const { ctx, found } = await customer(request, request.body.confirmationCode)
      const { reviewId, created: isNew } = await submitBookingReview(ctx, found, request.body)
      await deps.waitForProjections()
      return { success: true as const, message: isNew ? 'Review submitted' : 'Review updated', created: isNew, bookingReview: await bookingReviewOf(deps.sql, reviewId) }
    },
  })

  app.post('/api/v1/reviews/services/', {
    config: publicAccess('customers review the services of a finished booking; throttled per IP'),
    schema: {
      ...tag, body: serviceReviewsBody,
      response: { 200: z.object({ success: z.literal(true), message: z.string(), createdCount: z.number().int(), updatedCount: z.number().int(), serviceReviews: z.array(childView.extend({ id: z.string(), parentReview: uuid, service: uuid })) }) },
    },
    handler: async (request) => {
      const { ctx, found } = await customer(request, request.body.confirmationCode)
      const reviews = request.body.serviceReviews.map((r) => ({ id: r.serviceId, rating: r.rating, reviewText: r.reviewText }))
      const result = await submitChildReviews(ctx, found, 'service', reviews)
      await deps.waitForProjections()
      const serviceReviews = (await childReviewsOf(deps.sql, 'service_reviews', result.reviewId)) as Array<z.infer<typeof childView> & { id: string; parentReview: string; service: string }>
      return { success: true as const, message: 'Service reviews saved', createdCount: result.createdCount, updatedCount: result.updatedCount, serviceReviews }
    },
  })

  app.post('/api/v1/reviews/providers/', {
    config: publicAccess('customers review the professionals of a finished booking; throttled per IP'),
    schema: {
      ...tag, body: providerReviewsBody,
      response: { 200: z.object({ success: z.literal(true), message: z.string(), createdCount: z.number().int(), updatedCount: z.number().int(), serviceProviderReviews: z.array(childView.extend({ id: z.string(), parentReview: uuid, serviceProvider: uuid })) }) },
    },
    handler: async (request) => {
      const { ctx, found } = await customer(request, request.body.confirmationCode)
      const reviews = request.body.serviceProviderReviews.map((r) => ({ id: r.employeeId, rating: r.rating, reviewText: r.reviewText }))
      const result = await submitChildReviews(ctx, found, 'provider', reviews)
      await deps.waitForProjections()
      const serviceProviderReviews = (await childReviewsOf(deps.sql, 'provider_reviews', result.reviewId)) as Array<z.infer<typeof childView> & { id: string; parentReview: string; serviceProvider: string }>
      return { success: true as const, message: 'Provider reviews saved', createdCount: result.createdCount, updatedCount: result.updatedCount, serviceProviderReviews }
    },
  })

  // ---- staff
  const as = (request: FastifyRequest) => {
    const staff = requireStaff(request)
    return { staff, ctx: commandContext(deps, request, { type: 'user', id: staff.userId }) }
  }
  const locationScope = (staff: StaffPrincipal, locationId: string) => {
    if (!staff.roles.includes('admin')) requireLocationAccess(staff, locationId)
  }
  /** The row of the caller's business, at a location they may act at; otherwise not found. */
  const ownRow = async (staff: StaffPrincipal, table: 'reviews' | 'testimonials', id: string) => {
    const key = table === 'reviews' ? 'review_id' : 'testimonial_id'
    const { rows } = await deps.sql.query<{ location_id: string }>(`SELECT location_id FROM ${table} WHERE ${key} = $1 AND business_id = $2`, [id, staff.businessId])
    const notFound = table === 'reviews' ? new DomainError('review.notFound', 'Review not found', 404) : new DomainError('testimonial.notFound', 'Testimonial not found', 404)
    if (!rows[0]) throw notFound
    try {
      locationScope(staff, rows[0].location_id)
    } catch {
      throw notFound
    }
  }

  app.post('/api/v1/reviews/', {
    config: staffAccess('storefront.manage'), ...failsAs('review.addFailed'),
    schema: { ...tag, body: staffReviewBody, response: { 201: created } },
    handler: async (request, reply) => {
      const { staff, ctx } = as(request)
      const b = request.body
      locationScope(staff, b.locationId)
      const phone = requirePhone(b.phone)
      const { rows } = await deps.sql.query<{ customer_id: string }>(
        `SELECT customer_id FROM customers WHERE business_id = $1 AND phone = $2 AND is_active ORDER BY created_at LIMIT 1`,
        [staff.businessId, phone],
      )
      const reviewId = randomUUID()
      await runReviewCommand(ctx, {
        type: 'AddStaffReview',
        review: {
          reviewId, businessId: staff.businessId, locationId: b.locationId, customerId: rows[0]?.customer_id ?? null,
          customer: { firstName: b.firstName, lastName: b.lastName, email: b.email, phone }, rating: b.rating, reviewText: b.reviewText.trim(), images: b.images,
          addedByUserId: staff.userId,
        },
      })
      await deps.waitForProjections()
      return reply.status(201).send({ id: reviewId, warnings: [] })
    },
  })

  app.put('/api/v1/reviews/:id/visibility/', {
    config: staffAccess('storefront.manage'), ...failsAs('review.visibilityFailed'),
    schema: { ...tag, params: idParams, body: z.object({ visible: z.boolean() }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await ownRow(staff, 'reviews', request.params.id)
      await runReviewCommand(ctx, { type: 'SetReviewVisibility', reviewId: request.params.id, businessId: staff.businessId, visible: request.body.visible, byUserId: staff.userId })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  app.put('/api/v1/reviews/:id/featured/', {
    config: staffAccess('storefront.manage'), ...failsAs('review.featuringFailed'),
    schema: { ...tag, params: idParams, body: z.object({ featured: z.boolean() }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await ownRow(staff, 'reviews', request.params.id)
      await runReviewCommand(ctx, { type: 'SetReviewFeatured', reviewId: request.params.id, businessId: staff.businessId, featured: request.body.featured })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  app.post('/api/v1/testimonials/', {
    config: staffAccess('storefront.manage'), ...failsAs('testimonial.addFailed'),
    schema: { ...tag, body: testimonialBody, response: { 201: created } },
    handler: async (request, reply) => {
      const { staff, ctx } = as(request)
      const { businessLocationId, ...fields } = request.body
      locationScope(staff, businessLocationId)
      const testimonialId = randomUUID()
      await runTestimonialCommand(ctx, { type: 'AddTestimonial', testimonial: { testimonialId, businessId: staff.businessId, locationId: businessLocationId, ...fields } })
      await deps.waitForProjections()
      return reply.status(201).send({ id: testimonialId, warnings: [] })
    },
  })

  app.put('/api/v1/testimonials/:id/visibility/', {
    config: staffAccess('storefront.manage'), ...failsAs('testimonial.updateFailed'),
    schema: { ...tag, params: idParams, body: z.object({ visible: z.boolean() }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await ownRow(staff, 'testimonials', request.params.id)
      await runTestimonialCommand(ctx, { type: 'SetTestimonialVisibility', testimonialId: request.params.id, businessId: staff.businessId, visible: request.body.visible })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  app.delete('/api/v1/testimonials/:id/', {
    config: staffAccess('storefront.manage'), ...failsAs('testimonial.deleteFailed'),
    schema: { ...tag, params: idParams, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await ownRow(staff, 'testimonials', request.params.id)
      await runTestimonialCommand(ctx, { type: 'DeleteTestimonial', testimonialId: request.params.id, businessId: staff.businessId })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
}
