import type { InvitationEvent, LegacyStaffAccess, StaffEvent } from '@slotwise/events'
import type { StaffRole } from '@slotwise/infra/platform/staff-principal.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

/**
 * Opens the staff account of one human: login identity and the link to the employee record that
 * holds their roles and locations (ADR 0014). The employee record is added or linked in the same
 * append by the caller.
 */
export interface JoinStaff {
  type: 'JoinStaff'
  userId: string
  businessId: string
  employeeId: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
  via: 'registration' | 'invitation'
  invitationId: string | null
}

export interface ChangeStaffContact {
  type: 'ChangeStaffContact'
  userId: string
  businessId: string
  email?: string | undefined
  phone?: string | undefined
}

export type StaffCommand = JoinStaff | ChangeStaffContact

export interface StaffState {
  businessId: string | null
  /** The employee record this account signs in as. */
  employeeId: string | null
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  /** Roles and locations of an account opened before ADR 0014, until its employee record exists. */
  legacyAccess: LegacyStaffAccess | null
}

/** `staff-{userId}`: one staff account of one business. */
export const staffDecider: Decider<StaffState, StaffCommand, StaffEvent> = {
  initialState: () => ({ businessId: null, employeeId: null, firstName: '', lastName: '', email: null, phone: null, legacyAccess: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'StaffMemberJoined': {
        const d = event.data
        return { businessId: d.businessId, employeeId: d.employeeId, firstName: d.firstName, lastName: d.lastName, email: d.email, phone: d.phone, legacyAccess: d.legacyAccess ?? null }
      }
      case 'StaffRolesChanged':
        return state.legacyAccess ? { ...state, legacyAccess: { ...state.legacyAccess, roles: event.data.roles } } : state
      case 'StaffLocationsChanged':
        return state.legacyAccess ? { ...state, legacyAccess: { ...state.legacyAccess, locationIds: event.data.locationIds } } : state
      case 'StaffContactChanged':
        return { ...state, email: event.data.email ?? state.email, phone: event.data.phone ?? state.phone }
    }
  },
  decide: (command, state) => {
    if (command.type === 'JoinStaff') {
      if (state.businessId) return []
      const { type: _type, ...data } = command
      return [{ type: 'StaffMemberJoined', data }]
    }
    // Another business's member is "not found": a caller never learns it exists.
    if (state.businessId !== command.businessId) throw new DomainError('employee.notFound', 'Employee not found', 404)
    const email = command.email !== undefined && command.email !== state.email ? command.email : undefined
    const phone = command.phone !== undefined && command.phone !== state.phone ? command.phone : undefined
    if (email === undefined && phone === undefined) return []
    return [{ type: 'StaffContactChanged', data: { userId: command.userId, businessId: command.businessId, ...(email !== undefined && { email }), ...(phone !== undefined && { phone }) } }]
  },
}

export interface SendInvitation {
  type: 'SendInvitation'
  invitationId: string
  businessId: string
  email: string
  firstName: string
  phone: string
  roles: StaffRole[]
  locationIds: string[]
  invitedBy: string
  now: Date
  expiresAt: Date
}

export interface AcceptInvitation {
  type: 'AcceptInvitation'
  invitationId: string
  userId: string
  now: Date
}

/** Staff withdraw an invitation that was not accepted; `businessId` is the caller's. */
export interface RevokeInvitation {
  type: 'RevokeInvitation'
  invitationId: string
  businessId: string
  revokedBy: string
}

/** Staff email the invitation again with a new link and a new expiry. */
export interface ResendInvitation {
  type: 'ResendInvitation'
  invitationId: string
  businessId: string
  resentBy: string
  expiresAt: Date
}

export type InvitationCommand = SendInvitation | AcceptInvitation | RevokeInvitation | ResendInvitation

export interface InvitationState {
  invitation: { businessId: string; email: string; firstName: string; phone: string; roles: StaffRole[]; locationIds: string[]; expiresAt: string } | null
  joinedBy: string | null
  revoked: boolean
}

const invalidLink = () => new DomainError('invitation.notFound', 'This invitation link is not valid', 404)
const notFound = () => new DomainError('invitation.notFound', 'Invitation not found', 404)
const alreadyAccepted = () => new DomainError('invitation.alreadyAccepted', 'This invitation has already been accepted', 409)

/** The invitation of the caller's business, or 404: another business's is never revealed. */
function ownInvitation(state: InvitationState, businessId: string) {
  if (!state.invitation || state.invitation.businessId !== businessId) throw notFound()
  if (state.joinedBy) throw alreadyAccepted()
  return state.invitation
}

/** `invitation-{id}`: pending until accepted, revoked, or past its expiry (a resend restarts it). */
export const invitationDecider: Decider<InvitationState, InvitationCommand, InvitationEvent> = {
  initialState: () => ({ invitation: null, joinedBy: null, revoked: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'InvitationSent': {
        const { businessId, email, firstName, phone, roles, locationIds, expiresAt } = event.data
        return { ...state, invitation: { businessId, email, firstName, phone, roles, locationIds, expiresAt } }
      }
      case 'InvitationAccepted':
        return { ...state, joinedBy: event.data.userId }
      case 'InvitationRevoked':
        return { ...state, revoked: true }
      case 'InvitationResent':
        return state.invitation ? { ...state, invitation: { ...state.invitation, expiresAt: event.data.expiresAt } } : state
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SendInvitation': {
        if (state.invitation) return []
        const { type: _type, now, expiresAt, ...data } = command
        return [{ type: 'InvitationSent', data: { ...data, invitedAt: now.toISOString(), expiresAt: expiresAt.toISOString() } }]
      }
      case 'AcceptInvitation': {
        const invitation = state.invitation
        if (!invitation || state.revoked) throw invalidLink()
        if (state.joinedBy === command.userId) return []
        if (state.joinedBy) throw alreadyAccepted()
        if (new Date(invitation.expiresAt).getTime() <= command.now.getTime()) {
          throw new DomainError('invitation.expired', 'This invitation has expired. Ask for a new one.', 409)
        }
        return [{ type: 'InvitationAccepted', data: { invitationId: command.invitationId, businessId: invitation.businessId, userId: command.userId } }]
      }
      case 'RevokeInvitation': {
        ownInvitation(state, command.businessId)
        if (state.revoked) return []
        return [{ type: 'InvitationRevoked', data: { invitationId: command.invitationId, businessId: command.businessId, revokedBy: command.revokedBy } }]
      }
      case 'ResendInvitation': {
        ownInvitation(state, command.businessId)
        if (state.revoked) throw new DomainError('invitation.revoked', 'This invitation was revoked. Send a new one.', 409)
        const { invitationId, businessId, resentBy } = command
        return [{ type: 'InvitationResent', data: { invitationId, businessId, resentBy, expiresAt: command.expiresAt.toISOString() } }]
      }
    }
  },
}
