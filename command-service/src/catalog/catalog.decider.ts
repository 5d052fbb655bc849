import type { BundleFields, CatalogEvent, ServiceFields } from '@slotwise/events'
import { z } from 'zod'
import { addOnFields, categoryFields } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

type CategoryFields = z.infer<typeof categoryFields>
type AddOnFields = z.infer<typeof addOnFields>

/**
 * Facts from other streams a catalog decision rests on, loaded by the handler (whose expected
 * revisions keep them current): the business's open locations and its employees.
 */
export interface CatalogFacts {
  locationIds: readonly string[]
  employeeIds: readonly string[]
}

export type CatalogCommand =
  | { type: 'CreateCategory'; businessId: string; categoryId: string; fields: CategoryFields; facts: CatalogFacts }
  | { type: 'ChangeCategory'; businessId: string; categoryId: string; fields: CategoryFields; facts: CatalogFacts }
  | { type: 'DeleteCategory'; businessId: string; categoryId: string }
  | { type: 'CreateService'; businessId: string; serviceId: string; fields: ServiceFields; facts: CatalogFacts }
  | { type: 'ChangeService'; businessId: string; serviceId: string; fields: ServiceFields; facts: CatalogFacts }
  | { type: 'DeprecateService'; businessId: string; serviceId: string }
  | { type: 'CreateAddOn'; businessId: string; addOnId: string; fields: AddOnFields; facts: CatalogFacts }
  | { type: 'ChangeAddOn'; businessId: string; addOnId: string; fields: AddOnFields; facts: CatalogFacts }
  | { type: 'DeleteAddOn'; businessId: string; addOnId: string }
  | { type: 'CreateBundle'; businessId: string; bundleId: string; fields: BundleFields; facts: CatalogFacts }
  | { type: 'ChangeBundle'; businessId: string; bundleId: string; fields: BundleFields; facts: CatalogFacts }
  | { type: 'DeleteBundle'; businessId: string; bundleId: string }

interface ServiceState {
  categoryId: string
  price: number
  locationIds: string[]
  addOnIds: string[]
  deprecated: boolean
}

export interface CatalogState {
  categories: Record<string, CategoryFields>
  services: Record<string, ServiceState>
  addOns: Record<string, AddOnFields>
  bundles: Record<string, BundleFields>
}

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _removed, ...rest } = record
  return rest
}

const serviceState = (f: ServiceFields, deprecated = false): ServiceState => ({
  categoryId: f.categoryId,
  price: f.price,
  locationIds: f.locationIds,
  addOnIds: f.addOnIds,
  deprecated,
})

const evolve = (state: CatalogState, event: CatalogEvent): CatalogState => {
  switch (event.type) {
    case 'CategoryCreated':
    case 'CategoryChanged': {
      const { businessId: _b, categoryId, ...fields } = event.data
      return { ...state, categories: { ...state.categories, [categoryId]: fields } }
    }
    case 'CategoryDeleted':
      return { ...state, categories: without(state.categories, event.data.categoryId) }
    case 'ServiceCreated':
    case 'ServiceChanged': {
      const { businessId: _b, serviceId, ...fields } = event.data
      return { ...state, services: { ...state.services, [serviceId]: serviceState(fields) } }
    }
    case 'ServiceDeprecated': {
      const service = state.services[event.data.serviceId]
      return service ? { ...state, services: { ...state.services, [event.data.serviceId]: { ...service, deprecated: true } } } : state
    }
    case 'AddOnCreated':
    case 'AddOnChanged': {
      const { businessId: _b, addOnId, ...fields } = event.data
      return { ...state, addOns: { ...state.addOns, [addOnId]: fields } }
    }
    case 'AddOnDeleted':
      return { ...state, addOns: without(state.addOns, event.data.addOnId) }
    case 'BundleCreated':
    case 'BundleChanged': {
      const { businessId: _b, bundleId, ...fields } = event.data
      return { ...state, bundles: { ...state.bundles, [bundleId]: fields } }
    }
    case 'BundleDeleted':
      return { ...state, bundles: without(state.bundles, event.data.bundleId) }
  }
}

