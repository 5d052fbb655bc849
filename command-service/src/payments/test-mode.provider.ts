import { createHash, randomBytes } from 'node:crypto'
import type { IntentKind, SqlClient } from '@slotwise/events'
import {
  PaymentProviderError,
  type AccountView,
  type IntentView,
  type PaymentProvider,
  type ProviderEvent,
  type RefundView,
} from './payment.port.ts'
import { accountFromStripe, intentFromStripe, providerEventFrom, signWebhook, verifySignedPayload } from './stripe-shapes.ts'

/**
 * The local TEST MODE provider, used when STRIPE_SECRET_KEY is unset. It plays Stripe's servers:
 * objects in Stripe's JSON shapes, Stripe's intent states (requires_payment_method →
 * requires_confirmation → processing | requires_action → succeeded | canceled), Stripe's test card
 * numbers, idempotency keys, and webhook events signed with Stripe's `t=…,v1=…` scheme, delivered to
 * the same webhook route as Stripe's. No money moves; every object id carries `_test_`.
 */
type Json = Record<string, unknown>

export const TEST_MODE_WEBHOOK_SECRET = 'whsec_slotwise_local_test_mode'

/** What a test card does (Stripe's documented test numbers). */
export interface TestCardBehaviour {
  brand: string
  /** On confirming a payment or setup on-session. */
  onConfirm: 'succeed' | 'decline' | 'authenticate'
  /** On a later off-session charge of the saved card. */
  offSession: 'succeed' | 'decline' | 'authentication_required'
  decline?: { code: string; declineCode: string | null; message: string }
}

const DECLINED = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }
const INSUFFICIENT = { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }

