import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'
import { employeeRole, imageRef, weeklyWorkingHours } from './catalog-shared.schemas.ts'

/**
 * Stream `employee-{employeeId}`: an employee's profile, roles, locations, hours and services. The
 * employee record owns roles and allowed locations, also for permissions (ADR 0014); a staff
 * account links to it by `userId`.
 */
export const employeeStream = (employeeId: string) => `employee-${employeeId}`

export const employeeProfile = z.object({
  firstName: z.string().min(1).max(100),
  lastName: z.string().max(100),
  email: z.string().email().nullable(),
  phone: z.string().max(40).nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  position: z.string().max(100).nullable(),
  bio: z.string().max(5000).nullable(),
  socialLinks: z.array(z.object({ platform: z.string().min(1).max(40), url: z.string().max(500) })).max(10),
  profileImage: imageRef.nullable(),
})
export type EmployeeProfile = z.infer<typeof employeeProfile>

/** The colour of an employee record nobody chose one for (owners at sign-up, pre-ADR 0014 accounts). */
export const DEFAULT_EMPLOYEE_COLOR = '#5d6d7e'

export const EmployeeAdded = defineEvent(
  'EmployeeAdded',
  z.object({
    employeeId: uuid,
    businessId: uuid,
    /** The staff account behind this employee, when there is one. */
    userId: uuid.nullable(),
    ...employeeProfile.shape,
    roles: z.array(employeeRole).min(1),
    locationIds: z.array(uuid),
  }),
)
/** A staff account now signs in as this employee (an accepted invitation found its record by email). */
export const EmployeeAccountLinked = defineEvent('EmployeeAccountLinked', z.object({ employeeId: uuid, businessId: uuid, userId: uuid }))
export const EmployeeProfileChanged = defineEvent('EmployeeProfileChanged', z.object({ employeeId: uuid, businessId: uuid, ...employeeProfile.shape }))
export const EmployeeRolesChanged = defineEvent('EmployeeRolesChanged', z.object({ employeeId: uuid, businessId: uuid, roles: z.array(employeeRole).min(1) }))
export const EmployeeActivated = defineEvent('EmployeeActivated', z.object({ employeeId: uuid, businessId: uuid }))
export const EmployeeDeactivated = defineEvent('EmployeeDeactivated', z.object({ employeeId: uuid, businessId: uuid }))
/** New set of locations; hours and services at `removedLocationIds` are gone with them. */
export const EmployeeLocationsChanged = defineEvent(
  'EmployeeLocationsChanged',
  z.object({ employeeId: uuid, businessId: uuid, locationIds: z.array(uuid), removedLocationIds: z.array(uuid) }),
)
export const EmployeeWorkingHoursSet = defineEvent(
  'EmployeeWorkingHoursSet',
  z.object({ employeeId: uuid, businessId: uuid, locationId: uuid, hours: weeklyWorkingHours }),
)
export const EmployeeServicesSet = defineEvent(
  'EmployeeServicesSet',
  z.object({ employeeId: uuid, businessId: uuid, locationId: uuid, serviceIds: z.array(uuid) }),
)

export const employeeEvents = [
  EmployeeAdded, EmployeeAccountLinked, EmployeeProfileChanged, EmployeeRolesChanged, EmployeeActivated, EmployeeDeactivated,
  EmployeeLocationsChanged, EmployeeWorkingHoursSet, EmployeeServicesSet,
] as const
export type EmployeeEvent = EventUnion<typeof employeeEvents>
