import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { CommandContext } from '../platform/command-handler.ts'
import { loadBookingFacts } from './booking-facts.ts'
import { resolveCart } from './cart.ts'
import { placeBooking } from './place-booking.ts'

const CUSTOMERS = [
  ['Grace', 'Hopper', 'grace@example.com', '+17185550201'],
  ['Alan', 'Turing', 'alan@example.com', '+17185550202'],
  ['Ada', 'Lovelace', null, '+17185550203'],
  ['Katherine', 'Johnson', 'katherine@example.com', '+17185550204'],
  ['Tim', 'Berners Lee', null, '+17185550205'],
  ['Margaret', 'Hamilton', 'margaret@example.com', '+17185550206'],
] as const

/**
 * A week of appointments at a demo location (today and the next six days), placed through the
 * same command as the calendar (staff mode, never over a conflict), so the dashboard, calendar and
 * lists have something to show. Idempotent per day and slot: a second run appends nothing.
 */
export async function seedDemoBookings(deps: ServiceDeps, locationId: string): Promise<number> {
  const facts = await loadBookingFacts(deps.sql, locationId)
  const zone = facts.location.timezone
  const today = DateTime.fromJSDate(deps.now(), { zone }).startOf('day')
  const providers = [...facts.employees.values()].filter((e) => e.serviceIds.some((s) => facts.services.has(s))).sort((a, b) => a.name.localeCompare(b.name))
  let placed = 0
  let n = 0
  for (let d = 0; d < 7; d++) {
    const day = today.plus({ days: d })
    for (const [p, employee] of providers.entries()) {
      for (const time of ['10:00', '13:30', '16:00']) {
        n += 1
        if ((n + p + d) % 2 === 1) continue
        const serviceId = employee.serviceIds.find((s) => facts.services.has(s))!
        const [hh, mm] = time.split(':').map(Number) as [number, number]
        const start = day.set({ hour: hh, minute: mm })
        const [firstName, lastName, email, phone] = CUSTOMERS[n % CUSTOMERS.length]!
        const ctx: CommandContext = {
          store: deps.store,
          actor: { type: 'system', id: 'demo-seed' },
          correlationId: 'demo-seed',
          causationId: `demo-seed:booking:${day.toISODate()}:${employee.id}:${time}`,
          now: deps.now(),
          idempotencyKey: `demo-seed:booking:${day.toISODate()}:${employee.id}:${time}`,
        }
        try {
          const lines = resolveCart(facts, [{ cartItemID: randomUUID(), order: 0, serviceID: serviceId, addOns: [], employeeIDs: [employee.id], requestingSpecificEmployee: true }], { staff: true })
          await placeBooking(ctx, {
            facts, lines, start: start.toISO()!, formResponse: [], source: 'online', createdByUserId: null, title: null, mode: 'staff', createAnyway: false,
            customer: { contact: { firstName, lastName, email, phone }, provided: { firstName, lastName, ...(email ? { email } : {}) } },
          })
          placed += 1
        } catch (error) {
          // Outside that employee's hours that day, or taken: the demo simply has no booking there.
          if (!(error instanceof DomainError)) throw error
        }
      }
    }
  }
  return placed
}
