import type { Projection } from '../projection.ts'
import { businessesProjection } from './business/businesses.projection.ts'
import { locationsProjection } from './business/locations.projection.ts'
import { staffInvitationsProjection } from './identity/staff-invitations.projection.ts'
import { staffMembersProjection } from './identity/staff-members.projection.ts'
import { catalogProjections } from './catalog/catalog.projections.ts'
import { bookingProjections } from './booking/booking.projections.ts'
import { paymentProjections } from './payments/payments.projections.ts'
import { reviewProjections } from './reviews/reviews.projections.ts'

/** Every read-model projection the runner applies. */
export const allProjections: Projection[] = [businessesProjection, locationsProjection, staffMembersProjection, staffInvitationsProjection, ...catalogProjections, ...bookingProjections, ...paymentProjections, ...reviewProjections]
