import { randomUUID } from 'node:crypto'
import {
  bookingPaymentStream,
  paymentAccountStream,
  paymentIntentStream,
  type Actor,
  type BookedAppointment,
  type IntentKind,
  type PaymentEvent,
} from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { BookingFacts } from '../booking/booking-facts.ts'
import type { CartLine } from '../booking/place-booking.ts'
import { handleCommand, StreamReader, type CommandContext } from '../platform/command-handler.ts'
import { toDollars } from './cart-pricing.ts'
import { loadPaymentSettings, quoteCart, quoteLines, type CartItemInput, type CartQuote } from './cart-quote.ts'
import { accountDecider, intentDecider, isTerminal, type IntentState } from './payment.deciders.ts'
import { PaymentProviderError, type IntentView, type PaymentProvider, type ProviderEvent } from './payment.port.ts'
import { StripePaymentProvider } from './stripe.provider.ts'
import { TEST_MODE_WEBHOOK_SECRET, TestModePaymentProvider } from './test-mode.provider.ts'

/** The spec's payment texts (public-side §2.3, §8). */
export const PAYMENT_MESSAGES = {
  setupFailed: 'Failed to setup payment. Please try again.',
  paymentFailed: 'Payment failed',
  paymentNotCompleted: 'Payment was not completed',
  cardSetupFailed: 'Card setup failed',
  cardSetupNotCompleted: 'Card setup was not completed',
} as const

export const CURRENCY = 'usd'

// ---- provider per deployment -------------------------------------------------------------------

const providers = new WeakMap<ServiceDeps, PaymentProvider>()

/** Stripe when STRIPE_SECRET_KEY is set, else the local test-mode provider. Tests may swap it. */
export function paymentProviderFor(deps: ServiceDeps): PaymentProvider {
  let provider = providers.get(deps)
  if (!provider) {
    const key = deps.config.STRIPE_SECRET_KEY
    provider = key
      ? new StripePaymentProvider({ secretKey: key, webhookSecret: deps.config.STRIPE_WEBHOOK_SECRET ?? '' })
      : new TestModePaymentProvider(deps.sql, deps.now, deps.config.STRIPE_WEBHOOK_SECRET ?? TEST_MODE_WEBHOOK_SECRET)
    providers.set(deps, provider)
  }
  return provider
}

export function usePaymentProvider(deps: ServiceDeps, provider: PaymentProvider): void {
  providers.set(deps, provider)
}

const systemContext = (deps: ServiceDeps, causationId: string, extra: Partial<CommandContext> = {}): CommandContext => ({
  store: deps.store,
  actor: { type: 'system', id: 'payments' },
  correlationId: causationId,
  causationId,
  now: deps.now(),
  ...extra,
})

const providerFailure = (error: unknown): never => {
  if (error instanceof PaymentProviderError) throw new DomainError('payment.setupFailed', PAYMENT_MESSAGES.setupFailed, 409, { providerCode: error.code })
  throw error
}

// ---- connected account -------------------------------------------------------------------------

export interface ConnectedAccount {
  provider: 'stripe' | 'test'
  providerAccountId: string
  isChargesEnabled: boolean
  isPayoutsEnabled: boolean
  isOnboardingComplete: boolean
  country: string
  defaultCurrency: string
}

export async function loadAccount(deps: ServiceDeps, businessId: string): Promise<ConnectedAccount | null> {
  const { state } = await new StreamReader(deps.store).load(paymentAccountStream(businessId), accountDecider)
  if (!state.connected) return null
  return {
    provider: state.provider!, providerAccountId: state.providerAccountId!, isChargesEnabled: state.isChargesEnabled, isPayoutsEnabled: state.isPayoutsEnabled,
    isOnboardingComplete: state.isOnboardingComplete, country: state.country!, defaultCurrency: state.defaultCurrency!,
  }
}

