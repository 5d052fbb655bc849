import { randomUUID } from 'node:crypto'
import type { ServiceFields } from '@slotwise/events'
import type { TestApp } from '@slotwise/infra/testing/test-app.ts'
import { runCatalogCommand, runEmployeeCommand } from '../../catalog/catalog.commands.ts'
import type { CommandContext } from '../../platform/command-handler.ts'
import { bookingFixture, nextPhone, type BookingFixture } from '../../booking/testing/fixture.ts'

/**
 * The booking fixture plus services with payment settings:
 * - `prepaid`: $80, paid online, no no-show fee;
 * - `protected`: $60, paid in store, 50% no-show fee (card on file);
 * - `prepaidProtected`: $100, paid online with a 20% no-show fee (kept from the prepayment).
 */
export interface PaymentFixture extends BookingFixture {
  paid: { prepaid: string; protected: string; prepaidProtected: string }
}

export async function paymentFixture(t: TestApp, subdomain: string): Promise<PaymentFixture> {
  const f = await bookingFixture(t, subdomain)
  let step = 0
  const ctx = (): CommandContext => ({ store: t.store, actor: { type: 'system', id: 'test-fixture' }, correlationId: `pay-${subdomain}`, causationId: `pay-${subdomain}-${step++}`, now: t.deps.now() })
  const categoryId = randomUUID()
  await runCatalogCommand(ctx(), { type: 'CreateCategory', businessId: f.businessId, categoryId, fields: { translations: [{ language: 'en_US', name: 'Paid' }], forLocationId: null } })
  const fields = (name: string, over: Partial<ServiceFields>): ServiceFields => ({
    categoryId, translations: [{ language: 'en_US', name, description: null }], price: 60, durationMinutes: 60, maxCapacity: 1, images: [], isInstantBooking: true,
    appointmentType: 'individual', locationIds: [f.locationId], allowEmployeeSelection: true, employeeAdditionalFee: {}, addOnIds: [], requireCardOnFile: false,
    enableServiceOnlinePayment: false, enableServiceNoShowFee: false, serviceNoShowFeePercentage: null, ...over,
  })
  const paid = { prepaid: randomUUID(), protected: randomUUID(), prepaidProtected: randomUUID() }
  await runCatalogCommand(ctx(), { type: 'CreateService', businessId: f.businessId, serviceId: paid.prepaid, fields: fields('Color', { price: 80, enableServiceOnlinePayment: true }) })
  await runCatalogCommand(ctx(), { type: 'CreateService', businessId: f.businessId, serviceId: paid.protected, fields: fields('Keratin', { price: 60, enableServiceNoShowFee: true, serviceNoShowFeePercentage: 50, requireCardOnFile: true }) })
  await runCatalogCommand(ctx(), {
    type: 'CreateService', businessId: f.businessId, serviceId: paid.prepaidProtected,
    fields: fields('Extensions', { price: 100, enableServiceOnlinePayment: true, enableServiceNoShowFee: true, serviceNoShowFeePercentage: 20 }),
  })
  for (const employeeId of Object.values(f.employees)) {
    await runEmployeeCommand(ctx(), { type: 'SetEmployeeServices', businessId: f.businessId, employeeId, locationId: f.locationId, serviceIds: [...Object.values(f.services), ...Object.values(paid)] })
  }
  await t.deps.waitForProjections()
  return { ...f, paid }
}

/** The booking form's cart item for a service, as it posts it to the payment calls. */
export const formCartItem = (serviceId: string, employeeId: string | null = null, extra: Record<string, unknown> = {}) => ({
  localId: randomUUID(), type: 'service', serviceId, addOnIds: [], employeeId, dateTime: null, quantity: 1, ...extra,
})

/** A submission for a cart of services placed back to back from `start`. */
export function paidSubmission(f: PaymentFixture, input: { items: Array<{ cartItemID: string; serviceId: string; employeeId?: string | null }>; start: string; phone: string; paymentIntentId?: string; setupIntentId?: string }) {
  return {
    bookingItems: input.items.map((item, order) => ({
      cartItemID: item.cartItemID, order, serviceID: item.serviceId, addOns: [], employeeIDs: item.employeeId ? [item.employeeId] : [], requestingSpecificEmployee: Boolean(item.employeeId),
    })),
    requestedStartTime: input.start,
    timezone: 'America/New_York',
    customerData: {
      firstName: 'Pat', lastName: 'Payer', email: 'pat@example.com', phone: input.phone, otp: '',
      ...(input.paymentIntentId ? { paymentIntentId: input.paymentIntentId } : {}),
      ...(input.setupIntentId ? { setupIntentId: input.setupIntentId } : {}),
    },
    bookingFormAnswers: [],
    businessLocationId: f.locationId,
  }
}

export { nextPhone }
