import { reviewBlocker, type AppointmentStatus, type ImageRef, type ReviewEvent } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

type EventData<T extends ReviewEvent['type']> = Extract<ReviewEvent, { type: T }>['data']

/** What the review rules need to know about the booking being reviewed (from its stream). */
export interface ReviewedBooking {
  bookingId: string
  businessId: string
  locationId: string
  customerId: string | null
  customer: { firstName: string | null; lastName: string | null }
  appointments: Array<{ status: AppointmentStatus; start: string; end: string; serviceId: string; employeeId: string }>
}

interface ChildReview {
  rating: number | null
  reviewText: string | null
}

export interface ReviewState {
  exists: boolean
  source: 'booking' | 'staff' | null
  businessId: string | null
  bookingRating: number | null
  bookingReviewText: string | null
  serviceReviews: Record<string, ChildReview>
  providerReviews: Record<string, ChildReview>
  imageCount: number
  visible: boolean
  featured: boolean
}

export interface ChildReviewInput extends ChildReview {
  id: string
}

export type ReviewCommand =
  | { type: 'SubmitBookingReview'; reviewId: string; booking: ReviewedBooking; now: string; bookingRating: number | null; bookingReviewText: string | null }
  | { type: 'SubmitServiceReviews'; reviewId: string; booking: ReviewedBooking; now: string; reviews: ChildReviewInput[] }
  | { type: 'SubmitProviderReviews'; reviewId: string; booking: ReviewedBooking; now: string; reviews: ChildReviewInput[] }
  | { type: 'AddReviewImages'; reviewId: string; businessId: string; images: ImageRef[] }
  | { type: 'AddStaffReview'; review: EventData<'ReviewAddedByStaff'> }
  | { type: 'SetReviewVisibility'; reviewId: string; businessId: string; visible: boolean; byUserId: string | null }
  | { type: 'SetReviewFeatured'; reviewId: string; businessId: string; featured: boolean }

export const MAX_REVIEW_IMAGES = 5

const reviewNotFound = () => new DomainError('review.notFound', 'Review not found', 404)

/** Refuses a booking the customer has not had yet (rule shared with the booking page: `reviewBlocker`). */
export function requireReviewable(booking: ReviewedBooking, now: string): void {
  const blocker = reviewBlocker(
    booking.appointments.map((a) => ({ status: a.status, endMs: Date.parse(a.end) })),
    Date.parse(now),
  )
  if (blocker === 'bookingNotReviewable') throw new DomainError('review.bookingNotReviewable', 'This booking has no attended appointment to review', 409)
  if (blocker === 'bookingNotEnded') throw new DomainError('review.bookingNotEnded', 'You can review this booking once its appointments have ended', 409)
}

function requireOwnBooking(state: ReviewState, booking: ReviewedBooking) {
  if (state.exists && (state.source !== 'booking' || state.businessId !== booking.businessId)) throw reviewNotFound()
}

function requireReview(state: ReviewState, businessId: string) {
  if (!state.exists || state.businessId !== businessId) throw reviewNotFound()
}

/** The given children that are new or changed; refuses ids the booking does not contain. */
function changedChildren(current: Record<string, ChildReview>, reviews: ChildReviewInput[], allowed: Set<string>, what: 'service' | 'provider') {
  const ids = reviews.map((r) => r.id)
  if (new Set(ids).size !== ids.length) throw new DomainError(`review.duplicate${what === 'service' ? 'Service' : 'Provider'}`, `Each ${what} can be reviewed once per submission`, 400)
  for (const r of reviews) {
    if (!allowed.has(r.id)) {
      throw what === 'service'
        ? new DomainError('review.serviceNotInBooking', 'This service is not part of the booking', 400)
        : new DomainError('review.providerNotInBooking', 'This professional did not serve this booking', 400)
    }
  }
  return diffChildren(current, reviews)
}

/** Which of the given child reviews are new and which change an existing one. */
function diffChildren(current: Record<string, ChildReview>, reviews: ChildReviewInput[]) {
  const created = reviews.filter((r) => !current[r.id])
  const changed = reviews.filter((r) => {
    const before = current[r.id]
    return before && (before.rating !== r.rating || before.reviewText !== r.reviewText)
  })
  return { created, changed }
}

const attendedAppointments = (booking: ReviewedBooking) => booking.appointments.filter((a) => a.status !== 'CANCELLED' && a.status !== 'NO_SHOW')

