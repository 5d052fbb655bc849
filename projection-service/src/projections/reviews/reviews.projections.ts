import { rowProjection, type ProjectedEvent, type Projection } from '../../projection.ts'

type Row = Record<string, unknown>
const at = (event: ProjectedEvent) => event.metadata.occurredAt
const rating = (value: number | null) => (value === null ? null : value.toFixed(1))

/** One row per review: booking reviews and staff-added ones, with visibility and featuring. */
export const reviewsProjection = rowProjection<Row>({
  name: 'reviews',
  table: 'reviews',
  key: ['review_id'],
  handles: [
    'BookingReviewSubmitted', 'BookingReviewChanged', 'ReviewImagesAdded', 'ReviewAddedByStaff',
    'ReviewHidden', 'ReviewShown', 'ReviewFeatured', 'ReviewUnfeatured',
  ],
  keyOf: (event) => ({ review_id: (event.data as { reviewId: string }).reviewId }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'BookingReviewSubmitted': {
        const d = event.data
        return {
          review_id: d.reviewId, business_id: d.businessId, location_id: d.locationId, source: 'booking', booking_id: d.bookingId,
          customer_id: d.customerId, customer_first_name: d.customer.firstName, customer_last_name: d.customer.lastName,
          customer_email: null, customer_phone: null, employee_id: d.employeeId,
          rating: rating(d.bookingRating), review_text: d.bookingReviewText, images: [], visible: true, featured: false,
          hidden_by_user_id: null, added_by_user_id: null, created_at: at(event), updated_at: at(event),
        }
      }
      case 'ReviewAddedByStaff': {
        const d = event.data
        return {
          review_id: d.reviewId, business_id: d.businessId, location_id: d.locationId, source: 'staff', booking_id: null,
          customer_id: d.customerId, customer_first_name: d.customer.firstName, customer_last_name: d.customer.lastName,
          customer_email: d.customer.email, customer_phone: d.customer.phone, employee_id: null,
          rating: rating(d.rating), review_text: d.reviewText || null, images: d.images, visible: true, featured: false,
          hidden_by_user_id: null, added_by_user_id: d.addedByUserId, created_at: at(event), updated_at: at(event),
        }
      }
      case 'BookingReviewChanged':
        return row && { ...row, rating: rating(event.data.bookingRating), review_text: event.data.bookingReviewText, updated_at: at(event) }
      case 'ReviewImagesAdded':
        return row && { ...row, images: [...(row.images as unknown[]), ...event.data.images], updated_at: at(event) }
      case 'ReviewHidden':
        return row && { ...row, visible: false, hidden_by_user_id: event.data.hiddenByUserId, updated_at: at(event) }
      case 'ReviewShown':
        return row && { ...row, visible: true, hidden_by_user_id: null, updated_at: at(event) }
      case 'ReviewFeatured':
      case 'ReviewUnfeatured':
        return row && { ...row, featured: event.type === 'ReviewFeatured', updated_at: at(event) }
      default:
        return row
    }
  },
})

/** Service or provider reviews: one event records several children of one booking review. */
function childReviewsProjection(table: 'service_reviews' | 'provider_reviews', column: 'service_id' | 'employee_id', type: 'ServiceReviewsRecorded' | 'ProviderReviewsRecorded'): Projection {
  return {
    name: table,
    tables: [table],
    handles: [type],
    async apply(tx, event) {
      const children: Array<{ id: string; rating: number | null; reviewText: string | null }> =
        event.type === 'ServiceReviewsRecorded' ? event.data.serviceReviews.map((r) => ({ id: r.serviceId, rating: r.rating, reviewText: r.reviewText }))
          : event.type === 'ProviderReviewsRecorded' ? event.data.providerReviews.map((r) => ({ id: r.employeeId, rating: r.rating, reviewText: r.reviewText }))
            : []
      const { reviewId, businessId } = event.data as { reviewId: string; businessId: string }
      for (const child of children) {
        await tx.query(
          `INSERT INTO "${table}" (review_id, "${column}", business_id, rating, review_text, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT (review_id, "${column}") DO UPDATE SET rating = excluded.rating, review_text = excluded.review_text, updated_at = excluded.updated_at`,
          [reviewId, child.id, businessId, rating(child.rating), child.reviewText, at(event)],
        )
      }
    },
  }
}

export const serviceReviewsProjection = childReviewsProjection('service_reviews', 'service_id', 'ServiceReviewsRecorded')
export const providerReviewsProjection = childReviewsProjection('provider_reviews', 'employee_id', 'ProviderReviewsRecorded')

export const testimonialsProjection = rowProjection<Row>({
  name: 'testimonials',
  table: 'testimonials',
  key: ['testimonial_id'],
  handles: ['TestimonialAdded', 'TestimonialHidden', 'TestimonialShown', 'TestimonialDeleted'],
  keyOf: (event) => ({ testimonial_id: (event.data as { testimonialId: string }).testimonialId }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'TestimonialAdded': {
        const d = event.data
        return {
          testimonial_id: d.testimonialId, business_id: d.businessId, location_id: d.locationId, full_name: d.fullName,
          testimonial_text: d.testimonialText, profile_image: d.profileImage, visible: true, created_at: at(event), updated_at: at(event),
        }
      }
      case 'TestimonialHidden':
      case 'TestimonialShown':
        return row && { ...row, visible: event.type === 'TestimonialShown', updated_at: at(event) }
      case 'TestimonialDeleted':
        return null
      default:
        return row
    }
  },
})

export const reviewProjections: Projection[] = [reviewsProjection, serviceReviewsProjection, providerReviewsProjection, testimonialsProjection]
