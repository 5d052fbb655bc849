import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

const uuid = z.string().uuid()
const answer = z.union([z.string(), z.array(z.string()), z.boolean(), z.tuple([z.string(), z.string()])])

/** The booking submission of §3, schema-checked before it is sent (§5). */
export const bookingSubmissionSchema = z.object({
  bookingItems: z.array(
    z.union([
      z.object({ cartItemID: uuid, order: z.number(), serviceID: uuid, addOns: z.array(uuid), employeeIDs: z.array(uuid), requestingSpecificEmployee: z.boolean() }),
      z.object({
        cartItemID: uuid,
        order: z.number(),
        bundleID: uuid,
        bundleItems: z.array(z.object({ bundleItemID: uuid, serviceID: uuid, addOns: z.array(uuid), employeeIDs: z.array(uuid), requestingSpecificEmployee: z.boolean() })),
      }),
    ]),
  ).min(1),
  requestedStartTime: z.string(),
  timezone: z.string(),
  customerData: z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    phone: z.string(),
    otp: z.string(),
    paymentIntentId: z.string().optional(),
    setupIntentId: z.string().optional(),
  }),
  bookingFormAnswers: z.array(z.object({ uuid: z.string(), answer })),
  customerOTPCode: z.string().optional(),
  businessLocationId: uuid,
})
export type BookingSubmission = z.infer<typeof bookingSubmissionSchema>

export const bookingResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string().optional().default(''),
    bookingConfirmationCode: z.string().nullable().optional(),
    bookingIds: z.array(z.string()).optional().default([]),
    paymentRequired: z.boolean().optional(),
    paymentProcessingAvailable: z.boolean().optional(),
    conflictData: z.record(z.string(), z.object({ conflict_types: z.array(z.string()).optional().default([]), reason: z.string().optional() })).nullable().optional(),
  })
  .loose()
export type BookingResponse = z.infer<typeof bookingResponseSchema>

export const submitBookingForm = (submission: BookingSubmission) =>
  apiRequest('/submit_booking_form/', bookingResponseSchema, { method: 'POST', body: bookingSubmissionSchema.parse(submission) })

export const hasSlotConflict = (response: Pick<BookingResponse, 'conflictData'> | Record<string, unknown>): boolean =>
  Object.values(((response as BookingResponse).conflictData ?? {}) as Record<string, { conflict_types?: string[] }>).some((c) => c.conflict_types?.includes('CONFLICTING_BOOKING_EVENT'))
