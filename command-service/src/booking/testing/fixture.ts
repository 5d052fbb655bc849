import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { parseCheckpoint, type SchedulerConfigData, type ServiceFields, type WeeklyWorkingHours } from '@slotwise/events'
import { allProjections } from '@slotwise/projection-service'
import { registerOwner, testClient, type TestClient, type TestOwner } from '@slotwise/infra/testing/auth.ts'
import type { TestApp } from '@slotwise/infra/testing/test-app.ts'
import { runCatalogCommand, runEmployeeCommand, runLocationCommand } from '../../catalog/catalog.commands.ts'
import type { CommandContext } from '../../platform/command-handler.ts'

/**
 * A business to book at, built through the catalog's own commands: one location in New York
 * (Mon–Wed 9–17, Thu–Fri 9–20, Sat 10–16), three providers working 9–17 Monday to Saturday, a cut
 * (60 min, $75, +$15 for Ana), a consultation service, a group class (capacity 3), an add-on and a
 * two-service bundle. `day` is a Tuesday at least two days ahead, `at('10:00')` an instant on it.
 */
export interface BookingFixture {
  owner: TestOwner
  businessId: string
  locationId: string
  employees: { ana: string; ben: string; cleo: string }
  services: { cut: string; consult: string; groupClass: string; blowout: string }
  addOn: string
  bundle: { id: string; items: Array<{ itemId: string; serviceId: string }> }
  day: string
  at: (hhmm: string, date?: string) => string
  /** A guest with CSRF, as the booking form. */
  guest: () => TestClient
}

const ZONE = 'America/New_York'
const workday = [{ startMinutes: 540, endMinutes: 1020 }]

/**
 * Read-your-writes that holds while other test files keep transactions open on the same
 * PostgreSQL cluster. The runner's `waitUntilCaughtUp` asks the store's catch-up read whether
 * anything is left, and that read hides events at or above the cluster-wide snapshot xmin, so it
 * can answer "caught up" while the projection has not applied our own committed write. This
 * checks the log itself: every committed event after each projection's checkpoint.
 */
