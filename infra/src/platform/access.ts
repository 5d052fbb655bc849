import type { Permission } from './permissions.ts'

/**
 * Every route declares who may call it in its definition (`config.access`). The access hook
 * (`security.ts`) enforces it on every request; a route without one is refused at request time,
 * and a meta-test walks all registered routes and fails if one has none.
 */
export type AccessPolicy =
  | { kind: 'public'; why: string }
  | { kind: 'staff'; permission: Permission }
  | { kind: 'siteAdmin' }

export const publicAccess = (why: string): { access: AccessPolicy } => ({ access: { kind: 'public', why } })
export const staffAccess = (permission: Permission): { access: AccessPolicy } => ({ access: { kind: 'staff', permission } })
export const siteAdminAccess = (): { access: AccessPolicy } => ({ access: { kind: 'siteAdmin' } })

/**
 * A state-changing route that cannot carry the CSRF header (signed webhooks from a payment
 * provider). Give the reason; the route must authenticate its caller another way.
 */
export const csrfExempt = (why: string): { csrfExempt: string } => ({ csrfExempt: why })

/** The CSRF token may come as `?csrftoken=` (still matched against the cookie): for sendBeacon. */
export const csrfTokenInQuery = (): { csrfTokenInQuery: true } => ({ csrfTokenInQuery: true })

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy
    csrfExempt?: string
    csrfTokenInQuery?: boolean
  }
}
