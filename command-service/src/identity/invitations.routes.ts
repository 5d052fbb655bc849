import { randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { SqlQueryable } from '@slotwise/events'
import { invitationStream } from '@slotwise/events'
import { publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { requireCanAssignRoles, requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import { newToken, sha256 } from '@slotwise/infra/platform/sessions.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import { consume, ensureNotLimited, hit, THROTTLE } from '@slotwise/infra/platform/throttle.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { messagingFor } from '../notifications/messaging.port.ts'
import { employeeAlreadyExists } from '../catalog/employee.decider.ts'
import { handleCommand, StreamReader } from '../platform/command-handler.ts'
import { commandContext } from '../platform/request-context.ts'
import { createCredentials, removeCredentials, startSession } from './accounts.ts'
import { emailSchema, firstNameSchema, passwordSchema, phoneSchema, rolesSchema } from './identity.schemas.ts'
import { invitedMembershipAppends } from './membership.ts'
import { invitationDecider, type AcceptInvitation, type ResendInvitation, type RevokeInvitation, type SendInvitation } from './staff.decider.ts'

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

export const inviteBody = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  phone: phoneSchema,
  roles: rolesSchema,
  locationIds: z.array(z.string().uuid(), { error: 'Select at least one location' }).min(1, 'Select at least one location'),
})

interface TokenRow {
  invitation_id: string
  business_id: string
  expires_at: Date | string
  used_at: Date | string | null
}

interface EmployeeByEmail {
  employee_id: string
  user_id: string | null
  location_ids: string[]
}

/** The business's employee record with this email (any status), the one an invitation would link. */
async function employeeByEmail(sql: SqlQueryable, businessId: string, email: string): Promise<EmployeeByEmail | null> {
  const { rows } = await sql.query<EmployeeByEmail>(
    'SELECT employee_id, user_id, location_ids FROM employees WHERE business_id = $1 AND lower(email) = $2 ORDER BY joined_at, employee_id LIMIT 1',
    [businessId, email.toLowerCase()],
  )
  return rows[0] ?? null
}

/**
 * An invitation opens an account for a new employee, or for an existing employee without one
 * (linked on acceptance). It does not assign an existing employee to more locations: that is done
 * on the employee, where hours and services per location are set (ADR 0014).
 */
function requireInvitable(existing: EmployeeByEmail | null, locationIds: readonly string[]) {
  if (!existing) return
  if (existing.user_id) throw employeeAlreadyExists()
  const missing = locationIds.filter((id) => !existing.location_ids.includes(id))
  if (missing.length) {
    throw new DomainError('employee.alreadyExistsNotAtAllLocations', 'Employee already exists (not assigned to all requested locations)', 409, { locationIds: missing })
  }
}

const invalidLink = () => new DomainError('invitation.notFound', 'This invitation link is not valid', 404)
const invitationParams = z.object({ invitationId: z.string().uuid({ error: 'Invitation not found' }) })
const pendingInvitation = z.object({ invitationId: z.string().uuid(), status: z.literal('pending'), expiresAt: z.string() })

/** Invitations: staff invite by email; the invitee accepts with the emailed token and a password. */
export function invitationRoutes(app: ZodApp, deps: ServiceDeps) {
  /**
   * A new link for the invitation: its token replaces any earlier one (an old link stops working),
   * and the email goes out through the messaging port (the outbox by default).
   */
  async function emailInvitationLink(request: FastifyRequest, invitation: { invitationId: string; businessId: string; email: string; firstName: string; expiresAt: Date }) {
    const token = newToken()
    await deps.sql.query('DELETE FROM invitation_tokens WHERE invitation_id = $1', [invitation.invitationId])
    await deps.sql.query('INSERT INTO invitation_tokens (token_hash, invitation_id, business_id, expires_at) VALUES ($1, $2, $3, $4)', [
      sha256(token),
      invitation.invitationId,
      invitation.businessId,
      invitation.expiresAt,
    ])
    const { rows: business } = await deps.sql.query<{ business_name: string }>('SELECT business_name FROM businesses WHERE business_id = $1', [invitation.businessId])
    const businessName = business[0]?.business_name ?? 'a business'
    const link = `${request.protocol}://${request.host}/app/accept-invitation?token=${token}`
    await messagingFor(deps).sendEmail({
      businessId: invitation.businessId,
      to: invitation.email,
      subject: `You're invited to join ${businessName} on Slotwise`,
      body: `Hi ${invitation.firstName}, you have been invited to join ${businessName} on Slotwise. Accept the invitation and set your password here: ${link}\nThe link expires in 7 days.`,
      template: 'staff.invitation',
    })
  }

  /**
   * Revoke and resend, decided on the invitation's stream. Whoever may do it could have sent it:
   * the same permission, admin invitations only by admins, only at the caller's locations.
   */
  async function changeInvitation(request: FastifyRequest<{ Params: { invitationId: string } }>, command: (businessId: string, by: string) => RevokeInvitation | ResendInvitation) {
    const staff = requireStaff(request)
    const { invitationId } = request.params
    const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
    return handleCommand(ctx, async (reader) => {
      const { state } = await reader.load(invitationStream(invitationId), invitationDecider)
      const events = invitationDecider.decide(command(staff.businessId, staff.userId), state)
      const invitation = state.invitation!
      requireCanAssignRoles(staff, invitation.roles)
      for (const locationId of invitation.locationIds) requireLocationAccess(staff, locationId)
      return { appends: [{ streamId: invitationStream(invitationId), events }], result: { email: invitation.email, firstName: invitation.firstName } }
    })
  }

  app.post('/api/v1/invitations/:invitationId/revoke/', {
    config: staffAccess('employees.invite'),
    schema: { params: invitationParams, response: { 200: z.object({ invitationId: z.string().uuid(), status: z.literal('revoked') }) } },
    handler: async (request) => {
      const { invitationId } = request.params
      await changeInvitation(request, (businessId, revokedBy) => ({ type: 'RevokeInvitation', invitationId, businessId, revokedBy }))
      await deps.sql.query('DELETE FROM invitation_tokens WHERE invitation_id = $1', [invitationId])
      await deps.waitForProjections()
      return { invitationId, status: 'revoked' as const }
    },
  })

  app.post('/api/v1/invitations/:invitationId/resend/', {
    config: staffAccess('employees.invite'),
    schema: { params: invitationParams, response: { 200: pendingInvitation } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const now = deps.now()
      const { invitationId } = request.params
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS)
      await consume(deps.sql, THROTTLE.invitationsPerAccount, staff.userId, now)
      const invitation = await changeInvitation(request, (businessId, resentBy) => ({ type: 'ResendInvitation', invitationId, businessId, resentBy, expiresAt }))
      await emailInvitationLink(request, { invitationId, businessId: staff.businessId, ...invitation, expiresAt })
      await deps.waitForProjections()
      return { invitationId, status: 'pending' as const, expiresAt: expiresAt.toISOString() }
    },
  })

  app.post('/api/v1/invitations/', {
    config: staffAccess('employees.invite'),
    schema: { body: inviteBody, response: { 201: pendingInvitation } },
    handler: async (request, reply) => {
      const staff = requireStaff(request)
      const now = deps.now()
      const input = request.body
      requireCanAssignRoles(staff, input.roles)
      for (const locationId of input.locationIds) requireLocationAccess(staff, locationId)
      requireInvitable(await employeeByEmail(deps.sql, staff.businessId, input.email), input.locationIds)
      const { rows: pending } = await deps.sql.query("SELECT 1 FROM staff_invitations WHERE business_id = $1 AND email = $2 AND status = 'pending' AND expires_at > $3", [
        staff.businessId,
        input.email,
        now,
      ])
      if (pending.length > 0) throw new DomainError('invitation.alreadyPending', 'An invitation is already pending for this email', 409)
      await consume(deps.sql, THROTTLE.invitationsPerAccount, staff.userId, now)
      await consume(deps.sql, THROTTLE.codesPerIp, request.ip, now)

      const invitationId = randomUUID()
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS)
      const command: SendInvitation = { type: 'SendInvitation', invitationId, businessId: staff.businessId, ...input, invitedBy: staff.userId, now, expiresAt }
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      await handleCommand(ctx, async (reader) => {
        const invitation = await reader.load(invitationStream(invitationId), invitationDecider)
        return { appends: [{ streamId: invitationStream(invitationId), events: invitationDecider.decide(command, invitation.state) }], result: null }
      })
      await emailInvitationLink(request, { invitationId, businessId: staff.businessId, email: input.email, firstName: input.firstName, expiresAt })
      await deps.waitForProjections()
      return reply.status(201).send({ invitationId, status: 'pending' as const, expiresAt: expiresAt.toISOString() })
    },
  })

  /** The token's row, throttling wrong guesses per IP. */
  async function tokenRow(token: string, ip: string, now: Date): Promise<TokenRow> {
    await ensureNotLimited(deps.sql, THROTTLE.tokenGuessesPerIp, ip, now)
    const { rows } = await deps.sql.query<TokenRow>('SELECT invitation_id, business_id, expires_at, used_at FROM invitation_tokens WHERE token_hash = $1', [sha256(token)])
    if (!rows[0]) {
      await hit(deps.sql, THROTTLE.tokenGuessesPerIp, ip, now)
      throw invalidLink()
    }
    return rows[0]
  }

  const tokenSchema = z.string({ error: 'This invitation link is not valid' }).min(1, 'This invitation link is not valid').max(200)

  app.get('/api/v1/invitations/lookup/', {
    config: publicAccess('the accept-invitation screen greets the invitee; the token is the credential'),
    schema: {
      querystring: z.object({ token: tokenSchema }),
      response: { 200: z.object({ firstName: z.string(), email: z.string(), businessName: z.string(), status: z.enum(['pending', 'expired', 'joined']) }) },
    },
    handler: async (request) => {
      const now = deps.now()
      const row = await tokenRow(request.query.token, request.ip, now)
      const state = (await new StreamReader(deps.store).load(invitationStream(row.invitation_id), invitationDecider)).state
      if (!state.invitation || state.revoked) throw invalidLink()
      const { rows } = await deps.sql.query<{ business_name: string }>('SELECT business_name FROM businesses WHERE business_id = $1', [row.business_id])
      const status = state.joinedBy ? 'joined' : new Date(state.invitation.expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending'
      return { firstName: state.invitation.firstName, email: state.invitation.email, businessName: rows[0]?.business_name ?? '', status: status as 'pending' | 'expired' | 'joined' }
    },
  })

  app.post('/api/v1/invitations/accept/', {
    config: publicAccess('the invitee has no account yet; the emailed token is the credential'),
    schema: {
      body: z.object({ token: tokenSchema, password: passwordSchema, lastName: z.string().trim().max(100).default('') }),
      response: { 201: z.object({ isLoggedIn: z.literal(true), userID: z.string().uuid(), businessId: z.string().uuid() }) },
    },
    handler: async (request, reply) => {
      const now = deps.now()
      const row = await tokenRow(request.body.token, request.ip, now)
      if (row.used_at) throw new DomainError('invitation.alreadyAccepted', 'This invitation has already been accepted', 409)
      if (new Date(row.expires_at).getTime() <= now.getTime()) throw new DomainError('invitation.expired', 'This invitation has expired. Ask for a new one.', 409)
      const state = (await new StreamReader(deps.store).load(invitationStream(row.invitation_id), invitationDecider)).state
      const invitation = state.invitation
      if (!invitation || state.revoked) throw invalidLink()

      const userId = randomUUID()
      await createCredentials(deps.sql, { userId, businessId: invitation.businessId, email: invitation.email, password: request.body.password, now })
      try {
        const ctx = { ...commandContext(deps, request, { type: 'user', id: userId }), idempotencyKey: undefined }
        const accept: AcceptInvitation = { type: 'AcceptInvitation', invitationId: row.invitation_id, userId, now }
        const invitee = { userId, businessId: invitation.businessId, firstName: invitation.firstName, lastName: request.body.lastName, email: invitation.email, phone: invitation.phone }
        // An employee record with the invited email that has no account yet becomes this account's.
        const existing = await employeeByEmail(deps.sql, invitation.businessId, invitation.email)
        if (existing?.user_id) throw employeeAlreadyExists()
        await handleCommand(ctx, async (reader) => {
          const inv = await reader.load(invitationStream(row.invitation_id), invitationDecider)
          const membership = await invitedMembershipAppends(reader, invitee, { invitationId: row.invitation_id, ...invitation }, existing?.employee_id ?? null)
          return {
            appends: [{ streamId: invitationStream(row.invitation_id), events: invitationDecider.decide(accept, inv.state) }, ...membership],
            result: null,
          }
        })
      } catch (error) {
        await removeCredentials(deps.sql, userId)
        throw error
      }
      await deps.sql.query('UPDATE invitation_tokens SET used_at = $2 WHERE invitation_id = $1', [row.invitation_id, now])
      await deps.waitForProjections()
      await startSession(deps, request, reply, { userId, businessId: invitation.businessId })
      return reply.status(201).send({ isLoggedIn: true as const, userID: userId, businessId: invitation.businessId })
    },
  })
}
