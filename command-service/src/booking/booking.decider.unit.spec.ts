import { describe, it } from 'vitest'
import { NO_SHOW_REASON, type BookedAppointment, type BookingEvent } from '@slotwise/events'
import { bookingDecider } from './booking.decider.ts'
import { given } from './testing/given.ts'

const bookingId = '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11'
const appointmentId = '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b'
const maya = '11111111-1111-4111-8111-111111111111'
const jonah = '22222222-2222-4222-8222-222222222222'

const appointment = (status: 'SCHEDULED' | 'PENDING' = 'SCHEDULED'): BookedAppointment => ({
  appointmentId,
  confirmationCode: 'A1B2C3D4E5',
  cartItemId: 'cart-1',
  order: 0,
  serviceId: '33333333-3333-4333-8333-333333333333',
  serviceName: "Women's cut",
  addOns: [],
  employeeId: maya,
  employeeName: 'Maya Okafor',
  requestedSpecificEmployee: true,
  start: '2025-06-03T10:00:00-04:00',
  end: '2025-06-03T11:00:00-04:00',
  durationMinutes: 60,
  servicePrice: 75,
  employeeFee: 15,
  totalPrice: 90,
  participants: 1,
  status,
  bundle: null,
})

const placed = (status: 'SCHEDULED' | 'PENDING' = 'SCHEDULED'): BookingEvent => ({
  type: 'BookingPlaced',
  data: {
    bookingId,
    businessId: '44444444-4444-4444-8444-444444444444',
    locationId: '55555555-5555-4555-8555-555555555555',
    confirmationCode: 'BKG0000001',
    customerId: '66666666-6666-4666-8666-666666666666',
    customer: { firstName: 'Ana', lastName: 'Lopez', email: null, phone: '+17185550142' },
    timezone: 'America/New_York',
    requestedStartTime: '2025-06-03T10:00:00-04:00',
    source: 'online',
    createdByUserId: null,
    title: null,
    formResponse: [],
    totalPrice: 90,
    appointments: [appointment(status)],
    overridden: false,
  },
})

const bookingData = (placed('SCHEDULED') as Extract<BookingEvent, { type: 'BookingPlaced' }>).data
const ref = { bookingId, appointmentId }
const confirmed: BookingEvent = { type: 'AppointmentConfirmed', data: { ...ref, previousStatus: 'SCHEDULED' } }
const cancelled: BookingEvent = { type: 'AppointmentCancelled', data: { ...ref, previousStatus: 'SCHEDULED', reason: null } }
const afterStart = '2025-06-03T10:20:00-04:00'

describe('when a booking is placed', () => {
  it('records BookingPlaced with the snapshotted prices', () => {
    given(bookingDecider).when({ type: 'PlaceBooking', booking: bookingData }).then([placed()])
  })
  it('decides nothing on a repeat with the same booking id', () => {
    given(bookingDecider, [placed()]).when({ type: 'PlaceBooking', booking: bookingData }).then([])
  })
})

describe('when an appointment is confirmed', () => {
  it('moves a consultation booking from PENDING to CONFIRMED', () => {
    given(bookingDecider, [placed('PENDING')]).when({ type: 'ConfirmAppointment', appointmentId }).then([{ type: 'AppointmentConfirmed', data: { ...ref, previousStatus: 'PENDING' } }])
  })
  it('refuses a cancelled one', () => {
    given(bookingDecider, [placed(), cancelled]).when({ type: 'ConfirmAppointment', appointmentId }).thenThrows('appointment.notModifiable')
  })
  it('throws appointment.notFound for an unknown appointment', () => {
    given(bookingDecider, [placed()]).when({ type: 'ConfirmAppointment', appointmentId: maya }).thenThrows('appointment.notFound')
  })
})

describe('when marking a no-show', () => {
  it('records the fixed reason once the appointment has started', () => {
    given(bookingDecider, [placed(), confirmed])
      .when({ type: 'MarkNoShow', appointmentId, now: afterStart })
      .then([{ type: 'AppointmentMarkedNoShow', data: { ...ref, previousStatus: 'CONFIRMED', reason: NO_SHOW_REASON } }])
  })
  it('refuses before the start time', () => {
    given(bookingDecider, [placed(), confirmed]).when({ type: 'MarkNoShow', appointmentId, now: '2025-06-03T09:00:00-04:00' }).thenThrows('appointment.noShowTooEarly')
  })
  it('refuses an unconfirmed consultation', () => {
    given(bookingDecider, [placed('PENDING')]).when({ type: 'MarkNoShow', appointmentId, now: afterStart }).thenThrows('appointment.notConfirmed')
  })
  it('is irreversible: a no-show cannot be confirmed, completed, cancelled or moved', () => {
    const noShow: BookingEvent = { type: 'AppointmentMarkedNoShow', data: { ...ref, previousStatus: 'CONFIRMED', reason: NO_SHOW_REASON } }
    const history = [placed(), confirmed, noShow]
    given(bookingDecider, history).when({ type: 'ConfirmAppointment', appointmentId }).thenThrows('appointment.notModifiable')
    given(bookingDecider, history).when({ type: 'CompleteAppointment', appointmentId, now: afterStart }).thenThrows('appointment.notModifiable')
    given(bookingDecider, history).when({ type: 'CancelAppointment', appointmentId, reason: null }).thenThrows('appointment.notModifiable')
    given(bookingDecider, history)
      .when({ type: 'RescheduleAppointment', appointmentId, newStart: '2025-06-04T10:00:00-04:00', newEnd: '2025-06-04T11:00:00-04:00', newEmployeeId: maya, newEmployeeName: 'Maya', overridden: false })
      .thenThrows('appointment.notModifiable')
    given(bookingDecider, history).when({ type: 'MarkNoShow', appointmentId, now: afterStart }).then([])
  })
})

