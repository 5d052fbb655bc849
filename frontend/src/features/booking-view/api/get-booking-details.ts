import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

const ns = z.string().nullable().optional().transform((v) => v ?? null)
const named = z.object({ firstName: z.string().nullable().optional().transform((v) => v ?? ''), lastName: z.string().nullable().optional().transform((v) => v ?? '') }).loose()
const translations = z.array(z.object({ language: z.string(), name: z.string() }).loose()).optional().default([])

export const modificationSchema = z
  .object({
    modificationType: z.string(),
    createdAt: z.string(),
    modifiedBy: z.string().nullable().optional(),
    reason: ns,
    detail: ns,
    originalStartTime: ns,
    newStartTime: ns,
    originalStatus: ns,
    newStatus: ns,
    /** Slotwise extensions: the staff member who made the change, and the professionals of a move. */
    businessUser: named.nullable().optional().transform((v) => v ?? null),
    originalEmployee: named.nullable().optional().transform((v) => v ?? null),
    newEmployee: named.nullable().optional().transform((v) => v ?? null),
  })
  .loose()
export type Modification = z.infer<typeof modificationSchema>

/** Slotwise extension: a payment of the appointment (the booking's online payment, a refund, its no-show fee). */
export const paymentEventSchema = z.object({ kind: z.string(), status: z.string(), amount: z.number(), currency: ns, occurredAt: z.string() }).loose()
export type PaymentEvent = z.infer<typeof paymentEventSchema>

export const appointmentSchema = z
  .object({
    uuid: z.string(),
    confirmationCode: z.string(),
    service: z.object({ id: z.string().optional(), translations, name: z.string().optional(), price: z.number().nullable().optional() }).loose().nullable().optional(),
    requestedStartTime: z.string(),
    endTime: ns,
    requestedDuration: z.number().nullable().optional(),
    status: z.string(),
    isConfirmed: z.boolean().optional(),
    customer: named.nullable().optional(),
    assignedEmployees: z.array(named.nullable()).optional().default([]).transform((list) => list.filter((e) => e !== null)),
    businessLocation: z.object({ locationName: z.string().optional(), timezone: z.string().optional() }).loose().nullable().optional(),
    addOns: z.array(z.object({ name: z.string().optional(), translations, price: z.number().nullable().optional(), duration: z.number().nullable().optional() }).loose()).optional().default([]),
    totalPrice: z.number().nullable().optional(),
    bundleInfo: z
      .object({
        bundleId: z.string().optional(),
        bundleName: z.string().optional(),
        bundlePrice: z.number().nullable().optional(),
        translations: z.array(z.object({ language: z.string(), bundleName: z.string() }).loose()).optional().default([]),
        totalBundleAppointments: z.number().optional(),
        otherAppointmentsInBundle: z
          .array(z.object({ confirmationCode: z.string(), serviceName: z.string(), serviceTranslations: translations, requestedStartTime: z.string(), status: z.string() }).loose())
          .optional()
          .default([]),
      })
      .loose()
      .nullable()
      .optional(),
  })
  .loose()
export type Appointment = z.infer<typeof appointmentSchema>

const dayHours = z.object({ startMinutes: z.number().nullable(), endMinutes: z.number().nullable() })
const image = z.object({ fileUrl: z.string().nullable().optional(), fileName: z.string().optional() }).loose()

export const locationDataSchema = z
  .object({
    locationName: z.string().optional(),
    address: ns,
    city: ns,
    region: ns,
    postalCode: ns,
    phone: ns,
    timezone: z.string().optional(),
    businessLocationImages: z.array(image).nullable().optional().transform((v) => v ?? []),
    businessHours: z
      .object({ monday: dayHours, tuesday: dayHours, wednesday: dayHours, thursday: dayHours, friday: dayHours, saturday: dayHours, sunday: dayHours })
      .nullable()
      .optional()
      .catch(null)
      .transform((v) => v ?? null),
  })
  .loose()
export type LocationData = z.infer<typeof locationDataSchema>

/** Slotwise extension: how the business presents itself (the booking form's businessInfo). */
export const businessInfoSchema = z
  .object({
    businessName: z.string(),
    logo: image.nullable().optional().transform((v) => v ?? null),
    showLogo: z.boolean().optional().default(true),
    showBusinessName: z.boolean().optional().default(true),
    defaultLanguage: ns,
    supportedLanguages: z.array(z.string()).optional().default(['en_US']),
  })
  .loose()
export type BusinessInfo = z.infer<typeof businessInfoSchema>

