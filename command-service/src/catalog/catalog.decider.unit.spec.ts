import { describe, expect, it } from 'vitest'
import type { BundleFields, CatalogEvent, ServiceFields } from '@slotwise/events'
import { bundleWarnings, catalogDecider, type CatalogFacts } from './catalog.decider.ts'
import { given } from './testing/given.ts'

const B = '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11'
const L1 = '2c1f0a8e-5b7d-4e3a-9c6f-1d2e3f4a5b6c'
const L2 = '3d2f0a8e-5b7d-4e3a-9c6f-1d2e3f4a5b6c'
const CAT = '11111111-1111-4111-8111-111111111111'
const SVC = '22222222-2222-4222-8222-222222222222'
const SVC2 = '22222222-2222-4222-8222-333333333333'
const ADD = '44444444-4444-4444-8444-444444444444'
const EMP = '55555555-5555-4555-8555-555555555555'
const BUN = '66666666-6666-4666-8666-666666666666'
const facts: CatalogFacts = { locationIds: [L1, L2], employeeIds: [EMP] }

const category: CatalogEvent = { type: 'CategoryCreated', data: { businessId: B, categoryId: CAT, translations: [{ language: 'en_US', name: 'Hair' }], forLocationId: null } }
const addOn: CatalogEvent = { type: 'AddOnCreated', data: { businessId: B, addOnId: ADD, translations: [{ language: 'en_US', name: 'Deep conditioning', description: 'Mask' }], price: 15, durationMinutes: 10, locationIds: [L1] } }
const serviceFields: ServiceFields = {
  categoryId: CAT, translations: [{ language: 'en_US', name: 'Haircut', description: 'Wash, cut, style' }], price: 60, durationMinutes: 45, maxCapacity: 1,
  images: [], isInstantBooking: true, appointmentType: 'individual', locationIds: [L1], allowEmployeeSelection: true,
  employeeAdditionalFee: { [EMP]: 10 }, addOnIds: [ADD], requireCardOnFile: false, enableServiceOnlinePayment: false,
  enableServiceNoShowFee: true, serviceNoShowFeePercentage: 50,
}
const service: CatalogEvent = { type: 'ServiceCreated', data: { businessId: B, serviceId: SVC, ...serviceFields } }
const service2: CatalogEvent = { type: 'ServiceCreated', data: { businessId: B, serviceId: SVC2, ...serviceFields, price: 40, addOnIds: [] } }
const bundleFields: BundleFields = {
  translations: [{ language: 'en_US', bundleName: 'Cut & colour', bundleDescription: 'Both' }], locationId: L1,
  items: [{ itemId: '77777777-7777-4777-8777-777777777777', serviceId: SVC, addOnIds: [ADD], order: 0 }, { itemId: '88888888-8888-4888-8888-888888888888', serviceId: SVC2, addOnIds: [], order: 1 }],
  price: 90, percentDiscount: 10, images: [], isActive: true, enableBundleOnlinePayment: false, enableBundleNoShowFee: false, bundleNoShowFeePercentage: null,
}

describe('categories', () => {
  it('creates a category once; a retry decides nothing', () => {
    given(catalogDecider).when({ type: 'CreateCategory', businessId: B, categoryId: CAT, fields: { translations: [{ language: 'en_US', name: 'Hair' }], forLocationId: null }, facts }).then([category])
    given(catalogDecider, [category]).when({ type: 'CreateCategory', businessId: B, categoryId: CAT, fields: { translations: [{ language: 'en_US', name: 'Hair' }], forLocationId: null }, facts }).then([])
  })
  describe('when a category still has services', () => {
    it('refuses to delete it with category.hasServices', () => {
      given(catalogDecider, [category, addOn, service]).when({ type: 'DeleteCategory', businessId: B, categoryId: CAT }).thenThrows('category.hasServices')
    })
    it('deletes it once its only service is deprecated', () => {
      given(catalogDecider, [category, addOn, service, { type: 'ServiceDeprecated', data: { businessId: B, serviceId: SVC } }])
        .when({ type: 'DeleteCategory', businessId: B, categoryId: CAT }).then([{ type: 'CategoryDeleted', data: { businessId: B, categoryId: CAT } }])
    })
  })
  it('answers not found when deleting what is not in this catalog (another business\'s id included)', () => {
    given(catalogDecider, [category]).when({ type: 'DeleteCategory', businessId: B, categoryId: SVC }).thenThrows('category.notFound')
    given(catalogDecider).when({ type: 'DeleteAddOn', businessId: B, addOnId: ADD }).thenThrows('addOn.notFound')
    given(catalogDecider).when({ type: 'DeleteBundle', businessId: B, bundleId: BUN }).thenThrows('bundle.notFound')
  })
  it('refuses a category for a location of another business', () => {
    given(catalogDecider).when({ type: 'CreateCategory', businessId: B, categoryId: CAT, fields: { translations: [{ language: 'en_US', name: 'X' }], forLocationId: EMP }, facts }).thenThrows('location.notFound')
  })
})

