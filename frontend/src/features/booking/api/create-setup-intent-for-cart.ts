import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'
import type { CartPaymentRequest } from './create-payment-intent-for-cart.ts'

export const setupIntentSchema = z.object({ clientSecret: z.string(), setupIntentId: z.string(), stripeAccount: z.string().nullable().optional(), noShowFeeAmount: z.number().optional(), testMode: z.boolean().optional() })
export type SetupIntent = z.infer<typeof setupIntentSchema>

export const createSetupIntentForCart = (request: Omit<CartPaymentRequest, 'returnUrl'>) => apiRequest('/create_setup_intent_for_cart/', setupIntentSchema, { method: 'POST', body: request })
