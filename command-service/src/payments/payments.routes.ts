import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { csrfExempt, publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import { consume, type ThrottleRule } from '@slotwise/infra/platform/throttle.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { requirePhone } from '../customers/phone.ts'
import { customerDataSchema } from '../booking/submit-booking.schemas.ts'
import { commandContext } from '../platform/request-context.ts'
import { toDollars } from './cart-pricing.ts'
import { cartItemInput } from './cart-quote.ts'
import { PaymentProviderError, WebhookSignatureError } from './payment.port.ts'
import { applyProviderEvent, connectAccount, createCartIntent, loadAccount, paymentProviderFor } from './payments.service.ts'
import { TEST_CARDS, TestModePaymentProvider } from './test-mode.provider.ts'

export const PAYMENT_THROTTLE = { intentsPerIp: { name: 'payment-intent-ip', limit: 60, windowSeconds: 15 * 60 } } as const satisfies Record<string, ThrottleRule>

const cartIntentBody = z.object({
  cartItems: z.array(cartItemInput).min(1, 'Please select at least one service').max(20),
  businessLocationId: z.string({ error: 'businessLocationId is required' }).uuid('businessLocationId must be a UUID'),
  customerData: customerDataSchema.pick({ firstName: true, lastName: true, email: true, phone: true }),
  returnUrl: z.string().max(2000).optional(),
})

const paymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Dollars, like every amount in this API. */
  amount: z.number(),
  currency: z.string(),
  stripeAccount: z.string().nullable(),
  testMode: z.boolean(),
})
const setupIntentResponse = z.object({
  clientSecret: z.string(),
  setupIntentId: z.string(),
  stripeAccount: z.string().nullable(),
  /** The no-show fee the card is authorized for, in dollars (Step 1's $X). */
  noShowFeeAmount: z.number(),
  testMode: z.boolean(),
})

const intentResult = z.object({
  id: z.string(),
  status: z.string(),
  lastError: z.object({ code: z.string(), declineCode: z.string().nullable(), message: z.string() }).nullable(),
  testMode: z.literal(true),
})

