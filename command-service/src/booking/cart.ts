import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { BookingFacts, ServiceFacts } from './booking-facts.ts'
import { bundleShares, type CartLine } from './place-booking.ts'
import type { BookingItemInput } from './submit-booking.schemas.ts'

const invalid = (code: string, message: string, details: Record<string, unknown>) => new DomainError(code, message, 400, details)

/**
 * Turns the form's booking items into cart lines against the catalog: services and add-ons must be
 * bookable at the location, bundle items must be the bundle's own, a requested professional must
 * provide the service there (and, for customers, the service must allow choosing one). Lines run
 * in item `order`, a bundle's services in bundle order.
 */
export function resolveCart(facts: BookingFacts, items: readonly BookingItemInput[], options: { staff: boolean }): CartLine[] {
  const lines: CartLine[] = []
  const sorted = [...items].sort((a, b) => a.order - b.order)
  const pickEmployee = (service: ServiceFacts, ids: readonly string[], specific: boolean, cartItemId: string) => {
    const provides = (id: string) => facts.employees.get(id)?.serviceIds.includes(service.serviceId) ?? false
    const first = ids[0] ?? null
    if (specific) {
      if (!options.staff && !service.allowEmployeeSelection) {
        throw invalid('booking.employeeSelectionNotAllowed', 'This service does not allow choosing a professional', { cartItemID: cartItemId })
      }
      if (!first || !provides(first)) {
        throw invalid('booking.employeeUnavailable', 'This professional does not provide this service at this location', { cartItemID: cartItemId, employeeID: first })
      }
      return { employeeId: first, preferredEmployeeId: null }
    }
    return { employeeId: null, preferredEmployeeId: first && provides(first) ? first : null }
  }
  for (const item of sorted) {
    if (item.bundleID) {
      const bundle = facts.bundles.get(item.bundleID)
      if (!bundle) throw invalid('booking.bundleUnavailable', 'This bundle is not available at this location', { cartItemID: item.cartItemID, bundleID: item.bundleID })
      const given = new Map((item.bundleItems ?? []).map((b) => [b.bundleItemID, b]))
      if (given.size !== bundle.items.length || bundle.items.some((b) => given.get(b.itemId)?.serviceID !== b.serviceId)) {
        throw invalid('booking.bundleItemsMismatch', "The bundle's items do not match this bundle", { cartItemID: item.cartItemID, bundleID: item.bundleID })
      }
      const services = bundle.items.map((b) => {
        const service = facts.services.get(b.serviceId)
        if (!service) throw invalid('booking.serviceUnavailable', 'This service is not available at this location', { cartItemID: item.cartItemID, serviceID: b.serviceId })
        return service
      })
      const shares = bundleShares(bundle, services.map((s) => s.price))
      bundle.items.forEach((b, i) => {
        const chosen = given.get(b.itemId)!
        const service = services[i]!
        lines.push({
          lineId: `${item.cartItemID}:${b.itemId}`,
          cartItemId: item.cartItemID,
          order: lines.length,
          service,
          addOns: b.addOnIds.map((id) => facts.addOns.get(id)).filter((a) => a !== undefined),
          ...pickEmployee(service, chosen.employeeIDs, chosen.requestingSpecificEmployee, item.cartItemID),
          participants: 1,
          bundle: { bundle, itemId: b.itemId, itemOrder: b.order, partPrice: shares[i]! },
        })
      })
      continue
    }
    const service = facts.services.get(item.serviceID!)
    if (!service) throw invalid('booking.serviceUnavailable', 'This service is not available at this location', { cartItemID: item.cartItemID, serviceID: item.serviceID })
    const addOns = [...new Set(item.addOns)].map((id) => {
      const addOn = facts.addOns.get(id)
      if (!addOn || !service.addOnIds.includes(id)) throw invalid('booking.addOnUnavailable', 'This add-on is not available for this service', { cartItemID: item.cartItemID, addOnID: id })
      return addOn
    })
    lines.push({
      lineId: item.cartItemID,
      cartItemId: item.cartItemID,
      order: lines.length,
      service,
      addOns,
      ...pickEmployee(service, item.employeeIDs, item.requestingSpecificEmployee, item.cartItemID),
      participants: 1,
      bundle: null,
    })
  }
  if (new Set(lines.map((l) => l.lineId)).size !== lines.length) throw invalid('booking.duplicateCartItem', 'Each cart item appears once', {})
  return lines
}
