import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { SqlQueryable } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { consume, Throttled, type ThrottleRule } from '@slotwise/infra/platform/throttle.ts'
import type { SmsPort } from '../notifications/messaging.port.ts'

/**
 * Customer phone verification (public-side §4, §5, §9). Codes live in `customer_otp_codes`, one
 * live code per phone, hashed (HMAC-SHA-256), 6 characters, single-use, 10-minute expiry, 30-second
 * resend cooldown, at most MAX_ATTEMPTS guesses. Every rule that races is one atomic statement:
 * the cooldown is the upsert's WHERE, a guess is counted by an UPDATE … WHERE attempts < max before
 * it is compared (so parallel guesses cannot exceed the budget), and only one correct guess can
 * consume the code.
 */
export const OTP = {
  length: 6,
  ttlMinutes: 10,
  cooldownSeconds: 30,
  maxAttempts: 5,
  /** A verified phone may book for this long without a new code. */
  verifiedForMinutes: 30,
} as const

export const OTP_MESSAGES = {
  cooldown: 'Please wait before requesting another code',
  invalid: 'Invalid or expired OTP code. Please try again.',
  format: 'OTP code must be exactly 6 digits',
  sent: 'New verification code sent',
  verified: 'Phone number verified successfully',
} as const

export const OTP_THROTTLE = {
  perPhone: { name: 'customer-otp-phone', limit: 5, windowSeconds: 60 * 60 },
  perIp: { name: 'customer-otp-ip', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>

export const OTP_CODE_SHAPE = /^[A-Za-z0-9]{6}$/

const hashCode = (secret: string, phone: string, code: string) => createHmac('sha256', secret).update(`${phone}:${code.toUpperCase()}`).digest('hex')

const cooldown = (retryAfter: number) => new DomainError('otp.cooldown', OTP_MESSAGES.cooldown, 429, { retryAfter })

export interface OtpDeps {
  sql: SqlQueryable
  now: () => Date
  sms: SmsPort
  secret: string
}

/** Creates and sends a new code, or throws 429 inside the cooldown or past the hourly limits. */
export async function sendCustomerOtp(deps: OtpDeps, phone: string, ip: string): Promise<void> {
  const now = deps.now()
  try {
    await consume(deps.sql, OTP_THROTTLE.perIp, ip, now)
    await consume(deps.sql, OTP_THROTTLE.perPhone, phone, now)
  } catch (error) {
    if (error instanceof Throttled) throw cooldown(error.retryAfterSeconds)
    throw error
  }
  const code = String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0')
  const { rows } = await deps.sql.query<{ phone: string }>(
    `INSERT INTO customer_otp_codes (phone, code_hash, attempts, created_at, expires_at, consumed_at, verified_at)
     VALUES ($1, $2, 0, $3, $4, NULL, NULL)
     ON CONFLICT (phone) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0, created_at = excluded.created_at,
       expires_at = excluded.expires_at, consumed_at = NULL, verified_at = NULL
     WHERE customer_otp_codes.created_at <= $5
     RETURNING phone`,
    [phone, hashCode(deps.secret, phone, code), now, new Date(now.getTime() + OTP.ttlMinutes * 60_000), new Date(now.getTime() - OTP.cooldownSeconds * 1000)],
  )
  if (rows.length === 0) {
    const { rows: live } = await deps.sql.query<{ created_at: Date }>('SELECT created_at FROM customer_otp_codes WHERE phone = $1', [phone])
    const since = live[0] ? (now.getTime() - new Date(live[0].created_at).getTime()) / 1000 : 0
    throw cooldown(Math.max(1, Math.ceil(OTP.cooldownSeconds - since)))
  }
  await deps.sms.sendSms({
    businessId: null,
    to: phone,
    body: `Your verification code is ${code}. It expires in ${OTP.ttlMinutes} minutes.`,
    template: 'customer.otp',
  })
}

/**
 * Checks a guess. True once, for the first correct guess of a live code; every guess counts, and
 * after MAX_ATTEMPTS the code is burnt even for the right answer.
 */
export async function verifyCustomerOtp(deps: OtpDeps, phone: string, code: string): Promise<boolean> {
  if (!OTP_CODE_SHAPE.test(code)) return false
  const now = deps.now()
  const { rows } = await deps.sql.query<{ code_hash: string }>(
    `UPDATE customer_otp_codes SET attempts = attempts + 1
     WHERE phone = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3
     RETURNING code_hash`,
    [phone, now, OTP.maxAttempts],
  )
  const row = rows[0]
  if (!row) return false
  const expected = Buffer.from(row.code_hash, 'hex')
  const given = Buffer.from(hashCode(deps.secret, phone, code), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
  const { rows: consumed } = await deps.sql.query(
    `UPDATE customer_otp_codes SET consumed_at = $2, verified_at = $2 WHERE phone = $1 AND consumed_at IS NULL AND code_hash = $3 RETURNING phone`,
    [phone, now, row.code_hash],
  )
  return consumed.length === 1
}

/** Whether the phone was verified with a code recently enough to book. */
export async function isPhoneVerified(deps: Pick<OtpDeps, 'sql' | 'now'>, phone: string): Promise<boolean> {
  const since = new Date(deps.now().getTime() - OTP.verifiedForMinutes * 60_000)
  const { rows } = await deps.sql.query('SELECT 1 FROM customer_otp_codes WHERE phone = $1 AND verified_at IS NOT NULL AND verified_at > $2', [phone, since])
  return rows.length > 0
}
