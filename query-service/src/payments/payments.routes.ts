import { z } from 'zod'
import { staffAccess } from '@slotwise/infra/platform/access.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'

const connectedAccount = z.object({
  id: z.string(),
  provider: z.string(),
  providerAccountId: z.string(),
  isChargesEnabled: z.boolean(),
  isPayoutsEnabled: z.boolean(),
  isOnboardingComplete: z.boolean(),
  defaultCurrency: z.string(),
  country: z.string(),
  testMode: z.boolean(),
})

const historyEntry = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund', 'no_show_fee']),
  intentId: z.string(),
  bookingId: z.string().nullable(),
  bookingCode: z.string().nullable(),
  appointmentId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  description: z.string(),
  occurredAt: z.string(),
})

/** Staff reads of payments: the connected account (business-side "Integrations") and payment history. */
export function paymentQueryRoutes(app: ZodApp, deps: ServiceDeps) {
  app.get('/api/v1/payments/connected_account/', {
    config: staffAccess('business.read'),
    schema: { response: { 200: z.object({ success: z.literal(true), data: connectedAccount.nullable() }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { rows } = await deps.sql.query<Record<string, unknown>>('SELECT * FROM payment_accounts WHERE business_id = $1', [staff.businessId])
      const r = rows[0]
      return {
        success: true as const,
        data: r
          ? {
              id: r.business_id as string, provider: r.provider as string, providerAccountId: r.provider_account_id as string, isChargesEnabled: Boolean(r.is_charges_enabled),
              isPayoutsEnabled: Boolean(r.is_payouts_enabled), isOnboardingComplete: Boolean(r.is_onboarding_complete), defaultCurrency: r.default_currency as string,
              country: r.country as string, testMode: r.provider === 'test',
            }
          : null,
      }
    },
  })

  app.get('/api/v1/payments/history/', {
    config: staffAccess('business.manage'),
    schema: {
      querystring: z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(50), kind: z.enum(['payment', 'refund', 'no_show_fee']).optional() }),
      response: { 200: z.object({ success: z.literal(true), data: z.array(historyEntry), pagination: z.object({ total: z.number(), page: z.number(), pageSize: z.number(), totalPages: z.number() }) }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const q = request.query
      const params: unknown[] = [staff.businessId]
      let where = 'h.business_id = $1'
      if (q.kind) {
        params.push(q.kind)
        where += ` AND h.kind = $${params.length}`
      }
      const { rows: counted } = await deps.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_history h WHERE ${where}`, params)
      const { rows } = await deps.sql.query<Record<string, unknown>>(
        `SELECT h.*, b.confirmation_code FROM payment_history h LEFT JOIN bookings b ON b.booking_id = h.booking_id
         WHERE ${where} ORDER BY h.occurred_at DESC, h.entry_id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
        params,
      )
      const total = counted[0]!.n
      return {
        success: true as const,
        data: rows.map((r) => ({
          id: r.entry_id as string, kind: r.kind as 'payment' | 'refund' | 'no_show_fee', intentId: r.intent_id as string, bookingId: (r.booking_id as string | null) ?? null,
          bookingCode: (r.confirmation_code as string | null) ?? null, appointmentId: (r.appointment_id as string | null) ?? null, amount: Number(r.amount_cents) / 100,
          currency: r.currency as string, status: r.status as string, description: r.description as string, occurredAt: new Date(r.occurred_at as string).toISOString(),
        })),
        pagination: { total, page: q.page, pageSize: q.pageSize, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) },
      }
    },
  })
}
