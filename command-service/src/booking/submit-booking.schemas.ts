import { z } from 'zod'
import { ianaZone } from '@slotwise/events'

/** The spec's messages for the booking form (public-side §5). */
export const BOOKING_MESSAGES = {
  noItems: 'Please select at least one service',
  serviceTime: 'Please select a date and time for all services',
  bundleTime: 'Please select a date and time for all bundle items',
  firstName: 'First name can only contain letters and spaces',
  lastName: 'Last name can only contain letters and spaces',
  email: 'Please enter a valid email address!',
  booked: 'Your appointment has been booked',
  slotTaken: 'This appointment time slot was just booked by another user. Please select a different available time.',
  unverified: 'Authentication failed. Please verify your information and try again.',
} as const

const NAME = /^[\p{L} ]+$/u
/** Text, @, domain, dot and a top-level part of at least 2 letters, case-insensitive (§5). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i

const uuidField = (what: string) => z.string({ error: `${what} is required` }).uuid(`${what} must be a UUID`)
/** Empty strings are "absent" (the form sends optional fields as absent when empty). */
const optionalText = (max: number, pattern: RegExp, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), z.string().max(max, message).regex(pattern, message).optional())

export const customerDataSchema = z.object({
  firstName: optionalText(100, NAME, BOOKING_MESSAGES.firstName),
  lastName: optionalText(100, NAME, BOOKING_MESSAGES.lastName),
  email: optionalText(320, EMAIL, BOOKING_MESSAGES.email),
  phone: z.string({ error: 'Phone number is required' }).max(250, 'Please enter a valid phone number!'),
  otp: z.string().max(20).default(''),
  paymentIntentId: z.string().max(200).optional(),
  setupIntentId: z.string().max(200).optional(),
})

const bundleItemSchema = z.object({
  bundleItemID: uuidField('bundleItemID'),
  serviceID: uuidField('serviceID'),
  addOns: z.array(uuidField('addOns')).max(50).default([]),
  employeeIDs: z.array(uuidField('employeeIDs')).max(20).default([]),
  requestingSpecificEmployee: z.boolean().default(false),
})

/** A service item or a bundle item; told apart by `bundleID`. */
export const bookingItemSchema = z
  .object({
    cartItemID: uuidField('cartItemID'),
    order: z.number().int().min(0).max(1000),
    serviceID: uuidField('serviceID').optional(),
    addOns: z.array(uuidField('addOns')).max(50).default([]),
    employeeIDs: z.array(uuidField('employeeIDs')).max(20).default([]),
    requestingSpecificEmployee: z.boolean().default(false),
    bundleID: uuidField('bundleID').optional(),
    bundleItems: z.array(bundleItemSchema).max(50).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.bundleID) {
      if (!item.bundleItems?.length) ctx.addIssue({ code: 'custom', path: ['bundleItems'], message: 'A bundle item lists its bundle items' })
    } else if (!item.serviceID) ctx.addIssue({ code: 'custom', path: ['serviceID'], message: 'serviceID is required' })
  })
export type BookingItemInput = z.infer<typeof bookingItemSchema>

export const formAnswerInput = z.object({
  uuid: z.string().min(1).max(200),
  answer: z.union([
    z.string().max(5000),
    z.array(z.string().max(1000)).max(100),
    z.tuple([z.string().max(100), z.string().max(100)]),
    z.boolean(),
    z.null(),
  ]),
})

export const submitBookingBody = z
  .object({
    bookingItems: z.array(bookingItemSchema, { error: BOOKING_MESSAGES.noItems }).max(20).min(1, BOOKING_MESSAGES.noItems),
    requestedStartTime: z.string().datetime({ offset: true }).nullable().optional(),
    timezone: ianaZone.optional(),
    customerData: customerDataSchema,
    bookingFormAnswers: z.array(formAnswerInput).max(200).default([]),
    customerOTPCode: z.string().max(20).nullable().optional(),
    businessLocationId: uuidField('businessLocationId'),
    /** Slotwise extension: the form's submission id; a retry with it returns the first result. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,200}$/, 'idempotencyKey must be 8–200 letters, digits or _.:-').optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.requestedStartTime) {
      const onlyBundles = body.bookingItems.every((i) => i.bundleID)
      ctx.addIssue({ code: 'custom', path: ['requestedStartTime'], message: onlyBundles ? BOOKING_MESSAGES.bundleTime : BOOKING_MESSAGES.serviceTime })
    }
  })
export type SubmitBookingBody = z.infer<typeof submitBookingBody>

export const conflictDataSchema = z.record(z.string(), z.object({ conflict_types: z.array(z.string()), reason: z.string() }))

export const submitBookingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  bookingConfirmationCode: z.string(),
  bookingIds: z.array(z.string()),
  appointmentConfirmationCodes: z.array(z.string()),
  paymentRequired: z.boolean(),
  paymentProcessingAvailable: z.boolean(),
  conflictData: conflictDataSchema,
  customer: z.object({ id: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable(), phone: z.string() }),
})
