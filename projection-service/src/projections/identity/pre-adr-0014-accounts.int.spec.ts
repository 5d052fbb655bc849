import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffStream, type EventMetadata } from '@slotwise/events'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { registerOwner, signIn, TEST_PASSWORD, type TestOwner } from '@slotwise/infra/testing/auth.ts'
import { createCredentials } from '@slotwise/command-service/identity/accounts.ts'
import { allProjections } from '../index.ts'
import { verifyProjection } from '../../rebuild/rebuild.ts'

/**
 * History written before ADR 0014: `StaffMemberJoined` v1 carried roles and locations, changed by
 * `StaffRolesChanged` / `StaffLocationsChanged`, and the account had no employee record. Events are
 * immutable, so it must still read: the upcaster and the employees projection give it the record
 * `employee-{userId}` would have, and the first change to it adopts that record on the command side.
 */
for (const kind of testDatabaseKinds()) {
  describe(`an account opened before the employee record owned roles (${kind})`, () => {
    let t: TestApp
    let owner: TestOwner
    const userId = randomUUID()
    const email = `legacy-${userId.slice(0, 8)}@team.example`
    const metadata = (at: string): EventMetadata => ({ actor: { type: 'system', id: 'test' }, correlationId: 'legacy', causationId: 'legacy', occurredAt: at, schemaVersion: 1 })

    beforeAll(async () => {
      t = await createTestApp(kind)
      owner = await registerOwner(t, `legacy${kind.replace(/\W/g, '')}`)
      await createCredentials(t.deps.sql, { userId, businessId: owner.businessId, email, password: TEST_PASSWORD, now: t.deps.now() })
      await t.store.append([
        {
          streamId: staffStream(userId),
          expectedRevision: 'no_stream',
          events: [
            {
              type: 'StaffMemberJoined',
              data: { userId, businessId: owner.businessId, firstName: 'Old', lastName: 'Hand', email, phone: null, roles: ['serviceProvider'], locationIds: [owner.locationId], via: 'invitation', invitationId: null },
              metadata: metadata('2025-01-02T10:00:00.000Z'),
            },
            { type: 'StaffRolesChanged', data: { userId, businessId: owner.businessId, roles: ['manager', 'serviceProvider'] }, metadata: metadata('2025-02-02T10:00:00.000Z') },
          ],
        },
      ])
      await t.deps.waitForProjections()
    })
    afterAll(async () => {
      await t?.close()
    })

    it('projects its roles and locations onto the employee record employee-{userId}, the one the session reads', async () => {
      const { rows } = await t.deps.sql.query('SELECT employee_id, user_id, roles, location_ids, first_name FROM employees WHERE user_id = $1', [userId])
      expect(rows).toEqual([{ employee_id: userId, user_id: userId, roles: ['manager', 'serviceProvider'], location_ids: [owner.locationId], first_name: 'Old' }])
      const client = await signIn(t, email, TEST_PASSWORD)
      expect((await client.get('/api/v1/auth/me/')).json()).toMatchObject({ roles: ['manager', 'serviceProvider'], locations: [{ id: owner.locationId }] })
      const staff = (await owner.client.get('/api/v1/staff/')).json() as Array<{ userId: string; roles: string[] }>
      expect(staff.filter((m) => m.userId === userId)).toEqual([expect.objectContaining({ roles: ['manager', 'serviceProvider'], locationIds: [owner.locationId] })])
    })

    it('adopts the record with the first change to it, and a replay gives the live rows', async () => {
      const changed = await owner.client.put(`/api/v1/staff/${userId}/roles/`, { roles: ['serviceProvider'] })
      expect(changed.statusCode).toBe(200)
      const events = await t.store.readStream(`employee-${userId}`)
      expect(events.map((e) => e.type)).toEqual(['EmployeeAdded', 'EmployeeRolesChanged'])
      expect(events[0]!.data).toMatchObject({ userId, roles: ['manager', 'serviceProvider'], locationIds: [owner.locationId] })
      const { rows } = await t.deps.sql.query<{ roles: string[]; joined_at: Date }>('SELECT roles, joined_at FROM employees WHERE employee_id = $1', [userId])
      expect(rows[0]).toMatchObject({ roles: ['serviceProvider'] })
      expect(new Date(rows[0]!.joined_at).toISOString()).toBe('2025-01-02T10:00:00.000Z')
      for (const name of ['employees', 'staff_members']) {
        const report = await verifyProjection(t.deps.sql, allProjections.find((p) => p.name === name)!)
        expect(report.differences, name).toEqual([])
      }
    })
  })
}
