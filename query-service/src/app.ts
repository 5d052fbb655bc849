import type { FastifyInstance } from 'fastify'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { useZod } from '@slotwise/infra/platform/zod-routes.ts'
import { businessQueryRoutes } from './business/business.routes.ts'
import { identityQueryRoutes } from './identity/identity.routes.ts'
import { bookingQueryRoutes } from './booking/booking.routes.ts'
import { publicCatalogRoutes } from './catalog/public-catalog.routes.ts'
import { staffCatalogRoutes } from './catalog/staff-catalog.routes.ts'
import { paymentQueryRoutes } from './payments/payments.routes.ts'
import { reviewQueryRoutes } from './reviews/reviews.routes.ts'

/** The query-service: read-only routes over read models. */
export async function queryService(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const zapp = useZod(app)
  businessQueryRoutes(zapp, deps)
  identityQueryRoutes(zapp, deps)
  bookingQueryRoutes(zapp, deps)
  publicCatalogRoutes(zapp, deps)
  staffCatalogRoutes(zapp, deps)
  paymentQueryRoutes(zapp, deps)
  reviewQueryRoutes(zapp, deps)
}
