import type { Knex } from 'knex'

/**
 * ADR 0014: roles and allowed locations belong to the employee record. `staff_members` keeps the
 * account and the employee it signs in as; accounts opened before get the `employees` row a replay
 * of their history gives (`employee-{userId}`, default colour), except that it takes the account's
 * current email where a replay takes the one at joining: run `verify` on `employees` after
 * upgrading and `rebuild` it where it reports a difference.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('staff_members', (t) => {
    t.uuid('employee_id')
  })
  await knex.raw('UPDATE staff_members SET employee_id = user_id')
  await knex.raw(`
    INSERT INTO employees (employee_id, business_id, user_id, first_name, last_name, email, phone, roles, color, is_active, position, bio, social_links, profile_image, location_ids, joined_at, updated_at)
    SELECT m.user_id, m.business_id, m.user_id, m.first_name, m.last_name, m.email, m.phone, m.roles, '#5d6d7e', true, NULL, NULL, '[]'::jsonb, NULL, m.location_ids, m.joined_at, m.updated_at
      FROM staff_members m
     WHERE NOT EXISTS (SELECT 1 FROM employees e WHERE e.employee_id = m.user_id)`)
  await knex.schema.alterTable('staff_members', (t) => {
    t.uuid('employee_id').notNullable().alter()
    t.dropColumn('roles')
    t.dropColumn('location_ids')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('staff_members', (t) => {
    t.jsonb('roles').notNullable().defaultTo('[]')
    t.jsonb('location_ids').notNullable().defaultTo('[]')
  })
  await knex.raw(`UPDATE staff_members m SET roles = e.roles, location_ids = e.location_ids FROM employees e WHERE e.employee_id = m.employee_id`)
  await knex.schema.alterTable('staff_members', (t) => {
    t.dropColumn('employee_id')
  })
}
