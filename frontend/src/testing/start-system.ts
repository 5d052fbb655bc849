/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'

const here = fileURLToPath(new URL('.', import.meta.url))
export const frontendDir = resolve(here, '../..')
export const spaDir = resolve(frontendDir, 'dist')

export interface RunningSystem {
  port: number
  /** http://maple.localhost:<port> — the demo storefront. */
  storefrontUrl: string
  /** http://localhost:<port> — the main host. */
  mainUrl: string
  /** Runs SQL on the system's database (tests read the SMS outbox with it). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  /** The newest verification code texted to `phone` (digits only), from the outbox. */
  latestOtp(phone: string): Promise<string | null>
  /** Moves the clock the system sees (e.g. past a booked visit, to review it). */
  setNow(now: Date): void
  close(): Promise<void>
}

let built = false
/** Builds the SPA once per process (skipped with SKIP_SPA_BUILD=1 when dist is fresh). */
export function buildSpa(): void {
  if (built) return
  if (!(process.env.SKIP_SPA_BUILD === '1' && existsSync(resolve(spaDir, 'index.html')))) {
    // Test files run in parallel workers: one builds, the others wait for it (an mkdir lock).
    const lock = resolve(frontendDir, '.spa-build.lock')
    let owner = false
    try {
      mkdirSync(lock)
      owner = true
    } catch {
      const until = Date.now() + 180_000
      while (existsSync(lock) && Date.now() < until) execFileSync('sleep', ['0.5'])
    }
    if (owner) {
      try {
        // vitest sets NODE_ENV=test, which would make vite bundle React's development build: test what ships.
        execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: frontendDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
      } finally {
        rmSync(lock, { recursive: true, force: true })
      }
    }
  }
  built = true
}

/**
 * The whole system in this process, listening on a free port: the same app `npm start` serves
 * (target all: command, query, scheduler routes, projections, the built SPA) on a fresh in-memory
 * database with the demo business seeded.
 */
export async function startSystem(options: { now?: Date; /** Seed the demo owner's login (DEMO.ownerEmail / ownerPassword) for staff API calls. */ ownerLogin?: boolean } = {}): Promise<RunningSystem> {
  buildSpa()
  // Imported lazily so a missing backend piece fails here, with its own message, not at collection.
  const { createTestApp } = await import('@slotwise/infra/testing/test-app.ts')
  const { buildApp } = await import('@slotwise/infra/app.ts')
  const { seedDemoBusiness } = await import('@slotwise/infra/seed/demo-business.ts')
  const testApp = await createTestApp('pglite', options.now ? { now: options.now } : {})
  await seedDemoBusiness(testApp.deps, { withOwnerLogin: options.ownerLogin ?? false })
  await testApp.deps.waitForProjections?.()
  const app = await buildApp({ target: 'all', deps: testApp.deps, spaDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    port,
    storefrontUrl: `http://maple.localhost:${port}`,
    mainUrl: `http://localhost:${port}`,
    query: async <T,>(text: string, params: unknown[] = []) => (await testApp.deps.sql.query(text, params)).rows as T[],
    latestOtp: async (phone: string) => {
      const { rows } = await testApp.deps.sql.query<{ body: string }>(
        `SELECT body FROM outbox_messages WHERE channel = 'sms' AND recipient LIKE $1 AND template = 'customer.otp' ORDER BY created_at DESC LIMIT 1`,
        [`%${phone}`],
      )
      return rows[0]?.body.match(/code is ([A-Za-z0-9]{6})/)?.[1] ?? null
    },
    setNow: (now) => testApp.setNow(now),
    close: async () => {
      await app.close()
      await testApp.close()
    },
  }
}
