import type { Knex } from 'knex'

/**
 * Identity's plain tables: secrets and ephemeral state that never go into events (credentials,
 * sessions, one-time codes, invitation tokens, rate-limit counters) and the local message outbox.
 * Secrets are stored hashed: argon2id for passwords, SHA-256 for high-entropy tokens and codes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_credentials', (t) => {
    t.uuid('user_id').primary()
    t.uuid('business_id').notNullable().index()
    /** Lower-cased; one account per email. */
    t.text('email').notNullable().unique()
    t.text('password_hash').notNullable()
    t.boolean('is_site_admin').notNullable().defaultTo(false)
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('password_changed_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('staff_sessions', (t) => {
    /** SHA-256 of the cookie value: a leaked table does not give usable sessions. */
    t.text('token_hash').primary()
    t.uuid('user_id').notNullable().index()
    t.uuid('business_id').notNullable()
    t.uuid('selected_location_id')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('last_seen_at', { useTz: true }).notNullable()
    t.timestamp('idle_expires_at', { useTz: true }).notNullable()
    t.timestamp('absolute_expires_at', { useTz: true }).notNullable()
    t.timestamp('revoked_at', { useTz: true })
    t.text('ip')
    t.text('user_agent')
  })
  await knex.schema.createTable('verification_codes', (t) => {
    t.uuid('code_id').primary()
    t.uuid('user_id').notNullable()
    t.text('channel').notNullable()
    /** The new address the code was sent to (normalised). */
    t.text('target').notNullable()
    t.text('code_hash').notNullable()
    t.integer('attempts').notNullable().defaultTo(0)
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('consumed_at', { useTz: true })
    t.index(['user_id', 'channel', 'target'])
  })
  await knex.schema.createTable('invitation_tokens', (t) => {
    t.text('token_hash').primary()
    t.uuid('invitation_id').notNullable().index()
    t.uuid('business_id').notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('used_at', { useTz: true })
  })
  await knex.schema.createTable('rate_limit_counters', (t) => {
    t.text('bucket').notNullable()
    t.timestamp('window_start', { useTz: true }).notNullable()
    t.integer('hits').notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable().index()
    t.primary(['bucket', 'window_start'])
  })
  await knex.schema.createTable('outbox_messages', (t) => {
    t.uuid('message_id').primary()
    t.text('channel').notNullable()
    t.uuid('business_id').index()
    t.text('recipient').notNullable()
    t.text('subject')
    t.text('body').notNullable()
    t.text('template').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['outbox_messages', 'rate_limit_counters', 'invitation_tokens', 'verification_codes', 'staff_sessions', 'staff_credentials']) {
    await knex.schema.dropTable(table)
  }
}
