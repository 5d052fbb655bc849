import { NO_SHOW_REASON, type AppointmentStatus, type BookingEvent } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

type BookingPlacedData = Extract<BookingEvent, { type: 'BookingPlaced' }>['data']

export interface AppointmentState {
  appointmentId: string
  status: AppointmentStatus
  start: string
  end: string
  employeeId: string
  serviceId: string
  participants: number
  noteIds: string[]
}

export interface BookingState {
  exists: boolean
  bookingId: string | null
  businessId: string | null
  locationId: string | null
  customerId: string | null
  appointments: Record<string, AppointmentState>
}

export type BookingCommand =
  | { type: 'PlaceBooking'; booking: BookingPlacedData }
  | { type: 'RescheduleAppointment'; appointmentId: string; newStart: string; newEnd: string; newEmployeeId: string; newEmployeeName: string; overridden: boolean }
  | { type: 'ReassignAppointment'; appointmentId: string; newEmployeeId: string; newEmployeeName: string; overridden: boolean }
  | { type: 'ConfirmAppointment'; appointmentId: string }
  | { type: 'CompleteAppointment'; appointmentId: string; now: string }
  | { type: 'CancelAppointment'; appointmentId: string; reason: string | null }
  | { type: 'MarkNoShow'; appointmentId: string; now: string }
  | { type: 'AddAppointmentNote'; appointmentId: string; noteId: string; text: string; authorUserId: string | null }
  | { type: 'DeleteAppointmentNote'; appointmentId: string; noteId: string }

