import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'

/**
 * Payments (issue 7). Amounts are integer cents, as the provider counts them; the public API shows
 * dollars. Streams:
 *
 * - `payment-intent-{intentId}`: one payment or setup intent at the provider (Stripe `pi_…`/`seti_…`,
 *   or the local test-mode provider's `pi_test_…`/`seti_test_…`), its status as the provider reports
 *   it, and the one booking it paid for.
 * - `booking-payment-{bookingId}`: the money terms a booking was placed under (intents, per
 *   appointment totals, online-paid or in store, no-show fee); appended with the booking itself.
 * - `no-show-fee-{appointmentId}`: the no-show fee of one appointment, charged at most once.
 * - `payment-account-{businessId}`: the business's connected payment account.
 * - webhook deliveries are deduplicated through the command marker stream (`command-webhook:…`).
 */
export const paymentIntentStream = (intentId: string) => `payment-intent-${intentId}`
export const bookingPaymentStream = (bookingId: string) => `booking-payment-${bookingId}`
export const noShowFeeStream = (appointmentId: string) => `no-show-fee-${appointmentId}`
export const paymentAccountStream = (businessId: string) => `payment-account-${businessId}`

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const
export const paymentProvider = z.enum(PAYMENT_PROVIDERS)
export type PaymentProviderName = z.infer<typeof paymentProvider>

/** Stripe's intent states (payment and setup intents share them; setup intents never capture). */
export const INTENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled'] as const
export const intentStatus = z.enum(INTENT_STATUSES)
export type IntentStatus = z.infer<typeof intentStatus>

export const intentKind = z.enum(['payment', 'setup'])
export type IntentKind = z.infer<typeof intentKind>

const cents = z.number().int().min(0).max(100_000_000)
const providerId = z.string().min(1).max(255)

export const paymentError = z.object({ code: z.string().max(100), declineCode: z.string().max(100).nullable(), message: z.string().max(1000) })
export type PaymentErrorInfo = z.infer<typeof paymentError>

/** What a cart costs, computed on the server from the catalog (public-side §9). */
export const cartPriceSnapshot = z.object({
  totalCents: cents,
  dueNowCents: cents,
  dueInStoreCents: cents,
  noShowOnlineCents: cents,
  noShowInStoreCents: cents,
  /** Canonical description of the cart's lines; a booking must match the cart that was paid for. */
  fingerprint: z.string().max(128),
})
export type CartPriceSnapshot = z.infer<typeof cartPriceSnapshot>

export const PaymentIntentCreated = defineEvent(
  'PaymentIntentCreated',
  z.object({
    intentId: providerId,
    kind: intentKind,
    provider: paymentProvider,
    businessId: uuid,
    locationId: uuid,
    providerAccountId: providerId.nullable(),
    providerCustomerId: providerId.nullable(),
    /** The amount charged (payment intents) or the no-show fee the card is authorized for (setup). */
    amountCents: cents,
    currency: z.string().length(3),
    status: intentStatus,
    /** E.164 phone of the customer the cart belongs to. */
    customerPhone: z.string().max(20),
    cart: cartPriceSnapshot,
  }),
)

export const PaymentIntentStatusChanged = defineEvent(
  'PaymentIntentStatusChanged',
  z.object({
    intentId: providerId,
    kind: intentKind,
    businessId: uuid,
    status: intentStatus,
    previousStatus: intentStatus,
    /** Provider's event id when the change came from a webhook; null when read from the API. */
    providerEventId: z.string().max(255).nullable(),
    /** Provider's time of the change (epoch seconds), used to apply webhooks in any order. */
    providerCreated: z.number().int().min(0),
    amountReceivedCents: cents,
    paymentMethodId: providerId.nullable(),
    lastError: paymentError.nullable(),
  }),
)

export const PaymentIntentAttachedToBooking = defineEvent(
  'PaymentIntentAttachedToBooking',
  z.object({ intentId: providerId, kind: intentKind, businessId: uuid, bookingId: uuid }),
)

export const PaymentRefunded = defineEvent(
  'PaymentRefunded',
  z.object({ intentId: providerId, businessId: uuid, refundId: providerId, amountCents: cents, reason: z.string().max(500) }),
)

export const bookingPaymentAppointment = z.object({
  appointmentId: uuid,
  totalCents: cents,
  onlinePayment: z.boolean(),
  /** Item total × fraction, 0 when no fee applies. */
  noShowFeeCents: cents,
})

export const BookingPaymentTermsRecorded = defineEvent(
  'BookingPaymentTermsRecorded',
  z.object({
    bookingId: uuid,
    businessId: uuid,
    provider: paymentProvider,
    providerAccountId: providerId.nullable(),
    currency: z.string().length(3),
    paymentIntentId: providerId.nullable(),
    setupIntentId: providerId.nullable(),
    providerCustomerId: providerId.nullable(),
    paymentMethodId: providerId.nullable(),
    amountPaidCents: cents,
    cart: cartPriceSnapshot,
    appointments: z.array(bookingPaymentAppointment).min(1),
  }),
)

const noShowRef = { appointmentId: uuid, bookingId: uuid, businessId: uuid }

/** Charged off-session to the card saved by the setup intent. */
export const NoShowFeeCharged = defineEvent(
  'NoShowFeeCharged',
  z.object({ ...noShowRef, paymentIntentId: providerId, amountCents: cents, status: intentStatus, reason: z.string().max(500) }),
)
export const NoShowFeeChargeFailed = defineEvent(
  'NoShowFeeChargeFailed',
  z.object({
    ...noShowRef,
    paymentIntentId: providerId.nullable(),
    amountCents: cents,
    status: intentStatus.nullable(),
    error: paymentError,
    /** The bank wants the customer to authenticate (off-session charge not possible). */
    requiresCustomerAction: z.boolean(),
    reason: z.string().max(500),
  }),
)
/** Online-paid items: the fee is kept out of the prepayment; nothing is charged again. */
export const NoShowFeeRetained = defineEvent(
  'NoShowFeeRetained',
  z.object({ ...noShowRef, paymentIntentId: providerId, amountCents: cents, reason: z.string().max(500) }),
)

export const accountStatus = z.object({ isChargesEnabled: z.boolean(), isPayoutsEnabled: z.boolean(), isOnboardingComplete: z.boolean() })

export const PaymentAccountConnected = defineEvent(
  'PaymentAccountConnected',
  z.object({
    businessId: uuid,
    provider: paymentProvider,
    providerAccountId: providerId,
    country: z.string().max(2),
    defaultCurrency: z.string().length(3),
    ...accountStatus.shape,
  }),
)
export const PaymentAccountStatusChanged = defineEvent(
  'PaymentAccountStatusChanged',
  z.object({ businessId: uuid, providerAccountId: providerId, providerCreated: z.number().int().min(0), ...accountStatus.shape }),
)

export const paymentEvents = [
  PaymentIntentCreated, PaymentIntentStatusChanged, PaymentIntentAttachedToBooking, PaymentRefunded, BookingPaymentTermsRecorded,
  NoShowFeeCharged, NoShowFeeChargeFailed, NoShowFeeRetained, PaymentAccountConnected, PaymentAccountStatusChanged,
] as const
export type PaymentEvent = EventUnion<typeof paymentEvents>