export const paymentInfoSchema = z
  .object({
    paymentRequired: z.boolean().optional().default(false),
    paymentStatus: ns,
    amount: z.number().nullable().optional(),
    currency: ns,
    amountCaptured: z.number().nullable().optional(),
    amountRefunded: z.number().nullable().optional(),
    hasOnlinePayment: z.boolean().optional().default(false),
  })
  .loose()
export type PaymentInfo = z.infer<typeof paymentInfoSchema>

/** Slotwise extension: due at the store, and the no-show fee a card on file covers. */
export const paymentBreakdownSchema = z.object({ dueInStore: z.number(), noShowFee: z.number(), cardOnFile: z.boolean() }).loose()
export type PaymentBreakdown = z.infer<typeof paymentBreakdownSchema>

/** A saved answer; `translations` and `questionFormat` while the question is still on the form (ADR 0013). */
export const formAnswerSchema = z
  .object({
    uuid: z.string(),
    questionText: ns,
    answer: z.unknown(),
    questionFormat: ns,
    translations: z.array(z.object({ language: z.string(), questionText: z.string() }).loose()).optional().default([]),
  })
  .loose()
export type FormAnswer = z.infer<typeof formAnswerSchema>

export const bookingReviewSchema = z.object({ bookingRating: z.number().nullable(), bookingReviewText: ns, createdAt: z.string() }).loose()
export type BookingReview = z.infer<typeof bookingReviewSchema>

export const bookingDetailsSchema = z.object({
  success: z.boolean().optional(),
  data: z
    .object({
      uuid: z.string(),
      bookingConfirmationCode: z.string(),
      createdAt: z.string(),
      totalPrice: z.number().nullable().optional(),
      appointments: z.array(appointmentSchema),
      formResponse: z.array(formAnswerSchema).nullable().optional().default([]),
      businessLocationData: locationDataSchema.nullable().optional(),
      reviewSubmitted: z.boolean().optional().default(false),
      /** Slotwise extensions (ADR 0013): the customer's review, and whether the form may be offered now. */
      review: bookingReviewSchema.nullable().optional().default(null),
      reviewable: z.boolean().optional().default(false),
      paymentInfo: paymentInfoSchema.nullable().optional().transform((v) => v ?? null),
      paymentBreakdown: paymentBreakdownSchema.nullable().optional().transform((v) => v ?? null),
      businessInfo: businessInfoSchema.nullable().optional().transform((v) => v ?? null),
    })
    .loose(),
})
export type BookingDetails = z.infer<typeof bookingDetailsSchema>['data']

export const appointmentDetailsSchema = z.object({
  success: z.boolean().optional(),
  data: z
    .object({
      appointment: appointmentSchema,
      modificationHistory: z.array(modificationSchema).optional().default([]),
      paymentEvents: z.array(paymentEventSchema).optional().default([]),
      booking: z
        .object({
          businessInfo: businessInfoSchema.nullable().optional().transform((v) => v ?? null),
          businessLocationData: locationDataSchema.nullable().optional().transform((v) => v ?? null),
          paymentInfo: paymentInfoSchema.nullable().optional().transform((v) => v ?? null),
        })
        .loose()
        .nullable()
        .optional(),
    })
    .loose(),
})
export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>['data']

const enc = encodeURIComponent

/** GET /api/v1/bookings/code/{confirmationCode}/ — the customer's view of a booking (§2.1, §3). */
export const bookingDetailsKey = (code: string) => ['/bookings/code/', code] as const
export const fetchBookingDetails = (code: string) => apiRequest(`/bookings/code/${enc(code)}/`, bookingDetailsSchema).then((r) => r.data)
export const useBookingDetails = (code: string) => useSWR(bookingDetailsKey(code), ([, c]) => fetchBookingDetails(c))

/** GET /api/v1/bookings/code/{code}/appointments/{appointmentCode}/ — one appointment with its history. */
export const appointmentDetailsKey = (code: string, appointmentCode: string) => ['/bookings/code/appointments/', code, appointmentCode] as const
export const fetchAppointmentDetails = (code: string, appointmentCode: string) =>
  apiRequest(`/bookings/code/${enc(code)}/appointments/${enc(appointmentCode)}/`, appointmentDetailsSchema).then((r) => r.data)
export const useAppointmentDetails = (code: string, appointmentCode: string) =>
  useSWR(appointmentDetailsKey(code, appointmentCode), ([, c, a]) => fetchAppointmentDetails(c, a))
