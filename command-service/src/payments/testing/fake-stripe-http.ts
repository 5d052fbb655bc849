import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { testCardBehaviour } from '../test-mode.provider.ts'

type Json = Record<string, unknown>

export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | null
  stripeAccount: string | null
  body: Json
}

/** Stripe's form encoding (`a[b][c]=v`) back into objects. */
function parseForm(data: string): Json {
  const out: Json = {}
  for (const [key, value] of new URLSearchParams(data)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node = out
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Json
    })
  }
  return out
}

/**
 * A fake of Stripe's HTTP API for stripe-node's `httpClient` option: it records every request
 * (method, path, Idempotency-Key, Stripe-Account, body) and answers with JSON in Stripe's recorded
 * shapes from a small in-memory Stripe, honouring idempotency keys as Stripe does (same key and
 * parameters → the first response; other parameters → 400 idempotency_error).
 */
export class FakeStripeHttpClient extends Stripe.HttpClient {
  readonly requests: RecordedRequest[] = []
  readonly objects = new Map<string, Json>()
  private readonly idempotent = new Map<string, { body: string; status: number; json: Json }>()
  now = () => Math.floor(Date.now() / 1000)

  override getClientName() {
    return 'fake-stripe'
  }

  override async makeRequest(_host: string, _port: string, path: string, method: string, headers: Record<string, unknown>, requestData: string) {
    const header = (name: string) => {
      const entry = Object.entries(headers).find(([k]) => k.toLowerCase() === name)
      return entry ? String(entry[1]) : null
    }
    const url = new URL(path, 'https://api.stripe.com')
    const body = method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(requestData)
    const recorded = { method, path: url.pathname, idempotencyKey: header('idempotency-key'), stripeAccount: header('stripe-account'), body }
    this.requests.push(recorded)
    let result: { status: number; json: Json }
    const cacheKey = recorded.idempotencyKey ? `${recorded.stripeAccount ?? ''}:${recorded.idempotencyKey}` : null
    const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined
    if (cached && method === 'POST') {
      result = cached.body === requestData ? cached : { status: 400, json: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } } }
    } else {
      result = this.route(method, url.pathname, body, recorded.stripeAccount)
      if (cacheKey && method === 'POST') this.idempotent.set(cacheKey, { body: requestData, ...result })
    }
    return new FakeResponse(result.status, result.json)
  }

  private id(prefix: string) {
    return `${prefix}_${randomBytes(12).toString('hex')}`
  }

  private missing(id: string) {
    return { status: 404, json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } } }
  }

  private route(method: string, path: string, body: Json, account: string | null): { status: number; json: Json } {
    const [, , resource, id, action] = path.split('/')
    const ok = (json: Json) => ({ status: 200, json })
    const save = (json: Json) => {
      this.objects.set(json.id as string, { ...json, _account: account })
      return ok(json)
    }
    const load = (objectId: string) => {
      const o = this.objects.get(objectId)
      if (!o || (o._account ?? null) !== account) return null
      const { _account, ...rest } = o
      void _account
      return rest
    }
    if (method === 'POST' && resource === 'accounts' && !id) {
      return save({ id: this.id('acct'), object: 'account', type: body.type, country: body.country, default_currency: 'usd', email: body.email ?? null, charges_enabled: false, payouts_enabled: false, details_submitted: false, metadata: body.metadata ?? {} })
    }
    if (method === 'GET' && resource === 'accounts' && id) return this.objects.has(id) ? ok(this.objects.get(id)!) : this.missing(id)
    if (method === 'POST' && resource === 'account_links') return ok({ object: 'account_link', url: `https://connect.stripe.com/setup/e/${String(body.account)}/${randomBytes(6).toString('hex')}`, expires_at: this.now() + 300 })
    if (method === 'POST' && resource === 'customers') return save({ id: this.id('cus'), object: 'customer', phone: body.phone, email: body.email ?? null, metadata: body.metadata ?? {} })
    if (method === 'POST' && resource === 'payment_intents' && !id) {
      const intentId = this.id('pi')
      const base: Json = {
        id: intentId, object: 'payment_intent', amount: Number(body.amount), amount_received: 0, currency: body.currency, customer: body.customer ?? null, description: body.description ?? null,
        metadata: body.metadata ?? {}, status: 'requires_payment_method', client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`, payment_method: body.payment_method ?? null,
        last_payment_error: null, capture_method: 'automatic_async', created: this.now(), livemode: false,
      }
      if (body.confirm === 'true' && body.off_session === 'true') {
        const pm = this.objects.get(String(body.payment_method))
        if (!pm) return this.missing(String(body.payment_method))
        const behaviour = testCardBehaviour(String((pm.card as Json).number_for_test))!
        if (behaviour.offSession === 'succeed') return save({ ...base, status: 'succeeded', amount_received: base.amount })
        const code = behaviour.offSession === 'authentication_required' ? 'authentication_required' : behaviour.decline!.code
        const error = { type: 'card_error', code, decline_code: behaviour.offSession === 'authentication_required' ? 'authentication_required' : behaviour.decline!.declineCode, message: behaviour.decline?.message ?? 'Your card was declined. This transaction requires authentication.' }
        const failed = { ...base, status: 'requires_payment_method', last_payment_error: error }
        save(failed)
        return { status: 402, json: { error: { ...error, payment_intent: failed } } }
      }
      return save(base)
    }
    if (method === 'POST' && resource === 'setup_intents' && !id) {
      const intentId = this.id('seti')
      return save({ id: intentId, object: 'setup_intent', customer: body.customer ?? null, usage: body.usage, metadata: body.metadata ?? {}, status: 'requires_payment_method', client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`, payment_method: null, last_setup_error: null, created: this.now(), livemode: false })
    }
    if ((resource === 'payment_intents' || resource === 'setup_intents') && id) {
      const o = load(id)
      if (!o) return this.missing(id)
      if (method === 'GET') return ok(o)
      if (action === 'cancel') return save({ ...o, status: 'canceled' })
      if (action === 'capture') return o.status === 'requires_capture' ? save({ ...o, status: 'succeeded', amount_received: o.amount }) : { status: 400, json: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent could not be captured' } } }
    }
    if (method === 'POST' && resource === 'refunds') {
      const intent = load(String(body.payment_intent))
      if (!intent) return this.missing(String(body.payment_intent))
      const amount = body.amount ? Number(body.amount) : Number(intent.amount_received)
      return save({ id: this.id('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded', metadata: body.metadata ?? {} })
    }
    return { status: 404, json: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } }
  }

  /** What Stripe.js and the customer's bank do: confirm an intent with a test card. */
  confirm(intentId: string, cardNumber: string): void {
    const o = this.objects.get(intentId)!
    const behaviour = testCardBehaviour(cardNumber)!
    const pm = { id: this.id('pm'), object: 'payment_method', customer: o.customer ?? null, card: { brand: behaviour.brand, last4: cardNumber.slice(-4), number_for_test: cardNumber.replace(/\D/g, '') }, _account: o._account }
    this.objects.set(pm.id, pm)
    const setup = o.object === 'setup_intent'
    if (behaviour.onConfirm === 'decline') {
      this.objects.set(intentId, { ...o, payment_method: pm.id, status: 'requires_payment_method', [setup ? 'last_setup_error' : 'last_payment_error']: { type: 'card_error', code: behaviour.decline!.code, decline_code: behaviour.decline!.declineCode, message: behaviour.decline!.message } })
      return
    }
    this.objects.set(intentId, { ...o, payment_method: pm.id, status: 'succeeded', ...(setup ? {} : { amount_received: o.amount }) })
  }
}

class FakeResponse extends Stripe.HttpClientResponse {
  constructor(status: number, private readonly json: Json) {
    super(status, { 'request-id': `req_${randomBytes(6).toString('hex')}`, 'content-type': 'application/json' })
  }
  override getRawResponse() {
    return this.json
  }
  override toStream(): never {
    throw new Error('streams are not faked')
  }
  override toJSON() {
    return Promise.resolve(this.json)
  }
}
