import type { FastifyInstance } from 'fastify'
import { publicAccess } from '@slotwise/infra/platform/access.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { useZod } from '@slotwise/infra/platform/zod-routes.ts'
import { loadAvailability, loadLocation } from './availability.load.ts'
import { availabilityJson, dateRules } from './availability.respond.ts'
import { availabilityRequest, availabilityResponse, dateRulesQuery, dateRulesResponse } from './availability.schemas.ts'

/**
 * The scheduler-engine's HTTP side (targets `all` and `scheduler`): a thin plugin over the pure
 * core. It validates, loads inputs from read models (one query per kind), calls the core and
 * sends its JSON text. See ADR 0007.
 *
 * - `POST /api/v1/get_availability/`: the spec's availability request → `{ slotOptions }`.
 * - `GET /api/v1/get_date_rules/`: the booking form's date rules for a location and chosen zone.
 */
export async function schedulerService(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const zapp = useZod(app)

  zapp.post('/api/v1/get_availability/', {
    config: publicAccess('the booking form asks which start times are free, for anonymous customers'),
    schema: { body: availabilityRequest, response: { 200: availabilityResponse } },
    handler: async (request, reply) => {
      const loaded = await loadAvailability(deps.sql, request.body, deps.now().getTime())
      const json = availabilityJson(loaded, request.body)
      // Already JSON text (the core writes it directly): sent as is, never re-serialised.
      return reply.type('application/json; charset=utf-8').serializer((payload: unknown) => payload as string).send(json as never)
    },
  })

  zapp.get('/api/v1/get_date_rules/', {
    config: publicAccess('the booking form greys out closed and past dates, for anonymous customers'),
    schema: { querystring: dateRulesQuery, response: { 200: dateRulesResponse } },
    handler: async (request) => {
      const q = request.query
      const location = await loadLocation(deps.sql, q.businessLocationId)
      return dateRules({
        hours: location.businessHours,
        locationZone: location.timezone,
        tz: q.timezone ?? location.timezone,
        nowMs: deps.now().getTime(),
        from: q.from,
        days: q.days ?? 30,
      })
    },
  })
}
