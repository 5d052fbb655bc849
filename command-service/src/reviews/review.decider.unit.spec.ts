import { describe, it } from 'vitest'
import type { ReviewEvent, TestimonialEvent } from '@slotwise/events'
import { given } from '../catalog/testing/given.ts'
import { reviewDecider, type ReviewedBooking } from './review.decider.ts'
import { testimonialDecider } from './testimonial.decider.ts'

const B = '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11'
const OTHER_B = '1b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11'
const L = '2c1f0a8e-5b7d-4e3a-9c6f-1d2e3f4a5b6c'
const R = '33333333-3333-4333-8333-333333333333'
const BK = '44444444-4444-4444-8444-444444444444'
const E = '55555555-5555-4555-8555-555555555555'
const S = '22222222-2222-4222-8222-222222222222'
const S2 = '66666666-6666-4666-8666-666666666666'
const U = '77777777-7777-4777-8777-777777777777'
const T = '88888888-8888-4888-8888-888888888888'

const appointment = (over: Partial<ReviewedBooking['appointments'][number]> = {}) => ({
  status: 'SCHEDULED' as const, start: '2030-05-07T10:00:00-04:00', end: '2030-05-07T11:00:00-04:00', serviceId: S, employeeId: E, ...over,
})
const booking = (appointments = [appointment()]): ReviewedBooking => ({
  bookingId: BK, businessId: B, locationId: L, customerId: null, customer: { firstName: 'Ana', lastName: 'Lopez' }, appointments,
})
const after = '2030-05-07T16:00:00.000Z'
const before = '2030-05-07T14:30:00.000Z'
const submitted: ReviewEvent = {
  type: 'BookingReviewSubmitted',
  data: { reviewId: R, businessId: B, locationId: L, bookingId: BK, customerId: null, customer: { firstName: 'Ana', lastName: 'Lopez' }, employeeId: E, bookingRating: 4, bookingReviewText: 'Good' },
}

describe('a customer reviewing a booking', () => {
  it('records the first review of an ended booking with its provider', () => {
    given(reviewDecider).when({ type: 'SubmitBookingReview', reviewId: R, booking: booking(), now: after, bookingRating: 4, bookingReviewText: 'Good' }).then([submitted])
  })
  it('refuses while an appointment has not ended yet', () => {
    given(reviewDecider).when({ type: 'SubmitBookingReview', reviewId: R, booking: booking(), now: before, bookingRating: 4, bookingReviewText: null }).thenThrows('review.bookingNotEnded')
  })
  it('accepts an appointment staff completed early', () => {
    given(reviewDecider).when({ type: 'SubmitBookingReview', reviewId: R, booking: booking([appointment({ status: 'COMPLETED' })]), now: before, bookingRating: 4, bookingReviewText: 'Good' }).then([submitted])
  })
  it('refuses a booking that was cancelled or missed', () => {
    for (const status of ['CANCELLED', 'NO_SHOW'] as const) {
      given(reviewDecider).when({ type: 'SubmitBookingReview', reviewId: R, booking: booking([appointment({ status })]), now: after, bookingRating: 1, bookingReviewText: null }).thenThrows('review.bookingNotReviewable')
    }
  })
  it('updates the review on a resubmission and records nothing when it is unchanged', () => {
    given(reviewDecider, [submitted]).when({ type: 'SubmitBookingReview', reviewId: R, booking: booking(), now: after, bookingRating: 5, bookingReviewText: 'Great' })
      .then([{ type: 'BookingReviewChanged', data: { reviewId: R, businessId: B, bookingRating: 5, bookingReviewText: 'Great' } }])
    given(reviewDecider, [submitted]).when({ type: 'SubmitBookingReview', reviewId: R, booking: booking(), now: after, bookingRating: 4, bookingReviewText: 'Good' }).then([])
  })
})

