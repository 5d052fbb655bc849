import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'

/**
 * Staff accounts of a business (identity): the login identity of one human and the link to their
 * employee record. Credentials, sessions and codes are secrets and live in plain tables. Roles and
 * allowed locations belong to the employee record (`employee-{id}`, ADR 0014); the events below
 * that carry them are kept only so that history written before that decision still reads.
 */
export const STAFF_ROLES = ['admin', 'manager', 'serviceProvider'] as const
export const staffRole = z.enum(STAFF_ROLES)

/** Stream `staff-{userId}`: one staff account of one business. */
export const staffStream = (userId: string) => `staff-${userId}`

/** Roles and locations as v1 of `StaffMemberJoined` recorded them, before the employee owned them. */
export const legacyStaffAccess = z.object({ roles: z.array(staffRole).min(1), locationIds: z.array(uuid) })
export type LegacyStaffAccess = z.infer<typeof legacyStaffAccess>

export const StaffMemberJoined = defineEvent(
  'StaffMemberJoined',
  z.object({
    userId: uuid,
    businessId: uuid,
    /** The employee record this account signs in as; it holds the roles and locations. */
    employeeId: uuid,
    firstName: z.string().min(1).max(100),
    lastName: z.string().max(100),
    email: z.string().email(),
    phone: z.string().max(40).nullable(),
    /** How they joined: the business's registration (owner) or an accepted invitation. */
    via: z.enum(['registration', 'invitation']),
    invitationId: uuid.nullable(),
    /** Only on events written at v1 (never written now): the roles and locations they carried. */
    legacyAccess: legacyStaffAccess.optional(),
  }),
  {
    version: 2,
    upcasters: {
      // v1 held roles and locations and had no employee record: its employee is `employee-{userId}`.
      1: (data) => {
        const { roles, locationIds, ...rest } = data as { roles: unknown; locationIds: unknown } & Record<string, unknown>
        return { ...rest, employeeId: rest.userId, legacyAccess: { roles, locationIds } }
      },
    },
  },
)

/** Legacy (before ADR 0014): roles are changed on the employee record now. */
export const StaffRolesChanged = defineEvent('StaffRolesChanged', z.object({ userId: uuid, businessId: uuid, roles: z.array(staffRole).min(1) }))

/** Legacy (before ADR 0014): locations are changed on the employee record now. */
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

/** A pending (or expired) invitation withdrawn by staff: its link stops working, it cannot be accepted. */
export const InvitationRevoked = defineEvent('InvitationRevoked', z.object({ invitationId: uuid, businessId: uuid, revokedBy: uuid }))

/** The invitation emailed again with a new link: the old link stops working and the expiry restarts. */
export const InvitationResent = defineEvent(
  'InvitationResent',
  z.object({ invitationId: uuid, businessId: uuid, resentBy: uuid, expiresAt: z.string().datetime({ offset: true }) }),
)

export const staffEvents = [StaffMemberJoined, StaffRolesChanged, StaffLocationsChanged, StaffContactChanged] as const
export type StaffEvent = EventUnion<typeof staffEvents>
export const invitationEvents = [InvitationSent, InvitationAccepted, InvitationRevoked, InvitationResent] as const
export type InvitationEvent = EventUnion<typeof invitationEvents>
