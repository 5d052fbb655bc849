import type { Knex } from 'knex'

/**
 * Payments (issue 7). Read models owned by projection-service/src/projections/payments (rows carry
 * business_id; values come from events only), and the local test-mode provider's own state: it plays
 * an external system (like Stripe's servers), so its objects and outgoing webhook events live in
 * plain tables, not in the event store.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_intents', (t) => {
    t.text('intent_id').primary()
    t.uuid('business_id').notNullable().index()
    t.uuid('location_id').notNullable()
    t.text('kind').notNullable()
    t.text('provider').notNullable()
    t.text('provider_account_id')
    t.integer('amount_cents').notNullable()
    t.text('currency').notNullable()
    t.text('status').notNullable()
    t.bigInteger('status_changed_at').notNullable()
    t.integer('amount_received_cents').notNullable()
    t.integer('amount_refunded_cents').notNullable()
    t.text('payment_method_id')
    t.text('error_code')
    t.text('error_message')
    t.uuid('booking_id').index()
    t.text('customer_phone').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('booking_payments', (t) => {
    t.uuid('booking_id').primary()
    t.uuid('business_id').notNullable().index()
    t.text('provider').notNullable()
    t.text('payment_intent_id')
    t.text('setup_intent_id')
    t.integer('amount_paid_cents').notNullable()
    t.integer('total_cents').notNullable()
    t.integer('due_now_cents').notNullable()
    t.integer('due_in_store_cents').notNullable()
    t.integer('no_show_online_cents').notNullable()
    t.integer('no_show_in_store_cents').notNullable()
    t.text('currency').notNullable()
    t.jsonb('appointments').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('no_show_fees', (t) => {
    t.uuid('appointment_id').primary()
    t.uuid('booking_id').notNullable().index()
    t.uuid('business_id').notNullable().index()
    t.text('outcome').notNullable()
    t.text('payment_intent_id')
    t.integer('amount_cents').notNullable()
    t.text('transaction_status')
    t.text('error_code')
    t.text('error_message')
    t.boolean('requires_customer_action').notNullable()
    t.text('reason').notNullable()
    t.timestamp('processed_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('payment_history', (t) => {
    t.uuid('entry_id').primary()
    t.uuid('business_id').notNullable()
    t.text('kind').notNullable()
    t.text('intent_id').notNullable()
    t.uuid('booking_id')
    t.uuid('appointment_id')
    t.integer('amount_cents').notNullable()
    t.text('currency').notNullable()
    t.text('status').notNullable()
    t.text('description').notNullable()
    t.timestamp('occurred_at', { useTz: true }).notNullable()
    t.index(['business_id', 'occurred_at'])
  })
  await knex.schema.createTable('payment_accounts', (t) => {
    t.uuid('business_id').primary()
    t.text('provider').notNullable()
    t.text('provider_account_id').notNullable().unique()
    t.text('country').notNullable()
    t.text('default_currency').notNullable()
    t.boolean('is_charges_enabled').notNullable()
    t.boolean('is_payouts_enabled').notNullable()
    t.boolean('is_onboarding_complete').notNullable()
    t.bigInteger('status_changed_at').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
  // The local test-mode provider's "servers".
  await knex.schema.createTable('payment_test_objects', (t) => {
    t.text('id').primary()
    t.text('object').notNullable()
    t.text('account')
    t.text('client_secret').unique()
    t.text('idempotency_key').unique()
    t.text('request_hash')
    t.jsonb('data').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('payment_test_events', (t) => {
    t.bigIncrements('seq').primary()
    t.text('event_id').notNullable().unique()
    t.text('payload').notNullable()
    t.timestamp('delivered_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['payment_test_events', 'payment_test_objects', 'payment_accounts', 'payment_history', 'no_show_fees', 'booking_payments', 'payment_intents']) {
    await knex.schema.dropTableIfExists(table)
  }
}
