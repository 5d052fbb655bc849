import type { FastifyInstance } from 'fastify'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { useZod } from '@slotwise/infra/platform/zod-routes.ts'
import { businessRoutes } from './business/business.routes.ts'
import { identityRoutes } from './identity/identity.routes.ts'
import { bookingRoutes } from './booking/booking.routes.ts'
import { catalogRoutes } from './catalog/catalog.routes.ts'
import { paymentRoutes } from './payments/payments.routes.ts'
import { pageActivityRoutes } from './page-activity/page-activity.routes.ts'
import { reviewRoutes } from './reviews/reviews.routes.ts'

/** The command-service's routes: validate (zod) → load streams → decide → append. */
export async function commandService(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const zapp = useZod(app)
  businessRoutes(zapp, deps)
  identityRoutes(zapp, deps)
  bookingRoutes(zapp, deps)
  catalogRoutes(zapp, deps)
  paymentRoutes(zapp, deps)
  reviewRoutes(zapp, deps)
  // Its own scope: the text/plain body parser for beacons applies to this route only.
  await app.register(async (scope) => pageActivityRoutes(useZod(scope), deps))
}
