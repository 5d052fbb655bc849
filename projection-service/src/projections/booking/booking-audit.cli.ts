/**
 * `npm run audit -- booking <confirmationCode>`: prints the booking's events in order with actors
 * and reasons and checks that replaying them reproduces its read-model rows; exits 1 on a
 * difference, 2 on bad usage or an unknown code. Uses DATABASE_URL, or the embedded database under
 * DATA_DIR (stop `npm start` first: PGlite is single-process).
 */
import { openDatabase } from '@slotwise/infra/db/database.ts'
import { migrate } from '@slotwise/infra/db/migrate.ts'
import { auditBooking, formatAudit } from './booking-audit.ts'

const [kind, code] = process.argv.slice(2)

async function main(): Promise<number> {
  if (kind !== 'booking' || !code) {
    console.error('usage: npm run audit -- booking <confirmationCode>')
    return 2
  }
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './.data' })
  try {
    await migrate(database)
    const audit = await auditBooking(database.sql, code)
    if (!audit) {
      console.error(`no booking with confirmation code ${code.toUpperCase()}`)
      return 2
    }
    console.log(formatAudit(audit))
    return audit.differences.length ? 1 : 0
  } finally {
    await database.close()
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
