import { z } from 'zod'
import type { SqlQueryable } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { loadBookingFacts, type BookingFacts } from '../booking/booking-facts.ts'
import { resolveCart } from '../booking/cart.ts'
import type { CartLine } from '../booking/place-booking.ts'
import { bookingItemSchema, type BookingItemInput } from '../booking/submit-booking.schemas.ts'
import { cartTotals, noShowFraction, toCents, type CartTotals, type PricedLine } from './cart-pricing.ts'

/**
 * Prices a cart on the server from the catalog read models: the same lines, employees and bundle
 * shares the booking will record (issue 6's `resolveCart`), plus each service's or bundle's online
 * payment and no-show settings. Nothing the client says about money is read.
 */
const id = z.string().min(1).max(200)
const uuidList = z.array(z.string().uuid()).max(50).default([])

/** The booking form's own cart item (frontend state), as it posts it to the payment calls. */
const formServiceItem = z.object({
  type: z.literal('service'),
  localId: id,
  order: z.number().int().min(0).max(1000).optional(),
  serviceId: z.string().uuid(),
  addOnIds: uuidList,
  employeeId: z.string().uuid().nullable().optional(),
})
const formBundleItem = z.object({
  type: z.literal('bundle'),
  localId: id,
  order: z.number().int().min(0).max(1000).optional(),
  bundleId: z.string().uuid(),
  selectedItems: z.record(z.string(), z.object({ employeeId: z.string().uuid().nullable().optional() }).loose()).default({}),
})
export const cartItemInput = z.union([formServiceItem.loose(), formBundleItem.loose(), bookingItemSchema])
export type CartItemInput = z.infer<typeof cartItemInput>

/** Either shape → the booking submission's item shape. */
export function toBookingItems(items: readonly CartItemInput[], facts: BookingFacts): BookingItemInput[] {
  return items.map((item, index) => {
    if ('type' in item && item.type === 'service') {
      const employeeId = item.employeeId ?? null
      return { cartItemID: item.localId, order: item.order ?? index, serviceID: item.serviceId, addOns: item.addOnIds, employeeIDs: employeeId ? [employeeId] : [], requestingSpecificEmployee: employeeId !== null }
    }
    if ('type' in item && item.type === 'bundle') {
      const bundle = facts.bundles.get(item.bundleId)
      if (!bundle) throw new DomainError('booking.bundleUnavailable', 'This bundle is not available at this location', 400, { cartItemID: item.localId, bundleID: item.bundleId })
      return {
        cartItemID: item.localId,
        order: item.order ?? index,
        addOns: [],
        employeeIDs: [],
        requestingSpecificEmployee: false,
        bundleID: item.bundleId,
        bundleItems: bundle.items.map((b) => {
          const employeeId = item.selectedItems[b.itemId]?.employeeId ?? null
          return { bundleItemID: b.itemId, serviceID: b.serviceId, addOns: b.addOnIds, employeeIDs: employeeId ? [employeeId] : [], requestingSpecificEmployee: employeeId !== null }
        }),
      }
    }
    return item as BookingItemInput
  })
}

export interface PaymentSettings {
  services: Map<string, { online: boolean; fraction: number | null }>
  bundles: Map<string, { online: boolean; fraction: number | null }>
}

export async function loadPaymentSettings(sql: SqlQueryable, businessId: string): Promise<PaymentSettings> {
  const [services, bundles] = await Promise.all([
    sql.query<{ service_id: string; enable_online_payment: boolean; enable_no_show_fee: boolean; no_show_fee_percentage: number | null }>(
      'SELECT service_id, enable_online_payment, enable_no_show_fee, no_show_fee_percentage FROM services WHERE business_id = $1',
      [businessId],
    ),
    sql.query<{ bundle_id: string; enable_online_payment: boolean; enable_no_show_fee: boolean; no_show_fee_percentage: number | null }>(
      'SELECT bundle_id, enable_online_payment, enable_no_show_fee, no_show_fee_percentage FROM bundles WHERE business_id = $1',
      [businessId],
    ),
  ])
  const settings = (r: { enable_online_payment: boolean; enable_no_show_fee: boolean; no_show_fee_percentage: number | null }) => ({
    online: Boolean(r.enable_online_payment),
    fraction: noShowFraction(Boolean(r.enable_no_show_fee), r.no_show_fee_percentage === null ? null : Number(r.no_show_fee_percentage)),
  })
  return {
    services: new Map(services.rows.map((r) => [r.service_id, settings(r)])),
    bundles: new Map(bundles.rows.map((r) => [r.bundle_id, settings(r)])),
  }
}

/** A booking line's price, exactly as `placeBooking` records the appointment's totalPrice. */
export function priceLine(line: CartLine, settings: PaymentSettings): PricedLine {
  const fee = line.employeeId ? (line.service.employeeAdditionalFee[line.employeeId] ?? 0) : 0
  const base = line.bundle ? line.bundle.partPrice : line.service.price + line.addOns.reduce((a, x) => a + x.price, 0)
  const own = line.bundle ? settings.bundles.get(line.bundle.bundle.bundleId) : settings.services.get(line.service.serviceId)
  const addOns = line.addOns.map((a) => a.addOnId).sort().join(',')
  return {
    lineId: line.lineId,
    totalCents: toCents(base) + toCents(fee),
    onlinePayment: own?.online ?? false,
    noShowFraction: own?.fraction ?? null,
    descriptor: [line.bundle ? `bundle:${line.bundle.bundle.bundleId}:${line.bundle.itemId}` : 'service', line.service.serviceId, addOns, line.employeeId ?? '*'].join('|'),
  }
}

export interface CartQuote {
  facts: BookingFacts
  lines: CartLine[]
  priced: PricedLine[]
  totals: CartTotals
}

export function quoteLines(facts: BookingFacts, lines: CartLine[], settings: PaymentSettings): CartQuote {
  const priced = lines.map((l) => priceLine(l, settings))
  return { facts, lines, priced, totals: cartTotals(priced) }
}

export async function quoteCart(sql: SqlQueryable, locationId: string, items: readonly CartItemInput[]): Promise<CartQuote> {
  const facts = await loadBookingFacts(sql, locationId)
  const lines = resolveCart(facts, toBookingItems(items, facts), { staff: false })
  return quoteLines(facts, lines, await loadPaymentSettings(sql, facts.location.businessId))
}
