import { z } from 'zod'
import { staffStream } from '@slotwise/events'
import { staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { requireCanAssignRoles, requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff, type StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { handleCommand } from '../platform/command-handler.ts'
import { commandContext } from '../platform/request-context.ts'
import { rolesSchema } from './identity.schemas.ts'
import { staffDecider, type StaffState } from './staff.decider.ts'

/** A privileged member (an admin) is edited only by admins. */
function requireMayEditMember(staff: StaffPrincipal, target: StaffState) {
  if (target.roles.includes('admin') && !staff.roles.includes('admin')) {
    throw new DomainError('employee.privileged', "You don't have permission to edit an admin's account", 403)
  }
}

/** Staff membership changes: roles and locations of another member. */
export function staffRoutes(app: ZodApp, deps: ServiceDeps) {
  const params = z.object({ userId: z.string().uuid() })
  const member = z.object({ userId: z.string().uuid(), roles: z.array(z.string()), locationIds: z.array(z.string().uuid()) })

  app.put('/api/v1/staff/:userId/roles/', {
    config: staffAccess('employees.manage'),
    schema: { params, body: z.object({ roles: rolesSchema }), response: { 200: member } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { userId } = request.params
      requireCanAssignRoles(staff, request.body.roles)
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      const result = await handleCommand(ctx, async (reader) => {
        const target = await reader.load(staffStream(userId), staffDecider)
        const events = staffDecider.decide({ type: 'ChangeStaffRoles', userId, businessId: staff.businessId, roles: request.body.roles }, target.state)
        requireMayEditMember(staff, target.state)
        return { appends: [{ streamId: staffStream(userId), events }], result: { userId, roles: request.body.roles, locationIds: target.state.locationIds } }
      })
      await deps.waitForProjections()
      return result
    },
  })

  app.put('/api/v1/staff/:userId/locations/', {
    config: staffAccess('employees.manage'),
    schema: { params, body: z.object({ locationIds: z.array(z.string().uuid()) }), response: { 200: member } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { userId } = request.params
      const locationIds = [...new Set(request.body.locationIds)]
      for (const locationId of locationIds) requireLocationAccess(staff, locationId)
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      const result = await handleCommand(ctx, async (reader) => {
        const target = await reader.load(staffStream(userId), staffDecider)
        const events = staffDecider.decide({ type: 'ChangeStaffLocations', userId, businessId: staff.businessId, locationIds }, target.state)
        requireMayEditMember(staff, target.state)
        // A manager cannot take an employee off a location the manager does not run.
        for (const removed of target.state.locationIds.filter((id) => !locationIds.includes(id))) requireLocationAccess(staff, removed)
        return { appends: [{ streamId: staffStream(userId), events }], result: { userId, roles: target.state.roles, locationIds } }
      })
      await deps.waitForProjections()
      return result
    },
  })
}
