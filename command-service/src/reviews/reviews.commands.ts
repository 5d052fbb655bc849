import {
  bookingReviewId, bookingStream, locationStream, reviewStream, testimonialStream, type ImageRef, type ReviewEvent, type SqlQueryable,
} from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { handleCommand, type CommandContext, type StreamReader } from '../platform/command-handler.ts'
import { bookingDecider } from '../booking/booking.decider.ts'
import { catalogLocationDecider } from '../catalog/business-settings.decider.ts'
import { childReviewCounts, reviewDecider, type ChildReviewInput, type ReviewCommand, type ReviewedBooking, type ReviewState } from './review.decider.ts'
import { testimonialDecider, type TestimonialCommand } from './testimonial.decider.ts'

/**
 * The review and testimonial command functions: the routes and the demo seed call these, so the
 * seed goes through the rules the API enforces.
 */

const bookingNotFound = () => new DomainError('booking.notFound', 'Booking not found', 404)

/** The booking a confirmation code names (read model), with the customer's name as booked. */
export async function findBookingByCode(sql: SqlQueryable, confirmationCode: string): Promise<{ bookingId: string; customer: ReviewedBooking['customer'] }> {
  const { rows } = await sql.query<{ booking_id: string; customer: { firstName?: string | null; lastName?: string | null } }>(
    `SELECT booking_id, customer FROM bookings WHERE confirmation_code = $1`,
    [confirmationCode],
  )
  const row = rows[0]
  if (!row) throw bookingNotFound()
  return { bookingId: row.booking_id, customer: { firstName: row.customer.firstName ?? null, lastName: row.customer.lastName ?? null } }
}

/** The booking as its stream says now (statuses, times, who served it). */
async function loadReviewedBooking(reader: StreamReader, found: { bookingId: string; customer: ReviewedBooking['customer'] }): Promise<ReviewedBooking> {
  const { state } = await reader.load(bookingStream(found.bookingId), bookingDecider)
  if (!state.exists) throw bookingNotFound()
  return {
    bookingId: found.bookingId,
    businessId: state.businessId!,
    locationId: state.locationId!,
    customerId: state.customerId,
    customer: found.customer,
    appointments: Object.values(state.appointments).map((a) => ({ status: a.status, start: a.start, end: a.end, serviceId: a.serviceId, employeeId: a.employeeId })),
  }
}

/** A location of this business that is open, or 404. */
export async function requireOpenLocation(reader: StreamReader, businessId: string, locationId: string): Promise<void> {
  const { state } = await reader.load(locationStream(locationId), catalogLocationDecider)
  if (!state.exists || state.closed || state.businessId !== businessId) throw new DomainError('location.notFound', 'Location not found', 404)
}

interface ReviewDecision {
  state: ReviewState
  events: ReviewEvent[]
  booking: ReviewedBooking
}

/** Load the booking and its review, decide one customer command, append to the review stream. */
async function runCustomerReviewCommand<R>(
  ctx: CommandContext,
  found: { bookingId: string; customer: ReviewedBooking['customer'] },
  command: (booking: ReviewedBooking, reviewId: string) => ReviewCommand,
  result: (decision: ReviewDecision) => R,
): Promise<R> {
  return handleCommand(ctx, async (reader) => {
    const booking = await loadReviewedBooking(reader, found)
    const reviewId = bookingReviewId(booking.bookingId)
    const review = await reader.load(reviewStream(reviewId), reviewDecider)
    const events = reviewDecider.decide(command(booking, reviewId), review.state)
    return { appends: [{ streamId: reviewStream(reviewId), events }], result: result({ state: review.state, events, booking }) }
  })
}

export async function submitBookingReview(
  ctx: CommandContext,
  found: { bookingId: string; customer: ReviewedBooking['customer'] },
  input: { bookingRating: number | null; bookingReviewText: string | null },
): Promise<{ reviewId: string; created: boolean }> {
  return runCustomerReviewCommand(
    ctx, found,
    (booking, reviewId) => ({ type: 'SubmitBookingReview', reviewId, booking, now: ctx.now.toISOString(), ...input }),
    ({ state, booking }) => ({ reviewId: bookingReviewId(booking.bookingId), created: !state.exists }),
  )
}

export async function submitChildReviews(
  ctx: CommandContext,
  found: { bookingId: string; customer: ReviewedBooking['customer'] },
  kind: 'service' | 'provider',
  reviews: ChildReviewInput[],
): Promise<{ reviewId: string; createdCount: number; updatedCount: number }> {
  return runCustomerReviewCommand(
    ctx, found,
    (booking, reviewId) => ({ type: kind === 'service' ? 'SubmitServiceReviews' : 'SubmitProviderReviews', reviewId, booking, now: ctx.now.toISOString(), reviews }),
    ({ state, booking }) => ({ reviewId: bookingReviewId(booking.bookingId), ...childReviewCounts(state, kind, reviews) }),
  )
}

export async function addReviewImages(ctx: CommandContext, found: { bookingId: string; businessId: string }, images: ImageRef[]): Promise<string> {
  const reviewId = bookingReviewId(found.bookingId)
  await runReviewCommand(ctx, { type: 'AddReviewImages', reviewId, businessId: found.businessId, images })
  return reviewId
}

/** Staff commands on one review stream (add, visibility, featured). */
export async function runReviewCommand(ctx: CommandContext, command: Exclude<ReviewCommand, { booking: ReviewedBooking }>): Promise<void> {
  await handleCommand(ctx, async (reader) => {
    const reviewId = command.type === 'AddStaffReview' ? command.review.reviewId : command.reviewId
    if (command.type === 'AddStaffReview') await requireOpenLocation(reader, command.review.businessId, command.review.locationId)
    const review = await reader.load(reviewStream(reviewId), reviewDecider)
    return { appends: [{ streamId: reviewStream(reviewId), events: reviewDecider.decide(command, review.state) }], result: null }
  })
}

export async function runTestimonialCommand(ctx: CommandContext, command: TestimonialCommand): Promise<void> {
  await handleCommand(ctx, async (reader) => {
    const testimonialId = command.type === 'AddTestimonial' ? command.testimonial.testimonialId : command.testimonialId
    if (command.type === 'AddTestimonial') await requireOpenLocation(reader, command.testimonial.businessId, command.testimonial.locationId)
    const testimonial = await reader.load(testimonialStream(testimonialId), testimonialDecider)
    return { appends: [{ streamId: testimonialStream(testimonialId), events: testimonialDecider.decide(command, testimonial.state) }], result: null }
  })
}
