import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'
import { bundleTranslation, categoryTranslation, images, money, nameTranslation, noShowPercentage } from './catalog-shared.schemas.ts'

/**
 * Stream `catalog-{businessId}`: a business's categories, services, add-ons and bundles. One
 * stream per business keeps the rules that span them (a category with services cannot go, a
 * bundle names existing services and their add-ons) inside one consistent decision; a catalog
 * changes a few times a day, so the stream stays short. See docs/decisions/0004-catalog-streams.md.
 */
export const catalogStream = (businessId: string) => `catalog-${businessId}`

export const categoryFields = z.object({
  translations: z.array(categoryTranslation).min(1),
  forLocationId: uuid.nullable(),
})

export const CategoryCreated = defineEvent('CategoryCreated', z.object({ businessId: uuid, categoryId: uuid, ...categoryFields.shape }))
export const CategoryChanged = defineEvent('CategoryChanged', z.object({ businessId: uuid, categoryId: uuid, ...categoryFields.shape }))
export const CategoryDeleted = defineEvent('CategoryDeleted', z.object({ businessId: uuid, categoryId: uuid }))

export const serviceFields = z.object({
  categoryId: uuid,
  translations: z.array(nameTranslation).min(1),
  price: money,
  durationMinutes: z.number().int().min(1).max(1440),
  maxCapacity: z.number().int().min(1).max(1000),
  images,
  isInstantBooking: z.boolean(),
  appointmentType: z.enum(['individual', 'group']),
  locationIds: z.array(uuid).min(1),
  allowEmployeeSelection: z.boolean(),
  /** Extra charge per employee id when that employee is chosen. */
  employeeAdditionalFee: z.record(uuid, money),
  addOnIds: z.array(uuid),
  requireCardOnFile: z.boolean(),
  enableServiceOnlinePayment: z.boolean(),
  enableServiceNoShowFee: z.boolean(),
  /** Whole percent 1–100; null when no fee is set. */
  serviceNoShowFeePercentage: noShowPercentage.nullable(),
})
export type ServiceFields = z.infer<typeof serviceFields>

export const ServiceCreated = defineEvent('ServiceCreated', z.object({ businessId: uuid, serviceId: uuid, ...serviceFields.shape }))
/** The whole service after an edit (the editor saves every tab at once). */
export const ServiceChanged = defineEvent('ServiceChanged', z.object({ businessId: uuid, serviceId: uuid, ...serviceFields.shape }))
/** Deleting a service deprecates it: past bookings keep their reference, nobody can book it. */
export const ServiceDeprecated = defineEvent('ServiceDeprecated', z.object({ businessId: uuid, serviceId: uuid }))

export const addOnFields = z.object({
  translations: z.array(nameTranslation).min(1),
  price: money,
  durationMinutes: z.number().int().min(0).max(1440).nullable(),
  locationIds: z.array(uuid).min(1),
})
export const AddOnCreated = defineEvent('AddOnCreated', z.object({ businessId: uuid, addOnId: uuid, ...addOnFields.shape }))
export const AddOnChanged = defineEvent('AddOnChanged', z.object({ businessId: uuid, addOnId: uuid, ...addOnFields.shape }))
export const AddOnDeleted = defineEvent('AddOnDeleted', z.object({ businessId: uuid, addOnId: uuid }))

export const bundleItem = z.object({ itemId: uuid, serviceId: uuid, addOnIds: z.array(uuid), order: z.number().int().min(0) })
export const bundleFields = z.object({
  translations: z.array(bundleTranslation).min(1),
  locationId: uuid,
  items: z.array(bundleItem).min(1),
  price: money,
  percentDiscount: z.number().min(0).max(100).nullable(),
  images,
  isActive: z.boolean(),
  enableBundleOnlinePayment: z.boolean(),
  enableBundleNoShowFee: z.boolean(),
  bundleNoShowFeePercentage: noShowPercentage.nullable(),
})
export type BundleFields = z.infer<typeof bundleFields>
export const BundleCreated = defineEvent('BundleCreated', z.object({ businessId: uuid, bundleId: uuid, ...bundleFields.shape }))
export const BundleChanged = defineEvent('BundleChanged', z.object({ businessId: uuid, bundleId: uuid, ...bundleFields.shape }))
export const BundleDeleted = defineEvent('BundleDeleted', z.object({ businessId: uuid, bundleId: uuid }))

export const catalogEvents = [
  CategoryCreated, CategoryChanged, CategoryDeleted,
  ServiceCreated, ServiceChanged, ServiceDeprecated,
  AddOnCreated, AddOnChanged, AddOnDeleted,
  BundleCreated, BundleChanged, BundleDeleted,
] as const
export type CatalogEvent = EventUnion<typeof catalogEvents>
