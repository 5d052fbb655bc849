import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'
import { fileSchema, locationSchema } from '../../../lib/catalog-schemas.ts'

const nullableString = z.string().nullable().optional().transform((v) => v ?? null)

export const testimonialSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  testimonialText: z.string(),
  profileImage: z.union([fileSchema, z.string()]).nullable().optional().transform((v) => (typeof v === 'string' ? v : (v?.fileUrl ?? null))),
  businessLocationId: nullableString,
  businessLocationName: nullableString,
  createdAt: nullableString,
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const reviewSchema = z.object({
  id: z.string(),
  bookingRating: z.number().min(0).max(5).nullable().optional().transform((v) => v ?? null),
  bookingReviewText: nullableString,
  createdAt: nullableString,
  customer: z.object({ firstName: z.string().optional().default(''), lastName: z.string().optional().default('') }).nullable().optional().transform((v) => v ?? null),
  reviewImages: z.array(z.union([fileSchema, z.object({ fileUrl: nullableString })])).optional().default([]),
})
export type Review = z.infer<typeof reviewSchema>

/** Items of lists the backend may not fill yet: keep the ones that parse, drop the rest. */
const lenientList = <T,>(schema: z.ZodType<T>) =>
  z.array(z.unknown()).optional().default([]).transform((items) => items.flatMap((item) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  }))

export const storefrontSchema = z.object({
  translations: z.array(z.object({ language: z.string(), slogan: nullableString, about: nullableString })).optional().default([]),
  heroImage: fileSchema.nullable().optional().transform((v) => v ?? null),
  heroImageContrast: z.number().min(0.1).max(1).optional().default(0.1),
  sloganWidth: z.number().min(100).max(500).optional().default(400),
  sloganVerticalPosition: z.number().min(10).max(65).optional().default(20),
  showAdditionalBookButton: z.boolean().optional().default(false),
  logo: fileSchema.nullable().optional().transform((v) => v ?? null),
  showLogo: z.boolean().optional().default(true),
  showBusinessName: z.boolean().nullable().optional().transform((v) => v !== false),
  featureSections: z
    .array(z.object({
      id: z.string(),
      order: z.number(),
      imageData: fileSchema.nullable().optional().transform((v) => v ?? null),
      translations: z.array(z.object({ language: z.string(), title: z.string(), caption: nullableString })),
    }))
    .optional()
    .default([]),
  testimonials: lenientList(testimonialSchema),
  reviews: lenientList(reviewSchema),
  showReviews: z.boolean().optional().default(true),
  showTestimonials: z.boolean().optional().default(true),
  showMovingBanner: z.boolean().optional().default(true),
  businessData: z.object({
    businessId: z.string(),
    businessName: z.string(),
    businessPhone: nullableString,
    businessEmail: nullableString,
    website: nullableString,
    industry: nullableString,
    subdomain: z.string(),
    timezone: z.string(),
    defaultLanguage: z.string(),
    supportedLanguages: z.array(z.string()),
  }),
  businessLocationData: z.array(locationSchema),
})
export type Storefront = z.infer<typeof storefrontSchema>

export const digitalStorefrontKey = (subdomain: string) => ['/digital_storefront/', subdomain] as const

export const fetchDigitalStorefront = (subdomain: string) => apiRequest('/digital_storefront/', storefrontSchema, { query: { subdomain } })

export function useDigitalStorefront(subdomain: string) {
  return useSWR(digitalStorefrontKey(subdomain), ([, sub]) => fetchDigitalStorefront(sub))
}
