/**
 * npm run bench:availability — POST /api/v1/get_availability/ end to end through `app.inject`
 * (validation, the read-model queries, the core, serialisation) on the demo salon (not a test).
 *
 * PGlite in memory by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL (a schema of its
 * own, dropped afterwards). Each case runs BENCH_RUNS times (default 200) after 20 warm-up calls.
 * Writes bench/results/availability.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { createTestApp } from '@slotwise/infra/testing/test-app.ts'
import { testClient } from '@slotwise/infra/testing/auth.ts'
import { DEMO, demoId, seedDemoBusiness } from '@slotwise/infra/seed/demo-business.ts'
import { loadAvailability } from '@slotwise/scheduler-engine/http/availability.load.ts'
import { availabilityJson } from '@slotwise/scheduler-engine/http/availability.respond.ts'
import { availabilityRequest } from '@slotwise/scheduler-engine/http/availability.schemas.ts'

const runs = Number(process.env.BENCH_RUNS ?? 200)
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

const svc = (key: string) => demoId(`service:${key}`)
const one = [{ serviceID: svc('mens-cut'), addOns: [], cartItemId: 'a', order: 0 }]
const three = [
  { serviceID: svc('womens-cut'), addOns: [], cartItemId: 'a', order: 0 },
  { serviceID: svc('blowout'), addOns: [demoId('add-on:deep-conditioning')], cartItemId: 'b', order: 1 },
  { serviceID: svc('gel-manicure'), addOns: [], cartItemId: 'c', order: 2 },
]

const t = await createTestApp(kind, { now: new Date('2025-06-01T12:00:00Z') })
await seedDemoBusiness(t.deps)
await t.deps.waitForProjections()
const guest = testClient(t)

const cases = [
  { name: '1 day, 1 item, location zone', days: 1, cart: one, timezone: 'America/New_York' },
  { name: '1 day, 3 items, location zone', days: 1, cart: three, timezone: 'America/New_York' },
  { name: '30 days, 1 item, location zone', days: 30, cart: one, timezone: 'America/New_York' },
  { name: '30 days, 3 items, location zone', days: 30, cart: three, timezone: 'America/New_York' },
  { name: '30 days, 3 items, other zone', days: 30, cart: three, timezone: 'America/Los_Angeles' },
]
const results = []
for (const c of cases) {
  const end = new Date(Date.UTC(2025, 5, 4 + c.days - 1)).toISOString().slice(0, 10)
  const payload = { requestedStartDate: '2025-06-04', requestedEndDate: end, timezone: c.timezone, slotQueries: c.cart, businessLocationId: DEMO.mainLocationId }
  let bytes = 0
  for (let i = 0; i < 20; i++) bytes = (await guest.post('/api/v1/get_availability/', payload)).body.length
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const r = await guest.post('/api/v1/get_availability/', payload)
    times.push(performance.now() - t0)
    if (r.statusCode !== 200) throw new Error(`${c.name}: ${r.statusCode} ${r.body}`)
  }
  times.sort((a, b) => a - b)
  const row = { case: c.name, medianMs: +percentile(times, 50).toFixed(2), p95Ms: +percentile(times, 95).toFixed(2), bytes }
  results.push(row)
  console.log(`${row.case.padEnd(34)} median ${String(row.medianMs).padStart(6)} ms  p95 ${String(row.p95Ms).padStart(6)} ms  ${bytes} B`)
}

// Where the time goes (30 days, 3 items): the read-model queries vs the core and formatting.
const payload = availabilityRequest.parse({ requestedStartDate: '2025-06-04', requestedEndDate: '2025-07-03', timezone: 'America/New_York', slotQueries: three, businessLocationId: DEMO.mainLocationId })
const loadTimes: number[] = []
const coreTimes: number[] = []
for (let i = 0; i < runs; i++) {
  const t0 = performance.now()
  const loaded = await loadAvailability(t.deps.sql, payload, t.deps.now().getTime())
  const t1 = performance.now()
  availabilityJson(loaded, payload)
  const t2 = performance.now()
  loadTimes.push(t1 - t0)
  coreTimes.push(t2 - t1)
}
loadTimes.sort((a, b) => a - b)
coreTimes.sort((a, b) => a - b)
const breakdown = {
  case: '30 days, 3 items, location zone (in process)',
  loadMedianMs: +percentile(loadTimes, 50).toFixed(2), loadP95Ms: +percentile(loadTimes, 95).toFixed(2),
  coreMedianMs: +percentile(coreTimes, 50).toFixed(2), coreP95Ms: +percentile(coreTimes, 95).toFixed(2),
}
console.log(`load (5 queries) median ${breakdown.loadMedianMs} ms p95 ${breakdown.loadP95Ms} ms; core + JSON median ${breakdown.coreMedianMs} ms p95 ${breakdown.coreP95Ms} ms`)
await t.close()
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/availability.json', JSON.stringify({ database: kind, cpu: cpus()[0]?.model, node: process.version, runs, results, breakdown }, null, 2) + '\n')
