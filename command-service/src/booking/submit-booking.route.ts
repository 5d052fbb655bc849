import type { FastifyRequest } from 'fastify'
import { publicAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { consume, type ThrottleRule } from '@slotwise/infra/platform/throttle.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { requirePhone } from '../customers/phone.ts'
import { messagingFor } from '../notifications/messaging.port.ts'
import { isPhoneVerified, verifyCustomerOtp } from '../otp/customer-otp.ts'
import { otpDeps } from '../otp/otp.routes.ts'
import { commandContext } from '../platform/request-context.ts'
import { prepareBookingPayment } from '../payments/payments.service.ts'
import { loadBookingFacts } from './booking-facts.ts'
import { resolveCart } from './cart.ts'
import { mainSiteOrigin, sendConfirmationEmail } from './confirmation-email.ts'
import { firstResult, placeBooking, SlotConflict, type CartLine, type PlaceBookingRequest, type PlaceBookingResult } from './place-booking.ts'
import { BOOKING_MESSAGES, submitBookingBody, submitBookingResponse, type SubmitBookingBody } from './submit-booking.schemas.ts'

export const BOOKING_THROTTLE = { submitPerIp: { name: 'booking-submit-ip', limit: 60, windowSeconds: 15 * 60 } } as const satisfies Record<string, ThrottleRule>

export const CONFLICTING_BOOKING_EVENT = 'CONFLICTING_BOOKING_EVENT'

/** The answer to a clash: 409 problem+json carrying the spec's response fields and conflictData. */
export function slotTakenProblem(conflict: SlotConflict): DomainError {
  const conflictData: Record<string, { conflict_types: string[]; reason: string }> = {}
  const byLine = new Map(conflict.lines.map((l) => [l.lineId, l.cartItemId]))
  const ids = conflict.conflicts.length ? conflict.conflicts.map((c) => byLine.get(c.cartItemId) ?? c.cartItemId) : conflict.lines.map((l) => l.cartItemId)
  for (const id of ids) conflictData[id] = { conflict_types: [CONFLICTING_BOOKING_EVENT], reason: BOOKING_MESSAGES.slotTaken }
  return new DomainError('booking.slotTaken', BOOKING_MESSAGES.slotTaken, 409, {
    success: false,
    message: BOOKING_MESSAGES.slotTaken,
    bookingConfirmationCode: null,
    bookingIds: [],
    conflictData,
  })
}

function formResponse(facts: Awaited<ReturnType<typeof loadBookingFacts>>, answers: SubmitBookingBody['bookingFormAnswers']): PlaceBookingRequest['formResponse'] {
  return answers
    .filter((a): a is typeof a & { answer: NonNullable<typeof a.answer> } => a.answer !== null && !(typeof a.answer === 'string' && a.answer.trim() === ''))
    .map((a) => ({ uuid: a.uuid, questionText: facts.questionText(a.uuid), answer: a.answer }))
}

const respond = (result: PlaceBookingResult, contact: { firstName: string | null; lastName: string | null; email: string | null; phone: string }, payment: { paymentRequired: boolean; paymentProcessingAvailable: boolean } | null = null) => ({
  success: true as const,
  message: BOOKING_MESSAGES.booked,
  bookingConfirmationCode: result.bookingConfirmationCode,
  bookingIds: [result.bookingId],
  appointmentConfirmationCodes: result.appointments.map((a) => a.confirmationCode),
  paymentRequired: payment?.paymentRequired ?? false,
  paymentProcessingAvailable: payment?.paymentProcessingAvailable ?? false,
  conflictData: {},
  customer: { id: result.customerId, ...contact },
})

function idempotencyKeyOf(request: FastifyRequest, body: SubmitBookingBody, phone: string, headerKey: string | undefined) {
  const key = body.idempotencyKey ?? headerKey
  // Scoped to the location and phone: someone else's key never returns their booking.
  return key ? `submit_booking_form:${body.businessLocationId}:${phone}:${key}` : undefined
}

/** POST /api/v1/submit_booking_form/ (public-side §3, §5, §7, §8). */
export function submitBookingRoutes(app: ZodApp, deps: ServiceDeps) {
  app.post('/api/v1/submit_booking_form/', {
    config: publicAccess('customers book online without an account; throttled per IP, phone verified where the location requires it'),
    schema: { body: submitBookingBody, response: { 201: submitBookingResponse } },
    handler: async (request, reply) => {
      const body = request.body
      const now = deps.now()
      await consume(deps.sql, BOOKING_THROTTLE.submitPerIp, request.ip, now)
      const phone = requirePhone(body.customerData.phone)
      const contact = { firstName: body.customerData.firstName ?? null, lastName: body.customerData.lastName ?? null, email: body.customerData.email ?? null, phone }
      const base = commandContext(deps, request, { type: 'customer', id: null })
      const ctx = { ...base, idempotencyKey: idempotencyKeyOf(request, body, phone, base.idempotencyKey) }

      if (ctx.idempotencyKey) {
        const prior = await firstResult<PlaceBookingResult | null>(ctx, null)
        if (prior) return reply.status(201).send(respond(prior, contact))
      }

      const facts = await loadBookingFacts(deps.sql, body.businessLocationId)
      if (facts.location.requireOtp) {
        const code = (body.customerData.otp || body.customerOTPCode || '').trim()
        const verified = (await isPhoneVerified(deps, phone)) || (code !== '' && (await verifyCustomerOtp(otpDeps(deps), phone, code)))
        if (!verified) throw new DomainError('booking.phoneNotVerified', BOOKING_MESSAGES.unverified, 401)
      }
      const lines: CartLine[] = resolveCart(facts, body.bookingItems, { staff: false })
      const start = body.requestedStartTime!
      if (Date.parse(start) < now.getTime()) {
        throw new DomainError('booking.startInPast', 'The selected time has already passed. Please select a different available time.', 400)
      }
      // Payments (issue 7): the provider must say each intent the cart needs succeeded, before
      // anything is booked; its records are appended together with the booking.
      const payment = await prepareBookingPayment(deps, { facts, lines, phone, paymentIntentId: body.customerData.paymentIntentId, setupIntentId: body.customerData.setupIntentId })
      const placeRequest: PlaceBookingRequest = {
        facts,
        lines,
        start,
        customer: { contact, provided: { firstName: body.customerData.firstName, lastName: body.customerData.lastName, email: body.customerData.email } },
        formResponse: formResponse(facts, body.bookingFormAnswers),
        source: 'online',
        createdByUserId: null,
        title: null,
        mode: 'customer',
        createAnyway: false,
        ...(payment ? { extraAppends: payment.extraAppends } : {}),
      }
      let placed: Awaited<ReturnType<typeof placeBooking>>
      try {
        placed = await placeBooking(ctx, placeRequest)
      } catch (error) {
        if (error instanceof SlotConflict) {
          await payment?.onBookingFailed(request.id)
          throw slotTakenProblem(error)
        }
        throw error
      }
      if (placed.appended && contact.email) {
        await sendConfirmationEmail(messagingFor(deps), {
          to: contact.email,
          firstName: contact.firstName,
          location: facts.location,
          lines,
          result: placed,
          request: placeRequest,
          origin: mainSiteOrigin(request.protocol, request.host, deps.config.PUBLIC_HOST),
        })
      }
      await deps.waitForProjections()
      return reply.status(201).send(respond(placed, contact, payment))
    },
  })
}