export function strictProjectionWait(t: TestApp): () => Promise<void> {
  return async () => {
    const deadline = Date.now() + 30_000
    for (;;) {
      const { rows } = await t.deps.sql.query<{ projection: string; checkpoint: string | null }>('SELECT projection, checkpoint FROM projection_checkpoints')
      const checkpoints = new Map(rows.map((r) => [r.projection, r.checkpoint]))
      let behind = false
      for (const projection of allProjections) {
        const { tx, pos } = parseCheckpoint(checkpoints.get(projection.name) ?? null)
        const { rows: pending } = await t.deps.sql.query('SELECT 1 FROM es_events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) LIMIT 1', [tx, pos])
        if (pending.length) {
          behind = true
          break
        }
      }
      if (!behind) return
      if (Date.now() > deadline) throw new Error('Projections did not catch up in time')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

export async function bookingFixture(t: TestApp, subdomain: string, options: { schedulerConfig?: SchedulerConfigData; requireOtp?: boolean } = {}): Promise<BookingFixture> {
  t.deps.waitForProjections = strictProjectionWait(t)
  const owner = await registerOwner(t, subdomain)
  const { businessId, locationId } = owner
  let step = 0
  const ctx = (): CommandContext => ({ store: t.store, actor: { type: 'system', id: 'test-fixture' }, correlationId: `fixture-${subdomain}`, causationId: `fixture-${subdomain}-${step++}`, now: t.deps.now() })
  await runLocationCommand(ctx(), {
    type: 'ChangeLocationDetails', businessId, locationId,
    details: {
      locationName: `${subdomain} main`, address: '1 Main Street', city: 'Brooklyn', region: 'NY', postalCode: '11201', country: 'United States', phone: '+17185550100',
      timezone: ZONE, images: [], socialLinks: {}, requireCustomerBookingOTPVerification: options.requireOtp ?? false,
    },
  })
  if (options.schedulerConfig) await runLocationCommand(ctx(), { type: 'ChangeSchedulerConfig', businessId, locationId, schedulerConfig: options.schedulerConfig })

  const employees = { ana: randomUUID(), ben: randomUUID(), cleo: randomUUID() }
  const hours: WeeklyWorkingHours = { monday: workday, tuesday: workday, wednesday: workday, thursday: workday, friday: workday, saturday: [{ startMinutes: 600, endMinutes: 960 }], sunday: [] }
  for (const [name, employeeId] of Object.entries(employees)) {
    await runEmployeeCommand(ctx(), {
      type: 'AddEmployee', businessId, employeeId, userId: null,
      profile: { firstName: name[0]!.toUpperCase() + name.slice(1), lastName: 'Stylist', email: `${name}@${subdomain}.example`, phone: null, color: '#336699', position: 'Stylist', bio: null, socialLinks: [], profileImage: null },
      roles: ['serviceProvider'], locationIds: [locationId],
    })
    await runEmployeeCommand(ctx(), { type: 'SetWorkingHours', businessId, employeeId, locationId, hours })
  }
  const categoryId = randomUUID()
  await runCatalogCommand(ctx(), { type: 'CreateCategory', businessId, categoryId, fields: { translations: [{ language: 'en_US', name: 'Hair' }], forLocationId: null } })
  const addOn = randomUUID()
  await runCatalogCommand(ctx(), { type: 'CreateAddOn', businessId, addOnId: addOn, fields: { translations: [{ language: 'en_US', name: 'Deep conditioning', description: null }], price: 15, durationMinutes: 15, locationIds: [locationId] } })
  const service = (name: string, over: Partial<ServiceFields>): ServiceFields => ({
    categoryId, translations: [{ language: 'en_US', name, description: null }], price: 75, durationMinutes: 60, maxCapacity: 1, images: [], isInstantBooking: true,
    appointmentType: 'individual', locationIds: [locationId], allowEmployeeSelection: true, employeeAdditionalFee: {}, addOnIds: [], requireCardOnFile: false,
    enableServiceOnlinePayment: false, enableServiceNoShowFee: false, serviceNoShowFeePercentage: null, ...over,
  })
  const services = { cut: randomUUID(), consult: randomUUID(), groupClass: randomUUID(), blowout: randomUUID() }
  await runCatalogCommand(ctx(), { type: 'CreateService', businessId, serviceId: services.cut, fields: service("Women's cut", { employeeAdditionalFee: { [employees.ana]: 15 }, addOnIds: [addOn] }) })
  await runCatalogCommand(ctx(), { type: 'CreateService', businessId, serviceId: services.consult, fields: service('Balayage', { price: 220, durationMinutes: 120, isInstantBooking: false }) })
  await runCatalogCommand(ctx(), { type: 'CreateService', businessId, serviceId: services.groupClass, fields: service('Braiding class', { price: 35, maxCapacity: 3, appointmentType: 'group', allowEmployeeSelection: false }) })
  await runCatalogCommand(ctx(), { type: 'CreateService', businessId, serviceId: services.blowout, fields: service('Blowout', { price: 50, durationMinutes: 45 }) })
  for (const employeeId of Object.values(employees)) {
    await runEmployeeCommand(ctx(), { type: 'SetEmployeeServices', businessId, employeeId, locationId, serviceIds: Object.values(services) })
  }
  const bundleId = randomUUID()
  const items = [{ itemId: randomUUID(), serviceId: services.cut, addOnIds: [], order: 0 }, { itemId: randomUUID(), serviceId: services.blowout, addOnIds: [], order: 1 }]
  await runCatalogCommand(ctx(), {
    type: 'CreateBundle', businessId, bundleId,
    fields: {
      translations: [{ language: 'en_US', bundleName: 'Cut & blowout', bundleDescription: null }], locationId, items, price: 100, percentDiscount: 20, images: [], isActive: true,
      enableBundleOnlinePayment: false, enableBundleNoShowFee: false, bundleNoShowFeePercentage: null,
    },
  })
  await t.deps.waitForProjections()

  let day = DateTime.fromJSDate(t.deps.now(), { zone: ZONE }).plus({ days: 2 }).startOf('day')
  while (day.weekday !== 2) day = day.plus({ days: 1 })
  const date = day.toISODate()!
  return {
    owner, businessId, locationId, employees, services, addOn,
    bundle: { id: bundleId, items: items.map(({ itemId, serviceId }) => ({ itemId, serviceId })) },
    day: date,
    at: (hhmm, on = date) => DateTime.fromISO(`${on}T${hhmm}`, { zone: ZONE }).toISO({ suppressMilliseconds: true })!,
    guest: () => testClient(t),
  }
}

let phoneCounter = 0
/** A valid, distinct US phone as the form sends it (digits only). */
export const nextPhone = () => `212555${String(1000 + (phoneCounter++ % 9000)).padStart(4, '0')}`

/** A booking-form submission for one service. */
export function submission(f: BookingFixture, over: {
  start?: string; serviceId?: string; employeeId?: string | null; specific?: boolean; phone?: string; email?: string; addOns?: string[]; otp?: string; idempotencyKey?: string; answers?: Array<{ uuid: string; answer: unknown }>
} = {}) {
  const employeeId = over.employeeId === undefined ? f.employees.ana : over.employeeId
  return {
    bookingItems: [{
      cartItemID: randomUUID(), order: 0, serviceID: over.serviceId ?? f.services.cut, addOns: over.addOns ?? [],
      employeeIDs: employeeId ? [employeeId] : [], requestingSpecificEmployee: over.specific ?? employeeId !== null,
    }],
    requestedStartTime: over.start ?? f.at('10:00'),
    timezone: ZONE,
    customerData: { firstName: 'Ana Maria', lastName: 'Lopez', email: over.email ?? 'ana@example.com', phone: over.phone ?? nextPhone(), otp: over.otp ?? '' },
    bookingFormAnswers: over.answers ?? [],
    businessLocationId: f.locationId,
    ...(over.idempotencyKey ? { idempotencyKey: over.idempotencyKey } : {}),
  }
}
