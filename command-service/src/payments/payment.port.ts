import type { IntentKind, IntentStatus, PaymentErrorInfo, PaymentProviderName } from '@slotwise/events'

/**
 * The payment port. Two adapters: Stripe (connected accounts, direct charges) and the local
 * test-mode provider used when STRIPE_SECRET_KEY is unset, which follows Stripe's intent states and
 * test card numbers. Every create, capture, refund and off-session charge carries an idempotency key:
 * a retry with the same key returns the first result and moves no money twice.
 */
export interface IntentView {
  id: string
  kind: IntentKind
  status: IntentStatus
  /** Amount for payment intents; null for setup intents. */
  amountCents: number | null
  amountReceivedCents: number
  currency: string | null
  clientSecret: string | null
  customerId: string | null
  paymentMethodId: string | null
  lastError: PaymentErrorInfo | null
  metadata: Record<string, string>
  /** Epoch seconds the provider created the object. */
  created: number
}

export interface AccountView {
  id: string
  country: string
  defaultCurrency: string
  isChargesEnabled: boolean
  isPayoutsEnabled: boolean
  isOnboardingComplete: boolean
}

export interface RefundView {
  id: string
  amountCents: number
  status: string
}

/** A verified webhook event, reduced to what Slotwise applies. */
export interface ProviderEvent {
  id: string
  type: string
  /** Epoch seconds. */
  created: number
  /** The connected account the event happened on (Connect webhooks). */
  account: string | null
  intent: IntentView | null
  accountView: AccountView | null
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

/** The provider refused or failed a call (card declines come back as intent states instead). */
export class PaymentProviderError extends Error {
  constructor(readonly code: string, message: string, readonly declineCode: string | null = null) {
    super(message)
    this.name = 'PaymentProviderError'
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** Shown in responses and the UI: the local provider is always test mode. */
  readonly testMode: boolean
  createConnectedAccount(input: { businessId: string; email: string | null; country: string }, idempotencyKey: string): Promise<AccountView>
  /** Onboarding link for an account (null when none is needed). */
  onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string | null>
  retrieveAccount(accountId: string): Promise<AccountView>
  createCustomer(account: string, input: { phone: string; email: string | null; name: string | null; metadata: Record<string, string> }, idempotencyKey: string): Promise<{ id: string }>
  createPaymentIntent(
    account: string,
    input: { amountCents: number; currency: string; customerId: string | null; description: string; metadata: Record<string, string>; receiptEmail: string | null },
    idempotencyKey: string,
  ): Promise<IntentView>
  createSetupIntent(account: string, input: { customerId: string; metadata: Record<string, string> }, idempotencyKey: string): Promise<IntentView>
  retrieveIntent(account: string, kind: IntentKind, id: string): Promise<IntentView>
  /** Captures an intent held in requires_capture. */
  capturePaymentIntent(account: string, id: string, idempotencyKey: string): Promise<IntentView>
  cancelIntent(account: string, kind: IntentKind, id: string, idempotencyKey: string): Promise<IntentView>
  /** Charges a saved card with the customer absent; declines come back as a non-succeeded intent. */
  chargeOffSession(
    account: string,
    input: { amountCents: number; currency: string; customerId: string; paymentMethodId: string; description: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<IntentView>
  refund(account: string, input: { paymentIntentId: string; amountCents: number | null; reason: string }, idempotencyKey: string): Promise<RefundView>
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string, nowSeconds: number): ProviderEvent
}

/** Stripe's default tolerance for webhook timestamps (seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 300
