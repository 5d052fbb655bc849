import { randomInt, randomUUID } from 'node:crypto'
import { z } from 'zod'
import { staffStream } from '@slotwise/events'
import { publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import {
  clearSessionCookie,
  maySignIn,
  newToken,
  revokeAllSessions,
  revokeSession,
  setCsrfCookie,
  setSelectedLocation,
  sha256,
  SESSION_COOKIE,
} from '@slotwise/infra/platform/sessions.ts'
import { csrfTokenOf } from '@slotwise/infra/platform/security.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import { consume, ensureNotLimited, hit, resetBucket, THROTTLE } from '@slotwise/infra/platform/throttle.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { registerBusiness, registerBusinessBody } from '../business/business.routes.ts'
import { messagingFor } from '../notifications/messaging.port.ts'
import { handleCommand } from '../platform/command-handler.ts'
import { commandContext } from '../platform/request-context.ts'
import { createCredentials, credentialsByEmail, removeCredentials, startSession } from './accounts.ts'
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema, phoneSchema, verificationCodeSchema } from './identity.schemas.ts'
import { verifyPassword } from './passwords.ts'
import { staffDecider } from './staff.decider.ts'

export const registerBody = registerBusinessBody.extend({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
})

const signedIn = z.object({ isLoggedIn: z.literal(true), userID: z.string().uuid(), businessId: z.string().uuid() })
const success = z.object({ success: z.literal(true) })

const CODE_TTL_MS = 10 * 60 * 1000
const CODE_MAX_ATTEMPTS = 5
const codeHash = (userId: string, target: string, code: string) => sha256(`${userId}:${target}:${code}`)

