import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SqlQueryable } from '@slotwise/events'
import type { StaffPrincipal, StaffRole } from './staff-principal.ts'

/**
 * Server-side staff sessions in PostgreSQL. The cookie carries 256 random bits; the table keeps
 * only their SHA-256, so a read of the table cannot be replayed as a cookie. Sessions expire after
 * an idle period and at an absolute deadline, are rotated on every login, and can be revoked one
 * by one or all at once.
 */
export const SESSION_COOKIE = 'sessionid'
export const CSRF_COOKIE = 'csrftoken'
/** The header the SPA copies the csrftoken cookie into (Django's name; HTTP headers are case-insensitive). */
export const CSRF_HEADER = 'x-csrftoken'

export const SESSION_POLICY = {
  idleSeconds: 12 * 60 * 60,
  absoluteSeconds: 7 * 24 * 60 * 60,
  /** last_seen_at is written at most this often, not on every request. */
  touchEverySeconds: 60,
}

export const newToken = () => randomBytes(32).toString('base64url')
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/
export const isTokenShaped = (value: unknown): value is string => typeof value === 'string' && TOKEN_SHAPE.test(value)

export interface SessionInfo {
  tokenHash: string
  userId: string
  businessId: string
  selectedLocationId: string | null
}

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionInfo
    /** A session cookie came with the request but its session had expired or was revoked. */
    sessionExpired?: boolean
  }
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000)

/** Starts a session; the presented previous one (if any) is revoked: login always rotates. */
export async function createSession(
  sql: SqlQueryable,
  input: { userId: string; businessId: string; now: Date; ip?: string | undefined; userAgent?: string | undefined; previousToken?: string | undefined },
): Promise<string> {
  if (input.previousToken) await revokeSession(sql, input.previousToken, input.now)
  const token = newToken()
  await sql.query(
    `INSERT INTO staff_sessions (token_hash, user_id, business_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8)`,
    [
      sha256(token),
      input.userId,
      input.businessId,
      input.now,
      addSeconds(input.now, SESSION_POLICY.idleSeconds),
      addSeconds(input.now, SESSION_POLICY.absoluteSeconds),
      input.ip ?? null,
      input.userAgent?.slice(0, 300) ?? null,
    ],
  )
  return token
}

export async function revokeSession(sql: SqlQueryable, token: string, now: Date): Promise<void> {
  await sql.query('UPDATE staff_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [sha256(token), now])
}

/** Revokes every live session of a user (password change, removal), optionally keeping one. */
export async function revokeAllSessions(sql: SqlQueryable, userId: string, now: Date, keepTokenHash?: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `WITH revoked AS (UPDATE staff_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $3 RETURNING 1)
     SELECT count(*)::int AS n FROM revoked`,
    [userId, now, keepTokenHash ?? ''],
  )
  return rows[0]?.n ?? 0
}

interface SessionRow {
  token_hash: string
  user_id: string
  business_id: string
  selected_location_id: string | null
  last_seen_at: Date | string
  idle_expires_at: Date | string
  absolute_expires_at: Date | string
  revoked_at: Date | string | null
}

/** The live session for a cookie value, sliding its idle expiry; null when unknown, expired or revoked. */
export async function loadSession(sql: SqlQueryable, token: string, now: Date): Promise<SessionInfo | null> {
  const tokenHash = sha256(token)
  const { rows } = await sql.query<SessionRow>('SELECT * FROM staff_sessions WHERE token_hash = $1', [tokenHash])
  const row = rows[0]
  if (!row || row.revoked_at) return null
  const t = now.getTime()
  if (new Date(row.idle_expires_at).getTime() <= t || new Date(row.absolute_expires_at).getTime() <= t) return null
  if (t - new Date(row.last_seen_at).getTime() >= SESSION_POLICY.touchEverySeconds * 1000) {
    await sql.query('UPDATE staff_sessions SET last_seen_at = $2, idle_expires_at = LEAST($3::timestamptz, absolute_expires_at) WHERE token_hash = $1', [
      tokenHash,
      now,
      addSeconds(now, SESSION_POLICY.idleSeconds),
    ])
  }
  return { tokenHash, userId: row.user_id, businessId: row.business_id, selectedLocationId: row.selected_location_id }
}

export async function setSelectedLocation(sql: SqlQueryable, tokenHash: string, locationId: string | null): Promise<void> {
  await sql.query('UPDATE staff_sessions SET selected_location_id = $2 WHERE token_hash = $1', [tokenHash, locationId])
}

/**
 * The principal behind a session: the account (`staff_members`), the roles and locations of the
 * employee record it signs in as (`employees`, their one owner: ADR 0014; they change without a
 * new login) and the credentials table (site admin flag). Admins work at every location of their
 * business. Null when the member is not (or no longer) on the business's staff, or their employee
 * record is deactivated: a deactivated member's sessions stop working on their next request.
 */
export async function loadPrincipal(sql: SqlQueryable, session: SessionInfo): Promise<StaffPrincipal | null> {
  const { rows } = await sql.query<{ roles: StaffRole[]; location_ids: string[]; is_site_admin: boolean | null }>(
    `SELECT e.roles, e.location_ids, c.is_site_admin
       FROM staff_members m
       JOIN employees e ON e.employee_id = m.employee_id AND e.business_id = m.business_id
       LEFT JOIN staff_credentials c ON c.user_id = m.user_id
      WHERE m.user_id = $1 AND m.business_id = $2 AND e.is_active`,
    [session.userId, session.businessId],
  )
  const member = rows[0]
  if (!member) return null
  const { rows: locations } = await sql.query<{ location_id: string }>('SELECT location_id FROM locations WHERE business_id = $1 ORDER BY opened_at, location_id', [
    session.businessId,
  ])
  const businessLocations = locations.map((l) => l.location_id)
  const locationIds = member.roles.includes('admin') ? businessLocations : businessLocations.filter((id) => member.location_ids.includes(id))
  return { userId: session.userId, businessId: session.businessId, roles: member.roles, locationIds, isSiteAdmin: member.is_site_admin === true }
}

/** Whether an account may start a session: a member of its business whose employee record is active. */
export async function maySignIn(sql: SqlQueryable, user: { userId: string; businessId: string }): Promise<boolean> {
  const { rows } = await sql.query(
    `SELECT 1 FROM staff_members m
       JOIN employees e ON e.employee_id = m.employee_id AND e.business_id = m.business_id
      WHERE m.user_id = $1 AND m.business_id = $2 AND e.is_active`,
    [user.userId, user.businessId],
  )
  return rows.length > 0
}

const cookieBase = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' })

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, { ...cookieBase(request), httpOnly: true, maxAge: SESSION_POLICY.absoluteSeconds })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { ...cookieBase(request), httpOnly: true })
}

/** The CSRF cookie is readable by the SPA (it copies it into the header), so not httpOnly. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(CSRF_COOKIE, token, { ...cookieBase(request), httpOnly: false, maxAge: 365 * 24 * 60 * 60 })
}
