import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import cookie from '@fastify/cookie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testClient } from '../testing/auth.ts'
import type { AccessPolicy } from './access.ts'
import { isPermission } from './permissions.ts'
import { registerSecurity, type RouteRecord } from './security.ts'
import type { ServiceDeps } from './service-deps.ts'

/** Routes whose policy is missing or malformed; empty when every route declares one. */
export function routesWithoutPolicy(records: readonly RouteRecord[]): string[] {
  const valid = (access: AccessPolicy | undefined) =>
    access !== undefined &&
    ((access.kind === 'public' && access.why.trim().length > 0) || (access.kind === 'staff' && isPermission(access.permission)) || access.kind === 'siteAdmin')
  return records.filter((r) => !valid(r.access)).map((r) => `${r.method} ${r.url}`)
}

describe('every registered route declares its access policy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('holds for the whole app (target all), SPA fallback included', async () => {
    const spaDir = mkdtempSync(join(tmpdir(), 'slotwise-spa-'))
    writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Slotwise</title>')
    writeFileSync(join(spaDir, 'app.js'), 'console.log(1)')
    const app = await buildApp({ target: 'all', deps: t.deps, spaDir })
    await app.ready()
    try {
      expect(app.routeRecords.length).toBeGreaterThan(15)
      expect(app.routeRecords.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/v1/auth/login/', 'GET /api/v1/auth/me/', 'GET /*']))
      expect(routesWithoutPolicy(app.routeRecords)).toEqual([])
      // The SPA's static files are served through the policy-carrying fallback route.
      expect((await app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('holds for every split target', async () => {
    for (const target of ['command', 'query', 'scheduler', 'projection'] as const) {
      const app = await buildApp({ target, deps: t.deps })
      await app.ready()
      expect(routesWithoutPolicy(app.routeRecords), target).toEqual([])
      await app.close()
    }
  })

  it('lists every staff route with a permission the matrix defines', () => {
    const staff = t.app.routeRecords.filter((r) => r.access?.kind === 'staff')
    expect(staff.length).toBeGreaterThan(5)
    for (const r of staff) expect(isPermission((r.access as { permission: string }).permission), `${r.method} ${r.url}`).toBe(true)
  })

  describe('when a route forgets its policy', () => {
    const fakeDeps = { now: () => new Date(), sql: { query: async () => ({ rows: [] }) } } as unknown as ServiceDeps

    it('is reported by the walk and refused at request time with 403 auth.noPolicy', async () => {
      const app = Fastify()
      await app.register(cookie)
      registerSecurity(app, fakeDeps)
      app.get('/api/v1/forgotten/', async () => ({ secret: 'data' }))
      app.get('/api/v1/declared/', { config: { access: { kind: 'public', why: 'test' } } }, async () => ({ ok: true }))
      await app.ready()
      expect(routesWithoutPolicy(app.routeRecords)).toEqual(['GET /api/v1/forgotten/', 'HEAD /api/v1/forgotten/'])
      const refused = await app.inject({ method: 'GET', url: '/api/v1/forgotten/' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'auth.noPolicy' })
      expect(refused.body).not.toContain('data')
      expect((await app.inject({ method: 'GET', url: '/api/v1/declared/' })).statusCode).toBe(200)
      await app.close()
    })

    it('refuses to register a route naming an unknown permission', async () => {
      const app = Fastify()
      registerSecurity(app, fakeDeps)
      expect(() => app.get('/x/', { config: { access: { kind: 'staff', permission: 'services.frobnicate' as never } } }, async () => ({}))).toThrow(/unknown permission/)
      await app.close()
    })
  })

  it('answers 401 to a guest on every staff route, before any handler runs', async () => {
    const guest = testClient(t)
    const staffRoutes = t.app.routeRecords.filter((r) => r.access?.kind === 'staff' && r.method !== 'HEAD')
    for (const route of staffRoutes) {
      const url = route.url.replace(/:(\w+)/g, '11111111-1111-4111-8111-111111111111')
      const response = await guest.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })
})
