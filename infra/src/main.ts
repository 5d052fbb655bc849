import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pino } from 'pino'
import { ConfigError, loadConfig } from './config/config.ts'
import { startSystem, type System } from './launcher/launcher.ts'
import { seedDemo } from './seed/seed-entry.ts'

/** The only file that touches `process`: env, flags, listen, signals. */
const here = fileURLToPath(new URL('.', import.meta.url))

async function main() {
  let config
  try {
    config = loadConfig(process.env, process.argv.slice(2))
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const logger = pino({ level: config.LOG_LEVEL })
  const system: System = { config, logger, spaDir: resolve(here, '../../frontend/dist') }
  system.seed = seedDemo
  const started = Date.now()
  const stop = await startSystem(system)
  const port = system.app?.server.address()
  const actualPort = typeof port === 'object' && port ? port.port : config.PORT
  const lines = [
    `Slotwise is running (target ${config.TARGET}, ${system.database?.kind === 'pglite' ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'PostgreSQL'}, event store ${system.store?.kind}) in ${Date.now() - started} ms`,
    `  API:       http://localhost:${actualPort}/api/v1/health/`,
  ]
  if (config.TARGET === 'all') {
    lines.push(`  App:       http://localhost:${actualPort}/  (booking pages; storefronts at http://{subdomain}.localhost:${actualPort}/)`)
    lines.push(`  API docs:  http://localhost:${actualPort}/api/v1/openapi.json`)
  }
  for (const line of system.seedReport ?? []) lines.push(`  ${line}`)
  console.log(lines.join('\n'))

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    await stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