/** Payment calls (public-side §7), the provider webhook, the connected account, and test mode. */
export function paymentRoutes(app: ZodApp, deps: ServiceDeps) {
  for (const kind of ['payment', 'setup'] as const) {
    app.post(kind === 'payment' ? '/api/v1/create_payment_intent_for_cart/' : '/api/v1/create_setup_intent_for_cart/', {
      config: publicAccess('the booking form pays or saves a card before a customer has any account; priced on the server, throttled per IP'),
      schema: { body: cartIntentBody, response: { 201: kind === 'payment' ? paymentIntentResponse : setupIntentResponse } },
      handler: async (request, reply) => {
        await consume(deps.sql, PAYMENT_THROTTLE.intentsPerIp, request.ip, deps.now())
        const body = request.body
        const phone = requirePhone(body.customerData.phone)
        const ctx = commandContext(deps, request, { type: 'customer', id: null })
        const created = await createCartIntent(deps, {
          kind,
          locationId: body.businessLocationId,
          cartItems: body.cartItems,
          customer: { firstName: body.customerData.firstName ?? null, lastName: body.customerData.lastName ?? null, email: body.customerData.email ?? null, phone },
          idempotencyKey: ctx.idempotencyKey,
          causationId: ctx.causationId,
        })
        const common = { clientSecret: created.intent.clientSecret ?? '', stripeAccount: created.account.providerAccountId, testMode: created.testMode }
        return reply.status(201).send(
          kind === 'payment'
            ? { ...common, paymentIntentId: created.intent.id, amount: toDollars(created.amountCents), currency: created.intent.currency ?? 'usd' }
            : { ...common, setupIntentId: created.intent.id, noShowFeeAmount: toDollars(created.totals.noShowFeeCents) },
        )
      },
    })
  }

  // The provider's webhook needs the raw body for its signature, so it gets a JSON parser of its own.
  app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body))
    scope.post('/api/v1/payments/webhook/', {
      config: { ...publicAccess('called by the payment provider; authenticated by its signature'), ...csrfExempt('Stripe (or the local test-mode provider) signs each webhook; the signature is verified on the raw body') },
      handler: async (request, reply) => {
        const signature = request.headers['stripe-signature']
        if (typeof signature !== 'string' || typeof request.body !== 'string') {
          throw new DomainError('payment.webhookSignatureInvalid', 'Missing webhook signature', 400)
        }
        const provider = paymentProviderFor(deps)
        let event
        try {
          event = provider.verifyWebhook(request.body, signature, Math.floor(deps.now().getTime() / 1000))
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new DomainError('payment.webhookSignatureInvalid', error.message, 400)
          throw error
        }
        const outcome = await applyProviderEvent(deps, provider, event)
        return reply.status(200).send({ received: true, outcome })
      },
    })
  })

  app.post('/api/v1/payments/connected_account/', {
    config: staffAccess('business.manage'),
    schema: {
      body: z.object({ country: z.string().regex(/^[A-Z]{2}$/, 'country is a two-letter code').default('US'), returnUrl: z.string().url().max(2000).optional() }).default({ country: 'US' }),
      response: {
        200: z.object({
          provider: z.string(), providerAccountId: z.string(), isChargesEnabled: z.boolean(), isPayoutsEnabled: z.boolean(), isOnboardingComplete: z.boolean(),
          country: z.string(), defaultCurrency: z.string(), onboardingUrl: z.string().nullable(), testMode: z.boolean(),
        }),
      },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const provider = paymentProviderFor(deps)
      const account = await connectAccount(deps, { businessId: staff.businessId, email: null, country: request.body.country, actor: { type: 'user', id: staff.userId }, causationId: request.id })
      const back = request.body.returnUrl ?? `${request.protocol}://${request.host}/app/account/payments`
      let onboardingUrl: string | null = null
      if (!account.isOnboardingComplete) {
        onboardingUrl = await provider.onboardingLink(account.providerAccountId, { refreshUrl: back, returnUrl: back }).catch((error: unknown) => {
          if (error instanceof PaymentProviderError) throw new DomainError('payment.onboardingFailed', error.message, 409)
          throw error
        })
      }
      await deps.waitForProjections()
      return { ...account, onboardingUrl, testMode: provider.testMode }
    },
  })

  app.post('/api/v1/payments/connected_account/refresh/', {
    config: staffAccess('business.manage'),
    schema: { response: { 200: z.object({ refreshed: z.boolean() }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const account = await loadAccount(deps, staff.businessId)
      if (!account) throw new DomainError('payment.accountNotConnected', 'No payment account is connected', 404)
      const provider = paymentProviderFor(deps)
      const view = await provider.retrieveAccount(account.providerAccountId)
      await applyProviderEvent(deps, provider, { id: `refresh-${request.id}`, type: 'account.updated', created: Math.floor(deps.now().getTime() / 1000), account: view.id, intent: null, accountView: view })
      await deps.waitForProjections()
      return { refreshed: true }
    },
  })

  // ---- test mode: what Stripe.js and Stripe's servers do, when no Stripe key is configured -------
  const testMode = () => {
    const provider = paymentProviderFor(deps)
    if (!(provider instanceof TestModePaymentProvider)) throw new DomainError('payment.testModeOff', 'Test mode is off: payments go through Stripe', 404)
    return provider
  }
  const testError = (error: unknown) => {
    if (error instanceof PaymentProviderError) throw new DomainError('payment.testModeRefused', error.message, 409, { providerCode: error.code })
    throw error
  }

  app.get('/api/v1/payments/test_mode/', {
    config: publicAccess('tells the booking form whether to show the labelled test-mode card form'),
    schema: { response: { 200: z.object({ testMode: z.boolean(), label: z.string(), cards: z.array(z.object({ number: z.string(), brand: z.string(), behaviour: z.string() })) }) } },
    handler: async () => {
      const on = paymentProviderFor(deps) instanceof TestModePaymentProvider
      return {
        testMode: on,
        label: on ? 'TEST MODE: no real card is charged. Use Stripe test cards such as 4242 4242 4242 4242.' : '',
        cards: on ? Object.entries(TEST_CARDS).map(([number, c]) => ({ number, brand: c.brand, behaviour: `${c.onConfirm}; off-session: ${c.offSession}` })) : [],
      }
    },
  })

  app.post('/api/v1/payments/test_mode/confirm/', {
    config: publicAccess('test mode only: plays Stripe.js confirming a card for an intent the caller holds the client secret of'),
    schema: { body: z.object({ clientSecret: z.string().min(10).max(300), cardNumber: z.string().min(12).max(30) }), response: { 200: intentResult } },
    handler: async (request) => {
      const provider = testMode()
      const view = await provider.confirmWithCard(request.body.clientSecret, request.body.cardNumber).catch(testError)
      await deliverTestWebhooks(request.server, provider)
      return { id: view.id, status: view.status, lastError: view.lastError, testMode: true as const }
    },
  })

  app.post('/api/v1/payments/test_mode/authenticate/', {
    config: publicAccess('test mode only: plays the 3-D Secure challenge for an intent the caller holds the client secret of'),
    schema: { body: z.object({ clientSecret: z.string().min(10).max(300), outcome: z.enum(['complete', 'fail']) }), response: { 200: intentResult } },
    handler: async (request) => {
      const provider = testMode()
      const view = await provider.authenticate(request.body.clientSecret, request.body.outcome).catch(testError)
      await deliverTestWebhooks(request.server, provider)
      return { id: view.id, status: view.status, lastError: view.lastError, testMode: true as const }
    },
  })
}

/** Sends the test-mode provider's pending events to the webhook route, signed as Stripe does. */
export async function deliverTestWebhooks(app: FastifyInstance, provider: TestModePaymentProvider): Promise<number> {
  let delivered = 0
  for (const event of await provider.pendingWebhooks()) {
    const response = await app.inject({ method: 'POST', url: '/api/v1/payments/webhook/', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.payload })
    if (response.statusCode < 300) {
      await provider.markDelivered(event.eventId)
      delivered += 1
    }
  }
  return delivered
}
