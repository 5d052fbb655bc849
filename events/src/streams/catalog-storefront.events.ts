import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'
import { featureTranslation, imageRef, storefrontTranslation } from './catalog-shared.schemas.ts'

/** Stream `storefront-{businessId}`: the digital storefront's content and settings. */
export const storefrontStream = (businessId: string) => `storefront-${businessId}`

/** Bounds of public-side §5. */
export const storefrontSettings = z.object({
  translations: z.array(storefrontTranslation),
  heroImage: imageRef.nullable(),
  heroImageContrast: z.number().min(0.1).max(1),
  sloganWidth: z.number().int().min(100).max(500),
  sloganVerticalPosition: z.number().int().min(10).max(65),
  showAdditionalBookButton: z.boolean(),
  showMovingBanner: z.boolean(),
  showReviews: z.boolean(),
  showTestimonials: z.boolean(),
})
export type StorefrontSettings = z.infer<typeof storefrontSettings>

export const STOREFRONT_DEFAULTS: StorefrontSettings = {
  translations: [],
  heroImage: null,
  heroImageContrast: 0.1,
  sloganWidth: 400,
  sloganVerticalPosition: 20,
  showAdditionalBookButton: false,
  showMovingBanner: true,
  showReviews: true,
  showTestimonials: true,
}

export const featureSection = z.object({
  id: uuid,
  order: z.number().int().min(0),
  imageData: imageRef.nullable(),
  translations: z.array(featureTranslation),
})
export type FeatureSection = z.infer<typeof featureSection>

/** Only the fields given change. */
export const StorefrontSettingsChanged = defineEvent('StorefrontSettingsChanged', z.object({ businessId: uuid, ...storefrontSettings.partial().shape }))
export const StorefrontFeatureSectionsChanged = defineEvent(
  'StorefrontFeatureSectionsChanged',
  z.object({ businessId: uuid, featureSections: z.array(featureSection).max(20) }),
)

export const storefrontEvents = [StorefrontSettingsChanged, StorefrontFeatureSectionsChanged] as const
export type StorefrontEvent = EventUnion<typeof storefrontEvents>
