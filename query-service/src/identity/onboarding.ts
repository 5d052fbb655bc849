import { z } from 'zod'
import type { SqlQueryable } from '@slotwise/events'

/** The spec's onboarding step. */
export const onboardingStep = z.object({
  name: z.string(),
  description: z.string(),
  optional: z.boolean(),
  order: z.number().int(),
  status: z.enum(['NOT_STARTED', 'IN_PROGRESS', 'FINISHED']),
  role: z.string(),
  actions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      action_order: z.number().int(),
      element_key: z.string(),
      route: z.string(),
      action_type: z.string(),
      is_required: z.boolean(),
    }),
  ),
})
export type OnboardingStep = z.infer<typeof onboardingStep>
type Status = OnboardingStep['status']

/**
 * Counts rows of a read model for a business. Read models of slices that have not landed yet
 * (services, storefront, payments) simply count zero: the step shows NOT_STARTED.
 */
async function countFor(sql: SqlQueryable, table: string, businessId: string, extraWhere = ''): Promise<number> {
  const { rows: exists } = await sql.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table])
  if (!exists[0]?.ok) return 0
  try {
    const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE business_id = $1 ${extraWhere}`, [businessId])
    return rows[0]?.n ?? 0
  } catch (error) {
    // A read model without a business_id column is not one this checklist knows how to read.
    if ((error as { code?: string }).code === '42703') return 0
    throw error
  }
}

const finishedIf = (done: boolean): Status => (done ? 'FINISHED' : 'NOT_STARTED')

interface StepDefinition {
  key: string
  name: string
  description: string
  optional: boolean
  role: string
  route: string
  status: (sql: SqlQueryable, businessId: string, now: Date) => Promise<Status>
}

/** The checklist, in order. Each status is derived from read models only. */
export const ONBOARDING_STEPS: StepDefinition[] = [
  {
    key: 'location',
    name: 'Add your business location',
    description: 'Tell customers where to find you.',
    optional: false,
    role: 'admin',
    route: '/app/account/locations',
    status: async (sql, businessId) => finishedIf((await countFor(sql, 'locations', businessId)) > 0),
  },
  {
    key: 'hours',
    name: 'Set your business hours',
    description: 'Customers can book only while you are open.',
    optional: false,
    role: 'admin',
    route: '/app/account/locations',
    status: async (sql, businessId) => {
      const { rows } = await sql.query<{ business_hours: Record<string, { startMinutes: number | null }> }>('SELECT business_hours FROM locations WHERE business_id = $1', [businessId])
      if (rows.length === 0) return 'NOT_STARTED'
      const open = rows.filter((r) => Object.values(r.business_hours).some((d) => d.startMinutes !== null)).length
      return open === rows.length ? 'FINISHED' : open > 0 ? 'IN_PROGRESS' : 'NOT_STARTED'
    },
  },
  {
    key: 'services',
    name: 'Add your services',
    description: 'List what customers can book, with prices and durations.',
    optional: false,
    role: 'manager',
    route: '/app/services',
    status: async (sql, businessId) => finishedIf((await countFor(sql, 'services', businessId)) > 0),
  },
  {
    key: 'employees',
    name: 'Invite your team',
    description: 'Add the people who provide your services.',
    optional: true,
    role: 'manager',
    route: '/app/employees',
    status: async (sql, businessId, now) => {
      if ((await countFor(sql, 'staff_members', businessId)) > 1) return 'FINISHED'
      const { rows } = await sql.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_invitations WHERE business_id = $1 AND status = 'pending' AND expires_at > $2", [
        businessId,
        now,
      ])
      return (rows[0]?.n ?? 0) > 0 ? 'IN_PROGRESS' : 'NOT_STARTED'
    },
  },
  {
    key: 'storefront',
    name: 'Set up your storefront',
    description: 'Add a slogan, photos and your story to your booking page.',
    optional: true,
    role: 'manager',
    route: '/app/edit-website',
    status: async (sql, businessId) => finishedIf((await countFor(sql, 'storefronts', businessId)) > 0),
  },
  {
    key: 'payments',
    name: 'Connect online payments',
    description: 'Take deposits, card-on-file and no-show fees.',
    optional: true,
    role: 'admin',
    route: '/app/account/billing',
    status: async (sql, businessId) => finishedIf((await countFor(sql, 'payment_accounts', businessId, "AND status = 'active'")) > 0),
  },
]

export async function onboardingStatus(sql: SqlQueryable, businessId: string, now: Date): Promise<OnboardingStep[]> {
  const steps: OnboardingStep[] = []
  for (const [index, step] of ONBOARDING_STEPS.entries()) {
    steps.push({
      name: step.name,
      description: step.description,
      optional: step.optional,
      order: index + 1,
      status: await step.status(sql, businessId, now),
      role: step.role,
      actions: [
        {
          id: `${step.key}.open`,
          name: step.name,
          description: step.description,
          action_order: 1,
          element_key: `onboarding-${step.key}`,
          route: step.route,
          action_type: 'NAVIGATE',
          is_required: !step.optional,
        },
      ],
    })
  }
  return steps
}
