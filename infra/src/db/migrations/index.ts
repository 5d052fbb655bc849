import type { Knex } from 'knex'
import * as businessReadModels from './0001-business-read-models.ts'
import * as identityTables from './0100-identity-tables.ts'
import * as staffReadModels from './0101-staff-read-models.ts'
import * as catalogReadModels from './0200-catalog-read-models.ts'
import * as bookingTables from './0300-booking-tables.ts'
import * as paymentTables from './0500-payment-tables.ts'
import * as pageActivity from './0600-page-activity.ts'
import * as reviewsTestimonials from './0700-reviews-testimonials.ts'
import * as staffAccountsLinkEmployees from './0800-staff-accounts-link-employees.ts'

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Knex.Migration> = {
  '0001-business-read-models': businessReadModels,
  '0100-identity-tables': identityTables,
  '0101-staff-read-models': staffReadModels,
  '0200-catalog-read-models': catalogReadModels,
  '0300-booking-tables': bookingTables,
  '0500-payment-tables': paymentTables,
  '0600-page-activity': pageActivity,
  '0700-reviews-testimonials': reviewsTestimonials,
  '0800-staff-accounts-link-employees': staffAccountsLinkEmployees,
}
