import type { Knex } from 'knex'

/**
 * Read models of reviews and testimonials (projection-service/src/projections/reviews owns their
 * rows). Every row carries business_id; timestamps come from event metadata, so a rebuild gives
 * the same rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.uuid('review_id').primary()
    t.uuid('business_id').notNullable()
    t.uuid('location_id').notNullable()
    /** 'booking' (a customer's review of a booking) or 'staff' (added by the business). */
    t.text('source').notNullable()
    t.uuid('booking_id')
    t.uuid('customer_id')
    t.text('customer_first_name')
    t.text('customer_last_name')
    t.text('customer_email')
    t.text('customer_phone')
    t.uuid('employee_id')
    t.decimal('rating', 3, 1)
    t.text('review_text')
    t.jsonb('images').notNullable()
    t.boolean('visible').notNullable()
    t.boolean('featured').notNullable()
    t.uuid('hidden_by_user_id')
    t.uuid('added_by_user_id')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.index(['business_id', 'location_id', 'visible', 'featured', 'created_at'])
  })
  for (const [table, column] of [['service_reviews', 'service_id'], ['provider_reviews', 'employee_id']] as const) {
    await knex.schema.createTable(table, (t) => {
      t.uuid('review_id').notNullable()
      t.uuid(column).notNullable()
      t.uuid('business_id').notNullable()
      t.decimal('rating', 3, 1)
      t.text('review_text')
      t.timestamp('created_at', { useTz: true }).notNullable()
      t.timestamp('updated_at', { useTz: true }).notNullable()
      t.primary(['review_id', column])
      t.index(['business_id', column])
    })
  }
  await knex.schema.createTable('testimonials', (t) => {
    t.uuid('testimonial_id').primary()
    t.uuid('business_id').notNullable()
    t.uuid('location_id').notNullable()
    t.text('full_name').notNullable()
    t.text('testimonial_text').notNullable()
    t.jsonb('profile_image')
    t.boolean('visible').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
    t.index(['business_id', 'location_id', 'visible', 'created_at'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['testimonials', 'provider_reviews', 'service_reviews', 'reviews']) await knex.schema.dropTable(table)
}
