import { randomBytes, randomUUID } from 'node:crypto'
import {
  bookingStream,
  commandStream,
  customerPhoneStream,
  customerStream,
  eventRegistry,
  scheduleDayStream,
  WrongExpectedVersionError,
  type BookedAppointment,
  type BookingEvent,
  type CustomerContact,
  type SlotwiseEvent,
} from '@slotwise/events'
import { resolveSchedulerConfig } from '@slotwise/scheduler-engine'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { handleCommand, type CommandContext, type StreamReader } from '../platform/command-handler.ts'
import { customerDecider, phoneClaimDecider } from '../customers/customer.decider.ts'
import { bookingDecider } from './booking.decider.ts'
import type { AddOnFacts, BookingFacts, BundleFacts, ServiceFacts } from './booking-facts.ts'
import { localDatesTouched, planPlacement, sequentialPlacements, type Conflict, type Placement, type PlacementDay, type PlacementItem } from './placement.ts'
import { scheduleDayDecider, type ScheduleDayCommand, type ScheduleDayState } from './schedule-day.decider.ts'

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A 10-character Crockford base32 code (50 bits): bookings and appointments. */
export function newConfirmationCode(): string {
  const bytes = randomBytes(10)
  let code = ''
  for (const b of bytes) code += CODE_ALPHABET[b & 31]
  return code
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** One cart line after catalog checks: a service, or one service of a bundle. */
export interface CartLine {
  /** Unique per line: `{cartItemID}` or `{cartItemID}:{bundleItemID}`. */
  lineId: string
  /** The cart item id the customer's form used (conflictData is keyed by it). */
  cartItemId: string
  order: number
  service: ServiceFacts
  addOns: AddOnFacts[]
  /** The professional asked for; null for "any available team member". */
  employeeId: string | null
  preferredEmployeeId: string | null
  participants: number
  bundle: { bundle: BundleFacts; itemId: string; itemOrder: number; partPrice: number } | null
}

/** Splits a bundle's price over its services in proportion to their prices; shares add up. */
export function bundleShares(bundle: BundleFacts, servicePrices: number[]): number[] {
  const cents = Math.round(bundle.price * 100)
  const total = servicePrices.reduce((a, b) => a + b, 0)
  const shares = servicePrices.map((p) => (total > 0 ? Math.floor((cents * p) / total) : Math.floor(cents / servicePrices.length)))
  shares[shares.length - 1]! += cents - shares.reduce((a, b) => a + b, 0)
  return shares.map((c) => c / 100)
}

export class SlotConflict extends DomainError {
  constructor(readonly conflicts: Conflict[], readonly lines: readonly CartLine[]) {
    super('booking.slotTaken', 'This appointment time slot was just booked by another user. Please select a different available time.', 409)
  }
}

export interface PlaceBookingRequest {
  facts: BookingFacts
  lines: CartLine[]
  start: string
  customer: { contact: CustomerContact; provided: Partial<CustomerContact> } | null
  formResponse: Array<{ uuid: string; questionText: string | null; answer: string | string[] | [string, string] | boolean }>
  source: 'online' | 'staff'
  createdByUserId: string | null
  title: string | null
  mode: 'customer' | 'staff'
  createAnyway: boolean
  /** More appends made atomically with the booking, at the revisions they read (payments, issue 7). */
  extraAppends?: (reader: StreamReader, bookingId: string, appointments: readonly BookedAppointment[]) => Promise<Array<{ streamId: string; events: SlotwiseEvent[] }>>
}

export interface PlaceBookingResult {
  bookingId: string
  bookingConfirmationCode: string
  customerId: string | null
  /** Placed by staff over a conflict warning. */
  overridden: boolean
  appointments: Array<{ appointmentId: string; confirmationCode: string; cartItemId: string; start: string; end: string; employeeId: string }>
}

/** Busy-time streams this placement reads: every candidate employee's days around the cart. */
function dayKeys(request: PlaceBookingRequest): Array<{ employeeId: string; date: string }> {
  const { facts, lines, start } = request
  const buffer = resolveSchedulerConfig(facts.location.schedulerConfig).cleanupBufferMinutes
  const totalMinutes = lines.reduce((sum, l) => sum + l.service.durationMinutes + l.addOns.reduce((a, x) => a + x.durationMinutes, 0), 0)
  const s = Date.parse(start)
  const dates = localDatesTouched(facts.location.timezone, s - buffer * 60_000, s + (totalMinutes + buffer) * 60_000)
  const employees = new Set<string>()
  for (const line of lines) {
    if (line.employeeId) employees.add(line.employeeId)
    else for (const e of facts.employees.values()) if (e.serviceIds.includes(line.service.serviceId)) employees.add(e.id)
  }
  return [...employees].sort().flatMap((employeeId) => dates.map((date) => ({ employeeId, date })))
}

/** Folds commands over schedule-day states, stream by stream, and collects their events. */
export class ScheduleWrites {
  private readonly states = new Map<string, ScheduleDayState>()
  private readonly events = new Map<string, SlotwiseEvent[]>()
  constructor(private readonly reader: StreamReader) {}

  async state(employeeId: string, date: string): Promise<ScheduleDayState> {
    const id = scheduleDayStream(employeeId, date)
    if (!this.states.has(id)) this.states.set(id, (await this.reader.load(id, scheduleDayDecider)).state)
    return this.states.get(id)!
  }

  async apply(command: ScheduleDayCommand): Promise<void> {
    const id = scheduleDayStream(command.employeeId, command.date)
    let state = await this.state(command.employeeId, command.date)
    const produced = scheduleDayDecider.decide(command, state)
    for (const e of produced) state = scheduleDayDecider.evolve(state, e)
    this.states.set(id, state)
    this.events.set(id, [...(this.events.get(id) ?? []), ...produced])
  }

  appends() {
    return [...this.events].map(([streamId, events]) => ({ streamId, events }))
  }
}

/** Appends for the customer: registered on first booking, contact kept current, found by phone. */
async function customerAppends(reader: StreamReader, businessId: string, customer: NonNullable<PlaceBookingRequest['customer']>, newCustomerId: string, source: 'online' | 'staff') {
  const phone = customer.contact.phone
  const claim = await reader.load(customerPhoneStream(businessId, phone), phoneClaimDecider)
  if (claim.state.owner) {
    let customerId = claim.state.owner
    let profile = await reader.load(customerStream(customerId), customerDecider)
    if (profile.state.mergedInto) {
      customerId = profile.state.mergedInto
      profile = await reader.load(customerStream(customerId), customerDecider)
    }
    const changes = Object.fromEntries(Object.entries(customer.provided).filter(([k, v]) => k !== 'phone' && v !== null && v !== undefined && v !== ''))
    const events = profile.state.exists && !profile.state.mergedInto
      ? customerDecider.decide({ type: 'ChangeCustomerContact', customerId, businessId, contact: changes }, profile.state)
      : []
    return { customerId, appends: [{ streamId: customerStream(customerId), events }] }
  }
  const profile = await reader.load(customerStream(newCustomerId), customerDecider)
  return {
    customerId: newCustomerId,
    appends: [
      { streamId: customerPhoneStream(businessId, phone), events: phoneClaimDecider.decide({ type: 'ClaimPhone', businessId, phone, customerId: newCustomerId, takeOver: false }, claim.state) },
      { streamId: customerStream(newCustomerId), events: customerDecider.decide({ type: 'RegisterCustomer', customerId: newCustomerId, businessId, contact: customer.contact, source }, profile.state) },
    ],
  }
}

/**
 * Places a booking: reads the booking stream, the customer's phone and profile streams and every
 * schedule-day stream the cart may touch; re-checks with `planPlacement`; appends booking,
 * schedule and customer events together at the revisions read. A concurrent writer makes the
 * append fail with WrongExpectedVersion and the whole decision runs again on fresh state, where the
 * clash shows as a SlotConflict. With an idempotency key, a retry returns the first result.
 */
export async function placeBooking(ctx: CommandContext, request: PlaceBookingRequest): Promise<PlaceBookingResult & { appended: boolean }> {
  const { facts, lines } = request
  const location = facts.location
  const bookingId = randomUUID()
  const bookingCode = newConfirmationCode()
  const appointmentIds = lines.map(() => randomUUID())
  const appointmentCodes = lines.map(() => newConfirmationCode())
  const newCustomerId = randomUUID()
  const items: PlacementItem[] = lines.map((line) => ({
    cartItemId: line.lineId,
    order: line.order,
    serviceId: line.service.serviceId,
    durationMinutes: line.service.durationMinutes,
    addOnMinutes: line.addOns.reduce((a, x) => a + x.durationMinutes, 0),
    employeeId: line.employeeId,
    preferredEmployeeId: line.preferredEmployeeId,
    maxCapacity: line.service.maxCapacity,
  }))

  let result: PlaceBookingResult
  try {
    result = await handleCommand(ctx, async (reader) => {
      const booking = await reader.load(bookingStream(bookingId), bookingDecider)
      const customer = request.customer ? await customerAppends(reader, location.businessId, request.customer, newCustomerId, request.source) : null
      const writes = new ScheduleWrites(reader)
      const days: PlacementDay[] = []
      for (const key of dayKeys(request)) days.push({ ...key, state: await writes.state(key.employeeId, key.date) })
      const placementInput = {
        location: { timezone: location.timezone, businessHours: location.businessHours, schedulerConfig: location.schedulerConfig },
        employees: [...facts.employees.values()],
        days,
        items,
        start: request.start,
        now: ctx.now.toISOString(),
        mode: request.mode,
      }
      const plan = planPlacement(placementInput)
      let placements: Placement[]
      let overridden = false
      if (plan.ok) placements = plan.placements
      else if (request.mode === 'staff' && request.createAnyway && lines.every((l) => l.employeeId)) {
        placements = sequentialPlacements(placementInput) as Placement[]
        overridden = true
      } else throw new SlotConflict(plan.conflicts, lines)

      const byLine = new Map(placements.map((p) => [p.cartItemId, p]))
      const appointments: BookedAppointment[] = lines.map((line, i) => {
        const p = byLine.get(line.lineId)!
        const specific = line.employeeId !== null
        const fee = specific ? (line.service.employeeAdditionalFee[p.employeeId] ?? 0) : 0
        const addOnsPrice = line.addOns.reduce((a, x) => a + x.price, 0)
        const base = line.bundle ? line.bundle.partPrice : line.service.price + addOnsPrice
        return {
          appointmentId: appointmentIds[i]!,
          confirmationCode: appointmentCodes[i]!,
          cartItemId: line.lineId,
          order: line.order,
          serviceId: line.service.serviceId,
          serviceName: line.service.name,
          addOns: line.addOns.map((a) => ({ addOnId: a.addOnId, name: a.name, price: a.price, durationMinutes: a.durationMinutes })),
          employeeId: p.employeeId,
          employeeName: facts.employees.get(p.employeeId)?.name ?? '',
          requestedSpecificEmployee: specific,
          start: p.start,
          end: p.end,
          durationMinutes: Math.round((Date.parse(p.end) - Date.parse(p.start)) / 60_000),
          servicePrice: line.service.price,
          employeeFee: fee,
          totalPrice: round2(base + fee),
          participants: line.participants,
          status: line.service.isInstantBooking ? 'SCHEDULED' : 'PENDING',
          bundle: line.bundle
            ? { bundleId: line.bundle.bundle.bundleId, bundleName: line.bundle.bundle.name, bundlePrice: line.bundle.bundle.price, bundleItemId: line.bundle.itemId, bundleItemOrder: line.bundle.itemOrder, partPrice: line.bundle.partPrice }
            : null,
        }
      })
      const bookingEvents: BookingEvent[] = bookingDecider.decide({
        type: 'PlaceBooking',
        booking: {
          bookingId,
          businessId: location.businessId,
          locationId: location.locationId,
          confirmationCode: bookingCode,
          customerId: customer?.customerId ?? null,
          customer: request.customer
            ? { firstName: request.customer.contact.firstName, lastName: request.customer.contact.lastName, email: request.customer.contact.email, phone: request.customer.contact.phone }
            : { firstName: null, lastName: null, email: null, phone: null },
          timezone: location.timezone,
          requestedStartTime: appointments[0]!.start,
          source: request.source,
          createdByUserId: request.createdByUserId,
          title: request.title,
          formResponse: request.formResponse,
          totalPrice: round2(appointments.reduce((a, x) => a + x.totalPrice, 0)),
          appointments,
          overridden,
        },
      }, booking.state)

      for (const a of appointments) {
        for (const date of localDatesTouched(location.timezone, Date.parse(a.start), Date.parse(a.end))) {
          await writes.apply({
            type: 'PlaceAppointmentInterval', employeeId: a.employeeId, businessId: location.businessId, locationId: location.locationId, date,
            appointmentId: a.appointmentId, bookingId, serviceId: a.serviceId, start: a.start, end: a.end, participants: a.participants, overridden,
          })
        }
      }
      const extra = request.extraAppends ? await request.extraAppends(reader, bookingId, appointments) : []
      return {
        appends: [{ streamId: bookingStream(bookingId), events: bookingEvents }, ...writes.appends(), ...(customer?.appends ?? []), ...extra],
        result: {
          bookingId,
          bookingConfirmationCode: bookingCode,
          customerId: customer?.customerId ?? null,
          overridden,
          appointments: appointments.map((a) => ({ appointmentId: a.appointmentId, confirmationCode: a.confirmationCode, cartItemId: a.cartItemId, start: a.start, end: a.end, employeeId: a.employeeId })),
        },
      }
    }, { maxAttempts: 25 })
  } catch (error) {
    // A concurrent retry with the same key may have placed it between our marker check and our
    // read, so what we saw as a clash is our own booking: answer with the first result.
    if (ctx.idempotencyKey) {
      const prior = await firstResult<PlaceBookingResult | null>(ctx, null)
      if (prior) return { ...prior, appended: false }
    }
    // Still losing after every retry: as far as this customer can tell, the slot is taken.
    if (error instanceof WrongExpectedVersionError) throw new SlotConflict([], lines)
    throw error
  }
  if (ctx.idempotencyKey) result = await firstResult(ctx, result)
  return { ...result, appended: result.bookingId === bookingId }
}

/**
 * The result recorded under an idempotency key. An append that lost the race to a concurrent
 * retry with the same key is reported by the store as a duplicate (nothing appended); the answer
 * must then be the first attempt's, not this one's.
 */
export async function firstResult<R>(ctx: CommandContext, fallback: R): Promise<R> {
  const marker = await ctx.store.readStream(commandStream(ctx.idempotencyKey!))
  if (marker.length === 0) return fallback
  const parsed = eventRegistry.parse(marker[0]!)
  return parsed.type === 'CommandProcessed' ? (parsed.data.result as R) : fallback
}