describe('service and provider reviews', () => {
  it('need the booking review first', () => {
    given(reviewDecider).when({ type: 'SubmitServiceReviews', reviewId: R, booking: booking(), now: after, reviews: [{ id: S, rating: 5, reviewText: null }] }).thenThrows('review.bookingReviewRequired')
  })
  it('records only new or changed ones', () => {
    const recorded: ReviewEvent = { type: 'ServiceReviewsRecorded', data: { reviewId: R, businessId: B, serviceReviews: [{ serviceId: S, rating: 5, reviewText: null }] } }
    given(reviewDecider, [submitted]).when({ type: 'SubmitServiceReviews', reviewId: R, booking: booking(), now: after, reviews: [{ id: S, rating: 5, reviewText: null }] }).then([recorded])
    given(reviewDecider, [submitted, recorded]).when({ type: 'SubmitServiceReviews', reviewId: R, booking: booking(), now: after, reviews: [{ id: S, rating: 5, reviewText: null }] }).then([])
  })
  it('refuses a service or provider outside the booking', () => {
    given(reviewDecider, [submitted]).when({ type: 'SubmitServiceReviews', reviewId: R, booking: booking(), now: after, reviews: [{ id: S2, rating: 5, reviewText: null }] }).thenThrows('review.serviceNotInBooking')
    given(reviewDecider, [submitted]).when({ type: 'SubmitProviderReviews', reviewId: R, booking: booking(), now: after, reviews: [{ id: U, rating: 5, reviewText: null }] }).thenThrows('review.providerNotInBooking')
  })
})

describe('staff moderation', () => {
  it('hides a review once, naming who hid it', () => {
    given(reviewDecider, [submitted]).when({ type: 'SetReviewVisibility', reviewId: R, businessId: B, visible: false, byUserId: U })
      .then([{ type: 'ReviewHidden', data: { reviewId: R, businessId: B, hiddenByUserId: U } }])
    given(reviewDecider, [submitted, { type: 'ReviewHidden', data: { reviewId: R, businessId: B, hiddenByUserId: U } }])
      .when({ type: 'SetReviewVisibility', reviewId: R, businessId: B, visible: false, byUserId: U }).then([])
  })
  it("answers not found for another business's review", () => {
    given(reviewDecider, [submitted]).when({ type: 'SetReviewFeatured', reviewId: R, businessId: OTHER_B, featured: true }).thenThrows('review.notFound')
  })
  it('refuses a sixth image', () => {
    const image = (n: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, fileName: `${n}.png`, fileUrl: `/f/${n}.png`, fileType: 'image/png' })
    const withFour: ReviewEvent = { type: 'ReviewImagesAdded', data: { reviewId: R, businessId: B, images: [1, 2, 3, 4].map(image) } }
    given(reviewDecider, [submitted, withFour]).when({ type: 'AddReviewImages', reviewId: R, businessId: B, images: [image(5), image(6)] }).thenThrows('review.tooManyImages')
  })
})

describe('testimonials', () => {
  const added: TestimonialEvent = { type: 'TestimonialAdded', data: { testimonialId: T, businessId: B, locationId: L, fullName: 'Dana', testimonialText: 'Great', profileImage: null } }
  it('hides, shows and deletes; a deleted one is gone', () => {
    given(testimonialDecider, [added]).when({ type: 'SetTestimonialVisibility', testimonialId: T, businessId: B, visible: false }).then([{ type: 'TestimonialHidden', data: { testimonialId: T, businessId: B } }])
    given(testimonialDecider, [added]).when({ type: 'SetTestimonialVisibility', testimonialId: T, businessId: B, visible: true }).then([])
    given(testimonialDecider, [added, { type: 'TestimonialDeleted', data: { testimonialId: T, businessId: B } }]).when({ type: 'DeleteTestimonial', testimonialId: T, businessId: B }).thenThrows('testimonial.notFound')
  })
  it("answers not found for another business's testimonial", () => {
    given(testimonialDecider, [added]).when({ type: 'DeleteTestimonial', testimonialId: T, businessId: OTHER_B }).thenThrows('testimonial.notFound')
  })
})
