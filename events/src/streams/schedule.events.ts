import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'

/**
 * Stream `schedule-{employeeId}-{yyyy-mm-dd}`: one employee's busy time on one local day of the
 * location (appointments, breaks, vacations). Placing or moving an appointment reads every day
 * stream it touches and appends to them with the booking, at exact revisions: a concurrent writer
 * loses with WrongExpectedVersion (ARCHITECTURE, "No double booking"). An interval that crosses
 * local midnight is recorded in each day stream it touches, with its full start and end.
 */
export const scheduleDayStream = (employeeId: string, localDate: string) => `schedule-${employeeId}-${localDate}`

/** ISO 8601 instant with an offset (the location's, when written by Slotwise). */
export const instant = z.string().datetime({ offset: true })
export const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2025-06-03')

const dayRef = { employeeId: uuid, businessId: uuid, locationId: uuid, date: localDate }

export const ScheduleAppointmentPlaced = defineEvent(
  'ScheduleAppointmentPlaced',
  z.object({
    ...dayRef,
    appointmentId: uuid,
    bookingId: uuid,
    serviceId: uuid,
    start: instant,
    end: instant,
    /** People this appointment seats (group services count participants against capacity). */
    participants: z.number().int().min(1).max(1000),
    /** Placed by staff over a warning ("Create Anyway"). */
    overridden: z.boolean(),
  }),
)
export const ScheduleAppointmentReleased = defineEvent(
  'ScheduleAppointmentReleased',
  z.object({ ...dayRef, appointmentId: uuid, bookingId: uuid }),
)

const timeOff = {
  ...dayRef,
  start: instant,
  end: instant,
  title: z.string().max(200).nullable(),
  description: z.string().max(2000).nullable(),
  allDay: z.boolean(),
  overridden: z.boolean(),
}
export const ScheduleBreakAdded = defineEvent('ScheduleBreakAdded', z.object({ breakId: uuid, ...timeOff }))
export const ScheduleBreakRemoved = defineEvent('ScheduleBreakRemoved', z.object({ ...dayRef, breakId: uuid }))
export const ScheduleVacationAdded = defineEvent('ScheduleVacationAdded', z.object({ vacationId: uuid, ...timeOff }))
export const ScheduleVacationRemoved = defineEvent('ScheduleVacationRemoved', z.object({ ...dayRef, vacationId: uuid }))

export const scheduleEvents = [
  ScheduleAppointmentPlaced, ScheduleAppointmentReleased,
  ScheduleBreakAdded, ScheduleBreakRemoved,
  ScheduleVacationAdded, ScheduleVacationRemoved,
] as const
export type ScheduleEvent = EventUnion<typeof scheduleEvents>