describe('services', () => {
  it('records a complete service', () => {
    given(catalogDecider, [category, addOn]).when({ type: 'CreateService', businessId: B, serviceId: SVC, fields: serviceFields, facts }).then([service])
  })
  it.each([
    ['an unknown category', { categoryId: EMP }, 'category.notFound'],
    ['a location of another business', { locationIds: [CAT] }, 'location.notFound'],
    ['an unknown add-on', { addOnIds: [CAT] }, 'addOn.notFound'],
    ['a fee for a stranger', { employeeAdditionalFee: { [CAT]: 5 } }, 'employee.notFound'],
    ['a no-show fee without a percentage', { enableServiceNoShowFee: true, serviceNoShowFeePercentage: null }, 'service.noShowFeePercentageRequired'],
    ['a 1-on-1 service for 3 people', { maxCapacity: 3 }, 'service.capacityForIndividual'],
  ])('refuses %s', (_label, change, code) => {
    given(catalogDecider, [category, addOn]).when({ type: 'CreateService', businessId: B, serviceId: SVC, fields: { ...serviceFields, ...change } as ServiceFields, facts }).thenThrows(code)
  })
  it('refuses to change a deprecated service', () => {
    given(catalogDecider, [category, addOn, service, { type: 'ServiceDeprecated', data: { businessId: B, serviceId: SVC } }])
      .when({ type: 'ChangeService', businessId: B, serviceId: SVC, fields: serviceFields, facts }).thenThrows('service.notFound')
  })
  it('refuses to deprecate a service that is part of a bundle', () => {
    given(catalogDecider, [category, addOn, service, service2, { type: 'BundleCreated', data: { businessId: B, bundleId: BUN, ...bundleFields } }])
      .when({ type: 'DeprecateService', businessId: B, serviceId: SVC }).thenThrows('service.inBundle')
  })
})

describe('add-ons', () => {
  it('refuses to delete an add-on a service offers', () => {
    given(catalogDecider, [category, addOn, service]).when({ type: 'DeleteAddOn', businessId: B, addOnId: ADD }).thenThrows('addOn.inUse')
  })
  it('refuses an add-on at a location of another business', () => {
    given(catalogDecider).when({ type: 'CreateAddOn', businessId: B, addOnId: ADD, fields: { ...(addOn.data as never as { translations: never }), price: 1, durationMinutes: null, locationIds: [EMP] }, facts }).thenThrows('location.notFound')
  })
})

describe('bundles', () => {
  const history = [category, addOn, service, service2]
  it('records the ordered items with their add-ons', () => {
    given(catalogDecider, history).when({ type: 'CreateBundle', businessId: B, bundleId: BUN, fields: bundleFields, facts }).then([{ type: 'BundleCreated', data: { businessId: B, bundleId: BUN, ...bundleFields } }])
  })
  it.each([
    ['an add-on its service does not offer', { items: [{ itemId: '77777777-7777-4777-8777-777777777777', serviceId: SVC2, addOnIds: [ADD], order: 0 }] }, 'bundle.addOnNotOfService'],
    ['a service not offered at the bundle location', { locationId: L2 }, 'bundle.serviceNotAtLocation'],
    ['an unknown service', { items: [{ itemId: '77777777-7777-4777-8777-777777777777', serviceId: EMP, addOnIds: [], order: 0 }] }, 'service.notFound'],
    ['no services', { items: [] }, 'bundle.servicesRequired'],
    ['a no-show fee without a percentage', { enableBundleNoShowFee: true }, 'bundle.noShowFeePercentageRequired'],
  ])('refuses %s', (_label, change, code) => {
    given(catalogDecider, history).when({ type: 'CreateBundle', businessId: B, bundleId: BUN, fields: { ...bundleFields, ...change } as BundleFields, facts }).thenThrows(code)
  })
  it('warns when the services together cost less than the bundle', () => {
    const state = history.reduce(catalogDecider.evolve, catalogDecider.initialState())
    expect(bundleWarnings(state, { ...bundleFields, price: 100.01 })).toEqual([expect.objectContaining({ code: 'bundle.priceAboveServicesTotal' })])
    expect(bundleWarnings(state, { ...bundleFields, price: 100 })).toEqual([])
  })
})
