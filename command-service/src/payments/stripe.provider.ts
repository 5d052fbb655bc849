import Stripe from 'stripe'
import type { IntentKind } from '@slotwise/events'
import {
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type AccountView,
  type IntentView,
  type PaymentProvider,
  type ProviderEvent,
  type RefundView,
} from './payment.port.ts'
import { accountFromStripe, intentFromStripe, providerEventFrom } from './stripe-shapes.ts'

type Json = Record<string, unknown>

export interface StripeProviderOptions {
  secretKey: string
  webhookSecret: string
  /** Tests pass a fake `Stripe.HttpClient` that records requests and replays Stripe's JSON. */
  httpClient?: InstanceType<typeof Stripe.HttpClient>
  maxNetworkRetries?: number
}

/**
 * Stripe adapter: direct charges on each business's connected (Express) account, so the
 * `Stripe-Account` header goes on every intent call and the browser loads Stripe.js with the same
 * account. Idempotency keys go on every create, capture, cancel, refund and off-session charge.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const
  readonly testMode: boolean
  private readonly stripe: Stripe

  constructor(private readonly options: StripeProviderOptions) {
    this.testMode = options.secretKey.startsWith('sk_test_') || options.secretKey.startsWith('rk_test_')
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: 20_000,
      appInfo: { name: 'Slotwise', url: 'https://github.com/slotwise' },
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    })
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new PaymentProviderError(error.code ?? error.type, error.message, (error as { decline_code?: string }).decline_code ?? null)
      }
      throw error
    }
  }

  async createConnectedAccount(input: { businessId: string; email: string | null; country: string }, idempotencyKey: string): Promise<AccountView> {
    const account = await this.call(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          country: input.country,
          ...(input.email ? { email: input.email } : {}),
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { businessId: input.businessId },
        },
        { idempotencyKey },
      ),
    )
    return accountFromStripe(account as unknown as Json)
  }

  async onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string | null> {
    const link = await this.call(() => this.stripe.accountLinks.create({ account: accountId, refresh_url: urls.refreshUrl, return_url: urls.returnUrl, type: 'account_onboarding' }))
    return link.url
  }

  async retrieveAccount(accountId: string): Promise<AccountView> {
    return accountFromStripe((await this.call(() => this.stripe.accounts.retrieve(accountId))) as unknown as Json)
  }

  async createCustomer(account: string, input: { phone: string; email: string | null; name: string | null; metadata: Record<string, string> }, idempotencyKey: string) {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { phone: input.phone, ...(input.email ? { email: input.email } : {}), ...(input.name ? { name: input.name } : {}), metadata: input.metadata },
        { idempotencyKey, stripeAccount: account },
      ),
    )
    return { id: customer.id }
  }

  async createPaymentIntent(
    account: string,
    input: { amountCents: number; currency: string; customerId: string | null; description: string; metadata: Record<string, string>; receiptEmail: string | null },
    idempotencyKey: string,
  ): Promise<IntentView> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          ...(input.customerId ? { customer: input.customerId } : {}),
          description: input.description,
          metadata: input.metadata,
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey, stripeAccount: account },
      ),
    )
    return intentFromStripe(intent as unknown as Json)
  }

  async createSetupIntent(account: string, input: { customerId: string; metadata: Record<string, string> }, idempotencyKey: string): Promise<IntentView> {
    const intent = await this.call(() =>
      this.stripe.setupIntents.create(
        { customer: input.customerId, usage: 'off_session', automatic_payment_methods: { enabled: true, allow_redirects: 'never' }, metadata: input.metadata },
        { idempotencyKey, stripeAccount: account },
      ),
    )
    return intentFromStripe(intent as unknown as Json)
  }

  async retrieveIntent(account: string, kind: IntentKind, id: string): Promise<IntentView> {
    const object = kind === 'payment'
      ? await this.call(() => this.stripe.paymentIntents.retrieve(id, {}, { stripeAccount: account }))
      : await this.call(() => this.stripe.setupIntents.retrieve(id, {}, { stripeAccount: account }))
    return intentFromStripe(object as unknown as Json)
  }

  async capturePaymentIntent(account: string, id: string, idempotencyKey: string): Promise<IntentView> {
    const intent = await this.call(() => this.stripe.paymentIntents.capture(id, {}, { idempotencyKey, stripeAccount: account }))
    return intentFromStripe(intent as unknown as Json)
  }

  async cancelIntent(account: string, kind: IntentKind, id: string, idempotencyKey: string): Promise<IntentView> {
    const object = kind === 'payment'
      ? await this.call(() => this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey, stripeAccount: account }))
      : await this.call(() => this.stripe.setupIntents.cancel(id, {}, { idempotencyKey, stripeAccount: account }))
    return intentFromStripe(object as unknown as Json)
  }

  async chargeOffSession(
    account: string,
    input: { amountCents: number; currency: string; customerId: string; paymentMethodId: string; description: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<IntentView> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey, stripeAccount: account },
      )
      return intentFromStripe(intent as unknown as Json)
    } catch (error) {
      // A declined off-session charge is a card error carrying the intent it left behind.
      const raw = (error as { raw?: { payment_intent?: Json } }).raw
      if (error instanceof Stripe.errors.StripeCardError && raw?.payment_intent) {
        const intent = intentFromStripe(raw.payment_intent)
        return intent.lastError ? intent : { ...intent, lastError: { code: error.code ?? 'card_declined', declineCode: error.decline_code ?? null, message: error.message } }
      }
      if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(error.code ?? error.type, error.message, (error as { decline_code?: string }).decline_code ?? null)
      throw error
    }
  }

  async refund(account: string, input: { paymentIntentId: string; amountCents: number | null; reason: string }, idempotencyKey: string): Promise<RefundView> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: input.paymentIntentId, ...(input.amountCents !== null ? { amount: input.amountCents } : {}), reason: 'requested_by_customer', metadata: { reason: input.reason } },
        { idempotencyKey, stripeAccount: account },
      ),
    )
    return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' }
  }

  verifyWebhook(rawBody: string, signatureHeader: string, nowSeconds: number): ProviderEvent {
    let event: unknown
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowSeconds * 1000)
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature')
    }
    return providerEventFrom(event as Json)
  }
}
