import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { addStaffMember, invitationTokenIn, lastMessageTo, registerOwner, signIn, testClient, TEST_PASSWORD, type SignedInStaff, type TestOwner } from '@slotwise/infra/testing/auth.ts'

const DAY = 24 * 60 * 60 * 1000

for (const kind of testDatabaseKinds()) {
  describe(`invitation revoke and resend (${kind})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind, { now: new Date('2026-03-02T10:00:00Z') })
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when staff revoke or resend an invitation', () => {
      let owner: TestOwner
      let manager: SignedInStaff
      let other: TestOwner
      const send = async (email: string, roles: string[] = ['serviceProvider'], by: { post: (u: string, b: unknown) => Promise<{ statusCode: number; body: string; json(): unknown }> } = owner.client) => {
        const sent = await by.post('/api/v1/invitations/', { email, firstName: 'Ivy', phone: '+12125550187', roles, locationIds: [owner.locationId] })
        expect(sent.statusCode, sent.body).toBe(201)
        const token = invitationTokenIn((await lastMessageTo(t, email))!.body)!
        return { invitationId: (sent.json() as { invitationId: string }).invitationId, token }
      }
      const START = new Date('2026-03-02T10:00:00Z')
      /** Moves the clock; sessions idle out over days, so the owner signs in again at the new time. */
      const at = async (when: Date) => {
        t.setNow(when)
        owner.client = await signIn(t, owner.email, owner.password)
      }
      const listed = async (invitationId: string) =>
        ((await owner.client.get('/api/v1/invitations/')).json() as Array<{ invitationId: string; status: string; expiresAt: string }>).find((i) => i.invitationId === invitationId)

      beforeAll(async () => {
        owner = await registerOwner(t, 'invites')
        manager = await addStaffMember(t, owner, { roles: ['manager'] })
        other = await registerOwner(t, 'otherinvites')
      })

      it('revoked: the link stops working, the invitation leaves the list, the email can be invited again', async () => {
        const { invitationId, token } = await send('revoked@invites.example')
        const revoked = await owner.client.post(`/api/v1/invitations/${invitationId}/revoke/`)
        expect(revoked.statusCode, revoked.body).toBe(200)
        expect(revoked.json()).toEqual({ invitationId, status: 'revoked' })
        expect(await listed(invitationId)).toBeUndefined()
        expect((await testClient(t).get(`/api/v1/invitations/lookup/?token=${token}`)).statusCode).toBe(404)
        const accept = await testClient(t).post('/api/v1/invitations/accept/', { token, password: TEST_PASSWORD })
        expect(accept.statusCode).toBe(404)
        expect(accept.json()).toMatchObject({ code: 'invitation.notFound' })
        expect((await t.store.readStream(`invitation-${invitationId}`)).map((e) => e.type)).toEqual(['InvitationSent', 'InvitationRevoked'])
        // Revoking again changes nothing; resending a revoked one is refused.
        expect((await owner.client.post(`/api/v1/invitations/${invitationId}/revoke/`)).statusCode).toBe(200)
        expect((await owner.client.post(`/api/v1/invitations/${invitationId}/resend/`)).json()).toMatchObject({ code: 'invitation.revoked' })
        await send('revoked@invites.example')
      })

      it('resent: the old link stops working, the new one works, the expiry restarts', async () => {
        const { invitationId, token: oldToken } = await send('resent@invites.example')
        await at(new Date('2026-03-08T10:00:00Z'))
        const resent = await owner.client.post(`/api/v1/invitations/${invitationId}/resend/`)
        expect(resent.statusCode, resent.body).toBe(200)
        expect(resent.json()).toEqual({ invitationId, status: 'pending', expiresAt: new Date(Date.parse('2026-03-08T10:00:00Z') + 7 * DAY).toISOString() })
        const message = (await lastMessageTo(t, 'resent@invites.example'))!
        expect(message).toMatchObject({ channel: 'email', template: 'staff.invitation' })
        const newToken = invitationTokenIn(message.body)!
        expect(newToken).not.toBe(oldToken)
        expect(await listed(invitationId)).toMatchObject({ status: 'pending', expiresAt: '2026-03-15T10:00:00.000Z' })

        const old = await testClient(t).post('/api/v1/invitations/accept/', { token: oldToken, password: TEST_PASSWORD })
        expect(old.statusCode).toBe(404)
        // Past the first expiry, within the new one.
        await at(new Date('2026-03-12T10:00:00Z'))
        const accepted = await testClient(t).post('/api/v1/invitations/accept/', { token: newToken, password: TEST_PASSWORD })
        expect(accepted.statusCode, accepted.body).toBe(201)
        expect(await listed(invitationId)).toMatchObject({ status: 'joined' })
        expect((await owner.client.post(`/api/v1/invitations/${invitationId}/revoke/`)).json()).toMatchObject({ code: 'invitation.alreadyAccepted' })
        await at(START)
      })

      it('an expired invitation is listed as expired and can be resent', async () => {
        const { invitationId } = await send('late@invites.example')
        await at(new Date('2026-03-20T10:00:00Z'))
        expect(await listed(invitationId)).toMatchObject({ status: 'expired' })
        expect((await owner.client.post(`/api/v1/invitations/${invitationId}/resend/`)).statusCode).toBe(200)
        expect(await listed(invitationId)).toMatchObject({ status: 'pending', expiresAt: '2026-03-27T10:00:00.000Z' })
        await at(START)
      })

      it("answers 404 to another business's staff and changes nothing", async () => {
        const { invitationId, token } = await send('guarded@invites.example')
        for (const path of ['revoke', 'resend']) {
          const response = await other.client.post(`/api/v1/invitations/${invitationId}/${path}/`)
          expect(response.statusCode).toBe(404)
          expect(response.body).not.toContain('guarded@invites.example')
        }
        expect((await t.store.readStream(`invitation-${invitationId}`)).map((e) => e.type)).toEqual(['InvitationSent'])
        expect((await testClient(t).get(`/api/v1/invitations/lookup/?token=${token}`)).statusCode).toBe(200)
      })

      it('a manager cannot revoke or resend an admin invitation (they could not have sent it), but can their own kind', async () => {
        const { invitationId } = await send('future.admin@invites.example', ['admin'])
        for (const path of ['revoke', 'resend']) {
          const response = await manager.client.post(`/api/v1/invitations/${invitationId}/${path}/`)
          expect(response.statusCode).toBe(403)
          expect(response.json()).toMatchObject({ code: 'employee.noPermissionToAssignAdmin' })
        }
        expect((await t.store.readStream(`invitation-${invitationId}`)).map((e) => e.type)).toEqual(['InvitationSent'])
        const provider = await send('future.provider@invites.example', ['serviceProvider'], manager.client)
        expect((await manager.client.post(`/api/v1/invitations/${provider.invitationId}/revoke/`)).statusCode).toBe(200)
      })

      it('answers 400 to an id that is not one', async () => {
        const response = await owner.client.post('/api/v1/invitations/nope/revoke/')
        expect(response.statusCode).toBe(400)
      })
    })
  })
}
