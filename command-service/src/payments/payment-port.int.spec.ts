import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '@slotwise/infra/db/migrate.ts'
import { databaseFromSql } from '@slotwise/infra/db/database.ts'
import { openTestDatabase, type TestDatabase } from '@slotwise/events/testing/test-databases.ts'
import { PaymentProviderError, WebhookSignatureError, type IntentView, type PaymentProvider } from './payment.port.ts'
import { signWebhook } from './stripe-shapes.ts'
import { StripePaymentProvider } from './stripe.provider.ts'
import { TestModePaymentProvider } from './test-mode.provider.ts'
import { FakeStripeHttpClient } from './testing/fake-stripe-http.ts'

/**
 * One contract for the payment port, run against both adapters: the local test-mode provider (on
 * PGlite) and the Stripe adapter over stripe-node with a fake HTTP layer that records requests and
 * answers with Stripe's JSON.
 */
interface Harness {
  provider: PaymentProvider
  /** What the customer's browser does with Stripe.js. */
  confirm(intent: IntentView, card: string): Promise<void>
  webhookSecret: string
  teardown(): Promise<void>
}

const WEBHOOK_SECRET = 'whsec_contract_secret'
const now = () => new Date()

const harnesses: Record<string, () => Promise<Harness & { fake?: FakeStripeHttpClient }>> = {
  'local test mode': async () => {
    const database: TestDatabase = await openTestDatabase('pglite')
    await migrate(databaseFromSql(database.db, database.pglite ? { pglite: database.pglite } : {}))
    const provider = new TestModePaymentProvider(database.db, now, WEBHOOK_SECRET)
    return {
      provider,
      webhookSecret: WEBHOOK_SECRET,
      confirm: async (intent, card) => void (await provider.confirmWithCard(intent.clientSecret!, card)),
      teardown: () => database.teardown(),
    }
  },
  'Stripe over a fake HTTP layer': async () => {
    const fake = new FakeStripeHttpClient()
    const provider = new StripePaymentProvider({ secretKey: 'sk_test_contract', webhookSecret: WEBHOOK_SECRET, httpClient: fake, maxNetworkRetries: 0 })
    return { provider, fake, webhookSecret: WEBHOOK_SECRET, confirm: async (intent, card) => fake.confirm(intent.id, card), teardown: async () => {} }
  },
}

