import type { InvitationEvent, StaffEvent } from '@slotwise/events'
import type { StaffRole } from '@slotwise/infra/platform/staff-principal.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

export interface JoinStaff {
  type: 'JoinStaff'
  userId: string
  businessId: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
  roles: StaffRole[]
  locationIds: string[]
  via: 'registration' | 'invitation'
  invitationId: string | null
}

export interface ChangeStaffRoles {
  type: 'ChangeStaffRoles'
  userId: string
  businessId: string
  roles: StaffRole[]
}

export interface ChangeStaffLocations {
  type: 'ChangeStaffLocations'
  userId: string
  businessId: string
  locationIds: string[]
}

export interface ChangeStaffContact {
  type: 'ChangeStaffContact'
  userId: string
  businessId: string
  email?: string | undefined
  phone?: string | undefined
}

export type StaffCommand = JoinStaff | ChangeStaffRoles | ChangeStaffLocations | ChangeStaffContact

export interface StaffState {
  businessId: string | null
  roles: StaffRole[]
  locationIds: string[]
  email: string | null
  phone: string | null
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x))

/** `staff-{userId}`: one member of one business's staff. */
export const staffDecider: Decider<StaffState, StaffCommand, StaffEvent> = {
  initialState: () => ({ businessId: null, roles: [], locationIds: [], email: null, phone: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'StaffMemberJoined':
        return { businessId: event.data.businessId, roles: event.data.roles, locationIds: event.data.locationIds, email: event.data.email, phone: event.data.phone }
      case 'StaffRolesChanged':
        return { ...state, roles: event.data.roles }
      case 'StaffLocationsChanged':
        return { ...state, locationIds: event.data.locationIds }
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
    switch (command.type) {
      case 'ChangeStaffRoles':
        if (command.roles.length === 0) throw new DomainError('employee.rolesRequired', 'Select at least one role', 400)
        return sameSet(command.roles, state.roles) ? [] : [{ type: 'StaffRolesChanged', data: { userId: command.userId, businessId: command.businessId, roles: command.roles } }]
      case 'ChangeStaffLocations':
        return sameSet(command.locationIds, state.locationIds)
          ? []
          : [{ type: 'StaffLocationsChanged', data: { userId: command.userId, businessId: command.businessId, locationIds: command.locationIds } }]
      case 'ChangeStaffContact': {
        const email = command.email !== undefined && command.email !== state.email ? command.email : undefined
        const phone = command.phone !== undefined && command.phone !== state.phone ? command.phone : undefined
        if (email === undefined && phone === undefined) return []
        return [{ type: 'StaffContactChanged', data: { userId: command.userId, businessId: command.businessId, ...(email !== undefined && { email }), ...(phone !== undefined && { phone }) } }]
      }
    }
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

export interface InvitationState {
  invitation: { businessId: string; email: string; firstName: string; phone: string; roles: StaffRole[]; locationIds: string[]; expiresAt: string } | null
  joinedBy: string | null
}

/** `invitation-{id}`: pending until accepted or past its expiry. */
export const invitationDecider: Decider<InvitationState, SendInvitation | AcceptInvitation, InvitationEvent> = {
  initialState: () => ({ invitation: null, joinedBy: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'InvitationSent': {
        const { businessId, email, firstName, phone, roles, locationIds, expiresAt } = event.data
        return { ...state, invitation: { businessId, email, firstName, phone, roles, locationIds, expiresAt } }
      }
      case 'InvitationAccepted':
        return { ...state, joinedBy: event.data.userId }
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
        if (!invitation) throw new DomainError('invitation.notFound', 'This invitation link is not valid', 404)
        if (state.joinedBy === command.userId) return []
        if (state.joinedBy) throw new DomainError('invitation.alreadyAccepted', 'This invitation has already been accepted', 409)
        if (new Date(invitation.expiresAt).getTime() <= command.now.getTime()) {
          throw new DomainError('invitation.expired', 'This invitation has expired. Ask for a new one.', 409)
        }
        return [{ type: 'InvitationAccepted', data: { invitationId: command.invitationId, businessId: invitation.businessId, userId: command.userId } }]
      }
    }
  },
}
