/**
 * npm run bench:events — event store append and catch-up against real PostgreSQL (not a test).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/slotwise_bench, created if
 * missing). Each case runs for BENCH_SECONDS (default 3). Writes bench/results/events.json and the
 * events section of docs/benchmarks.md.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { cpus } from 'node:os'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createPgClient, installEventStoreSchema, PostgresEventStore, type SqlClient } from '@slotwise/events'
import { installProjectionSchema, ProjectionRunner } from '@slotwise/projection-service'
import type { Projection } from '@slotwise/projection-service'

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/slotwise_bench'
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const CONCURRENCY = [1, 4, 16]

const event = (n: number) => ({
  type: 'CommandProcessed',
  data: { idempotencyKey: `bench-${n}`, result: { n, note: 'a typical small event payload with a few fields' } },
  metadata: { actor: { type: 'system' as const, id: 'bench' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 },
})

async function ensureDatabase() {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (rows.length === 0) await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

interface CaseResult {
  case: string
  writers: number
  eventsPerAppend: number
  operations: number
  opsPerSecond: number
  eventsPerSecond: number
  p50ms: number
  p99ms: number
}

async function timed(label: string, writers: number, eventsPerAppend: number, op: (writer: number, n: number) => Promise<void>): Promise<CaseResult> {
  const latencies: number[] = []
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        const t0 = performance.now()
        await op(w, n)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const result = {
    case: label,
    writers,
    eventsPerAppend,
    operations: latencies.length,
    opsPerSecond: Math.round(latencies.length / elapsed),
    eventsPerSecond: Math.round((latencies.length * eventsPerAppend) / elapsed),
    p50ms: Number(percentile(latencies, 50).toFixed(2)),
    p99ms: Number(percentile(latencies, 99).toFixed(2)),
  }
  console.log(`${label.padEnd(28)} writers=${String(writers).padStart(2)}  ${String(result.opsPerSecond).padStart(6)} ops/s  ${String(result.eventsPerSecond).padStart(6)} events/s  p50 ${result.p50ms} ms  p99 ${result.p99ms} ms`)
  return result
}

async function resetSchema(db: SqlClient) {
  await db.exec(`DROP TABLE IF EXISTS es_events, es_streams, projection_checkpoints, raw_inserts, bench_seen CASCADE`)
  await installEventStoreSchema(db)
  await installProjectionSchema(db)
  // The physical reference: the same row into a table of the same shape and indexes, no store logic.
  await db.exec(`CREATE TABLE raw_inserts (LIKE es_events INCLUDING ALL)`)
  await db.exec(`CREATE TABLE bench_seen (event_id uuid PRIMARY KEY, stream_id text NOT NULL, revision int NOT NULL)`)
}

async function main() {
  await ensureDatabase()
  const db = createPgClient({ connectionString: url, max: 24 })
  await resetSchema(db)
  const store = new PostgresEventStore(db)
  const results: CaseResult[] = []
  const run = crypto.randomUUID().slice(0, 8)

  for (const writers of CONCURRENCY) {
    results.push(
      await timed('raw single-row INSERT', writers, 1, async (w, n) => {
        const e = event(n)
        await db.query(`INSERT INTO raw_inserts (stream_id, stream_revision, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)`, [
          `raw-${run}-${writers}-${w}`,
          n,
          randomUUID(),
          e.type,
          JSON.stringify(e.data),
          JSON.stringify(e.metadata),
        ])
      }),
    )
    for (const size of [1, 5]) {
      const revisions = new Map<number, number>()
      results.push(
        await timed(`append ${size}-event`, writers, size, async (w) => {
          const revision = revisions.get(w)
          const result = await store.append([
            { streamId: `bench-${run}-${size}-${writers}-${w}`, expectedRevision: revision ?? 'no_stream', events: Array.from({ length: size }, (_, i) => event(i)) },
          ])
          revisions.set(w, result.streams[0]!.nextRevision)
        }),
      )
    }
  }

  // Catch-up: a fresh projection applying every event in the log (one INSERT per event).
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`)
  const total = rows[0]!.n
  const seen: Projection = {
    name: 'bench_seen',
    tables: ['bench_seen'],
    handles: ['CommandProcessed'],
    async apply(tx, e) {
      await tx.query(`INSERT INTO bench_seen (event_id, stream_id, revision) VALUES ($1, $2, $3)`, [e.eventId, e.streamId, e.revision])
    },
  }
  const runner = new ProjectionRunner({ db, store, projections: [seen], batchSize: 1000 })
  const t0 = performance.now()
  runner.start()
  await runner.waitUntilCaughtUp(600_000)
  const catchUpSeconds = (performance.now() - t0) / 1000
  await runner.stop()
  const catchUp = { events: total, seconds: Number(catchUpSeconds.toFixed(2)), eventsPerSecond: Math.round(total / catchUpSeconds) }
  console.log(`catch-up (projection runner)  ${total} events in ${catchUp.seconds} s = ${catchUp.eventsPerSecond} events/s`)

  const raw16 = results.find((r) => r.case === 'raw single-row INSERT' && r.writers === 16)!
  const append16 = results.find((r) => r.case === 'append 1-event' && r.writers === 16)!
  const ratio = Number((append16.opsPerSecond / raw16.opsPerSecond).toFixed(2))
  console.log(`append/raw at 16 writers: ${ratio}`)

  const { rows: versionRows } = await db.query<{ server_version: string }>(`SHOW server_version`)
  const machine = {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    node: process.version,
    postgres: versionRows[0]!.server_version,
    date: new Date().toISOString(),
    secondsPerCase: seconds,
  }
  await db.close()

  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/events.json', JSON.stringify({ machine, results, catchUp, appendToRawRatioAt16: ratio }, null, 2) + '\n')

  const table = [
    '| case | writers | events/append | appends/s | events/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.case} | ${r.writers} | ${r.eventsPerAppend} | ${r.opsPerSecond} | ${r.eventsPerSecond} | ${r.p50ms} | ${r.p99ms} |`),
  ].join('\n')
  const section = `<!-- events:start -->
## Event store (\`npm run bench:events\`)

Machine: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, PostgreSQL ${machine.postgres} on 127.0.0.1, ${machine.date.slice(0, 10)}; ${seconds} s per case.
Each writer appends to its own stream with its exact expected revision (one \`es_append\` statement per append).
The raw INSERT row is the physical reference: one single-row INSERT of the same event row into a table with the same columns and indexes as \`es_events\` (\`LIKE es_events INCLUDING ALL\`), over the same connections, without the store's logic (locks, revision check, \`es_streams\`).

${table}

- **Append vs raw INSERT at 16 writers: ${ratio}** (goal ≥ 0.5).
- **Catch-up of the projection runner: ${catchUp.eventsPerSecond} events/s** (${catchUp.events} events, one INSERT per event into a read model, batches of 1,000, checkpoint in the same transaction; goal ≥ 10,000).
<!-- events:end -->`
  const path = 'docs/benchmarks.md'
  let doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\nFigures measured on this project\'s machine; each section is rewritten by its `npm run bench:*` script.\n'
  if (doc.includes('<!-- events:start -->')) doc = doc.replace(/<!-- events:start -->[\s\S]*<!-- events:end -->/, section)
  else doc = `${doc.trimEnd()}\n\n${section}\n`
  writeFileSync(path, doc)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
