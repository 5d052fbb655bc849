import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { customerRoutes } from '../customers/customers.routes.ts'
import { otpRoutes } from '../otp/otp.routes.ts'
import { staffBookingRoutes } from './staff-booking.routes.ts'
import { submitBookingRoutes } from './submit-booking.route.ts'

/** Issue 6's command routes: phone codes, online booking, staff calendar and lifecycle, customers. */
export function bookingRoutes(app: ZodApp, deps: ServiceDeps) {
  otpRoutes(app, deps)
  submitBookingRoutes(app, deps)
  staffBookingRoutes(app, deps)
  customerRoutes(app, deps)
}
