import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AccessPolicy } from './access.ts'
import { problemFrom, DomainError } from './errors.ts'
import { hasPermission, isPermission } from './permissions.ts'
import type { ServiceDeps } from './service-deps.ts'
import {
  clearSessionCookie,
  CSRF_COOKIE,
  CSRF_HEADER,
  isTokenShaped,
  loadPrincipal,
  loadSession,
  newToken,
  SESSION_COOKIE,
  setCsrfCookie,
} from './sessions.ts'

export interface RouteRecord {
  method: string
  url: string
  access: AccessPolicy | undefined
  csrfExempt: string | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, with its access policy (read by the route-policy meta-test). */
    routeRecords: RouteRecord[]
  }
  interface FastifyRequest {
    /** The CSRF token this response carries (an existing valid cookie, or one just issued). */
    csrfToken?: string
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function sendProblem(reply: FastifyReply, error: DomainError) {
  return reply.status(error.status).type('application/problem+json').send(problemFrom(error))
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The security hooks every request passes, registered on the root app before any route:
 * 1. CSRF (double submit): every non-GET must echo the `csrftoken` cookie in `X-CSRFToken`, or
 *    gets 403 before its body is read or its handler runs. Any response without a valid cookie
 *    gets a fresh one.
 * 2. Session: a `sessionid` cookie of a live session sets `request.staff`.
 * 3. Access: the route's `config.access` is enforced; a route without a policy is refused.
 */
export function registerSecurity(app: FastifyInstance, deps: ServiceDeps): void {
  const records: RouteRecord[] = []
  app.decorate('routeRecords', records)
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: AccessPolicy; csrfExempt?: string }
    const access = config.access
    if (access?.kind === 'staff' && !isPermission(access.permission)) {
      throw new Error(`Route ${String(route.method)} ${route.url} names an unknown permission "${String(access.permission)}"`)
    }
    for (const method of [route.method].flat()) records.push({ method: String(method), url: route.url, access, csrfExempt: config.csrfExempt })
  })

  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[CSRF_COOKIE]
    const valid = isTokenShaped(cookieToken)
    request.csrfToken = valid ? cookieToken : newToken()
    if (!valid) setCsrfCookie(request, reply, request.csrfToken)

    const config = request.routeOptions.config as { access?: AccessPolicy; csrfExempt?: string; csrfTokenInQuery?: boolean }
    if (!SAFE_METHODS.has(request.method) && !config.csrfExempt) {
      // navigator.sendBeacon cannot set headers: routes that take beacons accept ?csrftoken= instead.
      const fromQuery = config.csrfTokenInQuery ? (request.query as Record<string, unknown> | undefined)?.[CSRF_COOKIE] : undefined
      const header = request.headers[CSRF_HEADER] ?? fromQuery
      if (!valid || typeof header !== 'string' || !sameToken(header, cookieToken)) {
        return sendProblem(reply, new DomainError('auth.csrfFailed', 'CSRF token missing or incorrect. Reload the page and try again.', 403))
      }
    }

    const sessionToken = request.cookies[SESSION_COOKIE]
    if (sessionToken !== undefined) {
      const now = deps.now()
      const session = isTokenShaped(sessionToken) ? await loadSession(deps.sql, sessionToken, now) : null
      const principal = session && (await loadPrincipal(deps.sql, session))
      if (session && principal) {
        request.session = session
        request.staff = principal
      } else {
        request.sessionExpired = true
        clearSessionCookie(request, reply)
      }
    }

    if (request.is404) return
    const access = config.access
    if (!access) return sendProblem(reply, new DomainError('auth.noPolicy', 'This route declares no access policy', 403))
    if (access.kind === 'public') return
    if (!request.staff) {
      return sendProblem(
        reply,
        request.sessionExpired ? new DomainError('auth.sessionExpired', 'Your session has expired. Please sign in again.', 401) : new DomainError('auth.required', 'Please sign in', 401),
      )
    }
    if (access.kind === 'siteAdmin') {
      if (!request.staff.isSiteAdmin) return sendProblem(reply, new DomainError('auth.forbidden', "You don't have permission to do this", 403))
      return
    }
    if (!hasPermission(request.staff.roles, access.permission)) {
      return sendProblem(reply, new DomainError('auth.forbidden', "You don't have permission to do this", 403))
    }
  })
}

/** The CSRF token of the current request (for a route that hands it to the SPA). */
export const csrfTokenOf = (request: FastifyRequest) => request.csrfToken ?? ''
