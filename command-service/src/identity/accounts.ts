import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SqlQueryable } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { createSession, newToken, setCsrfCookie, setSessionCookie, SESSION_COOKIE } from '@slotwise/infra/platform/sessions.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { hashPassword } from './passwords.ts'

export interface CredentialRow {
  user_id: string
  business_id: string
  email: string
  password_hash: string
  is_site_admin: boolean
}

export async function credentialsByEmail(sql: SqlQueryable, email: string): Promise<CredentialRow | null> {
  const { rows } = await sql.query<CredentialRow>('SELECT * FROM staff_credentials WHERE email = $1', [email])
  return rows[0] ?? null
}

const emailTaken = () => new DomainError('account.emailTaken', 'An account with this email already exists. Sign in instead.', 409)

/**
 * Creates the login of a staff account (email unique across Slotwise). The membership itself is
 * an event appended by the caller; when that fails, `removeCredentials` undoes this.
 */
export async function createCredentials(sql: SqlQueryable, input: { userId: string; businessId: string; email: string; password: string; now: Date }): Promise<void> {
  if (await credentialsByEmail(sql, input.email)) throw emailTaken()
  const hash = await hashPassword(input.password)
  try {
    await sql.query(
      `INSERT INTO staff_credentials (user_id, business_id, email, password_hash, is_site_admin, created_at, password_changed_at)
       VALUES ($1, $2, $3, $4, false, $5, $5)`,
      [input.userId, input.businessId, input.email, hash, input.now],
    )
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailTaken()
    throw error
  }
}

export async function removeCredentials(sql: SqlQueryable, userId: string): Promise<void> {
  await sql.query('DELETE FROM staff_credentials WHERE user_id = $1', [userId])
}

/**
 * Signs the user in on this response: a new session (the presented one is revoked, so login
 * always rotates the session id) and a new CSRF token.
 */
export async function startSession(deps: ServiceDeps, request: FastifyRequest, reply: FastifyReply, user: { userId: string; businessId: string }): Promise<void> {
  const token = await createSession(deps.sql, {
    ...user,
    now: deps.now(),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    previousToken: request.cookies[SESSION_COOKIE],
  })
  setSessionCookie(request, reply, token)
  setCsrfCookie(request, reply, newToken())
}
