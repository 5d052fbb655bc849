import { rowProjection } from '../../projection.ts'

export interface StaffInvitationRow {
  invitation_id: string
  business_id: string
  email: string
  first_name: string
  phone: string
  roles: string[]
  location_ids: string[]
  invited_by: string
  invited_at: string
  expires_at: string
  /** Revoked invitations stay as rows; the staff list leaves them out (ADR 0015). */
  status: 'pending' | 'joined' | 'revoked'
  joined_user_id: string | null
  joined_at: string | null
  [column: string]: unknown
}

/** `staff_invitations`: invitations with status pending, joined or revoked (expired is derived on read). */
export const staffInvitationsProjection = rowProjection<StaffInvitationRow>({
  name: 'staff_invitations',
  table: 'staff_invitations',
  key: ['invitation_id'],
  handles: ['InvitationSent', 'InvitationAccepted', 'InvitationRevoked', 'InvitationResent'],
  keyOf: (event) => ({ invitation_id: (event.data as { invitationId: string }).invitationId }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'InvitationSent': {
        const d = event.data
        return {
          invitation_id: d.invitationId,
          business_id: d.businessId,
          email: d.email,
          first_name: d.firstName,
          phone: d.phone,
          roles: d.roles,
          location_ids: d.locationIds,
          invited_by: d.invitedBy,
          invited_at: d.invitedAt,
          expires_at: d.expiresAt,
          status: 'pending',
          joined_user_id: null,
          joined_at: null,
        }
      }
      case 'InvitationAccepted':
        return row && { ...row, status: 'joined', joined_user_id: event.data.userId, joined_at: event.metadata.occurredAt }
      case 'InvitationRevoked':
        return row && { ...row, status: 'revoked' }
      case 'InvitationResent':
        return row && { ...row, expires_at: event.data.expiresAt }
      default:
        return row
    }
  },
})