/** Statuses in which the appointment still holds its time and can be moved or cancelled. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ['SCHEDULED', 'PENDING', 'CONFIRMED']

const notFound = () => new DomainError('booking.notFound', 'Booking not found', 404)
const appointmentNotFound = () => new DomainError('appointment.notFound', 'Appointment not found', 404)
const notModifiable = (status: AppointmentStatus) =>
  new DomainError('appointment.notModifiable', `This appointment is ${status.toLowerCase().replace('_', '-')} and can no longer be changed`, 409, { appointmentStatus: status })

function requireAppointment(state: BookingState, appointmentId: string): AppointmentState {
  if (!state.exists) throw notFound()
  const appointment = state.appointments[appointmentId]
  if (!appointment) throw appointmentNotFound()
  return appointment
}

const updateAppointment = (state: BookingState, id: string, change: Partial<AppointmentState>): BookingState => {
  const current = state.appointments[id]
  if (!current) return state
  return { ...state, appointments: { ...state.appointments, [id]: { ...current, ...change } } }
}

/** `booking-{id}`: a booking's appointments and every change to them. */
export const bookingDecider: Decider<BookingState, BookingCommand, BookingEvent> = {
  initialState: () => ({ exists: false, bookingId: null, businessId: null, locationId: null, customerId: null, appointments: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'BookingPlaced': {
        const d = event.data
        const appointments: Record<string, AppointmentState> = {}
        for (const a of d.appointments) {
          appointments[a.appointmentId] = { appointmentId: a.appointmentId, status: a.status, start: a.start, end: a.end, employeeId: a.employeeId, serviceId: a.serviceId, participants: a.participants, noteIds: [] }
        }
        return { exists: true, bookingId: d.bookingId, businessId: d.businessId, locationId: d.locationId, customerId: d.customerId, appointments }
      }
      case 'AppointmentRescheduled':
        return updateAppointment(state, event.data.appointmentId, { start: event.data.newStart, end: event.data.newEnd, employeeId: event.data.newEmployeeId })
      case 'AppointmentReassigned':
        return updateAppointment(state, event.data.appointmentId, { employeeId: event.data.newEmployeeId })
      case 'AppointmentConfirmed':
        return updateAppointment(state, event.data.appointmentId, { status: 'CONFIRMED' })
      case 'AppointmentCompleted':
        return updateAppointment(state, event.data.appointmentId, { status: 'COMPLETED' })
      case 'AppointmentCancelled':
        return updateAppointment(state, event.data.appointmentId, { status: 'CANCELLED' })
      case 'AppointmentMarkedNoShow':
        return updateAppointment(state, event.data.appointmentId, { status: 'NO_SHOW' })
      case 'AppointmentNoteAdded': {
        const a = state.appointments[event.data.appointmentId]
        return a ? updateAppointment(state, a.appointmentId, { noteIds: [...a.noteIds, event.data.noteId] }) : state
      }
      case 'AppointmentNoteDeleted': {
        const a = state.appointments[event.data.appointmentId]
        return a ? updateAppointment(state, a.appointmentId, { noteIds: a.noteIds.filter((n) => n !== event.data.noteId) }) : state
      }
      default:
        return state
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'PlaceBooking': {
        if (state.exists) {
          if (state.bookingId === command.booking.bookingId) return []
          throw new DomainError('booking.alreadyExists', 'This booking already exists', 409)
        }
        if (command.booking.appointments.length === 0) throw new DomainError('booking.noItems', 'Please select at least one service', 400)
        return [{ type: 'BookingPlaced', data: command.booking }]
      }
      case 'RescheduleAppointment': {
        const a = requireAppointment(state, command.appointmentId)
        if (!ACTIVE_STATUSES.includes(a.status)) throw notModifiable(a.status)
        if (!(Date.parse(command.newStart) < Date.parse(command.newEnd))) throw new DomainError('schedule.invalidInterval', 'Start time must be before end time', 400)
        if (Date.parse(a.start) === Date.parse(command.newStart) && Date.parse(a.end) === Date.parse(command.newEnd) && a.employeeId === command.newEmployeeId) return []
        return [{
          type: 'AppointmentRescheduled',
          data: {
            bookingId: state.bookingId!, appointmentId: a.appointmentId,
            originalStart: a.start, originalEnd: a.end, newStart: command.newStart, newEnd: command.newEnd,
            originalEmployeeId: a.employeeId, newEmployeeId: command.newEmployeeId, newEmployeeName: command.newEmployeeName, overridden: command.overridden,
          },
        }]
      }
      case 'ReassignAppointment': {
        const a = requireAppointment(state, command.appointmentId)
        if (!ACTIVE_STATUSES.includes(a.status)) throw notModifiable(a.status)
        if (a.employeeId === command.newEmployeeId) return []
        return [{
          type: 'AppointmentReassigned',
          data: { bookingId: state.bookingId!, appointmentId: a.appointmentId, originalEmployeeId: a.employeeId, newEmployeeId: command.newEmployeeId, newEmployeeName: command.newEmployeeName, overridden: command.overridden },
        }]
      }
      case 'ConfirmAppointment': {
        const a = requireAppointment(state, command.appointmentId)
        if (a.status === 'CONFIRMED') return []
        if (a.status !== 'SCHEDULED' && a.status !== 'PENDING') throw notModifiable(a.status)
        return [{ type: 'AppointmentConfirmed', data: { bookingId: state.bookingId!, appointmentId: a.appointmentId, previousStatus: a.status } }]
      }
      case 'CompleteAppointment': {
        const a = requireAppointment(state, command.appointmentId)
        if (a.status === 'COMPLETED') return []
        if (a.status === 'PENDING') throw new DomainError('appointment.notConfirmed', 'Confirm this appointment before completing it', 409)
        if (a.status !== 'SCHEDULED' && a.status !== 'CONFIRMED') throw notModifiable(a.status)
        return [{ type: 'AppointmentCompleted', data: { bookingId: state.bookingId!, appointmentId: a.appointmentId, previousStatus: a.status, completedAt: command.now } }]
      }
      case 'CancelAppointment': {
        const a = requireAppointment(state, command.appointmentId)
        if (a.status === 'CANCELLED') return []
        if (!ACTIVE_STATUSES.includes(a.status)) throw notModifiable(a.status)
        return [{ type: 'AppointmentCancelled', data: { bookingId: state.bookingId!, appointmentId: a.appointmentId, previousStatus: a.status, reason: command.reason } }]
      }
      case 'MarkNoShow': {
        const a = requireAppointment(state, command.appointmentId)
        if (a.status === 'NO_SHOW') return []
        if (a.status === 'PENDING') throw new DomainError('appointment.notConfirmed', 'Only a confirmed appointment can be marked as a no-show', 409)
        if (a.status !== 'SCHEDULED' && a.status !== 'CONFIRMED') throw notModifiable(a.status)
        if (Date.parse(command.now) < Date.parse(a.start)) {
          throw new DomainError('appointment.noShowTooEarly', 'An appointment can be marked as a no-show only once it has started', 409)
        }
        return [{ type: 'AppointmentMarkedNoShow', data: { bookingId: state.bookingId!, appointmentId: a.appointmentId, previousStatus: a.status, reason: NO_SHOW_REASON } }]
      }
      case 'AddAppointmentNote': {
        const a = requireAppointment(state, command.appointmentId)
        if (a.noteIds.includes(command.noteId)) return []
        const text = command.text.trim()
        if (!text) throw new DomainError('note.textRequired', 'Note text is required', 400)
        return [{ type: 'AppointmentNoteAdded', data: { bookingId: state.bookingId!, appointmentId: a.appointmentId, noteId: command.noteId, text, authorUserId: command.authorUserId } }]
      }
      case 'DeleteAppointmentNote': {
        const a = requireAppointment(state, command.appointmentId)
        if (!a.noteIds.includes(command.noteId)) throw new DomainError('note.notFound', 'Note not found', 404)
        return [{ type: 'AppointmentNoteDeleted', data: { bookingId: state.bookingId!, appointmentId: a.appointmentId, noteId: command.noteId } }]
      }
    }
  },
}
