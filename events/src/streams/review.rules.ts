/**
 * When a booking can be reviewed: one rule shared by the command side (which enforces it) and the
 * read side (which only decides whether the booking page offers the review form).
 *
 * The customer must have had the booking: every appointment that was not cancelled has ended (or
 * staff completed it early), and at least one was attended, so a fully cancelled booking or a
 * no-show has nothing to review.
 */
export type ReviewBlocker = 'bookingNotReviewable' | 'bookingNotEnded'

export interface ReviewableAppointment {
  status: string
  /** End of the appointment, epoch milliseconds. */
  endMs: number
}

/** Why the booking cannot be reviewed at `nowMs`, or null when it can. */
export function reviewBlocker(appointments: readonly ReviewableAppointment[], nowMs: number): ReviewBlocker | null {
  const kept = appointments.filter((a) => a.status !== 'CANCELLED')
  if (!kept.some((a) => a.status !== 'NO_SHOW')) return 'bookingNotReviewable'
  const pending = kept.some((a) => a.status !== 'COMPLETED' && a.status !== 'NO_SHOW' && a.endMs > nowMs)
  return pending ? 'bookingNotEnded' : null
}