export const TEST_CARDS: Record<string, TestCardBehaviour> = {
  '4242424242424242': { brand: 'visa', onConfirm: 'succeed', offSession: 'succeed' },
  '4000056655665556': { brand: 'visa', onConfirm: 'succeed', offSession: 'succeed' },
  '5555555555554444': { brand: 'mastercard', onConfirm: 'succeed', offSession: 'succeed' },
  '378282246310005': { brand: 'amex', onConfirm: 'succeed', offSession: 'succeed' },
  '4000000000000002': { brand: 'visa', onConfirm: 'decline', offSession: 'decline', decline: DECLINED },
  '4000000000009995': { brand: 'visa', onConfirm: 'decline', offSession: 'decline', decline: INSUFFICIENT },
  '4000000000009987': { brand: 'visa', onConfirm: 'decline', offSession: 'decline', decline: { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' } },
  '4000000000000069': { brand: 'visa', onConfirm: 'decline', offSession: 'decline', decline: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' } },
  '4000000000000127': { brand: 'visa', onConfirm: 'decline', offSession: 'decline', decline: { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." } },
  '4000000000000119': { brand: 'visa', onConfirm: 'decline', offSession: 'decline', decline: { code: 'processing_error', declineCode: null, message: 'An error occurred while processing your card. Try again in a little bit.' } },
  /** Authenticates on-session; off-session charges of a card set up for it then succeed. */
  '4000002500003155': { brand: 'visa', onConfirm: 'authenticate', offSession: 'succeed' },
  /** Always asks for authentication, so off-session charges fail with authentication_required. */
  '4000002760003184': { brand: 'visa', onConfirm: 'authenticate', offSession: 'authentication_required' },
  /** Attaches fine; charges of it are declined (a no-show fee that fails). */
  '4000000000000341': { brand: 'visa', onConfirm: 'succeed', offSession: 'decline', decline: DECLINED },
}

/** An unknown number that passes Luhn behaves like 4242 (Stripe test mode rejects it; so do we). */
export const testCardBehaviour = (number: string): TestCardBehaviour | null => TEST_CARDS[number.replace(/\D/g, '')] ?? null

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

export class TestModePaymentProvider implements PaymentProvider {
  readonly name = 'test' as const
  readonly testMode = true

  constructor(
    private readonly sql: SqlClient,
    private readonly now: () => Date,
    readonly webhookSecret: string = TEST_MODE_WEBHOOK_SECRET,
  ) {}

  private seconds() {
    return Math.floor(this.now().getTime() / 1000)
  }

  // ---- storage -------------------------------------------------------------------------------

  private async load(id: string): Promise<Json> {
    const { rows } = await this.sql.query<{ data: Json }>('SELECT data FROM payment_test_objects WHERE id = $1', [id])
    if (!rows[0]) throw new PaymentProviderError('resource_missing', `No such object: '${id}'`)
    return rows[0].data
  }

  private async save(object: Json): Promise<void> {
    await this.sql.query('UPDATE payment_test_objects SET data = $2 WHERE id = $1', [object.id, JSON.stringify(object)])
  }

  /** Creates once per idempotency key (scoped by account and operation), like Stripe. */
  private async createOnce(account: string | null, operation: string, idempotencyKey: string, request: unknown, build: () => Json): Promise<{ object: Json; created: boolean }> {
    const key = `${account ?? 'platform'}:${operation}:${idempotencyKey}`
    const requestHash = hash(request)
    const object = build()
    const { rows } = await this.sql.query<{ id: string }>(
      `INSERT INTO payment_test_objects (id, object, account, client_secret, idempotency_key, request_hash, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [object.id, object.object, account, (object.client_secret as string | undefined) ?? null, key, requestHash, JSON.stringify(object), this.now()],
    )
    if (rows[0]) return { object, created: true }
    const { rows: existing } = await this.sql.query<{ data: Json; request_hash: string }>('SELECT data, request_hash FROM payment_test_objects WHERE idempotency_key = $1', [key])
    if (existing[0]!.request_hash !== requestHash) {
      throw new PaymentProviderError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.')
    }
    return { object: existing[0]!.data, created: false }
  }

  private async emit(type: string, object: Json, account: string | null): Promise<void> {
    const event = { id: newId('evt'), object: 'event', type, created: this.seconds(), account, livemode: false, data: { object } }
    await this.sql.query('INSERT INTO payment_test_events (event_id, payload) VALUES ($1, $2)', [event.id, JSON.stringify(event)])
  }

  // ---- accounts and customers ----------------------------------------------------------------

  async createConnectedAccount(input: { businessId: string; email: string | null; country: string }, idempotencyKey: string): Promise<AccountView> {
    const { object } = await this.createOnce(null, 'account', idempotencyKey, input, () => ({
      id: newId('acct'), object: 'account', type: 'express', country: input.country, default_currency: 'usd', email: input.email,
      charges_enabled: true, payouts_enabled: true, details_submitted: true, metadata: { businessId: input.businessId }, created: this.seconds(),
    }))
    return accountFromStripe(object)
  }

  async onboardingLink(): Promise<string | null> {
    return null
  }

  async retrieveAccount(accountId: string): Promise<AccountView> {
    return accountFromStripe(await this.load(accountId))
  }

  async createCustomer(account: string, input: { phone: string; email: string | null; name: string | null; metadata: Record<string, string> }, idempotencyKey: string) {
    const { object } = await this.createOnce(account, 'customer', idempotencyKey, input, () => ({ id: newId('cus'), object: 'customer', ...input, created: this.seconds() }))
    return { id: object.id as string }
  }

  // ---- intents -------------------------------------------------------------------------------

  async createPaymentIntent(account: string, input: { amountCents: number; currency: string; customerId: string | null; description: string; metadata: Record<string, string>; receiptEmail: string | null }, idempotencyKey: string): Promise<IntentView> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < 50) throw new PaymentProviderError('amount_too_small', 'Amount must be at least $0.50 usd')
    const { object, created } = await this.createOnce(account, 'payment_intent', idempotencyKey, input, () => {
      const id = newId('pi')
      return {
        id, object: 'payment_intent', amount: input.amountCents, amount_received: 0, amount_refunded: 0, currency: input.currency, customer: input.customerId,
        description: input.description, metadata: input.metadata, receipt_email: input.receiptEmail, status: 'requires_payment_method', capture_method: 'automatic',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`, payment_method: null, last_payment_error: null, created: this.seconds(), livemode: false,
      }
    })
    if (created) await this.emit('payment_intent.created', object, account)
    return intentFromStripe(object)
  }

  async createSetupIntent(account: string, input: { customerId: string; metadata: Record<string, string> }, idempotencyKey: string): Promise<IntentView> {
    const { object, created } = await this.createOnce(account, 'setup_intent', idempotencyKey, input, () => {
      const id = newId('seti')
      return {
        id, object: 'setup_intent', customer: input.customerId, usage: 'off_session', metadata: input.metadata, status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`, payment_method: null, last_setup_error: null, created: this.seconds(), livemode: false,
      }
    })
    if (created) await this.emit('setup_intent.created', object, account)
    return intentFromStripe(object)
  }

  async retrieveIntent(account: string, kind: IntentKind, id: string): Promise<IntentView> {
    const { rows } = await this.sql.query<{ data: Json; account: string | null }>('SELECT data, account FROM payment_test_objects WHERE id = $1', [id])
    const object = rows[0]?.data
    if (!object || rows[0]!.account !== account || object.object !== (kind === 'payment' ? 'payment_intent' : 'setup_intent')) {
      throw new PaymentProviderError('resource_missing', `No such ${kind === 'payment' ? 'payment_intent' : 'setupintent'}: '${id}'`)
    }
    return intentFromStripe(object)
  }

  async capturePaymentIntent(account: string, id: string, idempotencyKey: string): Promise<IntentView> {
    return this.once(account, `capture:${idempotencyKey}`, id, async (object) => {
      if (object.status !== 'requires_capture') throw new PaymentProviderError('payment_intent_unexpected_state', `This PaymentIntent could not be captured because it has a status of ${String(object.status)}.`)
      object.status = 'succeeded'
      object.amount_received = object.amount
      await this.emit('payment_intent.succeeded', object, account)
    })
  }

  async cancelIntent(account: string, kind: IntentKind, id: string, idempotencyKey: string): Promise<IntentView> {
    await this.retrieveIntent(account, kind, id)
    return this.once(account, `cancel:${idempotencyKey}`, id, async (object) => {
      if (object.status === 'succeeded' || object.status === 'canceled') {
        if (object.status === 'canceled') return
        throw new PaymentProviderError(`${kind === 'payment' ? 'payment_intent' : 'setup_intent'}_unexpected_state`, `You cannot cancel this ${object.object as string} because it has a status of succeeded.`)
      }
      object.status = 'canceled'
      await this.emit(`${object.object as string}.canceled`, object, account)
    })
  }

  /** Applies `change` to an object once per key; a retry returns the stored object untouched. */
  private async once(account: string, key: string, id: string, change: (object: Json) => Promise<void>): Promise<IntentView> {
    const marker = `${account}:${key}`
    const { rows } = await this.sql.query<{ id: string }>('SELECT id FROM payment_test_objects WHERE idempotency_key = $1', [marker])
    if (rows[0]) return intentFromStripe(await this.load(id))
    const object = await this.load(id)
    await change(object)
    await this.save(object)
    await this.sql.query(
      `INSERT INTO payment_test_objects (id, object, account, idempotency_key, data, created_at) VALUES ($1, 'idempotency_marker', $2, $3, '{}', $4) ON CONFLICT DO NOTHING`,
      [`mark_${hash(marker).slice(0, 32)}`, account, marker, this.now()],
    )
    return intentFromStripe(object)
  }

  async chargeOffSession(
    account: string,
    input: { amountCents: number; currency: string; customerId: string; paymentMethodId: string; description: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<IntentView> {
    const method = await this.load(input.paymentMethodId)
    if (method.customer !== input.customerId) throw new PaymentProviderError('resource_missing', 'The payment method is not attached to this customer')
    const behaviour = testCardBehaviour(String((method.card as Json).number_for_test))!
    const { object, created } = await this.createOnce(account, 'payment_intent', idempotencyKey, { ...input, off_session: true, confirm: true }, () => {
      const id = newId('pi')
      const base = {
        id, object: 'payment_intent', amount: input.amountCents, amount_received: 0, amount_refunded: 0, currency: input.currency, customer: input.customerId,
        description: input.description, metadata: input.metadata, capture_method: 'automatic', off_session: true, client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        payment_method: input.paymentMethodId, last_payment_error: null, created: this.seconds(), livemode: false,
      }
      if (behaviour.offSession === 'succeed') return { ...base, status: 'succeeded', amount_received: input.amountCents }
      const error = behaviour.offSession === 'authentication_required'
        ? { type: 'card_error', code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }
        : { type: 'card_error', code: behaviour.decline!.code, decline_code: behaviour.decline!.declineCode, message: behaviour.decline!.message }
      return { ...base, status: 'requires_payment_method', last_payment_error: error }
    })
    if (created) await this.emit(object.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', object, account)
    return intentFromStripe(object)
  }

  async refund(account: string, input: { paymentIntentId: string; amountCents: number | null; reason: string }, idempotencyKey: string): Promise<RefundView> {
    const intent = await this.load(input.paymentIntentId)
    const refundable = Number(intent.amount_received) - Number(intent.amount_refunded ?? 0)
    const amount = input.amountCents ?? refundable
    const { object, created } = await this.createOnce(account, 'refund', idempotencyKey, input, () => ({
      id: newId('re'), object: 'refund', amount, payment_intent: input.paymentIntentId, status: 'succeeded', reason: 'requested_by_customer', metadata: { reason: input.reason }, created: this.seconds(),
    }))
    if (created) {
      if (intent.status !== 'succeeded' || amount <= 0 || amount > refundable) {
        await this.sql.query('DELETE FROM payment_test_objects WHERE id = $1', [object.id])
        throw new PaymentProviderError('charge_already_refunded', 'This payment cannot be refunded for that amount')
      }
      intent.amount_refunded = Number(intent.amount_refunded ?? 0) + amount
      await this.save(intent)
      await this.emit('charge.refunded', intent, account)
    }
    return { id: object.id as string, amountCents: Number(object.amount), status: String(object.status) }
  }

  verifyWebhook(rawBody: string, signatureHeader: string, nowSeconds: number): ProviderEvent {
    return providerEventFrom(verifySignedPayload(rawBody, signatureHeader, this.webhookSecret, nowSeconds))
  }

  // ---- what Stripe.js does in the browser, for test mode ---------------------------------------

  /**
   * Confirms an intent with a test card, as `stripe.confirmCardPayment` / `confirmCardSetup` would:
   * attach the card (requires_confirmation), confirm (processing), then succeed, fail with the
   * card's decline, or stop at requires_action for 3-D Secure.
   */
  async confirmWithCard(clientSecret: string, cardNumber: string): Promise<IntentView> {
    const { rows } = await this.sql.query<{ data: Json; account: string }>('SELECT data, account FROM payment_test_objects WHERE client_secret = $1', [clientSecret])
    const object = rows[0]?.data
    if (!object) throw new PaymentProviderError('resource_missing', 'No such intent for this client secret')
    const account = rows[0]!.account
    const kind = object.object === 'setup_intent' ? 'setup' : 'payment'
    if (object.status !== 'requires_payment_method' && object.status !== 'requires_confirmation') {
      throw new PaymentProviderError(`${object.object as string}_unexpected_state`, `This ${object.object as string} has a status of ${String(object.status)} and cannot be confirmed.`)
    }
    const behaviour = testCardBehaviour(cardNumber)
    if (!behaviour) throw new PaymentProviderError('card_declined', 'Your card number is not a Stripe test card. Use 4242 4242 4242 4242 in test mode.', 'test_mode_live_card')
    const digits = cardNumber.replace(/\D/g, '')
    const method = {
      id: newId('pm'), object: 'payment_method', type: 'card', customer: object.customer ?? null,
      card: { brand: behaviour.brand, last4: digits.slice(-4), exp_month: 12, exp_year: 2034, number_for_test: digits }, created: this.seconds(),
    }
    await this.sql.query(`INSERT INTO payment_test_objects (id, object, account, data, created_at) VALUES ($1, 'payment_method', $2, $3, $4)`, [method.id, account, JSON.stringify(method), this.now()])
    object.payment_method = method.id
    object.status = 'requires_confirmation'
    object[kind === 'payment' ? 'last_payment_error' : 'last_setup_error'] = null
    if (behaviour.onConfirm === 'authenticate') {
      object.status = 'requires_action'
      object.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
      await this.save(object)
      await this.emit(`${object.object as string}.requires_action`, object, account)
      return intentFromStripe(object)
    }
    await this.settle(object, account, behaviour)
    return intentFromStripe(object)
  }

  /** Completes (or fails) a 3-D Secure challenge left by `confirmWithCard`. */
  async authenticate(clientSecret: string, outcome: 'complete' | 'fail'): Promise<IntentView> {
    const { rows } = await this.sql.query<{ data: Json; account: string }>('SELECT data, account FROM payment_test_objects WHERE client_secret = $1', [clientSecret])
    const object = rows[0]?.data
    if (!object) throw new PaymentProviderError('resource_missing', 'No such intent for this client secret')
    if (object.status !== 'requires_action') throw new PaymentProviderError(`${object.object as string}_unexpected_state`, 'Nothing to authenticate')
    delete object.next_action
    if (outcome === 'complete') {
      await this.settle(object, rows[0]!.account, { brand: 'visa', onConfirm: 'succeed', offSession: 'succeed' })
    } else {
      object.status = 'requires_payment_method'
      object[object.object === 'setup_intent' ? 'last_setup_error' : 'last_payment_error'] = {
        type: 'invalid_request_error', code: `${object.object as string}_authentication_failure`, decline_code: null,
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      }
      await this.save(object)
      await this.emit(object.object === 'setup_intent' ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed', object, rows[0]!.account)
    }
    return intentFromStripe(object)
  }

  private async settle(object: Json, account: string, behaviour: TestCardBehaviour) {
    const setup = object.object === 'setup_intent'
    object.status = 'processing'
    if (!setup) await this.emit('payment_intent.processing', { ...object }, account)
    if (behaviour.onConfirm === 'decline') {
      object.status = 'requires_payment_method'
      object[setup ? 'last_setup_error' : 'last_payment_error'] = { type: 'card_error', code: behaviour.decline!.code, decline_code: behaviour.decline!.declineCode, message: behaviour.decline!.message }
      await this.save(object)
      await this.emit(setup ? 'setup_intent.setup_failed' : 'payment_intent.payment_failed', object, account)
      return
    }
    object.status = 'succeeded'
    if (!setup) object.amount_received = object.amount
    await this.save(object)
    await this.emit(setup ? 'setup_intent.succeeded' : 'payment_intent.succeeded', object, account)
  }

  // ---- webhook delivery ----------------------------------------------------------------------

  /** Undelivered events, oldest first, each with a signature header as Stripe sends it. */
  async pendingWebhooks(limit = 100): Promise<Array<{ eventId: string; payload: string; signature: string }>> {
    const { rows } = await this.sql.query<{ event_id: string; payload: string }>('SELECT event_id, payload FROM payment_test_events WHERE delivered_at IS NULL ORDER BY seq LIMIT $1', [limit])
    return rows.map((r) => ({ eventId: r.event_id, payload: r.payload, signature: signWebhook(r.payload, this.webhookSecret, this.seconds()) }))
  }

  async markDelivered(eventId: string): Promise<void> {
    await this.sql.query('UPDATE payment_test_events SET delivered_at = $2 WHERE event_id = $1', [eventId, this.now()])
  }
}
