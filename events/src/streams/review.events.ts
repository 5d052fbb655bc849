import { v5 as uuidv5 } from 'uuid'
import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'
import { imageRef, images } from './catalog-shared.schemas.ts'
import { e164 } from './customer.events.ts'

/**
 * Stream `review-{reviewId}`: one review of a business. A customer's review of a booking lives at
 * the id derived from the booking (`bookingReviewId`), so a booking has at most one review and a
 * second submission lands on the same stream and updates it. Its service and provider reviews are
 * children recorded on the same stream. Staff-added reviews get a fresh id.
 */
export const reviewStream = (reviewId: string) => `review-${reviewId}`
/** Stream `testimonial-{testimonialId}`: a testimonial the business added to its storefront. */
export const testimonialStream = (testimonialId: string) => `testimonial-${testimonialId}`

const BOOKING_REVIEW_NAMESPACE = 'c0f4a6d2-3e1b-4f7a-9d8c-5b2e1a0f6c47'
/** The one review a booking can have. */
export const bookingReviewId = (bookingId: string) => uuidv5(`booking-review:${bookingId}`, BOOKING_REVIEW_NAMESPACE)

/** Customer ratings are numbers 0–5 (public-side §5); staff-entered ratings 1–5 (business-side §9). */
export const customerRating = z.number().min(0, 'Ratings are between 0 and 5').max(5, 'Ratings are between 0 and 5').multipleOf(0.5, 'Ratings go in half-star steps')
export const staffRating = z.number().int('Rating must be a whole number').min(1, 'Rating must be between 1 and 5').max(5, 'Rating must be between 1 and 5')
export const reviewText = z.string().max(1000, 'Review text can be at most 1000 characters')
export const reviewImages = images

export const reviewerName = z.object({ firstName: z.string().max(100).nullable(), lastName: z.string().max(100).nullable() })

export const BookingReviewSubmitted = defineEvent(
  'BookingReviewSubmitted',
  z.object({
    reviewId: uuid,
    businessId: uuid,
    locationId: uuid,
    bookingId: uuid,
    customerId: uuid.nullable(),
    customer: reviewerName,
    /** The provider of the booking's first appointment (the spec's review.employee). */
    employeeId: uuid.nullable(),
    bookingRating: customerRating.nullable(),
    bookingReviewText: reviewText.nullable(),
  }),
)
/** A resubmission: the new rating and text replace the old ones. */
export const BookingReviewChanged = defineEvent(
  'BookingReviewChanged',
  z.object({ reviewId: uuid, businessId: uuid, bookingRating: customerRating.nullable(), bookingReviewText: reviewText.nullable() }),
)
const childReview = { rating: customerRating.nullable(), reviewText: reviewText.nullable() }
/** Only the service reviews that are new or changed. */
export const ServiceReviewsRecorded = defineEvent(
  'ServiceReviewsRecorded',
  z.object({ reviewId: uuid, businessId: uuid, serviceReviews: z.array(z.object({ serviceId: uuid, ...childReview })).min(1).max(50) }),
)
/** Only the provider reviews that are new or changed. */
export const ProviderReviewsRecorded = defineEvent(
  'ProviderReviewsRecorded',
  z.object({ reviewId: uuid, businessId: uuid, providerReviews: z.array(z.object({ employeeId: uuid, ...childReview })).min(1).max(50) }),
)
/** Images the customer uploaded to their booking review (a review holds at most 5). */
export const ReviewImagesAdded = defineEvent('ReviewImagesAdded', z.object({ reviewId: uuid, businessId: uuid, images: z.array(imageRef).min(1).max(5) }))
export const ReviewAddedByStaff = defineEvent(
  'ReviewAddedByStaff',
  z.object({
    reviewId: uuid,
    businessId: uuid,
    locationId: uuid,
    /** The business's customer with that phone, when there is one. */
    customerId: uuid.nullable(),
    customer: z.object({ firstName: z.string().min(1).max(50), lastName: z.string().max(50), email: z.string().max(320), phone: e164 }),
    rating: staffRating,
    reviewText: reviewText,
    images: reviewImages,
    addedByUserId: uuid.nullable(),
  }),
)
export const ReviewHidden = defineEvent('ReviewHidden', z.object({ reviewId: uuid, businessId: uuid, hiddenByUserId: uuid.nullable() }))
export const ReviewShown = defineEvent('ReviewShown', z.object({ reviewId: uuid, businessId: uuid }))
export const ReviewFeatured = defineEvent('ReviewFeatured', z.object({ reviewId: uuid, businessId: uuid }))
export const ReviewUnfeatured = defineEvent('ReviewUnfeatured', z.object({ reviewId: uuid, businessId: uuid }))

export const testimonialFields = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Full name can be at most 100 characters'),
  testimonialText: z.string().trim().min(1, 'Testimonial text is required').max(1000, 'Testimonial text can be at most 1000 characters'),
  profileImage: imageRef.nullable(),
})
export const TestimonialAdded = defineEvent('TestimonialAdded', z.object({ testimonialId: uuid, businessId: uuid, locationId: uuid, ...testimonialFields.shape }))
export const TestimonialHidden = defineEvent('TestimonialHidden', z.object({ testimonialId: uuid, businessId: uuid }))
export const TestimonialShown = defineEvent('TestimonialShown', z.object({ testimonialId: uuid, businessId: uuid }))
export const TestimonialDeleted = defineEvent('TestimonialDeleted', z.object({ testimonialId: uuid, businessId: uuid }))

export const reviewEvents = [
  BookingReviewSubmitted, BookingReviewChanged, ServiceReviewsRecorded, ProviderReviewsRecorded, ReviewImagesAdded, ReviewAddedByStaff,
  ReviewHidden, ReviewShown, ReviewFeatured, ReviewUnfeatured,
] as const
export type ReviewEvent = EventUnion<typeof reviewEvents>

export const testimonialEvents = [TestimonialAdded, TestimonialHidden, TestimonialShown, TestimonialDeleted] as const
export type TestimonialEvent = EventUnion<typeof testimonialEvents>
