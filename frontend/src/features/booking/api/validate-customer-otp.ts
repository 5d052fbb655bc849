import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

/** POST /validate_customer_otp/ {phone, otp_code}; success or error only. */
export const validateCustomerOtp = (phone: string, otpCode: string) => apiRequest('/validate_customer_otp/', z.unknown(), { method: 'POST', body: { phone, otp_code: otpCode } })
