import type { StaffPrincipal, StaffRole } from './staff-principal.ts'
import { DomainError } from './errors.ts'

/**
 * The permission matrix (docs/permissions.md is its prose). Routes name one permission in
 * `staffAccess('<permission>')`; the access hook lets a caller through when one of their roles
 * grants it. Finer rules that depend on the target (own vs others, location membership, who may
 * assign admin) are the helpers below, called by handlers.
 */
const ALL: readonly StaffRole[] = ['admin', 'manager', 'serviceProvider']
const LEADS: readonly StaffRole[] = ['admin', 'manager']
const ADMIN: readonly StaffRole[] = ['admin']

export const PERMISSIONS = {
  /** Own account: me, selected location, own contact change, verification codes. */
  'self.manage': ALL,
  /** Read the business profile, its locations and hours. */
  'business.read': ALL,
  /** Change the business profile, languages, payments settings, subdomain. */
  'business.manage': ADMIN,
  /** Open and edit locations and their hours (managers: their own locations only). */
  'locations.manage': LEADS,
  /** See the staff list, invitations and schedules. */
  'employees.read': ALL,
  /** Invite staff (only admins may invite or assign admins). */
  'employees.invite': LEADS,
  /** Edit other employees' roles, locations, profile, schedule and services. */
  'employees.manage': LEADS,
  /** Edit one's own schedule and provided services (at locations one works at). */
  'schedule.manageOwn': ALL,
  /** Read services, add-ons, bundles, categories, form questions. */
  'catalog.read': ALL,
  /** Create and edit services, add-ons, bundles, categories, booking form. */
  'catalog.manage': LEADS,
  /** Storefront editor, reviews and testimonials. */
  'storefront.manage': LEADS,
  /** Customers list, detail, history. */
  'customers.read': ALL,
  /** Notes, edits and merging of customer profiles. */
  'customers.manage': LEADS,
  /** Bookings and calendar (service providers: their own appointments). */
  'bookings.read': ALL,
  /** Create events, reschedule, cancel, no-show (service providers: their own appointments). */
  'bookings.manage': ALL,
  /** Dashboard (admin view for admins and managers, provider view otherwise). */
  'dashboard.read': ALL,
  /** Onboarding checklist. */
  'onboarding.read': LEADS,
  /** The message outbox (local email/SMS adapter) of the business. */
  'outbox.read': LEADS,
  /** Notifications of the signed-in user. */
  'notifications.read': ALL,
} as const satisfies Record<string, readonly StaffRole[]>

export type Permission = keyof typeof PERMISSIONS

export const isPermission = (name: string): name is Permission => Object.hasOwn(PERMISSIONS, name)

export function hasPermission(roles: readonly StaffRole[], permission: Permission): boolean {
  const granted: readonly StaffRole[] = PERMISSIONS[permission]
  return roles.some((role) => granted.includes(role))
}

export const isLead = (principal: StaffPrincipal) => principal.roles.includes('admin') || principal.roles.includes('manager')

/**
 * A location of the caller's business that the caller may act on: admins any location of the
 * business, others the locations they work at. Anything else is "not found": a caller never learns
 * whether another business's location exists.
 */
export function requireLocationAccess(principal: StaffPrincipal, locationId: string): void {
  if (!principal.locationIds.includes(locationId)) throw new DomainError('location.notFound', 'Location not found', 404)
}

/**
 * May the caller edit this employee's schedule or services at this location? Users edit their own;
 * admins and managers edit others'; nobody edits at a location where the employee does not work.
 * `employee` must already be known to belong to the caller's business.
 */
export function requireCanEditEmployeeAt(principal: StaffPrincipal, employee: { userId: string; locationIds: readonly string[] }, locationId: string): void {
  if (employee.userId !== principal.userId && !isLead(principal)) {
    throw new DomainError('auth.forbidden', "You don't have permission to edit another employee", 403)
  }
  if (!employee.locationIds.includes(locationId)) {
    throw new DomainError('employee.notAtLocation', 'This employee does not work at this location', 403)
  }
  if (employee.userId !== principal.userId && !principal.roles.includes('admin')) requireLocationAccess(principal, locationId)
}

/** Only admins may assign the admin role (spec message). */
export function requireCanAssignRoles(principal: StaffPrincipal, roles: readonly StaffRole[]): void {
  if (roles.includes('admin') && !principal.roles.includes('admin')) {
    throw new DomainError('employee.noPermissionToAssignAdmin', 'no permission to assign admin role', 403)
  }
}

/**
 * Locations a signed-in account may select: every business location for a CLIENT account, the
 * user's own otherwise (admins work at every location). A stored selection outside the allowed
 * set falls back to the first allowed one.
 */
export function allowedLocations(account: { type: 'CLIENT' | 'staff'; ownLocationIds: readonly string[] }, businessLocationIds: readonly string[]): string[] {
  if (account.type === 'CLIENT') return [...businessLocationIds]
  return businessLocationIds.filter((id) => account.ownLocationIds.includes(id))
}

export function effectiveSelectedLocation(stored: string | null | undefined, allowed: readonly string[]): string | null {
  if (stored && allowed.includes(stored)) return stored
  return allowed[0] ?? null
}
