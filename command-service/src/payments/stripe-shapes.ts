import { createHmac, timingSafeEqual } from 'node:crypto'
import { INTENT_STATUSES, type IntentStatus, type PaymentErrorInfo } from '@slotwise/events'
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type AccountView, type IntentView, type ProviderEvent } from './payment.port.ts'

/**
 * Stripe's JSON shapes, mapped to the port's views. The local test-mode provider stores and sends
 * the same shapes, so one mapper and one webhook route serve both adapters.
 */
type Json = Record<string, unknown>

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null)
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as Json).id) : null)

function errorOf(v: unknown): PaymentErrorInfo | null {
  if (!v || typeof v !== 'object') return null
  const e = v as Json
  return { code: str(e.code) ?? str(e.type) ?? 'payment_error', declineCode: str(e.decline_code), message: str(e.message) ?? 'Payment failed' }
}

export function intentFromStripe(object: Json): IntentView {
  const kind = object.object === 'setup_intent' ? 'setup' : 'payment'
  const status = (INTENT_STATUSES as readonly string[]).includes(object.status as string) ? (object.status as IntentStatus) : 'requires_payment_method'
  return {
    id: String(object.id),
    kind,
    status,
    amountCents: kind === 'payment' ? num(object.amount) : null,
    amountReceivedCents: kind === 'payment' ? num(object.amount_received) : 0,
    currency: str(object.currency),
    clientSecret: str(object.client_secret),
    customerId: idOf(object.customer),
    paymentMethodId: idOf(object.payment_method),
    lastError: errorOf(kind === 'payment' ? object.last_payment_error : object.last_setup_error),
    metadata: Object.fromEntries(Object.entries((object.metadata as Json | null) ?? {}).map(([k, v]) => [k, String(v)])),
    created: num(object.created),
  }
}

export function accountFromStripe(object: Json): AccountView {
  return {
    id: String(object.id),
    country: str(object.country) ?? 'US',
    defaultCurrency: str(object.default_currency) ?? 'usd',
    isChargesEnabled: object.charges_enabled === true,
    isPayoutsEnabled: object.payouts_enabled === true,
    isOnboardingComplete: object.details_submitted === true,
  }
}

/** A Stripe event object → the port's event. */
export function providerEventFrom(event: Json): ProviderEvent {
  const object = ((event.data as Json | undefined)?.object ?? {}) as Json
  const isIntent = object.object === 'payment_intent' || object.object === 'setup_intent'
  return {
    id: String(event.id),
    type: String(event.type),
    created: num(event.created),
    account: str(event.account),
    intent: isIntent ? intentFromStripe(object) : null,
    accountView: object.object === 'account' ? accountFromStripe(object) : null,
  }
}

/** Stripe's signature header: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(rawBody: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}

/** Verifies like `stripe.webhooks.constructEvent`: any v1 matches, timestamp within tolerance. */
export function verifySignedPayload(rawBody: string, header: string, secret: string, nowSeconds: number): Json {
  const parts = header.split(',').map((p) => p.trim().split('='))
  const t = Number(parts.find(([k]) => k === 't')?.[1])
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '')
  if (!Number.isInteger(t) || signatures.length === 0) throw new WebhookSignatureError('Unable to extract timestamp and signatures from header')
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'))
  const ok = signatures.some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected))
  if (!ok) throw new WebhookSignatureError('No signatures found matching the expected signature for payload')
  if (Math.abs(nowSeconds - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('Timestamp outside the tolerance zone')
  try {
    return JSON.parse(rawBody) as Json
  } catch {
    throw new WebhookSignatureError('Webhook body is not JSON')
  }
}
