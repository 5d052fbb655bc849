import type { ScheduleEvent } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

/** One busy interval on an employee's day; instants as ISO strings with offset. */
export interface DayAppointment {
  appointmentId: string
  bookingId: string
  serviceId: string
  start: string
  end: string
  participants: number
}
export interface DayTimeOff {
  id: string
  start: string
  end: string
  title: string | null
}

export interface ScheduleDayState {
  appointments: Record<string, DayAppointment>
  breaks: Record<string, DayTimeOff>
  vacations: Record<string, DayTimeOff>
}

interface DayRef {
  employeeId: string
  businessId: string
  locationId: string
  /** Local date of the location, the stream's day. */
  date: string
}

/**
 * Commands on one `schedule-{employeeId}-{date}` stream. Whether a placement is allowed (overlap,
 * buffer, capacity, hours, staff override) is decided before, by the pure `planPlacement` over
 * every day stream the placement touches; these only record the outcome, idempotently.
 */
export type ScheduleDayCommand =
  | ({ type: 'PlaceAppointmentInterval'; appointmentId: string; bookingId: string; serviceId: string; start: string; end: string; participants: number; overridden: boolean } & DayRef)
  | ({ type: 'ReleaseAppointmentInterval'; appointmentId: string; bookingId: string } & DayRef)
  | ({ type: 'AddTimeOff'; kind: 'break' | 'vacation'; id: string; start: string; end: string; title: string | null; description: string | null; allDay: boolean; overridden: boolean } & DayRef)
  | ({ type: 'RemoveTimeOff'; kind: 'break' | 'vacation'; id: string } & DayRef)

const ref = (c: DayRef): DayRef => ({ employeeId: c.employeeId, businessId: c.businessId, locationId: c.locationId, date: c.date })

export const scheduleDayDecider: Decider<ScheduleDayState, ScheduleDayCommand, ScheduleEvent> = {
  initialState: () => ({ appointments: {}, breaks: {}, vacations: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ScheduleAppointmentPlaced': {
        const d = event.data
        return { ...state, appointments: { ...state.appointments, [d.appointmentId]: { appointmentId: d.appointmentId, bookingId: d.bookingId, serviceId: d.serviceId, start: d.start, end: d.end, participants: d.participants } } }
      }
      case 'ScheduleAppointmentReleased': {
        const { [event.data.appointmentId]: _gone, ...rest } = state.appointments
        return { ...state, appointments: rest }
      }
      case 'ScheduleBreakAdded':
        return { ...state, breaks: { ...state.breaks, [event.data.breakId]: { id: event.data.breakId, start: event.data.start, end: event.data.end, title: event.data.title } } }
      case 'ScheduleBreakRemoved': {
        const { [event.data.breakId]: _gone, ...rest } = state.breaks
        return { ...state, breaks: rest }
      }
      case 'ScheduleVacationAdded':
        return { ...state, vacations: { ...state.vacations, [event.data.vacationId]: { id: event.data.vacationId, start: event.data.start, end: event.data.end, title: event.data.title } } }
      case 'ScheduleVacationRemoved': {
        const { [event.data.vacationId]: _gone, ...rest } = state.vacations
        return { ...state, vacations: rest }
      }
      default:
        return state
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'PlaceAppointmentInterval': {
        const existing = state.appointments[command.appointmentId]
        if (existing) {
          if (existing.start === command.start && existing.end === command.end) return []
          throw new DomainError('schedule.appointmentAlreadyPlaced', 'This appointment is already on the schedule', 409)
        }
        if (!(Date.parse(command.start) < Date.parse(command.end))) throw new DomainError('schedule.invalidInterval', 'Start time must be before end time', 400)
        return [{
          type: 'ScheduleAppointmentPlaced',
          data: { ...ref(command), appointmentId: command.appointmentId, bookingId: command.bookingId, serviceId: command.serviceId, start: command.start, end: command.end, participants: command.participants, overridden: command.overridden },
        }]
      }
      case 'ReleaseAppointmentInterval':
        if (!state.appointments[command.appointmentId]) return []
        return [{ type: 'ScheduleAppointmentReleased', data: { ...ref(command), appointmentId: command.appointmentId, bookingId: command.bookingId } }]
      case 'AddTimeOff': {
        const list = command.kind === 'break' ? state.breaks : state.vacations
        if (list[command.id]) return []
        if (!(Date.parse(command.start) < Date.parse(command.end))) throw new DomainError('schedule.invalidInterval', 'Start time must be before end time', 400)
        const body = { ...ref(command), start: command.start, end: command.end, title: command.title, description: command.description, allDay: command.allDay, overridden: command.overridden }
        return command.kind === 'break'
          ? [{ type: 'ScheduleBreakAdded', data: { breakId: command.id, ...body } }]
          : [{ type: 'ScheduleVacationAdded', data: { vacationId: command.id, ...body } }]
      }
      case 'RemoveTimeOff': {
        if (command.kind === 'break') return state.breaks[command.id] ? [{ type: 'ScheduleBreakRemoved', data: { ...ref(command), breakId: command.id } }] : []
        return state.vacations[command.id] ? [{ type: 'ScheduleVacationRemoved', data: { ...ref(command), vacationId: command.id } }] : []
      }
    }
  },
}
