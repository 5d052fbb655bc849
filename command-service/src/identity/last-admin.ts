import type { SqlQueryable } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'

/**
 * A business always keeps at least one active admin who can sign in (ADR 0015). The rule is
 * decided on event streams, not on read models: a change that takes the admin role, the login or
 * the active status away from the last such admin is refused, and the employee records it relied on
 * ("another admin exists") are read by the command and checked at their revisions when it appends,
 * so two admins demoting each other at once cannot both succeed (`decideEmployeeCommand`).
 */
export const lastAdminRefused = () => new DomainError('employee.lastAdmin', 'A business needs at least one admin who can sign in', 409)

/**
 * Where to look for the other admins: the business's active admin records with an account, as the
 * read model lists them. Only a hint; each one is confirmed on its stream. A lagging read model can
 * only make the rule stricter (an admin it does not list yet is not counted), never let it through.
 */
export async function adminCandidates(sql: SqlQueryable, businessId: string): Promise<string[]> {
  const { rows } = await sql.query<{ employee_id: string }>(
    `SELECT employee_id FROM employees
      WHERE business_id = $1 AND is_active AND user_id IS NOT NULL AND roles ? 'admin'
      ORDER BY joined_at, employee_id`,
    [businessId],
  )
  return rows.map((r) => r.employee_id)
}
