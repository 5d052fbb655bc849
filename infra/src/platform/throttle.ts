import type { SqlQueryable } from '@slotwise/events'
import { DomainError } from './errors.ts'

/**
 * Rate limits with fixed-window counters in PostgreSQL, so every process of a split deployment
 * counts against the same budget. A bucket is `<rule>:<key>` (an IP, an account, a phone).
 */
export interface ThrottleRule {
  name: string
  limit: number
  windowSeconds: number
}

/** The rules identity uses; other slices add theirs next to their routes. */
export const THROTTLE = {
  /** Every login attempt from one IP. */
  loginPerIp: { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Failed logins of one account: the lock-out. */
  loginFailuresPerAccount: { name: 'login-fail', limit: 5, windowSeconds: 15 * 60 },
  /** Sign-ups from one IP. */
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 },
  /** Codes and invitations sent on behalf of one account. */
  codesPerAccount: { name: 'code-account', limit: 5, windowSeconds: 60 * 60 },
  /** Codes sent to one address or phone, whoever asks. */
  codesPerTarget: { name: 'code-target', limit: 5, windowSeconds: 60 * 60 },
  /** Codes and invitations sent from one IP. */
  codesPerIp: { name: 'code-ip', limit: 20, windowSeconds: 60 * 60 },
  /** Invitation sends by one account. */
  invitationsPerAccount: { name: 'invite-account', limit: 30, windowSeconds: 60 * 60 },
  /** Wrong guesses at an invitation token from one IP. */
  tokenGuessesPerIp: { name: 'token-ip', limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>

const windowOf = (rule: ThrottleRule, now: Date) => {
  const ms = rule.windowSeconds * 1000
  const start = Math.floor(now.getTime() / ms) * ms
  return { start: new Date(start), end: new Date(start + ms) }
}

export class Throttled extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('request.throttled', 'Too many attempts. Please wait a while and try again.', 429, { retryAfter: retryAfterSeconds })
  }
}

/** Counts one hit and returns the count in the current window. */
export async function hit(sql: SqlQueryable, rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const { start, end } = windowOf(rule, now)
  const { rows } = await sql.query<{ hits: number }>(
    `INSERT INTO rate_limit_counters (bucket, window_start, hits, expires_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
     RETURNING hits`,
    [`${rule.name}:${key}`, start, end],
  )
  // Old windows are swept now and then; reads ignore them anyway.
  if (Math.random() < 0.02) await sql.query('DELETE FROM rate_limit_counters WHERE expires_at < $1', [now])
  return Number(rows[0]!.hits)
}

/** Hits in the current window, without counting. */
export async function peek(sql: SqlQueryable, rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const { start } = windowOf(rule, now)
  const { rows } = await sql.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = $2', [`${rule.name}:${key}`, start])
  return Number(rows[0]?.hits ?? 0)
}

const retryAfter = (rule: ThrottleRule, now: Date) => Math.max(1, Math.ceil((windowOf(rule, now).end.getTime() - now.getTime()) / 1000))

/** Counts a hit and throws 429 once the window's limit is passed. */
export async function consume(sql: SqlQueryable, rule: ThrottleRule, key: string, now: Date): Promise<void> {
  const count = await hit(sql, rule, key, now)
  if (count > rule.limit) throw new Throttled(retryAfter(rule, now))
}

/** Throws 429 when the window's limit is already reached (checked before an attempt). */
export async function ensureNotLimited(sql: SqlQueryable, rule: ThrottleRule, key: string, now: Date): Promise<void> {
  if ((await peek(sql, rule, key, now)) >= rule.limit) throw new Throttled(retryAfter(rule, now))
}

export async function resetBucket(sql: SqlQueryable, rule: ThrottleRule, key: string): Promise<void> {
  await sql.query('DELETE FROM rate_limit_counters WHERE bucket = $1', [`${rule.name}:${key}`])
}
