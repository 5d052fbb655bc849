import { z } from 'zod'
import { staffStream } from '@slotwise/events'
import { staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { requireCanAssignRoles, requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff, type StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { decideEmployeeCommand, loadEmployee } from '../catalog/catalog.commands.ts'
import { handleCommand, type StreamReader } from '../platform/command-handler.ts'
import { commandContext } from '../platform/request-context.ts'
import { rolesSchema } from './identity.schemas.ts'
import { adminCandidates } from './last-admin.ts'
import { staffDecider } from './staff.decider.ts'

/** A privileged member (an admin) is edited only by admins. */
function requireMayEditMember(staff: StaffPrincipal, target: { roles: readonly string[] }) {
  if (target.roles.includes('admin') && !staff.roles.includes('admin')) {
    throw new DomainError('employee.privileged', "You don't have permission to edit an admin's account", 403)
  }
}

/** The employee record a member of the caller's business signs in as (ADR 0014). */
async function memberEmployeeId(reader: StreamReader, staff: StaffPrincipal, userId: string): Promise<string> {
  const account = (await reader.load(staffStream(userId), staffDecider)).state
  if (account.businessId !== staff.businessId || !account.employeeId) throw new DomainError('employee.notFound', 'Employee not found', 404)
  return account.employeeId
}

/**
 * A member's roles and locations, addressed by account. They are the member's employee record's,
 * so these change that record, exactly as the employee routes do.
 */
export function staffRoutes(app: ZodApp, deps: ServiceDeps) {
  const params = z.object({ userId: z.string().uuid() })
  const member = z.object({ userId: z.string().uuid(), roles: z.array(z.string()), locationIds: z.array(z.string().uuid()) })

  app.put('/api/v1/staff/:userId/roles/', {
    config: staffAccess('employees.manage'),
    schema: { params, body: z.object({ roles: rolesSchema }), response: { 200: member } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { userId } = request.params
      const { roles } = request.body
      requireCanAssignRoles(staff, roles)
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      const candidates = await adminCandidates(deps.sql, staff.businessId)
      const result = await handleCommand(ctx, async (reader) => {
        const employeeId = await memberEmployeeId(reader, staff, userId)
        // Permission first: a manager aiming at an admin learns no more than 403.
        requireMayEditMember(staff, (await loadEmployee(reader, employeeId)).state)
        const facts = { adminCandidates: candidates }
        const { state, append } = await decideEmployeeCommand(reader, { type: 'ChangeEmployeeRoles', businessId: staff.businessId, employeeId, roles }, facts)
        return { appends: [append], result: { userId, roles, locationIds: state.locationIds } }
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
        const employeeId = await memberEmployeeId(reader, staff, userId)
        const { state, append } = await decideEmployeeCommand(reader, { type: 'ChangeEmployeeLocations', businessId: staff.businessId, employeeId, locationIds })
        requireMayEditMember(staff, state)
        // A manager cannot take an employee off a location the manager does not run.
        for (const removed of state.locationIds.filter((id) => !locationIds.includes(id))) requireLocationAccess(staff, removed)
        return { appends: [append], result: { userId, roles: state.roles, locationIds } }
      })
      await deps.waitForProjections()
      return result
    },
  })
}
