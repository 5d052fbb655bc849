import type { Knex } from 'knex'

/** Read models of staff membership and invitations (projection-service owns their rows). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_members', (t) => {
    t.uuid('user_id').primary()
    t.uuid('business_id').notNullable().index()
    t.text('first_name').notNullable()
    t.text('last_name').notNullable()
    t.text('email').notNullable()
    t.text('phone')
    t.jsonb('roles').notNullable()
    t.jsonb('location_ids').notNullable()
    t.timestamp('joined_at', { useTz: true }).notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
  await knex.schema.createTable('staff_invitations', (t) => {
    t.uuid('invitation_id').primary()
    t.uuid('business_id').notNullable().index()
    t.text('email').notNullable()
    t.text('first_name').notNullable()
    t.text('phone').notNullable()
    t.jsonb('roles').notNullable()
    t.jsonb('location_ids').notNullable()
    t.uuid('invited_by').notNullable()
    t.timestamp('invited_at', { useTz: true }).notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    /** pending or joined; expired is derived from expires_at at read time. */
    t.text('status').notNullable()
    t.uuid('joined_user_id')
    t.timestamp('joined_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_invitations')
  await knex.schema.dropTable('staff_members')
}