const fail = (code: string, message: string, status: 400 | 404 | 409 = 409, details?: Record<string, unknown>) => new DomainError(code, message, status, details)

function checkLocations(ids: readonly string[], facts: CatalogFacts) {
  const unknown = ids.filter((id) => !facts.locationIds.includes(id))
  if (unknown.length) throw fail('location.notFound', 'Location not found', 404, { locationIds: unknown })
}

function checkService(state: CatalogState, f: ServiceFields, facts: CatalogFacts) {
  if (!state.categories[f.categoryId]) throw fail('category.notFound', 'Please select a category!', 400)
  checkLocations(f.locationIds, facts)
  const missingAddOns = f.addOnIds.filter((id) => !state.addOns[id])
  if (missingAddOns.length) throw fail('addOn.notFound', 'Add-on not found', 404, { addOnIds: missingAddOns })
  const strangers = Object.keys(f.employeeAdditionalFee).filter((id) => !facts.employeeIds.includes(id))
  if (strangers.length) throw fail('employee.notFound', 'Employee not found', 404, { employeeIds: strangers })
  if (f.enableServiceNoShowFee && f.serviceNoShowFeePercentage === null) {
    throw fail('service.noShowFeePercentageRequired', 'Please enter the no-show fee percentage (1% to 100%)', 400)
  }
  if (f.appointmentType === 'individual' && f.maxCapacity !== 1) {
    throw fail('service.capacityForIndividual', 'A 1-on-1 service has a capacity of 1', 400)
  }
}

function checkBundle(state: CatalogState, f: BundleFields, facts: CatalogFacts) {
  checkLocations([f.locationId], facts)
  if (f.items.length === 0) throw fail('bundle.servicesRequired', 'Please add at least one service', 400)
  if (new Set(f.items.map((i) => i.itemId)).size !== f.items.length) throw fail('bundle.duplicateItem', 'Bundle items must have distinct ids', 400)
  for (const item of f.items) {
    const service = state.services[item.serviceId]
    if (!service || service.deprecated) throw fail('service.notFound', 'Service not found', 404, { serviceId: item.serviceId })
    if (!service.locationIds.includes(f.locationId)) {
      throw fail('bundle.serviceNotAtLocation', 'Every service of a bundle must be offered at its location', 400, { serviceId: item.serviceId })
    }
    const foreign = item.addOnIds.filter((id) => !service.addOnIds.includes(id) || !state.addOns[id])
    if (foreign.length) throw fail('bundle.addOnNotOfService', "An add-on of a bundle item must be one of its service's add-ons", 400, { addOnIds: foreign })
  }
  if (f.enableBundleNoShowFee && f.bundleNoShowFeePercentage === null) {
    throw fail('bundle.noShowFeePercentageRequired', 'Please enter the no-show fee percentage (1% to 100%)', 400)
  }
}

/** Sum of the bundle's service prices in cents (what the items would cost on their own). */
export function bundleServicesTotalCents(state: CatalogState, f: BundleFields): number {
  return f.items.reduce((sum, item) => sum + Math.round((state.services[item.serviceId]?.price ?? 0) * 100), 0)
}

