import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { authRoutes } from './auth.routes.ts'
import { invitationRoutes } from './invitations.routes.ts'
import { staffRoutes } from './staff.routes.ts'

/** Identity's command routes: accounts and sessions, invitations, staff membership. */
export function identityRoutes(app: ZodApp, deps: ServiceDeps) {
  authRoutes(app, deps)
  invitationRoutes(app, deps)
  staffRoutes(app, deps)
}
