import { describe, expect, it } from 'vitest'
import { allowedLocations, effectiveSelectedLocation, hasPermission, requireCanAssignRoles, requireCanEditEmployeeAt } from './permissions.ts'
import type { StaffPrincipal } from './staff-principal.ts'

const L1 = 'l1'
const L2 = 'l2'
const principal = (roles: StaffPrincipal['roles'], locationIds = [L1]): StaffPrincipal => ({ userId: 'me', businessId: 'b', roles, locationIds, isSiteAdmin: false })

describe('the permission matrix', () => {
  it('grants admins everything, managers no business settings, providers only their own things', () => {
    expect(hasPermission(['admin'], 'business.manage')).toBe(true)
    expect(hasPermission(['manager'], 'business.manage')).toBe(false)
    expect(hasPermission(['manager'], 'employees.invite')).toBe(true)
    expect(hasPermission(['serviceProvider'], 'employees.invite')).toBe(false)
    expect(hasPermission(['serviceProvider'], 'schedule.manageOwn')).toBe(true)
    expect(hasPermission(['serviceProvider', 'manager'], 'catalog.manage')).toBe(true)
  })
})

describe('when a non-admin assigns admin', () => {
  it('throws the spec message', () => {
    expect(() => requireCanAssignRoles(principal(['manager']), ['admin'])).toThrow('no permission to assign admin role')
    expect(() => requireCanAssignRoles(principal(['admin']), ['admin'])).not.toThrow()
    expect(() => requireCanAssignRoles(principal(['manager']), ['manager', 'serviceProvider'])).not.toThrow()
  })
})

describe('editing an employee at a location', () => {
  it('lets users edit their own, leads edit others, nobody where the employee does not work', () => {
    const provider = principal(['serviceProvider'])
    expect(() => requireCanEditEmployeeAt(provider, { userId: 'me', locationIds: [L1] }, L1)).not.toThrow()
    expect(() => requireCanEditEmployeeAt(provider, { userId: 'other', locationIds: [L1] }, L1)).toThrow(expect.objectContaining({ status: 403 }))
    expect(() => requireCanEditEmployeeAt(principal(['manager']), { userId: 'other', locationIds: [L1] }, L1)).not.toThrow()
    expect(() => requireCanEditEmployeeAt(principal(['admin'], [L1, L2]), { userId: 'other', locationIds: [L1] }, L2)).toThrow(expect.objectContaining({ code: 'employee.notAtLocation' }))
    expect(() => requireCanEditEmployeeAt(provider, { userId: 'me', locationIds: [L1] }, L2)).toThrow(expect.objectContaining({ code: 'employee.notAtLocation' }))
    // A manager of L1 cannot edit someone at L2 only.
    expect(() => requireCanEditEmployeeAt(principal(['manager'], [L1]), { userId: 'other', locationIds: [L2] }, L2)).toThrow(expect.objectContaining({ status: 404 }))
  })
})

describe('allowed locations after login', () => {
  it('gives a client every location, others their own, and falls back to the first allowed', () => {
    expect(allowedLocations({ type: 'CLIENT', ownLocationIds: [] }, [L1, L2])).toEqual([L1, L2])
    expect(allowedLocations({ type: 'staff', ownLocationIds: [L2] }, [L1, L2])).toEqual([L2])
    expect(effectiveSelectedLocation(L2, [L1, L2])).toBe(L2)
    expect(effectiveSelectedLocation('gone', [L1, L2])).toBe(L1)
    expect(effectiveSelectedLocation(null, [])).toBeNull()
  })
})
