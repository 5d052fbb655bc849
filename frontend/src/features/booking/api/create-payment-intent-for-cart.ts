import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

export interface CartPaymentRequest {
  cartItems: unknown[]
  businessLocationId: string
  customerData: { firstName: string; lastName: string; email: string; phone: string }
  returnUrl?: string
}

export const paymentIntentSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number(), currency: z.string(), stripeAccount: z.string().nullable().optional(), testMode: z.boolean().optional() })
export type PaymentIntent = z.infer<typeof paymentIntentSchema>

export const createPaymentIntentForCart = (request: CartPaymentRequest) => apiRequest('/create_payment_intent_for_cart/', paymentIntentSchema, { method: 'POST', body: request })