/** Connects the business's payment account (once; a retry returns the same account). */
export async function connectAccount(deps: ServiceDeps, input: { businessId: string; email: string | null; country: string; actor: Actor; causationId: string }) {
  const provider = paymentProviderFor(deps)
  const existing = await loadAccount(deps, input.businessId)
  if (existing && existing.provider === provider.name) return existing
  const account = await provider.createConnectedAccount({ businessId: input.businessId, email: input.email, country: input.country }, `account:${input.businessId}`).catch(providerFailure)
  await handleCommand({ ...systemContext(deps, input.causationId), actor: input.actor }, async (reader) => {
    const { state } = await reader.load(paymentAccountStream(input.businessId), accountDecider)
    const events: PaymentEvent[] = state.connected && state.provider === provider.name ? [] : [{
      type: 'PaymentAccountConnected',
      data: {
        businessId: input.businessId, provider: provider.name, providerAccountId: account.id, country: account.country, defaultCurrency: account.defaultCurrency,
        isChargesEnabled: account.isChargesEnabled, isPayoutsEnabled: account.isPayoutsEnabled, isOnboardingComplete: account.isOnboardingComplete,
      },
    }]
    return { appends: [{ streamId: paymentAccountStream(input.businessId), events }], result: null }
  })
  return (await loadAccount(deps, input.businessId))!
}

/** The account to charge on: in test mode every business gets a simulated one on first use. */
async function chargeableAccount(deps: ServiceDeps, facts: BookingFacts, causationId: string): Promise<ConnectedAccount> {
  const provider = paymentProviderFor(deps)
  let account = await loadAccount(deps, facts.location.businessId)
  if ((!account || account.provider !== provider.name) && provider.name === 'test') {
    account = await connectAccount(deps, { businessId: facts.location.businessId, email: null, country: 'US', actor: { type: 'system', id: 'payments-test-mode' }, causationId })
  }
  if (!account || account.provider !== provider.name || !account.isChargesEnabled) {
    throw new DomainError('payment.accountNotReady', PAYMENT_MESSAGES.setupFailed, 409, { reason: 'This business cannot take online payments yet' })
  }
  return account
}

// ---- cart intents (public-side §7) ------------------------------------------------------------

export interface CartIntentRequest {
  kind: IntentKind
  locationId: string
  cartItems: CartItemInput[]
  customer: { firstName: string | null; lastName: string | null; email: string | null; phone: string }
  /** The caller's Idempotency-Key, if any; otherwise one per call. */
  idempotencyKey: string | undefined
  causationId: string
}

export async function createCartIntent(deps: ServiceDeps, request: CartIntentRequest) {
  const provider = paymentProviderFor(deps)
  const quote: CartQuote = await quoteCart(deps.sql, request.locationId, request.cartItems)
  const { totals, facts } = quote
  const amountCents = request.kind === 'payment' ? totals.dueNowCents : totals.noShowFeeCents
  if (request.kind === 'payment' && amountCents === 0) throw new DomainError('payment.notRequired', 'Nothing in this cart is paid online', 409)
  if (request.kind === 'setup' && totals.mode !== 'setup') throw new DomainError('payment.noShowFeeNotApplicable', 'No no-show fee applies to this cart', 409)
  const account = await chargeableAccount(deps, facts, request.causationId)
  const key = request.idempotencyKey ? `${request.locationId}:${request.customer.phone}:${request.idempotencyKey}` : randomUUID()
  const metadata = { businessId: facts.location.businessId, locationId: facts.location.locationId, purpose: `slotwise_cart_${request.kind}`, cart: totals.fingerprint.slice(0, 40) }
  const name = [request.customer.firstName, request.customer.lastName].filter(Boolean).join(' ') || null
  let intent: IntentView
  let customerId: string | null = null
  try {
    if (request.kind === 'setup') {
      customerId = (await provider.createCustomer(account.providerAccountId, { phone: request.customer.phone, email: request.customer.email, name, metadata: { businessId: facts.location.businessId } }, `cart-customer:${key}`)).id
      intent = await provider.createSetupIntent(account.providerAccountId, { customerId, metadata }, `cart-setup:${key}`)
    } else {
      intent = await provider.createPaymentIntent(account.providerAccountId, {
        amountCents, currency: CURRENCY, customerId: null, description: `${facts.location.businessName} booking`, metadata, receiptEmail: request.customer.email,
      }, `cart-payment:${key}`)
    }
  } catch (error) {
    return providerFailure(error)
  }
  await handleCommand(systemContext(deps, request.causationId, { actor: { type: 'customer', id: null } }), async (reader) => {
    const { state } = await reader.load(paymentIntentStream(intent.id), intentDecider)
    const events = intentDecider.decide({
      type: 'RecordIntentCreated',
      at: intent.created,
      event: {
        intentId: intent.id, kind: request.kind, provider: provider.name, businessId: facts.location.businessId, locationId: facts.location.locationId,
        providerAccountId: account.providerAccountId, providerCustomerId: customerId, amountCents, currency: CURRENCY, status: intent.status,
        customerPhone: request.customer.phone,
        cart: { totalCents: totals.totalCents, dueNowCents: totals.dueNowCents, dueInStoreCents: totals.dueInStoreCents, noShowOnlineCents: totals.noShowOnlineCents, noShowInStoreCents: totals.noShowInStoreCents, fingerprint: totals.fingerprint },
      },
    }, state)
    return { appends: [{ streamId: paymentIntentStream(intent.id), events }], result: null }
  })
  await deps.waitForProjections()
  return { intent, account, amountCents, totals, testMode: provider.testMode }
}

