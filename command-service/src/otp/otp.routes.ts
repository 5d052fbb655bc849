import { z } from 'zod'
import { publicAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { PHONE_MESSAGES, requirePhone } from '../customers/phone.ts'
import { messagingFor } from '../notifications/messaging.port.ts'
import { OTP_CODE_SHAPE, OTP_MESSAGES, sendCustomerOtp, verifyCustomerOtp, type OtpDeps } from './customer-otp.ts'

export const otpDeps = (deps: ServiceDeps): OtpDeps => ({
  sql: deps.sql,
  now: deps.now,
  sms: messagingFor(deps),
  secret: deps.config.SESSION_SECRET ?? 'slotwise-customer-otp',
})

const okResponse = z.object({ success: z.literal(true), message: z.string() })
const phoneField = z.string({ error: PHONE_MESSAGES.required }).max(250, PHONE_MESSAGES.invalid)

/** POST /api/v1/send_customer_otp/ and /validate_customer_otp/ (public-side §7). */
export function otpRoutes(app: ZodApp, deps: ServiceDeps) {
  app.post('/api/v1/send_customer_otp/', {
    config: publicAccess('customers verify their phone before booking; throttled per phone and IP'),
    schema: { body: z.object({ phone: phoneField }), response: { 200: okResponse } },
    handler: async (request) => {
      const phone = requirePhone(request.body.phone)
      await sendCustomerOtp(otpDeps(deps), phone, request.ip)
      return { success: true as const, message: OTP_MESSAGES.sent }
    },
  })

  app.post('/api/v1/validate_customer_otp/', {
    config: publicAccess('customers verify their phone with the code they received'),
    schema: {
      body: z.object({
        phone: phoneField,
        otp_code: z.string({ error: OTP_MESSAGES.format }).trim().regex(OTP_CODE_SHAPE, OTP_MESSAGES.format),
      }),
      response: { 200: okResponse },
    },
    handler: async (request) => {
      const phone = requirePhone(request.body.phone)
      if (!(await verifyCustomerOtp(otpDeps(deps), phone, request.body.otp_code))) throw new DomainError('otp.invalid', OTP_MESSAGES.invalid, 400)
      return { success: true as const, message: OTP_MESSAGES.verified }
    },
  })
}
