import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'

/**
 * Staff membership of a business (identity). Credentials, sessions and codes are secrets and live
 * in plain tables; who works for which business, with which roles and at which locations, is a
 * business fact and lives here.
 */
export const STAFF_ROLES = ['admin', 'manager', 'serviceProvider'] as const
export const staffRole = z.enum(STAFF_ROLES)

/** Stream `staff-{userId}`: one staff member of one business. */
export const staffStream = (userId: string) => `staff-${userId}`

export const StaffMemberJoined = defineEvent(
  'StaffMemberJoined',
  z.object({
    userId: uuid,
    businessId: uuid,
    firstName: z.string().min(1).max(100),
    lastName: z.string().max(100),
    email: z.string().email(),
    phone: z.string().max(40).nullable(),
    roles: z.array(staffRole).min(1),
    locationIds: z.array(uuid),
    /** How they joined: the business's registration (owner) or an accepted invitation. */
    via: z.enum(['registration', 'invitation']),
    invitationId: uuid.nullable(),
  }),
)

export const StaffRolesChanged = defineEvent('StaffRolesChanged', z.object({ userId: uuid, businessId: uuid, roles: z.array(staffRole).min(1) }))

export const StaffLocationsChanged = defineEvent('StaffLocationsChanged', z.object({ userId: uuid, businessId: uuid, locationIds: z.array(uuid) }))

/** A verified change of the member's email or phone (a 6-digit code went to the new address). */
export const StaffContactChanged = defineEvent(
  'StaffContactChanged',
  z.object({ userId: uuid, businessId: uuid, email: z.string().email().optional(), phone: z.string().max(40).optional() }),
)

/** Stream `invitation-{invitationId}`: an invitation to join a business's staff. */
export const invitationStream = (invitationId: string) => `invitation-${invitationId}`

export const InvitationSent = defineEvent(
  'InvitationSent',
  z.object({
    invitationId: uuid,
    businessId: uuid,
    email: z.string().email(),
    firstName: z.string().min(1).max(100),
    phone: z.string().max(40),
    roles: z.array(staffRole).min(1),
    locationIds: z.array(uuid).min(1),
    invitedBy: uuid,
    invitedAt: z.string().datetime({ offset: true }),
    expiresAt: z.string().datetime({ offset: true }),
  }),
)

export const InvitationAccepted = defineEvent('InvitationAccepted', z.object({ invitationId: uuid, businessId: uuid, userId: uuid }))

export const staffEvents = [StaffMemberJoined, StaffRolesChanged, StaffLocationsChanged, StaffContactChanged] as const
export type StaffEvent = EventUnion<typeof staffEvents>
export const invitationEvents = [InvitationSent, InvitationAccepted] as const
export type InvitationEvent = EventUnion<typeof invitationEvents>
