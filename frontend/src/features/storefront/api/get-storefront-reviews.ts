import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'
import { reviewSchema } from './get-digital-storefront.ts'

export const storefrontReviewSchema = reviewSchema.extend({ featured: z.boolean().optional().default(false) })
export type StorefrontReview = z.infer<typeof storefrontReviewSchema>

/** One page (5) of a storefront location's visible reviews, featured first, newest first. */
export const storefrontReviewsSchema = z.object({
  totalCount: z.number().int(),
  averageRating: z.number().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  reviews: z.array(storefrontReviewSchema),
})
export type StorefrontReviews = z.infer<typeof storefrontReviewsSchema>

export const storefrontReviewsKey = (subdomain: string, locationId: string, page: number) => ['/storefront_reviews/', subdomain, locationId, page] as const

export const fetchStorefrontReviews = (subdomain: string, locationId: string, page: number) =>
  apiRequest('/storefront_reviews/', storefrontReviewsSchema, { query: { subdomain, locationId, page } })

export function useStorefrontReviews(subdomain: string, locationId: string, page: number) {
  return useSWR(storefrontReviewsKey(subdomain, locationId, page), ([, sub, location, n]) => fetchStorefrontReviews(sub, location, n), { keepPreviousData: true })
}