// ---- webhooks ----------------------------------------------------------------------------------

/**
 * Applies a verified provider event once: the command marker `webhook:{provider}:{eventId}` makes a
 * redelivery a no-op, and the intent decider's ordering rule makes any delivery order converge.
 */
export async function applyProviderEvent(deps: ServiceDeps, provider: PaymentProvider, event: ProviderEvent): Promise<'applied' | 'ignored'> {
  const ctx = systemContext(deps, event.id, { actor: { type: 'system', id: `${provider.name}-webhook` }, idempotencyKey: `webhook:${provider.name}:${event.id}` })
  if (event.intent) {
    const reported = event.intent
    await handleCommand(ctx, async (reader) => {
      const { state } = await reader.load(paymentIntentStream(reported.id), intentDecider)
      // A non-terminal report may already be stale: ask the provider for the intent as it is now.
      const view = state.exists && !isTerminal(reported.status) && state.providerAccountId
        ? await provider.retrieveIntent(state.providerAccountId, reported.kind, reported.id)
        : reported
      const events = intentDecider.decide({ type: 'ApplyProviderStatus', view, providerEventId: event.id, at: event.created }, state)
      return { appends: [{ streamId: paymentIntentStream(reported.id), events }], result: { intentId: reported.id, changed: events.length > 0 } }
    })
    return 'applied'
  }
  if (event.accountView && event.type === 'account.updated') {
    const view = event.accountView
    const { rows } = await deps.sql.query<{ business_id: string }>('SELECT business_id FROM payment_accounts WHERE provider_account_id = $1', [view.id])
    const businessId = rows[0]?.business_id
    if (!businessId) return 'ignored'
    await handleCommand(ctx, async (reader) => {
      const { state } = await reader.load(paymentAccountStream(businessId), accountDecider)
      const fresh = state.connected && state.providerAccountId === view.id && event.created >= state.statusAt
      const changed = fresh && (state.isChargesEnabled !== view.isChargesEnabled || state.isPayoutsEnabled !== view.isPayoutsEnabled || state.isOnboardingComplete !== view.isOnboardingComplete)
      const events: PaymentEvent[] = changed ? [{
        type: 'PaymentAccountStatusChanged',
        data: { businessId, providerAccountId: view.id, providerCreated: event.created, isChargesEnabled: view.isChargesEnabled, isPayoutsEnabled: view.isPayoutsEnabled, isOnboardingComplete: view.isOnboardingComplete },
      }] : []
      return { appends: [{ streamId: paymentAccountStream(businessId), events }], result: null }
    })
    return 'applied'
  }
  return 'ignored'
}

// ---- booking completion (public-side §2.3, §4) -------------------------------------------------

export interface BookingPayment {
  /** Something was paid online for this booking. */
  paymentRequired: boolean
  paymentProcessingAvailable: boolean
  /** Appends made atomically with the booking (hand to placeBooking's `extraAppends`). */
  extraAppends: (reader: StreamReader, bookingId: string, appointments: readonly BookedAppointment[]) => Promise<Array<{ streamId: string; events: PaymentEvent[] }>>
  /** The booking could not be placed (slot taken): give the money back. */
  onBookingFailed: (causationId: string) => Promise<void>
}