/** The spec's warning: the services bought one by one would cost less than the bundle. */
export function bundleWarnings(state: CatalogState, f: BundleFields): Array<{ code: string; message: string }> {
  const total = bundleServicesTotalCents(state, f)
  return total < Math.round(f.price * 100)
    ? [{ code: 'bundle.priceAboveServicesTotal', message: `The sum of the service prices ($${(total / 100).toFixed(2)}) is lower than the bundle price` }]
    : []
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** `catalog-{businessId}`: categories, services, add-ons and bundles of one business. */
export const catalogDecider: Decider<CatalogState, CatalogCommand, CatalogEvent> = {
  initialState: () => ({ categories: {}, services: {}, addOns: {}, bundles: {} }),
  evolve,
  decide: (command, state) => {
    const { businessId } = command
    switch (command.type) {
      case 'CreateCategory': {
        if (state.categories[command.categoryId]) return []
        if (command.fields.forLocationId) checkLocations([command.fields.forLocationId], command.facts)
        return [{ type: 'CategoryCreated', data: { businessId, categoryId: command.categoryId, ...command.fields } }]
      }
      case 'ChangeCategory': {
        const current = state.categories[command.categoryId]
        if (!current) throw fail('category.notFound', 'Category not found', 404)
        if (command.fields.forLocationId) checkLocations([command.fields.forLocationId], command.facts)
        if (same(current, command.fields)) return []
        return [{ type: 'CategoryChanged', data: { businessId, categoryId: command.categoryId, ...command.fields } }]
      }
      case 'DeleteCategory': {
        if (!state.categories[command.categoryId]) throw fail('category.notFound', 'Category not found', 404)
        const assigned = Object.values(state.services).filter((s) => !s.deprecated && s.categoryId === command.categoryId).length
        if (assigned > 0) {
          throw fail('category.hasServices', 'This category still has services assigned; move or delete them first', 409, { serviceCount: assigned })
        }
        return [{ type: 'CategoryDeleted', data: { businessId, categoryId: command.categoryId } }]
      }
      case 'CreateService': {
        if (state.services[command.serviceId]) return []
        checkService(state, command.fields, command.facts)
        return [{ type: 'ServiceCreated', data: { businessId, serviceId: command.serviceId, ...command.fields } }]
      }
      case 'ChangeService': {
        const current = state.services[command.serviceId]
        if (!current || current.deprecated) throw fail('service.notFound', 'Service not found', 404)
        checkService(state, command.fields, command.facts)
        return [{ type: 'ServiceChanged', data: { businessId, serviceId: command.serviceId, ...command.fields } }]
      }
      case 'DeprecateService': {
        const current = state.services[command.serviceId]
        if (!current) throw fail('service.notFound', 'Service not found', 404)
        if (current.deprecated) return []
        const inBundles = Object.values(state.bundles).some((b) => b.items.some((i) => i.serviceId === command.serviceId))
        if (inBundles) throw fail('service.inBundle', 'This service is part of a bundle; remove it from the bundle first', 409)
        return [{ type: 'ServiceDeprecated', data: { businessId, serviceId: command.serviceId } }]
      }
      case 'CreateAddOn': {
        if (state.addOns[command.addOnId]) return []
        checkLocations(command.fields.locationIds, command.facts)
        return [{ type: 'AddOnCreated', data: { businessId, addOnId: command.addOnId, ...command.fields } }]
      }
      case 'ChangeAddOn': {
        const current = state.addOns[command.addOnId]
        if (!current) throw fail('addOn.notFound', 'Add-on not found', 404)
        checkLocations(command.fields.locationIds, command.facts)
        if (same(current, command.fields)) return []
        return [{ type: 'AddOnChanged', data: { businessId, addOnId: command.addOnId, ...command.fields } }]
      }
      case 'DeleteAddOn': {
        if (!state.addOns[command.addOnId]) throw fail('addOn.notFound', 'Add-on not found', 404)
        const usedBy = Object.values(state.services).some((s) => !s.deprecated && s.addOnIds.includes(command.addOnId))
          || Object.values(state.bundles).some((b) => b.items.some((i) => i.addOnIds.includes(command.addOnId)))
        if (usedBy) throw fail('addOn.inUse', 'This add-on is offered with a service or bundle; remove it there first', 409)
        return [{ type: 'AddOnDeleted', data: { businessId, addOnId: command.addOnId } }]
      }
      case 'CreateBundle': {
        if (state.bundles[command.bundleId]) return []
        checkBundle(state, command.fields, command.facts)
        return [{ type: 'BundleCreated', data: { businessId, bundleId: command.bundleId, ...command.fields } }]
      }
      case 'ChangeBundle': {
        if (!state.bundles[command.bundleId]) throw fail('bundle.notFound', 'Bundle not found', 404)
        checkBundle(state, command.fields, command.facts)
        return [{ type: 'BundleChanged', data: { businessId, bundleId: command.bundleId, ...command.fields } }]
      }
      case 'DeleteBundle': {
        if (!state.bundles[command.bundleId]) throw fail('bundle.notFound', 'Bundle not found', 404)
        return [{ type: 'BundleDeleted', data: { businessId, bundleId: command.bundleId } }]
      }
    }
  },
}
