import { z } from 'zod'

/** Response shapes of public-side §3, shared by the storefront and the booking form. */
const nullableString = z.string().nullable().optional().transform((v) => v ?? null)

export const fileSchema = z.object({ id: z.string(), fileName: z.string().optional().default(''), fileUrl: nullableString, fileType: z.string().optional().default('') })
export type FileRef = z.infer<typeof fileSchema>

export const nameTranslation = z.object({ language: z.string(), name: z.string(), description: nullableString })
export const dayHours = z.object({ startMinutes: z.number().nullable(), endMinutes: z.number().nullable() })
export const businessHoursSchema = z.object({
  monday: dayHours, tuesday: dayHours, wednesday: dayHours, thursday: dayHours, friday: dayHours, saturday: dayHours, sunday: dayHours,
})

export const employeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: nullableString,
  additionalFee: z.number().optional().default(0),
  profileImageUrl: nullableString,
  position: nullableString,
  socialLinks: z
    .union([z.array(z.object({ platform: z.string(), url: z.string() })), z.record(z.string(), z.string().nullable())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : Object.entries(v ?? {}).flatMap(([platform, url]) => (url ? [{ platform, url }] : [])))),
})
export type Employee = z.infer<typeof employeeSchema>

export const addOnSchema = z.object({
  id: z.string(),
  translations: z.array(nameTranslation),
  price: z.number(),
  duration: z.number().nullable().optional().transform((v) => v ?? null),
})
export type AddOn = z.infer<typeof addOnSchema>

export const categoryRefSchema = z.object({ id: z.string(), translations: z.array(z.object({ language: z.string(), name: z.string() })) })
export const categorySchema = categoryRefSchema.extend({ forLocationID: nullableString })
export type Category = z.infer<typeof categorySchema>

export const serviceSchema = z.object({
  id: z.string(),
  translations: z.array(nameTranslation),
  price: z.number(),
  duration: z.number(),
  category: categoryRefSchema.nullable().optional().transform((v) => v ?? null),
  allowEmployeeSelection: z.boolean().optional().default(false),
  employees: z.array(employeeSchema).optional().default([]),
  maxCapacity: z.number().optional().default(1),
  requireCardOnFile: z.boolean().optional().default(false),
  isInstantBooking: z.boolean().optional().default(true),
  deprecatedAt: nullableString,
  enableServiceOnlinePayment: z.boolean().optional().default(false),
  enableServiceNoShowFee: z.boolean().optional().default(false),
  serviceNoShowFeePercentage: z.number().nullable().optional().transform((v) => v ?? null),
  addOns: z.array(addOnSchema).optional().default([]),
  images: z.array(fileSchema).optional().default([]),
  employeeAdditionalFee: z.record(z.string(), z.number()).optional().default({}),
})
export type Service = z.infer<typeof serviceSchema>

export const bundleSchema = z.object({
  id: z.string(),
  translations: z.array(z.object({ language: z.string(), bundleName: z.string(), bundleDescription: nullableString })),
  price: z.number(),
  originalTotalPrice: z.number().optional(),
  percentDiscount: z.number().nullable().optional().transform((v) => v ?? null),
  items: z.array(z.object({ id: z.string(), bundleService: serviceSchema, bundleAddOns: z.array(addOnSchema).optional().default([]), bundleItemOrder: z.number() })),
  images: z.array(fileSchema).optional().default([]),
  is_active: z.boolean().optional().default(true),
  enableBundleOnlinePayment: z.boolean().optional().default(false),
  enableBundleNoShowFee: z.boolean().optional().default(false),
  bundleNoShowFeePercentage: z.number().nullable().optional().transform((v) => v ?? null),
})
export type Bundle = z.infer<typeof bundleSchema>

export const socialLinksSchema = z
  .object({
    facebook: nullableString, instagram: nullableString, youtube: nullableString, tiktok: nullableString, linkedin: nullableString, yelp: nullableString,
  })
  .partial()
  .nullable()
  .optional()
  .transform((v) => v ?? {})
export type SocialLinks = z.infer<typeof socialLinksSchema>

export const locationSchema = z.object({
  id: z.string(),
  locationName: z.string(),
  address: nullableString,
  city: nullableString,
  region: nullableString,
  postalCode: nullableString,
  country: nullableString,
  phone: nullableString,
  timezone: z.string(),
  businessHours: businessHoursSchema,
  images: z.array(fileSchema).optional().default([]),
  socialLinks: socialLinksSchema,
  requireCustomerBookingOTPVerification: z.boolean().optional().default(false),
  categories: z.array(categorySchema).optional().default([]),
  services: z.array(serviceSchema).optional().default([]),
  bundles: z.array(bundleSchema).optional().default([]),
  employees: z.array(employeeSchema).optional().default([]),
})
export type Location = z.infer<typeof locationSchema>

/** Price range of a service card: base price to base price plus the highest employee fee (§9). */
export function servicePriceRange(service: Service): [number, number] {
  const fees = [...Object.values(service.employeeAdditionalFee), ...service.employees.map((e) => e.additionalFee ?? 0)]
  const top = service.allowEmployeeSelection && fees.length ? Math.max(0, ...fees) : 0
  return [service.price, service.price + top]
}

/** Bundle: its price to price plus the sum of the highest fee per selectable service (§9). */
export function bundlePriceRange(bundle: Bundle): [number, number] {
  const extra = bundle.items.reduce((sum, item) => {
    const s = item.bundleService
    if (!s.allowEmployeeSelection) return sum
    const fees = [...Object.values(s.employeeAdditionalFee), ...s.employees.map((e) => e.additionalFee ?? 0)]
    return sum + (fees.length ? Math.max(0, ...fees) : 0)
  }, 0)
  return [bundle.price, bundle.price + extra]
}

/** A bundle's duration is the sum of its services' durations. */
export const bundleDuration = (bundle: Bundle): number => bundle.items.reduce((sum, item) => sum + item.bundleService.duration, 0)

/** The fee of one employee for a service: the service's map first, then the employee's own fee. */
export function employeeFee(service: Service, employeeId: string | null | undefined): number {
  if (!employeeId) return 0
  return service.employeeAdditionalFee[employeeId] ?? service.employees.find((e) => e.id === employeeId)?.additionalFee ?? 0
}

/** Bundle "Save N%": the stored percentage, or derived from the original total. Rounded. */
export function bundleSavePercent(bundle: Bundle): number | null {
  if (bundle.percentDiscount !== null && bundle.percentDiscount > 0) return Math.round(bundle.percentDiscount)
  const original = bundle.originalTotalPrice ?? bundle.items.reduce((s, i) => s + i.bundleService.price, 0)
  if (original > bundle.price && original > 0) return Math.round(((original - bundle.price) / original) * 100)
  return null
}
