import { z } from 'zod'
import { QUESTION_TYPE_DESCRIPTIONS, type CustomQuestion } from '@slotwise/events'
import { qb, run } from '@slotwise/infra/db/database.ts'
import { publicAccess } from '@slotwise/infra/platform/access.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import {
  findBusinessBySubdomain, loadPublicCatalog, loadPublishedLayout, platformQuestions, toFormQuestion, withFallback,
} from './public-catalog.read.ts'
import { formComponentsResponse, formDataResponse, questionTypesResponse, storefrontResponse } from './public-catalog.schemas.ts'
import { stripeAccountStatus } from '../payments/payment-info.read.ts'
import { testimonialsOf, visibleReviews } from '../reviews/reviews.read.ts'

const subdomainQuery = z.looseObject({ subdomain: z.string().trim().min(1, 'subdomain is required').max(63) })
const num = (value: unknown) => Number(value)

/** The public reads of public-side §7 with the spec's exact paths and shapes. */
export function publicCatalogRoutes(app: ZodApp, deps: ServiceDeps) {
  app.get('/api/v1/form_data/', {
    config: publicAccess('the booking form of a business, for anonymous customers'),
    schema: { querystring: subdomainQuery, response: { 200: formDataResponse } },
    handler: async (request) => {
      const business = await findBusinessBySubdomain(deps.sql, request.query.subdomain)
      const catalog = await loadPublicCatalog(deps.sql, business)
      return {
        success: true as const,
        businessInfo: {
          businessName: business.business_name as string,
          logo: (business.logo as never) ?? null,
          showLogo: business.show_logo as boolean,
          showBusinessName: business.show_business_name as boolean,
          defaultLanguage: (business.default_language as string | null) ?? null,
          supportedLanguages: business.supported_languages as string[],
        },
        businessData: catalog.locations,
        formLayout: await loadPublishedLayout(deps.sql, catalog),
      }
    },
  })

  app.get('/api/v1/digital_storefront/', {
    config: publicAccess('the public storefront of a business'),
    schema: { querystring: subdomainQuery, response: { 200: storefrontResponse } },
    handler: async (request) => {
      const business = await findBusinessBySubdomain(deps.sql, request.query.subdomain)
      const catalog = await loadPublicCatalog(deps.sql, business)
      const [storefront] = await run(deps.sql, qb('storefronts').where({ business_id: business.business_id as string }))
      const languages = catalog.languages
      type Translation = { language: string } & Record<string, string | null>
      const sections = ((storefront?.feature_sections ?? []) as Array<{ id: string; order: number; imageData: never; translations: Translation[] }>)
      // Reviews and testimonials of the chosen location (?locationId=, else the first, as the SPA picks).
      const asked = (request.query as { locationId?: unknown }).locationId
      const location = catalog.locations.find((l) => l.id === asked) ?? catalog.locations[0]
      const showReviews = storefront ? (storefront.show_reviews as boolean) : true
      const showTestimonials = storefront ? (storefront.show_testimonials as boolean) : true
      const businessId = business.business_id as string
      const reviews = location && showReviews ? (await visibleReviews(deps.sql, businessId, location.id, 1)).reviews : []
      const testimonials = location && showTestimonials ? await testimonialsOf(deps.sql, businessId, { locationIds: [location.id], visibleOnly: true, limit: 30 }) : []
      return {
        translations: withFallback((storefront?.translations ?? []) as Translation[], languages, 'slogan', ['about'], '').map((t) => ({
          language: t.language,
          slogan: t.slogan || null,
          about: t.about ?? null,
        })),
        heroImage: (storefront?.hero_image as never) ?? null,
        heroImageContrast: storefront ? num(storefront.hero_image_contrast) : 0.1,
        sloganWidth: storefront ? num(storefront.slogan_width) : 400,
        sloganVerticalPosition: storefront ? num(storefront.slogan_vertical_position) : 20,
        showAdditionalBookButton: storefront ? (storefront.show_additional_book_button as boolean) : false,
        logo: (business.logo as never) ?? null,
        showLogo: business.show_logo as boolean,
        showBusinessName: business.show_business_name as boolean,
        featureSections: [...sections].sort((a, b) => a.order - b.order).map((s) => ({
          id: s.id,
          order: s.order,
          imageData: s.imageData ?? null,
          translations: withFallback(s.translations, languages, 'title', ['caption', 'description'], '') as never,
        })),
        testimonials,
        reviews,
        showReviews,
        showTestimonials,
        showMovingBanner: storefront ? (storefront.show_moving_banner as boolean) : true,
        businessData: {
          businessId: business.business_id as string,
          businessName: business.business_name as string,
          businessPhone: business.business_phone as string | null,
          businessEmail: business.business_email as string | null,
          website: business.website as string | null,
          industry: business.industry as string | null,
          subdomain: business.subdomain as string,
          timezone: business.timezone as string,
          defaultLanguage: business.default_language as string,
          supportedLanguages: languages,
          locations: catalog.locations.map((l) => ({ id: l.id, locationName: l.locationName })),
          stripeAccountStatus: await stripeAccountStatus(deps.sql, business.business_id as string),
        },
        businessLocationData: catalog.locations,
      }
    },
  })

  app.get('/api/v1/fetch_form_question_types/', {
    config: publicAccess('the seven question formats'),
    schema: { response: { 200: questionTypesResponse } },
    handler: async () => ({ success: true as const, data: [...QUESTION_TYPE_DESCRIPTIONS] }),
  })

  app.get('/api/v1/fetch_form_components/', {
    config: publicAccess('platform questions; custom ones of the caller\'s business (draft) or of ?subdomain= (published)'),
    schema: { querystring: z.looseObject({ subdomain: z.string().trim().min(1).max(63).optional() }), response: { 200: formComponentsResponse } },
    handler: async (request) => {
      let business: Record<string, unknown> | null = null
      let custom: CustomQuestion[] = []
      let draft = false
      if (request.staff) {
        ;[business = null] = await run(deps.sql, qb('businesses').where({ business_id: request.staff.businessId }))
        draft = true
      } else if (request.query.subdomain) {
        business = await findBusinessBySubdomain(deps.sql, request.query.subdomain)
      }
      const catalog = business ? await loadPublicCatalog(deps.sql, business) : null
      if (business) {
        const [form] = await run(deps.sql, qb('booking_forms').where({ business_id: business.business_id as string }))
        custom = ((draft ? form?.draft_questions : form?.published_questions) ?? []) as CustomQuestion[]
      }
      const platform = platformQuestions((business?.industry as string | null) ?? null, catalog)
      return {
        standard: platform.standard,
        custom: custom.map((q) => toFormQuestion(q, (business?.business_id as string) ?? null, catalog!.serviceNames)),
        industry: platform.industry,
      }
    },
  })
}
