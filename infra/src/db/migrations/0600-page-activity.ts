import type { Knex } from 'knex'

/** Page-activity logs: ephemeral analytics in a plain table, never events (ARCHITECTURE.md). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_activity_logs', (t) => {
    t.bigIncrements('id').primary()
    t.text('action').notNullable()
    t.timestamp('occurred_at', { useTz: true }).notNullable()
    t.text('location').notNullable()
    t.text('session_id').notNullable()
    t.jsonb('all_query_params').notNullable()
    t.text('env').notNullable()
    t.text('full_link').notNullable()
    t.text('platform').notNullable()
    t.text('host')
    t.timestamp('received_at', { useTz: true }).notNullable()
    t.index(['session_id', 'occurred_at'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_activity_logs')
}
