import type { FastifyRequest } from 'fastify'
import { DomainError } from './errors.ts'

export type StaffRole = 'admin' | 'manager' | 'serviceProvider'

/** The signed-in staff member behind a request, set by the session plugin (identity). */
export interface StaffPrincipal {
  userId: string
  businessId: string
  roles: StaffRole[]
  /** Locations this user works at (all of the business's for admins). */
  locationIds: string[]
  isSiteAdmin: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffPrincipal
  }
}

/** The caller as staff, or 401. Routes with a staff access policy can rely on it being set. */
export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new DomainError('auth.required', 'Please sign in', 401)
  return request.staff
}
