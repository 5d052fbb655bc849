import type { Knex } from 'knex'

/** Read models of the business profile and its locations (projection-service owns their rows). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('businesses', (t) => {
    t.uuid('business_id').primary()
    t.uuid('owner_user_id').notNullable()
    t.text('business_name').notNullable()
    t.text('subdomain').notNullable().unique()
    t.text('industry')
    t.text('timezone').notNullable()
    t.text('business_phone')
    t.text('business_email')
    t.text('website')
    t.text('default_language').notNullable()
    t.jsonb('supported_languages').notNullable()
    t.timestamp('registered_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('locations', (t) => {
    t.uuid('location_id').primary()
    t.uuid('business_id').notNullable().index()
    t.text('location_name').notNullable()
    t.text('address')
    t.text('city')
    t.text('region')
    t.text('postal_code')
    t.text('country')
    t.text('phone')
    t.text('timezone').notNullable()
    t.jsonb('business_hours').notNullable()
    t.timestamp('opened_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('locations')
  await knex.schema.dropTable('businesses')
}
