import { mutate } from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'
import { bookingDetailsKey, bookingReviewSchema } from './get-booking-details.ts'

export const REVIEW_TEXT_MAX = 1000

export interface BookingReviewInput {
  confirmationCode: string
  bookingRating: number | null
  bookingReviewText: string | null
}

const responseSchema = z.object({ success: z.literal(true), created: z.boolean(), bookingReview: bookingReviewSchema }).loose()

/** POST /api/v1/reviews/booking/ (ADR 0012): the customer reviews a finished booking; the booking page reloads. */
export async function submitBookingReview(input: BookingReviewInput) {
  const result = await apiRequest('/reviews/booking/', responseSchema, { method: 'POST', body: input })
  await mutate(bookingDetailsKey(input.confirmationCode))
  return result
}
