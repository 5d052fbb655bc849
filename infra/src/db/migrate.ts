import knexFactory, { type Knex } from 'knex'
import { installEventStoreSchema } from '@slotwise/events'
import { installProjectionSchema } from '@slotwise/projection-service'
import type { Database } from './database.ts'
import { migrations } from './migrations/index.ts'

/**
 * Brings a database to the current schema: the event store's and the projection runner's own
 * tables (idempotent installers owned by those packages), then knex migrations for read models.
 */
export async function migrate(database: Database): Promise<void> {
  await installEventStoreSchema(database.sql)
  await installProjectionSchema(database.sql)
  const knex = await migrationKnex(database)
  try {
    await knex.migrate.latest({
      migrationSource: {
        getMigrations: async () => Object.keys(migrations).sort(),
        getMigrationName: (name: string) => name,
        getMigration: async (name: string) => migrations[name]!,
      },
    })
  } finally {
    // Destroying a PGlite-backed knex would close the shared instance; only pg pools are ended.
    if (database.kind === 'postgres') await knex.destroy()
  }
}

async function migrationKnex(database: Database): Promise<Knex> {
  if (database.kind === 'postgres') {
    return knexFactory({ client: 'pg', connection: database.connectionString, pool: { min: 0, max: 1 } })
  }
  const { default: ClientPgLite } = await import('knex-pglite')
  return knexFactory({ client: ClientPgLite as never, dialect: 'postgres', connection: () => ({ pglite: database.pglite }) as never })
}