describe('when completing', () => {
  it('completes a scheduled appointment', () => {
    given(bookingDecider, [placed()])
      .when({ type: 'CompleteAppointment', appointmentId, now: afterStart })
      .then([{ type: 'AppointmentCompleted', data: { ...ref, previousStatus: 'SCHEDULED', completedAt: afterStart } }])
  })
  it('asks to confirm a pending consultation first', () => {
    given(bookingDecider, [placed('PENDING')]).when({ type: 'CompleteAppointment', appointmentId, now: afterStart }).thenThrows('appointment.notConfirmed')
  })
})

describe('when rescheduling and reassigning', () => {
  it('records original and new time and employee', () => {
    given(bookingDecider, [placed()])
      .when({ type: 'RescheduleAppointment', appointmentId, newStart: '2025-06-03T13:00:00-04:00', newEnd: '2025-06-03T14:00:00-04:00', newEmployeeId: jonah, newEmployeeName: 'Jonah Feld', overridden: false })
      .then([{
        type: 'AppointmentRescheduled',
        data: {
          ...ref, originalStart: '2025-06-03T10:00:00-04:00', originalEnd: '2025-06-03T11:00:00-04:00', newStart: '2025-06-03T13:00:00-04:00', newEnd: '2025-06-03T14:00:00-04:00',
          originalEmployeeId: maya, newEmployeeId: jonah, newEmployeeName: 'Jonah Feld', overridden: false,
        },
      }])
  })
  it('decides nothing when the time and employee are unchanged', () => {
    given(bookingDecider, [placed()])
      .when({ type: 'RescheduleAppointment', appointmentId, newStart: '2025-06-03T14:00:00Z', newEnd: '2025-06-03T15:00:00Z', newEmployeeId: maya, newEmployeeName: 'Maya', overridden: false })
      .then([])
  })
  it('reassigns to another employee', () => {
    given(bookingDecider, [placed()])
      .when({ type: 'ReassignAppointment', appointmentId, newEmployeeId: jonah, newEmployeeName: 'Jonah Feld', overridden: true })
      .then([{ type: 'AppointmentReassigned', data: { ...ref, originalEmployeeId: maya, newEmployeeId: jonah, newEmployeeName: 'Jonah Feld', overridden: true } }])
  })
})

describe('when cancelling', () => {
  it('cancels once; a repeat decides nothing', () => {
    given(bookingDecider, [placed()]).when({ type: 'CancelAppointment', appointmentId, reason: null }).then([cancelled])
    given(bookingDecider, [placed(), cancelled]).when({ type: 'CancelAppointment', appointmentId, reason: null }).then([])
  })
})

describe('when adding and deleting notes', () => {
  const noteId = '77777777-7777-4777-8777-777777777777'
  const added: BookingEvent = { type: 'AppointmentNoteAdded', data: { ...ref, noteId, text: 'Prefers a quiet chair', authorUserId: null } }
  it('adds a trimmed note and deletes it', () => {
    given(bookingDecider, [placed()]).when({ type: 'AddAppointmentNote', appointmentId, noteId, text: '  Prefers a quiet chair ', authorUserId: null }).then([added])
    given(bookingDecider, [placed(), added]).when({ type: 'DeleteAppointmentNote', appointmentId, noteId }).then([{ type: 'AppointmentNoteDeleted', data: { ...ref, noteId } }])
  })
  it('requires text', () => {
    given(bookingDecider, [placed()]).when({ type: 'AddAppointmentNote', appointmentId, noteId, text: '   ', authorUserId: null }).thenThrows('note.textRequired')
  })
  it('answers note.notFound for an unknown note', () => {
    given(bookingDecider, [placed()]).when({ type: 'DeleteAppointmentNote', appointmentId, noteId }).thenThrows('note.notFound')
  })
})