const notCompleted = (kind: IntentKind, view: IntentView | null, code: string) => {
  const message = kind === 'payment'
    ? view?.lastError ? PAYMENT_MESSAGES.paymentFailed : PAYMENT_MESSAGES.paymentNotCompleted
    : view?.lastError ? PAYMENT_MESSAGES.cardSetupFailed : PAYMENT_MESSAGES.cardSetupNotCompleted
  return new DomainError(code, message, 409, {
    success: false,
    message,
    paymentStatus: view?.status ?? null,
    ...(view?.lastError ? { paymentError: view.lastError } : {}),
  })
}

/**
 * What submit_booking_form calls before placing a booking. It prices the cart from the catalog,
 * decides which intents the confirmation mode needs (setup when a no-show fee applies, payment when
 * something is paid online, both in the mixed case), and asks the provider (not the browser, not a
 * webhook) whether each succeeded, for this cart, this customer and this amount. It throws the
 * spec's message when a step is missing or failed, before anything is booked, so the slot stays
 * free. Returns null when the cart needs no payment and none was given.
 */
export async function prepareBookingPayment(deps: ServiceDeps, input: {
  facts: BookingFacts
  lines: CartLine[]
  phone: string
  paymentIntentId?: string | undefined
  setupIntentId?: string | undefined
}): Promise<BookingPayment | null> {
  const quote = quoteLines(input.facts, input.lines, await loadPaymentSettings(deps.sql, input.facts.location.businessId))
  const { totals } = quote
  const needSetup = totals.mode === 'setup'
  const needPayment = totals.dueNowCents > 0 && totals.mode !== 'complete'
  if (!needSetup && !needPayment && !input.paymentIntentId && !input.setupIntentId) return null
  if (needSetup && !input.setupIntentId) throw notCompleted('setup', null, 'payment.cardSetupRequired')
  if (needPayment && !input.paymentIntentId) throw notCompleted('payment', null, 'payment.paymentRequired')
  const provider = paymentProviderFor(deps)

  const check = async (kind: IntentKind, intentId: string) => {
    const { state } = await new StreamReader(deps.store).load(paymentIntentStream(intentId), intentDecider)
    const mismatch = (reason: string) => new DomainError('payment.intentMismatch', kind === 'payment' ? PAYMENT_MESSAGES.paymentNotCompleted : PAYMENT_MESSAGES.cardSetupNotCompleted, 409, { success: false, reason })
    if (!state.exists || state.kind !== kind) throw mismatch('Unknown payment session')
    if (state.provider !== provider.name || state.locationId !== input.facts.location.locationId) throw mismatch('The payment session belongs to another location')
    if (state.customerPhone !== input.phone) throw mismatch('The payment session belongs to other contact details')
    if (state.fingerprint !== totals.fingerprint) throw mismatch('The cart changed after the payment session was created')
    const expected = kind === 'payment' ? totals.dueNowCents : totals.noShowFeeCents
    if (state.amountCents !== expected) throw mismatch('The amount due changed')
    if (state.bookingId) throw new DomainError('payment.intentAlreadyUsed', 'This payment was already used for another booking', 409, { success: false })
    let view: IntentView
    try {
      view = await provider.retrieveIntent(state.providerAccountId!, kind, intentId)
    } catch (error) {
      if (error instanceof PaymentProviderError) throw mismatch('The payment provider does not know this payment session')
      throw error
    }
    if (view.status !== 'succeeded') throw notCompleted(kind, view, kind === 'payment' ? 'payment.notCompleted' : 'payment.cardSetupNotCompleted')
    if (kind === 'payment' && (view.amountCents !== expected || view.amountReceivedCents < expected)) throw mismatch('The amount paid does not match the amount due')
    if (kind === 'setup' && !view.paymentMethodId) throw notCompleted('setup', view, 'payment.cardSetupNotCompleted')
    return { state, view }
  }
  // Mixed mode: the card is authorized first, then paid; check in that order.
  const setup = input.setupIntentId && needSetup ? await check('setup', input.setupIntentId) : null
  const payment = input.paymentIntentId && needPayment ? await check('payment', input.paymentIntentId) : null
  const nowSeconds = Math.floor(deps.now().getTime() / 1000)

  const intentAppends = async (reader: StreamReader, checked: { state: IntentState; view: IntentView }, bookingId: string) => {
    const loaded = await reader.load(paymentIntentStream(checked.view.id), intentDecider)
    let state = loaded.state
    const events: PaymentEvent[] = []
    for (const command of [
      { type: 'ApplyProviderStatus' as const, view: checked.view, providerEventId: null, at: Math.max(nowSeconds, state.statusAt) },
      { type: 'AttachToBooking' as const, bookingId },
    ]) {
      const produced = intentDecider.decide(command, state)
      for (const e of produced) state = intentDecider.evolve(state, e)
      events.push(...produced)
    }
    return { streamId: paymentIntentStream(checked.view.id), events }
  }

  return {
    paymentRequired: payment !== null,
    paymentProcessingAvailable: true,
    async extraAppends(reader, bookingId, appointments) {
      const appends = []
      if (setup) appends.push(await intentAppends(reader, setup, bookingId))
      if (payment) appends.push(await intentAppends(reader, payment, bookingId))
      const byLine = new Map(quote.priced.map((p) => [p.lineId, p]))
      // Read so the append expects the stream not to exist yet.
      await reader.load(bookingPaymentStream(bookingId), { initialState: () => null, evolve: (s: null) => s })
      const account = (setup ?? payment)!.state
      appends.push({
        streamId: bookingPaymentStream(bookingId),
        events: [{
          type: 'BookingPaymentTermsRecorded' as const,
          data: {
            bookingId, businessId: input.facts.location.businessId, provider: provider.name, providerAccountId: account.providerAccountId, currency: CURRENCY,
            paymentIntentId: payment?.view.id ?? null, setupIntentId: setup?.view.id ?? null, providerCustomerId: setup?.state.providerCustomerId ?? setup?.view.customerId ?? null,
            paymentMethodId: setup?.view.paymentMethodId ?? null, amountPaidCents: payment?.view.amountReceivedCents ?? 0,
            cart: { totalCents: totals.totalCents, dueNowCents: totals.dueNowCents, dueInStoreCents: totals.dueInStoreCents, noShowOnlineCents: totals.noShowOnlineCents, noShowInStoreCents: totals.noShowInStoreCents, fingerprint: totals.fingerprint },
            appointments: appointments.map((a) => {
              const priced = byLine.get(a.cartItemId)
              const fee = priced && priced.noShowFraction !== null ? Math.round(priced.totalCents * priced.noShowFraction) : 0
              return { appointmentId: a.appointmentId, totalCents: priced?.totalCents ?? Math.round(a.totalPrice * 100), onlinePayment: priced?.onlinePayment ?? false, noShowFeeCents: fee }
            }),
          },
        }],
      })
      return appends
    },
    async onBookingFailed(causationId) {
      if (!payment) return
      // Never refund a payment that some booking holds (a concurrent retry may have placed it).
      const { state: now } = await new StreamReader(deps.store).load(paymentIntentStream(payment.view.id), intentDecider)
      if (now.bookingId) return
      const refund = await provider.refund(payment.state.providerAccountId!, { paymentIntentId: payment.view.id, amountCents: null, reason: 'Booking could not be placed' }, `refund-unbooked:${payment.view.id}`)
      await handleCommand(systemContext(deps, causationId, { idempotencyKey: `refund-unbooked:${payment.view.id}` }), async (reader) => {
        const { state } = await reader.load(paymentIntentStream(payment.view.id), intentDecider)
        const events = state.bookingId ? [] : intentDecider.decide({ type: 'RecordRefund', refundId: refund.id, amountCents: refund.amountCents, reason: 'The time slot was taken before the booking was placed' }, state)
        return { appends: [{ streamId: paymentIntentStream(payment.view.id), events }], result: null }
      })
    },
  }
}

export { toDollars }
