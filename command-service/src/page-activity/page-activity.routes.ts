import { z } from 'zod'
import { csrfTokenInQuery, publicAccess } from '@slotwise/infra/platform/access.ts'
import { qb, run } from '@slotwise/infra/db/database.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'

/** public-side §3 page-activity record; the client drops `timestamp` and `_t` from the query params. */
export const pageActivityBody = z.object({
  action: z.enum(['visit', 'exit']),
  utc_timestamp: z.number().int().positive(),
  location: z.string().min(1).max(2000),
  sessionId: z.string().min(1).max(100),
  allQueryParams: z.record(z.string().max(200), z.string().max(2000)).refine((q) => Object.keys(q).length <= 50, 'Too many query parameters'),
  env: z.enum(['local', 'dev', 'prod', 'unknown']),
  fullLink: z.string().max(4000),
  platform: z.literal('web'),
})

export function pageActivityRoutes(app: ZodApp, deps: ServiceDeps) {
  // sendBeacon posts text/plain; parse it as JSON for this route's scope only.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)))
    } catch {
      const error = Object.assign(new Error('Body is not JSON'), { statusCode: 400 })
      done(error, undefined)
    }
  })
  app.post('/api/v1/log_page_activity/', {
    config: { ...publicAccess('anonymous page-activity log of storefront visitors'), ...csrfTokenInQuery() },
    bodyLimit: 16_384,
    schema: { body: pageActivityBody, querystring: z.object({ csrftoken: z.string().optional() }), response: { 200: z.object({ success: z.literal(true) }) } },
    handler: async (request) => {
      const b = request.body
      const { timestamp: _timestamp, _t, ...params } = b.allQueryParams
      await run(
        deps.sql,
        qb('page_activity_logs').insert({
          action: b.action,
          occurred_at: new Date(b.utc_timestamp).toISOString(),
          location: b.location,
          session_id: b.sessionId,
          all_query_params: JSON.stringify(params),
          env: b.env,
          full_link: b.fullLink,
          platform: b.platform,
          host: request.hostname,
          received_at: deps.now().toISOString(),
        }),
      )
      return { success: true as const }
    },
  })
}
