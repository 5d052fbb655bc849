import { z } from 'zod'
import type { SqlQueryable } from '@slotwise/events'
import { fileView } from '../catalog/public-catalog.schemas.ts'

type Row = Record<string, unknown>
const iso = (v: unknown) => new Date(v as string).toISOString()
const rating = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/** Public reviews are paged 5 at a time (public-side §9). */
export const PUBLIC_REVIEWS_PAGE_SIZE = 5

/** A review as the storefront shows it: never the customer's contact details or full last name. */
export const publicReviewView = z.object({
  id: z.string().uuid(),
  bookingRating: z.number().nullable(),
  bookingReviewText: z.string().nullable(),
  createdAt: z.string(),
  customer: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  employee: z.string().uuid().nullable(),
  reviewImages: z.array(fileView),
  featured: z.boolean(),
  businessLocationId: z.string().uuid(),
})
export type PublicReview = z.infer<typeof publicReviewView>

export const testimonialView = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  testimonialText: z.string(),
  profileImage: fileView.nullable(),
  businessLocationId: z.string().uuid(),
  businessLocationName: z.string().nullable(),
  visible: z.boolean(),
  createdAt: z.string(),
})

function toPublicReview(r: Row): PublicReview {
  const first = (r.customer_first_name as string | null)?.trim() ?? ''
  const last = (r.customer_last_name as string | null)?.trim() ?? ''
  return {
    id: r.review_id as string,
    bookingRating: rating(r.rating),
    bookingReviewText: r.review_text as string | null,
    createdAt: iso(r.created_at),
    customer: first || last ? { firstName: first, lastName: last.slice(0, 1) } : null,
    employee: r.employee_id as string | null,
    reviewImages: r.images as PublicReview['reviewImages'],
    featured: r.featured as boolean,
    businessLocationId: r.location_id as string,
  }
}

/** Visible reviews of a location, featured first, newest first; one page and the totals. */
export async function visibleReviews(sql: SqlQueryable, businessId: string, locationId: string, page: number) {
  const [{ rows }, totals] = await Promise.all([
    sql.query<Row>(
      `SELECT * FROM reviews WHERE business_id = $1 AND location_id = $2 AND visible
       ORDER BY featured DESC, created_at DESC, review_id LIMIT $3 OFFSET $4`,
      [businessId, locationId, PUBLIC_REVIEWS_PAGE_SIZE, (page - 1) * PUBLIC_REVIEWS_PAGE_SIZE],
    ),
    sql.query<{ total: number; average: string | null }>(
      `SELECT count(*)::int AS total, round(avg(rating), 2)::text AS average FROM reviews WHERE business_id = $1 AND location_id = $2 AND visible`,
      [businessId, locationId],
    ),
  ])
  const total = totals.rows[0]!
  return { totalCount: total.total, averageRating: rating(total.average), reviews: rows.map(toPublicReview) }
}

const toTestimonial = (r: Row): z.infer<typeof testimonialView> => ({
  id: r.testimonial_id as string,
  fullName: r.full_name as string,
  testimonialText: r.testimonial_text as string,
  profileImage: (r.profile_image as z.infer<typeof fileView> | null) ?? null,
  businessLocationId: r.location_id as string,
  businessLocationName: (r.location_name as string | null) ?? null,
  visible: r.visible as boolean,
  createdAt: iso(r.created_at),
})

/** Testimonials of a business (optionally one location, optionally only visible ones), newest first. */
export async function testimonialsOf(sql: SqlQueryable, businessId: string, filter: { locationIds?: readonly string[]; visibleOnly?: boolean; limit?: number }) {
  const { rows } = await sql.query<Row>(
    `SELECT t.*, l.location_name FROM testimonials t LEFT JOIN locations l ON l.location_id = t.location_id
     WHERE t.business_id = $1 AND ($2::uuid[] IS NULL OR t.location_id = ANY($2::uuid[])) AND (NOT $3 OR t.visible)
     ORDER BY t.created_at DESC, t.testimonial_id LIMIT $4`,
    [businessId, filter.locationIds ? [...filter.locationIds] : null, filter.visibleOnly ?? false, filter.limit ?? 500],
  )
  return rows.map(toTestimonial)
}
