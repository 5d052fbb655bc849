import { bookingStream } from '@slotwise/events'
import type { SqlQueryable } from '@slotwise/events'
import { resolveSchedulerConfig } from '@slotwise/scheduler-engine'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { isLead, requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import type { StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import { handleCommand, type CommandContext } from '../platform/command-handler.ts'
import { bookingDecider, type BookingCommand } from './booking.decider.ts'
import type { BookingFacts } from './booking-facts.ts'
import { ScheduleWrites } from './place-booking.ts'
import { isoIn, localDatesTouched, planPlacement, type Conflict, type PlacementDay } from './placement.ts'

/** The appointment a staff command addresses, from the read model (business- and location-scoped). */
export interface AppointmentRef {
  appointmentId: string
  bookingId: string
  businessId: string
  locationId: string
  employeeId: string
  serviceId: string
  participants: number
}

export const appointmentNotFound = () => new DomainError('appointment.notFound', 'Appointment not found', 404)

/**
 * Finds an appointment the caller may act on: their business, a location they may act at, and for
 * a service provider (neither admin nor manager) only their own appointments.
 */
export async function findAppointmentFor(sql: SqlQueryable, staff: StaffPrincipal, appointmentId: string): Promise<AppointmentRef> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT a.appointment_id, a.booking_id, a.business_id, a.location_id, a.employee_id, a.service_id, a.participants, e.user_id AS employee_user_id
     FROM appointments a LEFT JOIN employees e ON e.employee_id = a.employee_id
     WHERE a.appointment_id = $1 AND a.business_id = $2`,
    [appointmentId, staff.businessId],
  )
  const row = rows[0]
  if (!row) throw appointmentNotFound()
  try {
    requireLocationAccess(staff, row.location_id as string)
  } catch {
    throw appointmentNotFound()
  }
  if (!isLead(staff) && row.employee_user_id !== staff.userId) throw appointmentNotFound()
  return {
    appointmentId,
    bookingId: row.booking_id as string,
    businessId: row.business_id as string,
    locationId: row.location_id as string,
    employeeId: row.employee_id as string,
    serviceId: row.service_id as string,
    participants: Number(row.participants),
  }
}

export class EmployeeNotAvailable extends DomainError {
  constructor(readonly conflicts: Conflict[]) {
    super('booking.employeeNotAvailable', 'Employee not available', 409, { canOverride: true, conflicts })
  }
}

/** Status changes and notes: the booking stream alone; a cancellation also frees the schedule. */
export async function runAppointmentCommand(ctx: CommandContext, ref: AppointmentRef, timezone: string, command: Exclude<BookingCommand, { type: 'PlaceBooking' | 'RescheduleAppointment' | 'ReassignAppointment' }>) {
  await handleCommand(ctx, async (reader) => {
    const booking = await reader.load(bookingStream(ref.bookingId), bookingDecider)
    const events = bookingDecider.decide(command, booking.state)
    const writes = new ScheduleWrites(reader)
    if (command.type === 'CancelAppointment' && events.length) {
      const a = booking.state.appointments[ref.appointmentId]!
      for (const date of localDatesTouched(timezone, Date.parse(a.start), Date.parse(a.end))) {
        await writes.apply({ type: 'ReleaseAppointmentInterval', employeeId: a.employeeId, businessId: ref.businessId, locationId: ref.locationId, date, appointmentId: a.appointmentId, bookingId: ref.bookingId })
      }
    }
    return { appends: [{ streamId: bookingStream(ref.bookingId), events }, ...writes.appends()], result: null }
  })
}

/**
 * Moves an appointment to a new start and/or employee. Re-checks like a new booking (staff mode,
 * the appointment itself ignored) against the new employee's schedule days, then releases the old
 * interval and places the new one in the same append. A clash is a warning staff may override.
 */
export async function moveAppointment(
  ctx: CommandContext,
  ref: AppointmentRef,
  facts: BookingFacts,
  change: { newStart: string | null; newEmployeeId: string | null; createAnyway: boolean },
) {
  const zone = facts.location.timezone
  const buffer = resolveSchedulerConfig(facts.location.schedulerConfig).cleanupBufferMinutes * 60_000
  await handleCommand(ctx, async (reader) => {
    const booking = await reader.load(bookingStream(ref.bookingId), bookingDecider)
    const current = booking.state.appointments[ref.appointmentId]
    if (!current) throw appointmentNotFound()
    const employeeId = change.newEmployeeId ?? current.employeeId
    const employee = facts.employees.get(employeeId)
    if (!employee) throw new DomainError('booking.employeeUnavailable', 'This professional does not work at this location', 400)
    const duration = Date.parse(current.end) - Date.parse(current.start)
    const start = change.newStart ? Date.parse(change.newStart) : Date.parse(current.start)
    const newStart = isoIn(zone, start)
    const newEnd = isoIn(zone, start + duration)
    const command: BookingCommand = change.newStart
      ? { type: 'RescheduleAppointment', appointmentId: ref.appointmentId, newStart, newEnd, newEmployeeId: employeeId, newEmployeeName: employee.name, overridden: false }
      : { type: 'ReassignAppointment', appointmentId: ref.appointmentId, newEmployeeId: employeeId, newEmployeeName: employee.name, overridden: false }
    // Decide first: a finished appointment is refused before any schedule is read.
    if (bookingDecider.decide(command, booking.state).length === 0) return { appends: [], result: null }

    const writes = new ScheduleWrites(reader)
    const days: PlacementDay[] = []
    for (const date of localDatesTouched(zone, start - buffer, start + duration + buffer)) days.push({ employeeId, date, state: await writes.state(employeeId, date) })
    const service = facts.services.get(current.serviceId)
    const plan = planPlacement({
      location: { timezone: zone, businessHours: facts.location.businessHours, schedulerConfig: facts.location.schedulerConfig },
      employees: [...facts.employees.values()],
      days,
      items: [{ cartItemId: ref.appointmentId, order: 0, serviceId: current.serviceId, durationMinutes: Math.round(duration / 60_000), addOnMinutes: 0, employeeId, maxCapacity: service?.maxCapacity ?? 1 }],
      start: newStart,
      now: ctx.now.toISOString(),
      mode: 'staff',
      ignoreAppointmentIds: [ref.appointmentId],
    })
    if (!plan.ok && !change.createAnyway) throw new EmployeeNotAvailable(plan.conflicts)
    const decided = bookingDecider.decide({ ...command, overridden: !plan.ok }, booking.state)
    for (const date of localDatesTouched(zone, Date.parse(current.start), Date.parse(current.end))) {
      await writes.apply({ type: 'ReleaseAppointmentInterval', employeeId: current.employeeId, businessId: ref.businessId, locationId: ref.locationId, date, appointmentId: ref.appointmentId, bookingId: ref.bookingId })
    }
    for (const date of localDatesTouched(zone, start, start + duration)) {
      await writes.apply({
        type: 'PlaceAppointmentInterval', employeeId, businessId: ref.businessId, locationId: ref.locationId, date, appointmentId: ref.appointmentId, bookingId: ref.bookingId,
        serviceId: current.serviceId, start: newStart, end: newEnd, participants: current.participants, overridden: !plan.ok,
      })
    }
    return { appends: [{ streamId: bookingStream(ref.bookingId), events: decided }, ...writes.appends()], result: null }
  })
}
