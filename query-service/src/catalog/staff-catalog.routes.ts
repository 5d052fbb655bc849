import { z } from 'zod'
import { qb, run } from '@slotwise/infra/db/database.ts'
import { publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { localDiskFileStorage, type FileStorage } from '@slotwise/infra/platform/file-storage.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'

type Row = Record<string, unknown>
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : new Date(String(v)).toISOString())
const camel = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v instanceof Date ? iso(v) : v]))
const money = (row: Row, ...keys: string[]) => ({ ...row, ...Object.fromEntries(keys.filter((k) => row[k] !== null && row[k] !== undefined).map((k) => [k, Number(row[k])])) })

export const staffCatalogView = z.object({
  categories: z.array(z.looseObject({ categoryId: z.string(), serviceCount: z.number().int() })),
  services: z.array(z.looseObject({ serviceId: z.string(), price: z.number(), providers: z.array(z.object({ employeeId: z.string(), locationId: z.string() })) })),
  addOns: z.array(z.looseObject({ addOnId: z.string(), price: z.number() })),
  bundles: z.array(z.looseObject({ bundleId: z.string(), price: z.number(), originalTotalPrice: z.number(), warnings: z.array(z.object({ code: z.string(), message: z.string() })) })),
  employees: z.array(z.looseObject({ employeeId: z.string(), workingHours: z.array(z.object({ locationId: z.string(), hours: z.unknown() })), services: z.array(z.object({ locationId: z.string(), serviceIds: z.array(z.string()) })) })),
  form: z.object({ draftQuestions: z.array(z.unknown()), draftLayout: z.array(z.unknown()), publishedVersion: z.number().int(), hasUnpublishedChanges: z.boolean() }),
})

/** Staff reads of the catalog (the caller's business only) and the uploaded files. */
export function staffCatalogRoutes(app: ZodApp, deps: ServiceDeps, options: { files?: FileStorage } = {}) {
  const files = options.files ?? localDiskFileStorage(deps.config.DATA_DIR)

  app.get('/api/v1/catalog/', {
    config: staffAccess('catalog.read'),
    schema: { tags: ['catalog'], response: { 200: staffCatalogView } },
    handler: async (request) => {
      const { businessId } = requireStaff(request)
      const [categories, services, addOns, bundles, employees, hours, provides, forms] = await Promise.all([
        run(deps.sql, qb('service_categories').where({ business_id: businessId }).orderBy(['created_at', 'category_id'])),
        run(deps.sql, qb('services').where({ business_id: businessId }).orderBy(['created_at', 'service_id'])),
        run(deps.sql, qb('add_ons').where({ business_id: businessId }).orderBy(['created_at', 'add_on_id'])),
        run(deps.sql, qb('bundles').where({ business_id: businessId }).orderBy(['created_at', 'bundle_id'])),
        run(deps.sql, qb('employees').where({ business_id: businessId }).orderBy(['first_name', 'last_name', 'employee_id'])),
        run(deps.sql, qb('employee_working_hours').where({ business_id: businessId })),
        run(deps.sql, qb('employee_services').where({ business_id: businessId })),
        run(deps.sql, qb('booking_forms').where({ business_id: businessId })),
      ])
      const priceOf = new Map(services.map((s) => [s.service_id as string, Number(s.price)]))
      const form = forms[0]
      return {
        categories: categories.map((c) => ({ ...camel(c), serviceCount: services.filter((s) => s.category_id === c.category_id && s.deprecated_at === null).length })) as never,
        services: services.map((s) => ({
          ...camel(money(s, 'price')),
          providers: provides.filter((p) => p.service_id === s.service_id).map((p) => ({ employeeId: p.employee_id as string, locationId: p.location_id as string })),
        })) as never,
        addOns: addOns.map((a) => camel(money(a, 'price'))) as never,
        bundles: bundles.map((b) => {
          const cents = (b.items as Array<{ serviceId: string }>).reduce((sum, i) => sum + Math.round((priceOf.get(i.serviceId) ?? 0) * 100), 0)
          const price = Number(b.price)
          return {
            ...camel(money(b, 'price', 'percent_discount')),
            originalTotalPrice: cents / 100,
            // Services may have changed since the bundle was saved: the spec asks for a price review.
            warnings: cents < Math.round(price * 100) ? [{ code: 'bundle.priceAboveServicesTotal', message: `The sum of the service prices ($${(cents / 100).toFixed(2)}) is lower than the bundle price` }] : [],
          }
        }) as never,
        employees: employees.map((e) => ({
          ...camel(e),
          workingHours: hours.filter((h) => h.employee_id === e.employee_id).map((h) => ({ locationId: h.location_id as string, hours: h.hours })),
          services: [...new Set(provides.filter((p) => p.employee_id === e.employee_id).map((p) => p.location_id as string))].map((locationId) => ({
            locationId,
            serviceIds: provides.filter((p) => p.employee_id === e.employee_id && p.location_id === locationId).map((p) => p.service_id as string).sort(),
          })),
        })) as never,
        form: {
          draftQuestions: (form?.draft_questions as unknown[]) ?? [],
          draftLayout: (form?.draft_layout as unknown[]) ?? [],
          publishedVersion: form ? Number(form.published_version) : 0,
          hasUnpublishedChanges: form
            ? JSON.stringify([form.draft_questions, form.draft_layout]) !== JSON.stringify([form.published_questions, form.published_layout])
            : false,
        },
      }
    },
  })

  app.get('/api/v1/files/:key', {
    config: publicAccess('uploaded images shown on the storefront and booking form'),
    schema: { params: z.object({ key: z.string().regex(/^[a-f0-9-]{36}\.(jpg|png|gif|webp)$/) }), hide: true },
    handler: async (request, reply) => {
      const file = await files.get(request.params.key)
      if (!file) return reply.status(404).type('application/problem+json').send({ type: 'about:blank', title: 'Not found', status: 404, code: 'file.notFound' })
      return reply.type(file.contentType).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(file.bytes)
    },
  })
}
