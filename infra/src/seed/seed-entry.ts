import type { ServiceDeps } from '../platform/service-deps.ts'
import { seedDemoBusiness } from './demo-business.ts'
import { seedDemoBookings } from '@slotwise/command-service/booking/demo-bookings.ts'

/** Seeds the demo business into an empty store on first start, through the same commands as the API. */
export async function seedDemo(deps: ServiceDeps): Promise<{ printed: string[] }> {
  const demo = await seedDemoBusiness(deps)
  await deps.waitForProjections()
  const bookings = await seedDemoBookings(deps, demo.mainLocationId)
  await deps.waitForProjections()
  return {
    printed: [
      `Demo business: ${demo.businessName} (storefront http://${demo.subdomain}.localhost:${deps.config.PORT}/)`,
      `  business id ${demo.businessId}`,
      `  demo owner login: ${demo.ownerEmail} / ${demo.ownerPassword}`,
      `  ${bookings} demo appointments this week at ${demo.mainLocationId}`,
    ],
  }
}
