import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { addStaffMember, invitationTokenIn, lastMessageTo, registerOwner, signIn, testClient, TEST_PASSWORD, type SignedInStaff, type TestOwner } from '@slotwise/infra/testing/auth.ts'
import { countEvents } from '@slotwise/infra/testing/test-app.ts'

const DAY = 24 * 60 * 60 * 1000
const invite = (over: Record<string, unknown> = {}) => ({ email: 'new.hire@team.example', firstName: 'Nia', phone: '(212) 555-0187', roles: ['serviceProvider'], ...over })
const eventCount = countEvents

for (const kind of testDatabaseKinds()) {
  describe(`invitations, roles and contact changes (${kind})`, () => {
    let t: TestApp
    let start: Date
    let owner: TestOwner
    let manager: SignedInStaff
    let provider: SignedInStaff
    beforeAll(async () => {
      start = new Date('2026-03-02T10:00:00Z')
      t = await createTestApp(kind, { now: start })
      owner = await registerOwner(t, 'team')
      manager = await addStaffMember(t, owner, { roles: ['manager'] })
      provider = await addStaffMember(t, owner, { roles: ['serviceProvider'] })
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when an admin invites an employee who accepts', () => {
      it('emails a link through the outbox, shows the invitation pending, then joined with a working login', async () => {
        const sent = await owner.client.post('/api/v1/invitations/', invite({ locationIds: [owner.locationId] }))
        expect(sent.statusCode).toBe(201)
        const { invitationId } = sent.json() as { invitationId: string }
        const listed = (await owner.client.get('/api/v1/invitations/')).json() as Array<Record<string, unknown>>
        expect(listed.find((i) => i.invitationId === invitationId)).toMatchObject({ status: 'pending', email: 'new.hire@team.example', phone: '+12125550187', roles: ['serviceProvider'] })
        const message = await lastMessageTo(t, 'new.hire@team.example')
        expect(message).toMatchObject({ channel: 'email', template: 'staff.invitation' })
        const token = invitationTokenIn(message!.body)!
        const lookup = await testClient(t).get(`/api/v1/invitations/lookup/?token=${token}`)
        expect(lookup.json()).toEqual({ firstName: 'Nia', email: 'new.hire@team.example', businessName: 'Business team', status: 'pending' })

        const invitee = testClient(t)
        const accepted = await invitee.post('/api/v1/invitations/accept/', { token, password: TEST_PASSWORD, lastName: 'Okafor' })
        expect(accepted.statusCode).toBe(201)
        const me = (await invitee.get('/api/v1/auth/me/')).json()
        expect(me).toMatchObject({ isLoggedIn: true, firstName: 'Nia', lastName: 'Okafor', roles: ['serviceProvider'], canProvideServices: true, business: { businessId: owner.businessId } })
        expect((await owner.client.get('/api/v1/invitations/')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ invitationId, status: 'joined' })]))
        expect((await signIn(t, 'new.hire@team.example', TEST_PASSWORD)).cookies.has('sessionid')).toBe(true)

        const twice = await testClient(t).post('/api/v1/invitations/accept/', { token, password: TEST_PASSWORD })
        expect(twice.statusCode).toBe(409)
        expect(twice.json()).toMatchObject({ code: 'invitation.alreadyAccepted' })
      })
    })

    describe('when the invited email belongs to an employee record of the business', () => {
      const employee = (over: Record<string, unknown>) => ({ lastName: 'Vos', color: '#16a085', roles: ['serviceProvider'], locationIds: [owner.locationId], ...over })

      it('links the record without an account to the new account: one person, the record gaining the invited roles', async () => {
        const added = await owner.client.post('/api/v1/employees/', employee({ firstName: 'Lena', email: 'lena@team.example' }))
        expect(added.statusCode).toBe(201)
        const { id: employeeId } = added.json() as { id: string }
        expect((await owner.client.post('/api/v1/invitations/', invite({ email: 'lena@team.example', roles: ['manager'], locationIds: [owner.locationId] }))).statusCode).toBe(201)
        const token = invitationTokenIn((await lastMessageTo(t, 'lena@team.example'))!.body)!
        const lena = testClient(t)
        const accepted = await lena.post('/api/v1/invitations/accept/', { token, password: TEST_PASSWORD, lastName: 'Vos' })
        expect(accepted.statusCode).toBe(201)
        const { userID } = accepted.json() as { userID: string }
        expect(userID).not.toBe(employeeId)
        expect((await lena.get('/api/v1/auth/me/')).json()).toMatchObject({ roles: ['serviceProvider', 'manager'], locations: [{ id: owner.locationId }] })
        expect((await t.store.readStream(`employee-${userID}`)).length).toBe(0)
        expect((await t.store.readStream(`employee-${employeeId}`)).map((e) => e.type)).toEqual(['EmployeeAdded', 'EmployeeAccountLinked', 'EmployeeRolesChanged'])
        const { rows } = await t.deps.sql.query('SELECT employee_id, user_id FROM employees WHERE business_id = $1 AND lower(email) = $2', [owner.businessId, 'lena@team.example'])
        expect(rows).toEqual([{ employee_id: employeeId, user_id: userID }])
        const staff = (await owner.client.get('/api/v1/staff/')).json() as Array<{ userId: string; roles: string[] }>
        expect(staff.filter((m) => m.userId === userID)).toEqual([expect.objectContaining({ roles: ['serviceProvider', 'manager'] })])
        // Their own schedule is theirs to edit now.
        const week = { monday: [{ startMinutes: 540, endMinutes: 1020 }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }
        expect((await lena.put(`/api/v1/employees/${employeeId}/working-hours/${owner.locationId}/`, { hours: week })).statusCode).toBe(200)
      })

      it('refuses with the spec message when the record is not at every invited location, and when it already has an account', async () => {
        expect((await owner.client.post('/api/v1/employees/', employee({ firstName: 'Kim', email: 'kim@team.example', locationIds: [] }))).statusCode).toBe(201)
        const partial = await owner.client.post('/api/v1/invitations/', invite({ email: 'kim@team.example', locationIds: [owner.locationId] }))
        expect(partial.statusCode).toBe(409)
        expect(partial.json()).toMatchObject({ code: 'employee.alreadyExistsNotAtAllLocations', title: 'Employee already exists (not assigned to all requested locations)' })
        const member = await owner.client.post('/api/v1/invitations/', invite({ email: provider.email, locationIds: [owner.locationId] }))
        expect(member.statusCode).toBe(409)
        expect(member.json()).toMatchObject({ code: 'employee.alreadyExists', title: 'Employee already exists' })
      })
    })

    describe('when an invitation is older than 7 days', () => {
      it('shows expired and refuses acceptance with 409 invitation.expired, creating no account', async () => {
        const sent = await owner.client.post('/api/v1/invitations/', invite({ email: 'late@team.example', locationIds: [owner.locationId] }))
        expect(sent.statusCode).toBe(201)
        const token = invitationTokenIn((await lastMessageTo(t, 'late@team.example'))!.body)!
        t.setNow(new Date(start.getTime() + 8 * DAY))
        try {
          // A week later the owner signs in again (their earlier session has idled out).
          const later = await signIn(t, owner.email, owner.password)
          const listed = (await later.get('/api/v1/invitations/')).json() as Array<{ email: string; status: string }>
          expect(listed.find((i) => i.email === 'late@team.example')?.status).toBe('expired')
          const events = await eventCount(t)
          const accepted = await testClient(t).post('/api/v1/invitations/accept/', { token, password: TEST_PASSWORD })
          expect(accepted.statusCode).toBe(409)
          expect(accepted.json()).toMatchObject({ code: 'invitation.expired' })
          expect(await eventCount(t)).toBe(events)
          expect((await testClient(t).post('/api/v1/auth/login/', { email: 'late@team.example', password: TEST_PASSWORD })).statusCode).toBe(401)
          // Expired invitations can be sent again.
          expect((await later.post('/api/v1/invitations/', invite({ email: 'late@team.example', locationIds: [owner.locationId] }))).statusCode).toBe(201)
        } finally {
          t.setNow(start)
        }
      })

      it('answers 404 to a made-up token', async () => {
        const response = await testClient(t).post('/api/v1/invitations/accept/', { token: 'A'.repeat(43), password: TEST_PASSWORD })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 'invitation.notFound' })
      })
    })

    describe('when the invitation is not allowed', () => {
      it('refuses a manager assigning admin with the spec message, and records nothing', async () => {
        const events = await eventCount(t)
        const response = await manager.client.post('/api/v1/invitations/', invite({ email: 'boss@team.example', roles: ['admin'], locationIds: [owner.locationId] }))
        expect(response.statusCode).toBe(403)
        expect(response.json()).toMatchObject({ code: 'employee.noPermissionToAssignAdmin', title: 'no permission to assign admin role' })
        expect(await eventCount(t)).toBe(events)
        expect(await lastMessageTo(t, 'boss@team.example')).toBeUndefined()
      })

      it('lets an admin invite an admin', async () => {
        const response = await owner.client.post('/api/v1/invitations/', invite({ email: 'coadmin@team.example', roles: ['admin'], locationIds: [owner.locationId] }))
        expect(response.statusCode).toBe(201)
      })

      it('refuses a service provider (403) and a guest (401)', async () => {
        const body = invite({ email: 'x1@team.example', locationIds: [owner.locationId] })
        expect((await provider.client.post('/api/v1/invitations/', body)).statusCode).toBe(403)
        expect((await testClient(t).post('/api/v1/invitations/', body)).statusCode).toBe(401)
      })

      it('refuses an existing employee with "Employee already exists" and a second pending invitation', async () => {
        const existing = await owner.client.post('/api/v1/invitations/', invite({ email: manager.email, locationIds: [owner.locationId] }))
        expect(existing.statusCode).toBe(409)
        expect(existing.json()).toMatchObject({ code: 'employee.alreadyExists', title: 'Employee already exists' })
        await owner.client.post('/api/v1/invitations/', invite({ email: 'twice@team.example', locationIds: [owner.locationId] }))
        const again = await owner.client.post('/api/v1/invitations/', invite({ email: 'twice@team.example', locationIds: [owner.locationId] }))
        expect(again.statusCode).toBe(409)
        expect(again.json()).toMatchObject({ code: 'invitation.alreadyPending' })
      })

      it.each([
        ['no role', { roles: [] }, 'roles', 'Select at least one role'],
        ['no first name', { firstName: ' ' }, 'firstName', 'First name is required'],
        ['a bad email', { email: 'nope' }, 'email', 'Enter a valid email address'],
        ['no phone', { phone: '' }, 'phone', 'Phone is required'],
      ])('answers 400 for %s with the message', async (_label, over, path, message) => {
        const response = await owner.client.post('/api/v1/invitations/', invite({ locationIds: [owner.locationId], ...over }))
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ errors: expect.arrayContaining([{ path, message }]) })
      })
    })

    describe('when roles change', () => {
      it('lets an admin promote, refuses a manager assigning admin or editing an admin, and a provider entirely', async () => {
        const promote = await owner.client.put(`/api/v1/staff/${provider.userId}/roles/`, { roles: ['serviceProvider', 'manager'] })
        expect(promote.statusCode).toBe(200)
        expect((await provider.client.get('/api/v1/auth/me/')).json()).toMatchObject({ roles: ['serviceProvider', 'manager'] })
        const byManager = await manager.client.put(`/api/v1/staff/${provider.userId}/roles/`, { roles: ['admin'] })
        expect(byManager.statusCode).toBe(403)
        expect(byManager.json()).toMatchObject({ title: 'no permission to assign admin role' })
        const demoteAdmin = await manager.client.put(`/api/v1/staff/${owner.userId}/roles/`, { roles: ['serviceProvider'] })
        expect(demoteAdmin.statusCode).toBe(403)
        expect((await owner.client.get('/api/v1/auth/me/')).json()).toMatchObject({ roles: ['admin'] })
        await owner.client.put(`/api/v1/staff/${provider.userId}/roles/`, { roles: ['serviceProvider'] })
        expect((await provider.client.put(`/api/v1/staff/${manager.userId}/roles/`, { roles: ['serviceProvider'] })).statusCode).toBe(403)
        // The change takes effect on the next request of an existing session.
        expect((await provider.client.post('/api/v1/invitations/', invite({ email: 'y@team.example', locationIds: [owner.locationId] }))).statusCode).toBe(403)
      })
    })

    describe('when a user changes their email or phone', () => {
      it('needs the 6-digit code sent to the new address; a wrong code changes nothing', async () => {
        const sent = await provider.client.post('/api/v1/auth/verification_code/', { channel: 'email', target: 'Fresh@Mail.example' })
        expect(sent.statusCode).toBe(200)
        const message = await lastMessageTo(t, 'fresh@mail.example')
        const code = /\b(\d{6})\b/.exec(message!.body)![1]!
        const wrong = await provider.client.put('/api/v1/auth/me/contact/', { channel: 'email', target: 'fresh@mail.example', code: code === '000000' ? '111111' : '000000' })
        expect(wrong.statusCode).toBe(400)
        expect(wrong.json()).toMatchObject({ code: 'verification.codeInvalid' })
        const short = await provider.client.put('/api/v1/auth/me/contact/', { channel: 'email', target: 'fresh@mail.example', code: '123' })
        expect(short.statusCode).toBe(400)
        expect((await provider.client.get('/api/v1/auth/me/')).json()).toMatchObject({ email: provider.email })
        const ok = await provider.client.put('/api/v1/auth/me/contact/', { channel: 'email', target: 'fresh@mail.example', code })
        expect(ok.statusCode).toBe(200)
        expect((await provider.client.get('/api/v1/auth/me/')).json()).toMatchObject({ email: 'fresh@mail.example' })
        expect((await testClient(t).post('/api/v1/auth/login/', { email: 'fresh@mail.example', password: TEST_PASSWORD })).statusCode).toBe(200)
        const reuse = await provider.client.put('/api/v1/auth/me/contact/', { channel: 'email', target: 'fresh@mail.example', code })
        expect(reuse.statusCode).toBe(400)
      })

      it('sends phone codes by SMS, expires them after 10 minutes, and throttles sending (429)', async () => {
        expect((await manager.client.post('/api/v1/auth/verification_code/', { channel: 'phone', target: '(646) 555-0123' })).statusCode).toBe(200)
        const sms = await lastMessageTo(t, '+16465550123')
        expect(sms).toMatchObject({ channel: 'sms', template: 'staff.verificationCode' })
        const code = /\b(\d{6})\b/.exec(sms!.body)![1]!
        t.setNow(new Date(start.getTime() + 11 * 60 * 1000))
        try {
          const late = await manager.client.put('/api/v1/auth/me/contact/', { channel: 'phone', target: '+16465550123', code })
          expect(late.statusCode).toBe(400)
          expect(late.json()).toMatchObject({ code: 'verification.codeExpired' })
        } finally {
          t.setNow(start)
        }
        const statuses: number[] = []
        for (let i = 0; i < 5; i += 1) statuses.push((await manager.client.post('/api/v1/auth/verification_code/', { channel: 'phone', target: '(646) 555-0123' })).statusCode)
        expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200])
        expect(statuses[4]).toBe(429)
      })
    })

    describe('when the onboarding status is read', () => {
      it("derives each step from the business's read models", async () => {
        const response = await owner.client.get('/api/v1/get_onboarding_status/')
        expect(response.statusCode).toBe(200)
        const steps = (response.json() as { onboarding: Array<{ name: string; status: string; order: number; actions: unknown[] }> }).onboarding
        expect(steps.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6])
        const status = Object.fromEntries(steps.map((s) => [s.name, s.status]))
        expect(status).toMatchObject({ 'Add your business location': 'FINISHED', 'Set your business hours': 'FINISHED', 'Invite your team': 'FINISHED', 'Connect online payments': 'NOT_STARTED' })
        expect(steps[0]!.actions[0]).toMatchObject({ action_order: 1, route: expect.any(String), is_required: true })
        const fresh = await registerOwner(t, 'fresh')
        const freshSteps = (await fresh.client.get('/api/v1/get_onboarding_status/')).json() as { onboarding: Array<{ name: string; status: string }> }
        expect(freshSteps.onboarding.find((s) => s.name === 'Invite your team')?.status).toBe('NOT_STARTED')
        expect((await provider.client.get('/api/v1/get_onboarding_status/')).statusCode).toBe(403)
      })
    })
  })
}