/** Staff accounts: sign-up, sign-in, sign-out, selected location, sessions, email/phone change. */
export function authRoutes(app: ZodApp, deps: ServiceDeps) {
  app.get('/api/v1/auth/csrf/', {
    config: publicAccess('hands the SPA its CSRF token (also set as the csrftoken cookie)'),
    schema: { response: { 200: z.object({ csrfToken: z.string() }) } },
    handler: async (request) => ({ csrfToken: csrfTokenOf(request) }),
  })

  app.post('/api/v1/auth/register/', {
    config: publicAccess('self-service sign-up: owner account, business and first location'),
    schema: { body: registerBody, response: { 201: signedIn.extend({ locationId: z.string().uuid() }) } },
    handler: async (request, reply) => {
      const now = deps.now()
      await consume(deps.sql, THROTTLE.registerPerIp, request.ip, now)
      const { firstName, lastName, email, phone, password, ...business } = request.body
      const ids = { businessId: randomUUID(), locationId: randomUUID(), ownerUserId: randomUUID() }
      await createCredentials(deps.sql, { userId: ids.ownerUserId, businessId: ids.businessId, email, password, now })
      try {
        // No idempotency key: the unique email already makes a retried sign-up a 409, not a second account.
        const ctx = { ...commandContext(deps, request, { type: 'user', id: ids.ownerUserId }), idempotencyKey: undefined }
        await registerBusiness(deps, ctx, business, ids, { firstName, lastName, email, phone })
      } catch (error) {
        await removeCredentials(deps.sql, ids.ownerUserId)
        throw error
      }
      await deps.waitForProjections()
      await startSession(deps, request, reply, { userId: ids.ownerUserId, businessId: ids.businessId })
      return reply.status(201).send({ isLoggedIn: true as const, userID: ids.ownerUserId, businessId: ids.businessId, locationId: ids.locationId })
    },
  })

  app.post('/api/v1/auth/login/', {
    config: publicAccess('sign-in'),
    schema: { body: z.object({ email: emailSchema, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200) }), response: { 200: signedIn } },
    handler: async (request, reply) => {
      const now = deps.now()
      const { email, password } = request.body
      await consume(deps.sql, THROTTLE.loginPerIp, request.ip, now)
      await ensureNotLimited(deps.sql, THROTTLE.loginFailuresPerAccount, email, now)
      const account = await credentialsByEmail(deps.sql, email)
      const ok = await verifyPassword(account?.password_hash ?? null, password)
      // A deactivated employee's login is refused with the same answer as a wrong password.
      if (!account || !ok || !(await maySignIn(deps.sql, { userId: account.user_id, businessId: account.business_id }))) {
        await hit(deps.sql, THROTTLE.loginFailuresPerAccount, email, now)
        throw new DomainError('auth.invalidCredentials', 'Incorrect email or password', 401)
      }
      await resetBucket(deps.sql, THROTTLE.loginFailuresPerAccount, email)
      await startSession(deps, request, reply, { userId: account.user_id, businessId: account.business_id })
      return { isLoggedIn: true as const, userID: account.user_id, businessId: account.business_id }
    },
  })

  app.post('/api/v1/auth/logout/', {
    config: publicAccess('sign-out works with any or no session'),
    schema: { response: { 200: success } },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE]
      // Revoking the session also drops its selected location.
      if (token) await revokeSession(deps.sql, token, deps.now())
      clearSessionCookie(request, reply)
      setCsrfCookie(request, reply, newToken())
      return { success: true as const }
    },
  })

  app.post('/api/v1/auth/sessions/revoke_others/', {
    config: staffAccess('self.manage'),
    schema: { response: { 200: z.object({ revoked: z.number().int() }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      return { revoked: await revokeAllSessions(deps.sql, staff.userId, deps.now(), request.session?.tokenHash) }
    },
  })

  app.put('/api/v1/auth/selected_location/', {
    config: staffAccess('self.manage'),
    schema: { body: z.object({ locationId: z.string().uuid() }), response: { 200: z.object({ selectedLocationId: z.string().uuid() }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      requireLocationAccess(staff, request.body.locationId)
      await setSelectedLocation(deps.sql, request.session!.tokenHash, request.body.locationId)
      return { selectedLocationId: request.body.locationId }
    },
  })

  const codeRequest = z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('email'), target: emailSchema }),
    z.object({ channel: z.literal('phone'), target: phoneSchema }),
  ])

  app.post('/api/v1/auth/verification_code/', {
    config: staffAccess('self.manage'),
    schema: { body: codeRequest, response: { 200: success } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const now = deps.now()
      const { channel, target } = request.body
      await consume(deps.sql, THROTTLE.codesPerIp, request.ip, now)
      await consume(deps.sql, THROTTLE.codesPerAccount, staff.userId, now)
      await consume(deps.sql, THROTTLE.codesPerTarget, target, now)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await deps.sql.query('UPDATE verification_codes SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL', [staff.userId, now])
      await deps.sql.query(
        `INSERT INTO verification_codes (code_id, user_id, channel, target, code_hash, attempts, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, 0, $6, $7)`,
        [randomUUID(), staff.userId, channel, target, codeHash(staff.userId, target, code), now, new Date(now.getTime() + CODE_TTL_MS)],
      )
      const messaging = messagingFor(deps)
      const body = `Your Slotwise verification code is ${code}. It expires in 10 minutes.`
      if (channel === 'email') await messaging.sendEmail({ businessId: staff.businessId, to: target, subject: 'Your verification code', body, template: 'staff.verificationCode' })
      else await messaging.sendSms({ businessId: staff.businessId, to: target, body, template: 'staff.verificationCode' })
      return { success: true as const }
    },
  })

  app.put('/api/v1/auth/me/contact/', {
    config: staffAccess('self.manage'),
    schema: {
      body: z.intersection(codeRequest, z.object({ code: verificationCodeSchema })),
      response: { 200: z.object({ email: z.string(), phone: z.string().nullable() }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const now = deps.now()
      const { channel, target, code } = request.body
      const { rows } = await deps.sql.query<{ code_id: string; code_hash: string; attempts: number; expires_at: Date | string }>(
        `SELECT code_id, code_hash, attempts, expires_at FROM verification_codes
          WHERE user_id = $1 AND channel = $2 AND target = $3 AND consumed_at IS NULL
          ORDER BY created_at DESC LIMIT 1`,
        [staff.userId, channel, target],
      )
      const row = rows[0]
      if (!row || new Date(row.expires_at).getTime() <= now.getTime()) {
        throw new DomainError('verification.codeExpired', 'The verification code has expired. Request a new one.', 400)
      }
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw new DomainError('verification.tooManyAttempts', 'Too many wrong codes. Request a new one.', 429)
      if (row.code_hash !== codeHash(staff.userId, target, code)) {
        await deps.sql.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE code_id = $1', [row.code_id])
        throw new DomainError('verification.codeInvalid', 'The verification code is not correct', 400)
      }
      await deps.sql.query('UPDATE verification_codes SET consumed_at = $2 WHERE code_id = $1', [row.code_id, now])
      if (channel === 'email') {
        try {
          await deps.sql.query('UPDATE staff_credentials SET email = $2 WHERE user_id = $1', [staff.userId, target])
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw new DomainError('account.emailTaken', 'An account with this email already exists', 409)
          throw error
        }
      }
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      const result = await handleCommand(ctx, async (reader) => {
        const member = await reader.load(staffStream(staff.userId), staffDecider)
        const command = { type: 'ChangeStaffContact' as const, userId: staff.userId, businessId: staff.businessId, ...(channel === 'email' ? { email: target } : { phone: target }) }
        const events = staffDecider.decide(command, member.state)
        const email = channel === 'email' ? target : member.state.email!
        const phone = channel === 'phone' ? target : member.state.phone
        return { appends: [{ streamId: staffStream(staff.userId), events }], result: { email, phone } }
      })
      await deps.waitForProjections()
      return result
    },
  })
}

export { credentialsByEmail }
