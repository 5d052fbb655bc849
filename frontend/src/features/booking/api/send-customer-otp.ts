import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

/** POST /send_customer_otp/ {phone}; the response is not read. */
export const sendCustomerOtp = (phone: string) => apiRequest('/send_customer_otp/', z.unknown(), { method: 'POST', body: { phone } })
