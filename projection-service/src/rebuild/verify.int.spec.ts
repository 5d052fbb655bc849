import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { seedDemoBusiness } from '@slotwise/infra/seed/demo-business.ts'
import { allProjections } from '../projections/index.ts'
import { rebuildProjection, verifyProjection } from './rebuild.ts'

const tableRows = async (t: TestApp, table: string) =>
  (await t.deps.sql.query(`SELECT * FROM "${table}" ORDER BY 1`)).rows

for (const kind of testDatabaseKinds()) {
  describe(`verify and rebuild (${kind})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind)
      await seedDemoBusiness(t.deps)
      await t.runner.waitUntilCaughtUp()
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when the live read models match a replay', () => {
      it('reports no difference for any projection', async () => {
        for (const projection of allProjections) {
          const report = await verifyProjection(t.deps.sql, projection)
          expect(report.differences, projection.name).toEqual([])
        }
      })
    })

    describe('when a live row was changed behind the projection', () => {
      it('reports the row on both sides of the diff', async () => {
        const projection = allProjections.find((p) => p.name === 'businesses')!
        await t.deps.sql.query(`UPDATE businesses SET business_name = 'Tampered'`)
        const report = await verifyProjection(t.deps.sql, projection)
        expect(report.differences).toHaveLength(1)
        expect(report.differences[0]!.onlyLive[0]).toMatchObject({ business_name: 'Tampered' })
        expect(report.differences[0]!.onlyReplay[0]).toMatchObject({ business_name: 'Maple & Thread Salon' })
      })

      it('rebuild restores the rows a replay gives', async () => {
        await t.runner.stop()
        for (const projection of allProjections) await rebuildProjection(t.deps.sql, t.store, projection)
        expect(await tableRows(t, 'businesses')).toMatchObject([{ business_name: 'Maple & Thread Salon' }])
        for (const projection of allProjections) expect((await verifyProjection(t.deps.sql, projection)).differences).toEqual([])
      })
    })
  })
}
