import type { FastifyInstance } from 'fastify'
import type { EventStore } from '@slotwise/events'
import { PostgresEventStore } from '@slotwise/events'
import { allProjections, ProjectionRunner, readCheckpoint } from '@slotwise/projection-service'
import type { Config, Target } from '../config/config.ts'
import { openDatabase, type Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { buildApp } from '../app.ts'
import type { ServiceDeps } from '../platform/service-deps.ts'
import type { KafkaRelay } from '@slotwise/projection-service/relay/kafka-relay.ts'

export interface Logger {
  info(object: object | string, message?: string): void
  warn(object: object | string, message?: string): void
  error(object: object | string, message?: string): void
}

/**
 * The launcher knows each module's name, what it needs, how it starts and stops. A target is a set
 * of modules; `all` is every module, in one process, with the same wiring as a split deployment.
 */
interface Module {
  name: 'database' | 'eventstore' | 'projection' | 'relay' | 'seed' | 'payments' | 'http'
  targets: readonly Target[]
  start(system: System): Promise<void>
  stop?(system: System): Promise<void>
}

export interface System {
  config: Config
  logger: Logger
  spaDir?: string | undefined
  database?: Database
  store?: EventStore
  runner?: ProjectionRunner
  /** Publishes integration events to Kafka; only when KAFKA_BROKERS is set. */
  relay?: KafkaRelay
  app?: FastifyInstance
  deps?: ServiceDeps
  /** Seeds demo data into an empty store; provided by the catalog module once it lands. */
  seed?: (deps: ServiceDeps) => Promise<{ printed: string[] } | null>
  seedReport?: string[]
  /** Charges no-show fees (issue 7's process manager); runs with the command-service. */
  paymentProcess?: { stop(): Promise<void> }
}

const ALL: readonly Target[] = ['all', 'command', 'query', 'scheduler', 'projection']

export const MODULES: Module[] = [
  {
    name: 'database',
    targets: ALL,
    async start(system) {
      system.database = await openDatabase({ url: system.config.DATABASE_URL, dataDir: system.config.DATA_DIR })
      await migrate(system.database)
    },
    async stop(system) {
      await system.database?.close()
    },
  },
  {
    name: 'eventstore',
    targets: ALL,
    async start(system) {
      if (system.config.EVENTSTORE_URL) {
        const { connectKurrentDb } = await import('@slotwise/events/store/kurrentdb/kurrentdb-event-store.ts')
        system.store = await connectKurrentDb(system.config.EVENTSTORE_URL)
      } else {
        system.store = new PostgresEventStore(system.database!.sql)
      }
      const { sql } = system.database!
      const store = system.store
      system.deps = {
        config: system.config,
        sql,
        store,
        now: () => new Date(),
        waitForProjections: () => waitForProjections(system, 3000),
      }
    },
    async stop(system) {
      await system.store?.close()
    },
  },
  {
    name: 'projection',
    targets: ['all', 'projection'],
    async start(system) {
      system.runner = new ProjectionRunner({
        db: system.database!.sql,
        store: system.store!,
        projections: allProjections,
        logger: {
          info: (object, message) => system.logger.info(object, message),
          error: (object, message) => system.logger.error(object, message),
        },
      })
      system.runner.start()
    },
    async stop(system) {
      await system.runner?.stop()
    },
  },
  {
    // Loaded only with KAFKA_BROKERS, so a deployment without Kafka never loads the client.
    name: 'relay',
    targets: ['all', 'projection'],
    async start(system) {
      if (system.config.KAFKA_BROKERS.length === 0) return
      const { KafkaRelay, KafkaPublisher } = await import('@slotwise/projection-service/relay/index.ts')
      system.relay = new KafkaRelay({
        db: system.database!.sql,
        store: system.store!,
        publisher: new KafkaPublisher({ brokers: system.config.KAFKA_BROKERS, clientId: `slotwise-relay-${system.config.TARGET}` }),
        routing: system.config.KAFKA_TOPIC_PREFIX,
        logger: {
          info: (object, message) => system.logger.info(object, message),
          error: (object, message) => system.logger.error(object, message),
        },
      })
      system.relay.start()
    },
    async stop(system) {
      await system.relay?.close()
    },
  },
  {
    name: 'seed',
    targets: ['all'],
    async start(system) {
      const mode = system.config.SEED_DEMO
      if (mode === 'false' || !system.seed) return
      const { events } = await system.store!.readAll({ after: null, maxCount: 1 })
      if (events.length > 0 && mode === 'auto') return
      const report = await system.seed(system.deps!)
      system.seedReport = report?.printed ?? []
    },
  },
  {
    // The no-show fee process manager follows the log from its own checkpoint (issue 7).
    name: 'payments',
    targets: ['all', 'command'],
    async start(system) {
      const { NoShowFeeProcessManager } = await import('@slotwise/command-service/payments/no-show-fee.process.ts')
      const manager = new NoShowFeeProcessManager(system.deps!, {
        logger: { info: (object, message) => system.logger.info(object, message), error: (object, message) => system.logger.error(object, message) },
      })
      manager.start()
      system.paymentProcess = manager
    },
    async stop(system) {
      await system.paymentProcess?.stop()
    },
  },
  {
    name: 'http',
    targets: ALL,
    async start(system) {
      system.app = await buildApp({
        target: system.config.TARGET,
        deps: system.deps!,
        spaDir: system.spaDir,
        logger: system.config.LOG_LEVEL === 'silent' ? false : { level: system.config.LOG_LEVEL },
      })
      await system.app.listen({ port: system.config.PORT, host: system.config.HOST })
    },
    async stop(system) {
      await system.app?.close()
    },
  },
]

/** Waits (bounded) until no projection has unread events; a split command-service polls the same table. */
async function waitForProjections(system: System, timeoutMs: number): Promise<void> {
  if (system.runner) {
    await system.runner.waitUntilCaughtUp(timeoutMs).catch(() => {})
    return
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    let behind = false
    const target = system.store!.lastAppended
    for (const projection of allProjections) {
      const checkpoint = await readCheckpoint(system.database!.sql, projection.name)
      if (target !== null && system.store!.compareCheckpoints(checkpoint, target) < 0) behind = true
    }
    if (!behind) return
    await new Promise((r) => setTimeout(r, 20))
  }
}

export async function startSystem(system: System): Promise<() => Promise<void>> {
  const started: Module[] = []
  const stop = async () => {
    for (const module of started.reverse()) {
      try {
        await module.stop?.(system)
      } catch (error) {
        system.logger.error({ err: error, module: module.name }, 'module failed to stop cleanly')
      }
    }
  }
  try {
    for (const module of MODULES) {
      if (!module.targets.includes(system.config.TARGET)) continue
      await module.start(system)
      started.push(module)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
