import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

/** GET /payments/test_mode/: whether the server runs the local test-mode provider (no Stripe keys). */
export const testModeSchema = z.object({ testMode: z.boolean(), label: z.string().optional().default(''), cards: z.array(z.object({ number: z.string() }).loose()).optional().default([]) })
export const useTestMode = () => useSWR(['/payments/test_mode/'], () => apiRequest('/payments/test_mode/', testModeSchema), { revalidateOnFocus: false })

export const intentResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  lastError: z.object({ code: z.string(), declineCode: z.string().nullable().optional(), message: z.string() }).nullable().optional(),
})
export type IntentResult = z.infer<typeof intentResultSchema>

/** What stripe.confirmCardSetup / confirmCardPayment do, against the local test-mode provider. */
export const confirmTestCard = (clientSecret: string, cardNumber: string) =>
  apiRequest('/payments/test_mode/confirm/', intentResultSchema, { method: 'POST', body: { clientSecret, cardNumber } })

/** The 3-D Secure challenge of test mode (cards such as 4000 0025 0000 3155). */
export const authenticateTestCard = (clientSecret: string, outcome: 'complete' | 'fail') =>
  apiRequest('/payments/test_mode/authenticate/', intentResultSchema, { method: 'POST', body: { clientSecret, outcome } })

/** An intent that went through: a setup intent succeeded, a payment intent succeeded or is held. */
export const intentDone = (status: string) => status === 'succeeded' || status === 'requires_capture' || status === 'processing'