/** `review-{reviewId}`: a booking review (with its service and provider reviews) or a staff-added one. */
export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({
    exists: false, source: null, businessId: null, bookingRating: null, bookingReviewText: null,
    serviceReviews: {}, providerReviews: {}, imageCount: 0, visible: true, featured: false,
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'BookingReviewSubmitted':
        return { ...state, exists: true, source: 'booking', businessId: event.data.businessId, bookingRating: event.data.bookingRating, bookingReviewText: event.data.bookingReviewText }
      case 'BookingReviewChanged':
        return { ...state, bookingRating: event.data.bookingRating, bookingReviewText: event.data.bookingReviewText }
      case 'ServiceReviewsRecorded': {
        const serviceReviews = { ...state.serviceReviews }
        for (const r of event.data.serviceReviews) serviceReviews[r.serviceId] = { rating: r.rating, reviewText: r.reviewText }
        return { ...state, serviceReviews }
      }
      case 'ProviderReviewsRecorded': {
        const providerReviews = { ...state.providerReviews }
        for (const r of event.data.providerReviews) providerReviews[r.employeeId] = { rating: r.rating, reviewText: r.reviewText }
        return { ...state, providerReviews }
      }
      case 'ReviewImagesAdded':
        return { ...state, imageCount: state.imageCount + event.data.images.length }
      case 'ReviewAddedByStaff':
        return { ...state, exists: true, source: 'staff', businessId: event.data.businessId, bookingRating: event.data.rating, bookingReviewText: event.data.reviewText, imageCount: event.data.images.length }
      case 'ReviewHidden':
        return { ...state, visible: false }
      case 'ReviewShown':
        return { ...state, visible: true }
      case 'ReviewFeatured':
        return { ...state, featured: true }
      case 'ReviewUnfeatured':
        return { ...state, featured: false }
      default:
        return state
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SubmitBookingReview': {
        const { booking } = command
        requireOwnBooking(state, booking)
        requireReviewable(booking, command.now)
        const base = { reviewId: command.reviewId, businessId: booking.businessId, bookingRating: command.bookingRating, bookingReviewText: command.bookingReviewText }
        if (!state.exists) {
          return [{
            type: 'BookingReviewSubmitted',
            data: {
              ...base, locationId: booking.locationId, bookingId: booking.bookingId, customerId: booking.customerId, customer: booking.customer,
              employeeId: attendedAppointments(booking)[0]?.employeeId ?? null,
            },
          }]
        }
        if (state.bookingRating === command.bookingRating && state.bookingReviewText === command.bookingReviewText) return []
        return [{ type: 'BookingReviewChanged', data: base }]
      }
      case 'SubmitServiceReviews':
      case 'SubmitProviderReviews': {
        const { booking } = command
        requireOwnBooking(state, booking)
        requireReviewable(booking, command.now)
        if (!state.exists) throw new DomainError('review.bookingReviewRequired', 'Submit the booking review first', 409)
        const attended = attendedAppointments(booking)
        if (command.type === 'SubmitServiceReviews') {
          const { created, changed } = changedChildren(state.serviceReviews, command.reviews, new Set(attended.map((a) => a.serviceId)), 'service')
          const recorded = [...created, ...changed].map((r) => ({ serviceId: r.id, rating: r.rating, reviewText: r.reviewText }))
          return recorded.length ? [{ type: 'ServiceReviewsRecorded', data: { reviewId: command.reviewId, businessId: booking.businessId, serviceReviews: recorded } }] : []
        }
        const { created, changed } = changedChildren(state.providerReviews, command.reviews, new Set(attended.map((a) => a.employeeId)), 'provider')
        const recorded = [...created, ...changed].map((r) => ({ employeeId: r.id, rating: r.rating, reviewText: r.reviewText }))
        return recorded.length ? [{ type: 'ProviderReviewsRecorded', data: { reviewId: command.reviewId, businessId: booking.businessId, providerReviews: recorded } }] : []
      }
      case 'AddReviewImages': {
        requireReview(state, command.businessId)
        if (state.imageCount + command.images.length > MAX_REVIEW_IMAGES) throw new DomainError('review.tooManyImages', 'A review can have up to 5 images', 400)
        return command.images.length ? [{ type: 'ReviewImagesAdded', data: { reviewId: command.reviewId, businessId: command.businessId, images: command.images } }] : []
      }
      case 'AddStaffReview':
        if (state.exists) return []
        return [{ type: 'ReviewAddedByStaff', data: command.review }]
      case 'SetReviewVisibility': {
        requireReview(state, command.businessId)
        if (state.visible === command.visible) return []
        const ref = { reviewId: command.reviewId, businessId: command.businessId }
        return command.visible ? [{ type: 'ReviewShown', data: ref }] : [{ type: 'ReviewHidden', data: { ...ref, hiddenByUserId: command.byUserId } }]
      }
      case 'SetReviewFeatured': {
        requireReview(state, command.businessId)
        if (state.featured === command.featured) return []
        const ref = { reviewId: command.reviewId, businessId: command.businessId }
        return [{ type: command.featured ? 'ReviewFeatured' : 'ReviewUnfeatured', data: ref }]
      }
    }
  },
}

/** The counts of the spec's service and provider review responses, against the state before. */
export function childReviewCounts(state: ReviewState, kind: 'service' | 'provider', reviews: ChildReviewInput[]) {
  const { created, changed } = diffChildren(kind === 'service' ? state.serviceReviews : state.providerReviews, reviews)
  return { createdCount: created.length, updatedCount: changed.length }
}
