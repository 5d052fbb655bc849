import type { Knex } from 'knex'

/**
 * Bookings (issue 6). Read models owned by projection-service/src/projections/booking (every row
 * carries business_id; times come from events, never the clock, so a replay gives the same rows),
 * and one plain table for customer phone codes (secrets and counters are not events).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (t) => {
    t.uuid('booking_id').primary()
    t.uuid('business_id').notNullable().index()
    t.uuid('location_id').notNullable()
    t.text('confirmation_code').notNullable().unique()
    t.uuid('customer_id').index()
    t.jsonb('customer').notNullable()
    t.text('timezone').notNullable()
    t.timestamp('requested_start_time', { useTz: true }).notNullable()
    t.text('source').notNullable()
    t.uuid('created_by_user_id')
    t.text('title')
    t.jsonb('form_response').notNullable()
    t.decimal('total_price', 12, 2).notNullable()
    t.boolean('overridden').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('appointments', (t) => {
    t.uuid('appointment_id').primary()
    t.uuid('booking_id').notNullable().index()
    t.uuid('business_id').notNullable()
    t.uuid('location_id').notNullable()
    t.text('confirmation_code').notNullable().unique()
    t.uuid('customer_id').index()
    t.text('cart_item_id').notNullable()
    t.integer('item_order').notNullable()
    t.uuid('service_id').notNullable()
    t.text('service_name').notNullable()
    t.jsonb('add_ons').notNullable()
    t.uuid('employee_id').notNullable()
    t.text('employee_name').notNullable()
    t.boolean('requested_specific_employee').notNullable()
    t.timestamp('start_time', { useTz: true }).notNullable()
    t.timestamp('end_time', { useTz: true }).notNullable()
    t.integer('duration_minutes').notNullable()
    t.decimal('service_price', 12, 2).notNullable()
    t.decimal('employee_fee', 12, 2).notNullable()
    t.decimal('total_price', 12, 2).notNullable()
    t.integer('participants').notNullable()
    t.text('status').notNullable()
    t.boolean('is_confirmed').notNullable()
    t.jsonb('bundle')
    t.timestamp('completed_at', { useTz: true })
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.index(['business_id', 'start_time'])
    t.index(['employee_id', 'start_time'])
  })
  await knex.schema.createTable('appointment_history', (t) => {
    t.uuid('appointment_id').notNullable()
    /** Revision of the booking-stream event: the timeline's order. */
    t.integer('revision').notNullable()
    t.uuid('booking_id').notNullable().index()
    t.uuid('business_id').notNullable()
    t.text('modification_type').notNullable()
    t.text('actor_type').notNullable()
    t.text('actor_id')
    t.text('reason')
    t.timestamp('original_start_time', { useTz: true })
    t.timestamp('new_start_time', { useTz: true })
    t.text('original_status')
    t.text('new_status')
    t.uuid('original_employee_id')
    t.uuid('new_employee_id')
    t.text('detail')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.primary(['appointment_id', 'revision'])
  })
  await knex.schema.createTable('appointment_notes', (t) => {
    t.uuid('note_id').primary()
    t.uuid('appointment_id').notNullable().index()
    t.uuid('booking_id').notNullable()
    t.uuid('business_id').notNullable()
    t.text('text').notNullable()
    t.uuid('author_user_id')
    t.timestamp('created_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('customers', (t) => {
    t.uuid('customer_id').primary()
    t.uuid('business_id').notNullable().index()
    t.text('first_name')
    t.text('last_name')
    t.text('email')
    t.text('phone').notNullable()
    t.boolean('is_active').notNullable()
    t.uuid('merged_into_customer_id')
    t.text('source').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.index(['business_id', 'phone'])
  })
  await knex.schema.createTable('customer_notes', (t) => {
    t.uuid('note_id').primary()
    t.uuid('customer_id').notNullable().index()
    t.uuid('business_id').notNullable()
    t.text('text').notNullable()
    t.uuid('author_user_id')
    t.timestamp('created_at', { useTz: true }).notNullable()
  })
  /**
   * Busy time per employee for the scheduler endpoint and the calendar: one row per schedule-day
   * stream holding the interval (an interval across local midnight has one per day; read with
   * DISTINCT ON (employee_id, kind, interval_id)). `kind` is appointment, break or vacation.
   */
  await knex.schema.createTable('employee_busy_intervals', (t) => {
    t.uuid('employee_id').notNullable()
    t.text('kind').notNullable()
    t.uuid('interval_id').notNullable()
    /** Local date of the schedule-day stream. */
    t.text('date').notNullable()
    t.uuid('business_id').notNullable()
    t.uuid('location_id').notNullable()
    t.timestamp('start_time', { useTz: true }).notNullable()
    t.timestamp('end_time', { useTz: true }).notNullable()
    t.uuid('booking_id')
    t.uuid('service_id')
    t.integer('participants')
    t.text('title')
    t.text('description')
    t.boolean('all_day').notNullable()
    t.boolean('overridden').notNullable()
    t.primary(['employee_id', 'kind', 'interval_id', 'date'])
    t.index(['business_id', 'start_time'])
    t.index(['employee_id', 'start_time'])
  })
  await knex.schema.createTable('customer_otp_codes', (t) => {
    /** E.164; one live code per phone, replaced on resend. */
    t.text('phone').primary()
    t.text('code_hash').notNullable()
    t.integer('attempts').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('consumed_at', { useTz: true })
    t.timestamp('verified_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['customer_otp_codes', 'employee_busy_intervals', 'customer_notes', 'customers', 'appointment_notes', 'appointment_history', 'appointments', 'bookings']) {
    await knex.schema.dropTable(table)
  }
}
