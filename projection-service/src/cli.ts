/**
 * `npm run projections -- rebuild <projection|--all>` and `npm run projections -- verify [projection…]`.
 * Uses DATABASE_URL, or the embedded database under DATA_DIR (stop `npm start` first: PGlite is
 * single-process). verify exits 1 on any difference.
 */
import { PostgresEventStore } from '@slotwise/events'
import { openDatabase } from '@slotwise/infra/db/database.ts'
import { migrate } from '@slotwise/infra/db/migrate.ts'
import { allProjections } from './projections/index.ts'
import { rebuildProjection, verifyProjection } from './rebuild/rebuild.ts'

const [command, ...args] = process.argv.slice(2)
const usage = 'usage: projections rebuild <projection|--all> | projections verify [projection...]'

async function main(): Promise<number> {
  if (command !== 'rebuild' && command !== 'verify') {
    console.error(usage)
    return 2
  }
  const names = args.filter((a) => !a.startsWith('--'))
  const unknown = names.filter((n) => !allProjections.some((p) => p.name === n))
  if (unknown.length) {
    console.error(`unknown projection(s): ${unknown.join(', ')}; known: ${allProjections.map((p) => p.name).join(', ')}`)
    return 2
  }
  const selected = names.length ? allProjections.filter((p) => names.includes(p.name)) : command === 'verify' || args.includes('--all') ? allProjections : []
  if (selected.length === 0) {
    console.error(usage)
    return 2
  }
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './.data' })
  try {
    await migrate(database)
    if (command === 'rebuild') {
      const store = new PostgresEventStore(database.sql)
      for (const projection of selected) {
        const started = Date.now()
        const events = await rebuildProjection(database.sql, store, projection)
        console.log(`rebuilt ${projection.name}: ${events} events in ${Date.now() - started} ms`)
      }
      return 0
    }
    let differing = 0
    for (const projection of selected) {
      const report = await verifyProjection(database.sql, projection)
      if (report.differences.length === 0) {
        console.log(`ok      ${projection.name} (${report.eventsReplayed} events replayed to ${report.checkpoint ?? 'start'})`)
        continue
      }
      differing += 1
      console.log(`DIFFERS ${projection.name}`)
      for (const diff of report.differences) {
        console.log(`  table ${diff.table}: ${diff.onlyLive.length} live-only, ${diff.onlyReplay.length} replay-only (first rows)`)
        for (const row of diff.onlyLive) console.log(`    live:   ${JSON.stringify(row)}`)
        for (const row of diff.onlyReplay) console.log(`    replay: ${JSON.stringify(row)}`)
      }
    }
    return differing ? 1 : 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error)
    process.exit(1)
  },
)