for (const [name, open] of Object.entries(harnesses)) {
  describe(`payment port contract: ${name}`, () => {
    let h: Awaited<ReturnType<typeof open>>
    let account: string
    beforeAll(async () => {
      h = await open()
      account = (await h.provider.createConnectedAccount({ businessId: randomUUID(), email: 'owner@example.com', country: 'US' }, `acct-${randomUUID()}`)).id
    })
    afterAll(async () => {
      await h?.teardown()
    })
    const payment = (key: string, amountCents = 8000) =>
      h.provider.createPaymentIntent(account, { amountCents, currency: 'usd', customerId: null, description: 'Booking', metadata: { locationId: 'loc' }, receiptEmail: null }, key)

    describe('when a payment intent is created', () => {
      it('starts in requires_payment_method with a client secret, and a retried create returns the same intent', async () => {
        const key = `pi-${randomUUID()}`
        const first = await payment(key)
        expect(first).toMatchObject({ kind: 'payment', status: 'requires_payment_method', amountCents: 8000, currency: 'usd', amountReceivedCents: 0 })
        expect(first.clientSecret).toContain(`${first.id}_secret_`)
        expect((await payment(key)).id).toBe(first.id)
        await expect(payment(key, 9000)).rejects.toBeInstanceOf(PaymentProviderError)
      })
      it('reports succeeded once the customer confirms with 4242, and requires_payment_method with the decline for 0002', async () => {
        const good = await payment(`pi-${randomUUID()}`)
        await h.confirm(good, '4242424242424242')
        expect(await h.provider.retrieveIntent(account, 'payment', good.id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 8000 })
        const bad = await payment(`pi-${randomUUID()}`)
        await h.confirm(bad, '4000000000000002')
        expect(await h.provider.retrieveIntent(account, 'payment', bad.id)).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_declined', declineCode: 'generic_decline' } })
      })
      it('refunds a succeeded payment', async () => {
        const paid = await payment(`pi-${randomUUID()}`)
        await h.confirm(paid, '4242424242424242')
        const key = `re-${randomUUID()}`
        const refund = await h.provider.refund(account, { paymentIntentId: paid.id, amountCents: null, reason: 'test' }, key)
        expect(refund).toMatchObject({ amountCents: 8000, status: 'succeeded' })
        expect((await h.provider.refund(account, { paymentIntentId: paid.id, amountCents: null, reason: 'test' }, key)).id).toBe(refund.id)
      })
      it('does not show an intent to another account', async () => {
        const mine = await payment(`pi-${randomUUID()}`)
        const other = (await h.provider.createConnectedAccount({ businessId: randomUUID(), email: null, country: 'US' }, `acct-${randomUUID()}`)).id
        await expect(h.provider.retrieveIntent(other, 'payment', mine.id)).rejects.toBeInstanceOf(PaymentProviderError)
      })
    })

    describe('when a card is saved with a setup intent and charged later off-session', () => {
      const saved = async (card: string) => {
        const customer = await h.provider.createCustomer(account, { phone: '+12125550100', email: null, name: 'Pat', metadata: {} }, `cus-${randomUUID()}`)
        const setup = await h.provider.createSetupIntent(account, { customerId: customer.id, metadata: {} }, `seti-${randomUUID()}`)
        expect(setup).toMatchObject({ kind: 'setup', status: 'requires_payment_method', amountCents: null })
        await h.confirm(setup, card)
        const confirmed = await h.provider.retrieveIntent(account, 'setup', setup.id)
        expect(confirmed).toMatchObject({ status: 'succeeded', customerId: customer.id, paymentMethodId: expect.any(String) })
        return { customerId: customer.id, paymentMethodId: confirmed.paymentMethodId! }
      }
      it('charges once per idempotency key', async () => {
        const card = await saved('4242424242424242')
        const key = `fee-${randomUUID()}`
        const charge = () => h.provider.chargeOffSession(account, { amountCents: 3000, currency: 'usd', ...card, description: 'No-show fee', metadata: {} }, key)
        const first = await charge()
        expect(first).toMatchObject({ status: 'succeeded', amountReceivedCents: 3000 })
        expect((await charge()).id).toBe(first.id)
      })
      it('returns the declined intent, not a throw, when the bank refuses the off-session charge', async () => {
        const card = await saved('4000000000000341')
        const result = await h.provider.chargeOffSession(account, { amountCents: 3000, currency: 'usd', ...card, description: 'No-show fee', metadata: {} }, `fee-${randomUUID()}`)
        expect(result).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_declined' } })
      })
    })

    describe('when a webhook arrives', () => {
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', created: 1_700_000_000, account: 'acct_1', data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 8000, amount_received: 8000, currency: 'usd', metadata: {} } } })
      const t0 = Math.floor(Date.now() / 1000)
      it('accepts Stripe’s own signature header and maps the event', () => {
        const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: t0 })
        expect(h.provider.verifyWebhook(payload, header, t0)).toMatchObject({ id: 'evt_1', account: 'acct_1', intent: { id: 'pi_1', status: 'succeeded', amountReceivedCents: 8000 } })
        expect(signWebhook(payload, WEBHOOK_SECRET, t0)).toBe(header)
      })
      it('rejects a wrong secret, a tampered body and a stale timestamp', () => {
        expect(() => h.provider.verifyWebhook(payload, signWebhook(payload, 'whsec_other', t0), t0)).toThrow(WebhookSignatureError)
        expect(() => h.provider.verifyWebhook(payload.replace('8000', '1'), signWebhook(payload, WEBHOOK_SECRET, t0), t0)).toThrow(WebhookSignatureError)
        expect(() => h.provider.verifyWebhook(payload, signWebhook(payload, WEBHOOK_SECRET, t0 - 301), t0)).toThrow(WebhookSignatureError)
      })
    })

    if (name.startsWith('Stripe')) {
      it('sends an idempotency key on every create, capture, refund and charge, and the connected account on every intent call', () => {
        const posts = h.fake!.requests.filter((r) => r.method === 'POST')
        expect(posts.length).toBeGreaterThan(10)
        for (const r of posts) expect(r.idempotencyKey, `${r.method} ${r.path}`).toBeTruthy()
        for (const r of h.fake!.requests.filter((x) => /payment_intents|setup_intents|refunds|customers/.test(x.path))) expect(r.stripeAccount).toEqual(expect.stringMatching(/^acct_/))
        const offSession = posts.find((r) => r.path === '/v1/payment_intents' && r.body.off_session === 'true')!
        expect(offSession.body).toMatchObject({ confirm: 'true', amount: '3000', currency: 'usd' })
      })
    }
  })
}
