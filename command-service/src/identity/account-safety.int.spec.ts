import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { addStaffMember, registerOwner, testClient, TEST_PASSWORD, type SignedInStaff, type TestOwner } from '@slotwise/infra/testing/auth.ts'
import { decideEmployeeCommand } from '../catalog/catalog.commands.ts'
import { handleCommand, type CommandContext } from '../platform/command-handler.ts'
import { adminCandidates } from './last-admin.ts'

/** Employees of the business with the admin role, active, with an account (the read model). */
const adminsOf = (t: TestApp, businessId: string) => adminCandidates(t.deps.sql, businessId)

for (const kind of testDatabaseKinds()) {
  describe(`account safety (${kind})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind, { now: new Date('2026-03-02T10:00:00Z') })
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when the only admin would lose the role or the login', () => {
      let owner: TestOwner
      beforeAll(async () => {
        owner = await registerOwner(t, 'soleadmin')
      })

      it('refuses with 409 employee.lastAdmin on every route that would do it, and records nothing', async () => {
        const attempts = [
          await owner.client.put(`/api/v1/staff/${owner.userId}/roles/`, { roles: ['manager'] }),
          await owner.client.put(`/api/v1/employees/${owner.userId}/roles/`, { roles: ['serviceProvider'] }),
          await owner.client.put(`/api/v1/employees/${owner.userId}/status/`, { isActive: false }),
        ]
        for (const response of attempts) {
          expect(response.statusCode, response.body).toBe(409)
          expect(response.json()).toMatchObject({ code: 'employee.lastAdmin', detail: 'A business needs at least one admin who can sign in' })
        }
        expect((await t.store.readStream(`employee-${owner.userId}`)).map((e) => e.type)).toEqual(['EmployeeAdded'])
        expect((await owner.client.get('/api/v1/auth/me/')).json()).toMatchObject({ roles: ['admin'] })
      })

      it('still lets the admin keep the role while adding others', async () => {
        const response = await owner.client.put(`/api/v1/staff/${owner.userId}/roles/`, { roles: ['admin', 'serviceProvider'] })
        expect(response.statusCode, response.body).toBe(200)
      })

      it('answers 400, not 500, to a bad body or id', async () => {
        expect((await owner.client.put(`/api/v1/employees/${owner.userId}/status/`, { isActive: 'no' })).statusCode).toBe(400)
        expect((await owner.client.put('/api/v1/staff/not-a-uuid/roles/', { roles: ['manager'] })).statusCode).toBe(400)
        expect((await owner.client.put(`/api/v1/staff/${owner.userId}/roles/`, { roles: [] })).statusCode).toBe(400)
      })
    })

    describe('when the business has two admins', () => {
      let owner: TestOwner
      let second: SignedInStaff
      let manager: SignedInStaff
      beforeAll(async () => {
        owner = await registerOwner(t, 'twoadmins')
        second = await addStaffMember(t, owner, { roles: ['admin'] })
        manager = await addStaffMember(t, owner, { roles: ['manager'] })
      })

      it('does not let a manager deactivate an admin (403), which would end their sign-in', async () => {
        const response = await manager.client.put(`/api/v1/employees/${second.userId}/status/`, { isActive: false })
        expect(response.statusCode).toBe(403)
        expect(response.json()).toMatchObject({ code: 'employee.privileged' })
        expect(await adminsOf(t, owner.businessId)).toHaveLength(2)
      })

      it('lets one be deactivated, then refuses to deactivate or demote the remaining one', async () => {
        expect((await owner.client.put(`/api/v1/employees/${second.userId}/status/`, { isActive: false })).statusCode).toBe(200)
        expect(await adminsOf(t, owner.businessId)).toEqual([owner.userId])
        const demote = await owner.client.put(`/api/v1/staff/${owner.userId}/roles/`, { roles: ['manager'] })
        expect(demote.statusCode).toBe(409)
        expect(demote.json()).toMatchObject({ code: 'employee.lastAdmin' })
        // A deactivated admin does not count: bringing them back makes the demotion possible.
        expect((await owner.client.put(`/api/v1/employees/${second.userId}/status/`, { isActive: true })).statusCode).toBe(200)
        expect((await owner.client.put(`/api/v1/staff/${second.userId}/roles/`, { roles: ['manager'] })).statusCode).toBe(200)
        expect(await adminsOf(t, owner.businessId)).toEqual([owner.userId])
      })
    })

    describe('when two admins demote each other at the same time', () => {
      it('over HTTP: exactly one succeeds, the other gets 409, one admin remains', async () => {
        const owner = await registerOwner(t, 'racehttp')
        const second = await addStaffMember(t, owner, { roles: ['admin'] })
        const [a, b] = await Promise.all([
          owner.client.put(`/api/v1/staff/${second.userId}/roles/`, { roles: ['manager'] }),
          second.client.put(`/api/v1/employees/${owner.userId}/roles/`, { roles: ['manager'] }),
        ])
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
        expect([a, b].find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'employee.lastAdmin' })
        expect(await adminsOf(t, owner.businessId)).toHaveLength(1)
      })

      it('with both decisions made on the same state before either appends: the append of the second fails its revision check and its retry refuses', async () => {
        const owner = await registerOwner(t, 'racebarrier')
        const second = await addStaffMember(t, owner, { roles: ['admin'] })
        const candidates = await adminCandidates(t.deps.sql, owner.businessId)
        expect(candidates).toHaveLength(2)
        // Both commands decide on the same state: each waits for the other's first decision.
        let arrived = 0
        let release!: () => void
        const bothDecided = new Promise<void>((resolve) => {
          release = resolve
        })
        const attempts = { [owner.userId]: 0, [second.userId]: 0 }
        const demote = (by: string, employeeId: string) => {
          const ctx: CommandContext = { store: t.store, actor: { type: 'user', id: by }, correlationId: `race-${by}`, causationId: `race-${by}`, now: t.deps.now() }
          return handleCommand(ctx, async (reader) => {
            attempts[by]! += 1
            const decided = await decideEmployeeCommand(reader, { type: 'ChangeEmployeeRoles', businessId: owner.businessId, employeeId, roles: ['manager'] }, { adminCandidates: candidates })
            if (attempts[by] === 1) {
              arrived += 1
              if (arrived === 2) release()
              await bothDecided
            }
            return { appends: [decided.append], result: employeeId }
          })
        }
        const results = await Promise.allSettled([demote(owner.userId, second.userId), demote(second.userId, owner.userId)])
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
        const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
        expect(rejected.reason).toMatchObject({ code: 'employee.lastAdmin', status: 409 })
        // The loser decided twice: once on the stale state (its append was refused), once on the fresh one.
        expect(Object.values(attempts).sort()).toEqual([1, 2])
        const roles = async (id: string) => (await t.store.readStream(`employee-${id}`)).filter((e) => e.type === 'EmployeeRolesChanged').length
        expect((await roles(owner.userId)) + (await roles(second.userId))).toBe(1)
      })
    })

    describe('when an employee who has an account is deactivated', () => {
      let owner: TestOwner
      let provider: SignedInStaff
      beforeAll(async () => {
        owner = await registerOwner(t, 'deactivate')
        provider = await addStaffMember(t, owner, { roles: ['serviceProvider'] })
      })

      it('ends their sessions on the next request and refuses their login like a wrong password; reactivating lets them in again', async () => {
        expect((await provider.client.get('/api/v1/auth/me/')).json()).toMatchObject({ isLoggedIn: true })
        const oldSession = provider.client.cookies.get('sessionid')!
        expect((await owner.client.put(`/api/v1/employees/${provider.userId}/status/`, { isActive: false })).statusCode).toBe(200)

        const next = await provider.client.get('/api/v1/staff/')
        expect(next.statusCode).toBe(401)
        expect(next.json()).toMatchObject({ code: 'auth.sessionExpired' })

        const wrong = await testClient(t).post('/api/v1/auth/login/', { email: provider.email, password: 'not the password at all' })
        const right = await testClient(t).post('/api/v1/auth/login/', { email: provider.email, password: TEST_PASSWORD })
        expect(right.statusCode).toBe(401)
        expect(right.json()).toEqual(wrong.json())
        expect(right.cookies.some((c) => c.name === 'sessionid' && c.value)).toBe(false)

        expect((await owner.client.put(`/api/v1/employees/${provider.userId}/status/`, { isActive: true })).statusCode).toBe(200)
        expect((await testClient(t).post('/api/v1/auth/login/', { email: provider.email, password: TEST_PASSWORD })).statusCode).toBe(200)
        // The session they had when deactivated stays ended.
        const revived = await testClient(t, { sessionid: oldSession }).get('/api/v1/staff/')
        expect(revived.statusCode).toBe(401)
        expect(revived.json()).toMatchObject({ code: 'auth.sessionExpired' })
      })
    })
  })
}
