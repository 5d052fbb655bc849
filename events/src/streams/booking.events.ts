import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { ianaZone, uuid } from './shared.schemas.ts'
import { money } from './catalog-shared.schemas.ts'
import { instant } from './schedule.events.ts'

/**
 * Stream `booking-{bookingId}`: one booking (a customer's cart at one location) and every change
 * to its appointments. The stream is the appointment's modification history: the timeline and the
 * audit replay read it back. Prices, names and durations are snapshots taken when the booking was
 * placed, so later catalog edits never rewrite what the customer agreed to.
 */
export const bookingStream = (bookingId: string) => `booking-${bookingId}`

export const APPOINTMENT_STATUSES = ['SCHEDULED', 'PENDING', 'CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED'] as const
export const appointmentStatus = z.enum(APPOINTMENT_STATUSES)
export type AppointmentStatus = z.infer<typeof appointmentStatus>

/**
 * Confirmed for the business: instant bookings are confirmed when placed (SCHEDULED), consultation
 * bookings (PENDING) once staff confirm them. Read models show it as `isConfirmed`.
 */
export const isConfirmedStatus = (status: string) => status === 'SCHEDULED' || status === 'CONFIRMED' || status === 'COMPLETED' || status === 'NO_SHOW'

/** The reason recorded with every no-show (business-side §4). */
export const NO_SHOW_REASON = 'Marked as no-show by business user'

/** A booking or appointment confirmation code: 10 characters of Crockford base32. */
export const confirmationCode = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{6,16}$/, 'Not a confirmation code')

export const bookedAddOn = z.object({
  addOnId: uuid,
  name: z.string().max(200),
  price: money,
  durationMinutes: z.number().int().min(0).max(1440),
})
export type BookedAddOn = z.infer<typeof bookedAddOn>

export const bundleInfo = z.object({
  bundleId: uuid,
  bundleName: z.string().max(200),
  /** The whole bundle's price, as agreed. */
  bundlePrice: money,
  bundleItemId: uuid,
  bundleItemOrder: z.number().int().min(0),
  /** This appointment's share of the bundle price (shares add up to bundlePrice). */
  partPrice: money,
})
export type BundleInfo = z.infer<typeof bundleInfo>

export const bookedAppointment = z.object({
  appointmentId: uuid,
  confirmationCode,
  /** The cart item it came from (`{cartItemID}` or `{cartItemID}:{bundleItemID}`). */
  cartItemId: z.string().min(1).max(200),
  order: z.number().int().min(0),
  serviceId: uuid,
  serviceName: z.string().max(200),
  addOns: z.array(bookedAddOn),
  employeeId: uuid,
  employeeName: z.string().max(200),
  requestedSpecificEmployee: z.boolean(),
  start: instant,
  end: instant,
  durationMinutes: z.number().int().min(1).max(2880),
  servicePrice: money,
  employeeFee: money,
  /** What this appointment costs: service (or bundle share) + employee fee + add-ons outside bundles. */
  totalPrice: money,
  participants: z.number().int().min(1).max(1000),
  status: z.enum(['SCHEDULED', 'PENDING']),
  bundle: bundleInfo.nullable(),
})
export type BookedAppointment = z.infer<typeof bookedAppointment>

/** A custom-question answer: text, list, date, pair of dates or a boolean. */
export const formAnswerValue = z.union([z.string().max(5000), z.array(z.string().max(1000)).max(100), z.tuple([z.string().max(100), z.string().max(100)]), z.boolean()])
export const formAnswer = z.object({
  uuid: z.string().min(1).max(200),
  questionText: z.string().max(1000).nullable(),
  answer: formAnswerValue,
})

export const customerSnapshot = z.object({
  firstName: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  email: z.string().max(320).nullable(),
  /** E.164. */
  phone: z.string().max(20).nullable(),
})
export type CustomerSnapshot = z.infer<typeof customerSnapshot>

export const BookingPlaced = defineEvent(
  'BookingPlaced',
  z.object({
    bookingId: uuid,
    businessId: uuid,
    locationId: uuid,
    confirmationCode,
    /** Null for a staff event without a customer (walk-in). */
    customerId: uuid.nullable(),
    customer: customerSnapshot,
    timezone: ianaZone,
    requestedStartTime: instant,
    source: z.enum(['online', 'staff']),
    createdByUserId: uuid.nullable(),
    title: z.string().max(200).nullable(),
    formResponse: z.array(formAnswer),
    totalPrice: money,
    appointments: z.array(bookedAppointment).min(1),
    /** Staff placed it over a conflict warning ("Create Anyway"). */
    overridden: z.boolean(),
  }),
)

const appointmentRef = { bookingId: uuid, appointmentId: uuid }

export const AppointmentRescheduled = defineEvent(
  'AppointmentRescheduled',
  z.object({
    ...appointmentRef,
    originalStart: instant,
    originalEnd: instant,
    newStart: instant,
    newEnd: instant,
    originalEmployeeId: uuid,
    newEmployeeId: uuid,
    newEmployeeName: z.string().max(200),
    overridden: z.boolean(),
  }),
)
export const AppointmentReassigned = defineEvent(
  'AppointmentReassigned',
  z.object({ ...appointmentRef, originalEmployeeId: uuid, newEmployeeId: uuid, newEmployeeName: z.string().max(200), overridden: z.boolean() }),
)
export const AppointmentConfirmed = defineEvent('AppointmentConfirmed', z.object({ ...appointmentRef, previousStatus: appointmentStatus }))
export const AppointmentCompleted = defineEvent('AppointmentCompleted', z.object({ ...appointmentRef, previousStatus: appointmentStatus, completedAt: instant }))
export const AppointmentCancelled = defineEvent('AppointmentCancelled', z.object({ ...appointmentRef, previousStatus: appointmentStatus, reason: z.string().max(1000).nullable() }))
/** Irreversible; its reason is always NO_SHOW_REASON. */
export const AppointmentMarkedNoShow = defineEvent('AppointmentMarkedNoShow', z.object({ ...appointmentRef, previousStatus: appointmentStatus, reason: z.literal(NO_SHOW_REASON) }))
export const AppointmentNoteAdded = defineEvent(
  'AppointmentNoteAdded',
  z.object({ ...appointmentRef, noteId: uuid, text: z.string().min(1).max(5000), authorUserId: uuid.nullable() }),
)
export const AppointmentNoteDeleted = defineEvent('AppointmentNoteDeleted', z.object({ ...appointmentRef, noteId: uuid }))

export const bookingEvents = [
  BookingPlaced, AppointmentRescheduled, AppointmentReassigned, AppointmentConfirmed, AppointmentCompleted,
  AppointmentCancelled, AppointmentMarkedNoShow, AppointmentNoteAdded, AppointmentNoteDeleted,
] as const
export type BookingEvent = EventUnion<typeof bookingEvents>
