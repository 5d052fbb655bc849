import { z } from 'zod'
import { publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff, type StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { findBusinessBySubdomain, loadPublicCatalog } from '../catalog/public-catalog.read.ts'
import { fileView } from '../catalog/public-catalog.schemas.ts'
import { PUBLIC_REVIEWS_PAGE_SIZE, publicReviewView, testimonialView, testimonialsOf, visibleReviews } from './reviews.read.ts'

type Row = Record<string, unknown>
const uuid = z.string().uuid()
const tag = { tags: ['reviews'] }
const iso = (v: unknown) => new Date(v as string).toISOString()
const rating = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const page = z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1)

const staffReviewView = z.object({
  id: uuid,
  source: z.enum(['booking', 'staff']),
  customer: z.object({ id: uuid.nullable(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  rating: z.number().nullable(),
  text: z.string().nullable(),
  images: z.array(fileView),
  date: z.string(),
  location: z.object({ id: uuid, locationName: z.string().nullable() }),
  booking: uuid.nullable(),
  employee: uuid.nullable(),
  status: z.enum(['active', 'hidden']),
  visible: z.boolean(),
  featured: z.boolean(),
  hiddenBy: uuid.nullable(),
})

const childList = (key: 'service' | 'serviceProvider') => z.object({
  totalCount: z.number().int(),
  averageRating: z.number().nullable(),
  results: z.array(z.object({
    id: z.string(), parentReview: uuid, [key]: uuid, rating: z.number().nullable(), reviewText: z.string().nullable(), createdAt: z.string(),
    customer: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  })),
})

/** Locations the caller may see: the asked one if allowed, else all of theirs (admins: every location). */
function scopedLocations(staff: StaffPrincipal, locationId: string | undefined): string[] | null {
  const all = staff.roles.includes('admin')
  if (locationId) {
    if (!all && !staff.locationIds.includes(locationId)) throw new DomainError('location.notFound', 'Location not found', 404)
    return [locationId]
  }
  return all ? null : [...staff.locationIds]
}

/** Staff lists of reviews and testimonials, and the storefront's public review pages. */
export function reviewQueryRoutes(app: ZodApp, deps: ServiceDeps) {
  app.get('/api/v1/storefront_reviews/', {
    config: publicAccess('visible reviews of a storefront location, one page of 5 at a time'),
    schema: {
      ...tag,
      querystring: z.looseObject({ subdomain: z.string().trim().min(1, 'subdomain is required').max(63), locationId: uuid.optional(), page }),
      response: { 200: z.object({ success: z.literal(true), totalCount: z.number().int(), averageRating: z.number().nullable(), page: z.number().int(), pageSize: z.number().int(), reviews: z.array(publicReviewView) }) },
    },
    handler: async (request) => {
      const business = await findBusinessBySubdomain(deps.sql, request.query.subdomain)
      const { locations } = await loadPublicCatalog(deps.sql, business)
      const location = locations.find((l) => l.id === request.query.locationId) ?? locations[0]
      const { rows: settings } = await deps.sql.query<{ show_reviews: boolean }>(`SELECT show_reviews FROM storefronts WHERE business_id = $1`, [business.business_id])
      if (!location || settings[0]?.show_reviews === false) return { success: true as const, totalCount: 0, averageRating: null, page: request.query.page, pageSize: PUBLIC_REVIEWS_PAGE_SIZE, reviews: [] }
      const result = await visibleReviews(deps.sql, business.business_id as string, location.id, request.query.page)
      return { success: true as const, ...result, page: request.query.page, pageSize: PUBLIC_REVIEWS_PAGE_SIZE }
    },
  })

  app.get('/api/v1/reviews/', {
    config: staffAccess('storefront.manage'),
    schema: {
      ...tag,
      querystring: z.object({ locationId: uuid.optional(), status: z.enum(['active', 'hidden', 'featured']).optional(), page, pageSize: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: z.object({ totalCount: z.number().int(), visibleCount: z.number().int(), hiddenCount: z.number().int(), featuredCount: z.number().int(), page: z.number().int(), pageSize: z.number().int(), results: z.array(staffReviewView) }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { status, pageSize } = request.query
      const locations = scopedLocations(staff, request.query.locationId)
      const scope = `r.business_id = $1 AND ($2::uuid[] IS NULL OR r.location_id = ANY($2::uuid[]))`
      const filter = status === 'active' ? 'AND r.visible' : status === 'hidden' ? 'AND NOT r.visible' : status === 'featured' ? 'AND r.featured' : ''
      const params = [staff.businessId, locations]
      const [{ rows }, counts] = await Promise.all([
        deps.sql.query<Row>(
          `SELECT r.*, l.location_name FROM reviews r LEFT JOIN locations l ON l.location_id = r.location_id
           WHERE ${scope} ${filter} ORDER BY r.created_at DESC, r.review_id LIMIT $3 OFFSET $4`,
          [...params, pageSize, (request.query.page - 1) * pageSize],
        ),
        deps.sql.query<{ total: number; visible: number; featured: number }>(
          `SELECT count(*)::int AS total, count(*) FILTER (WHERE r.visible)::int AS visible, count(*) FILTER (WHERE r.featured)::int AS featured FROM reviews r WHERE ${scope}`,
          params,
        ),
      ])
      const c = counts.rows[0]!
      return {
        totalCount: c.total, visibleCount: c.visible, hiddenCount: c.total - c.visible, featuredCount: c.featured,
        page: request.query.page, pageSize,
        results: rows.map((r) => ({
          id: r.review_id as string,
          source: r.source as 'booking' | 'staff',
          customer: {
            id: r.customer_id as string | null, firstName: r.customer_first_name as string | null, lastName: r.customer_last_name as string | null,
            email: r.customer_email as string | null, phone: r.customer_phone as string | null,
          },
          rating: rating(r.rating),
          text: r.review_text as string | null,
          images: r.images as z.infer<typeof fileView>[],
          date: iso(r.created_at),
          location: { id: r.location_id as string, locationName: (r.location_name as string | null) ?? null },
          booking: r.booking_id as string | null,
          employee: r.employee_id as string | null,
          status: r.visible ? ('active' as const) : ('hidden' as const),
          visible: r.visible as boolean,
          featured: r.featured as boolean,
          hiddenBy: r.hidden_by_user_id as string | null,
        })),
      }
    },
  })

  for (const kind of ['services', 'providers'] as const) {
    const table = kind === 'services' ? 'service_reviews' : 'provider_reviews'
    const column = kind === 'services' ? 'service_id' : 'employee_id'
    const key = kind === 'services' ? 'service' : 'serviceProvider'
    app.get(`/api/v1/reviews/${kind}/:id/`, {
      config: staffAccess('storefront.manage'),
      schema: { ...tag, params: z.object({ id: uuid }), response: { 200: childList(key) } },
      handler: async (request) => {
        const staff = requireStaff(request)
        const owner = kind === 'services' ? 'services' : 'employees'
        const own = await deps.sql.query(`SELECT 1 FROM ${owner} WHERE ${column} = $1 AND business_id = $2`, [request.params.id, staff.businessId])
        if (own.rows.length === 0) throw new DomainError(kind === 'services' ? 'service.notFound' : 'employee.notFound', kind === 'services' ? 'Service not found' : 'Employee not found', 404)
        const locations = scopedLocations(staff, undefined)
        const { rows } = await deps.sql.query<Row>(
          `SELECT c.*, r.customer_first_name, r.customer_last_name FROM ${table} c JOIN reviews r ON r.review_id = c.review_id
           WHERE c.business_id = $1 AND c.${column} = $2 AND ($3::uuid[] IS NULL OR r.location_id = ANY($3::uuid[]))
           ORDER BY c.created_at DESC, c.review_id`,
          [staff.businessId, request.params.id, locations],
        )
        const rated = rows.map((r) => rating(r.rating)).filter((v): v is number => v !== null)
        return {
          totalCount: rows.length,
          averageRating: rated.length ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 100) / 100 : null,
          results: rows.map((r) => ({
            id: `${r.review_id as string}:${r[column] as string}`, parentReview: r.review_id as string, [key]: r[column] as string,
            rating: rating(r.rating), reviewText: r.review_text as string | null, createdAt: iso(r.created_at),
            customer: { firstName: r.customer_first_name as string | null, lastName: r.customer_last_name as string | null },
          })) as never,
        }
      },
    })
  }

  app.get('/api/v1/testimonials/', {
    config: staffAccess('storefront.manage'),
    schema: {
      ...tag,
      querystring: z.object({ locationId: uuid.optional() }),
      response: { 200: z.object({ totalCount: z.number().int(), visibleCount: z.number().int(), hiddenCount: z.number().int(), results: z.array(testimonialView) }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const locations = scopedLocations(staff, request.query.locationId)
      const results = await testimonialsOf(deps.sql, staff.businessId, locations ? { locationIds: locations } : {})
      const visible = results.filter((r) => r.visible).length
      return { totalCount: results.length, visibleCount: visible, hiddenCount: results.length - visible, results }
    },
  })
}
