import type { IntentKind, IntentStatus, PaymentEvent, PaymentProviderName } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'
import type { IntentView } from './payment.port.ts'

export const isTerminal = (status: IntentStatus) => status === 'succeeded' || status === 'canceled'

/**
 * Whether a reported status should replace the recorded one. Provider events arrive late, twice,
 * or out of order, often several within one second, so timestamps cannot order them. Instead a
 * report is either terminal (succeeded/canceled: certain, and sticky once recorded) or read fresh
 * from the provider's API when the webhook arrives (`applyProviderEvent` re-fetches non-terminal
 * ones), so whatever is applied last is the provider's current truth.
 */
export function shouldApplyStatus(current: { status: IntentStatus; errorCode: string | null }, reported: { status: IntentStatus; errorCode: string | null }): boolean {
  if (isTerminal(current.status)) return false
  return reported.status !== current.status || reported.errorCode !== current.errorCode
}

// ---- payment-intent-{id} ----------------------------------------------------------------------

export interface IntentState {
  exists: boolean
  intentId: string | null
  kind: IntentKind | null
  provider: PaymentProviderName | null
  businessId: string | null
  locationId: string | null
  providerAccountId: string | null
  providerCustomerId: string | null
  amountCents: number
  customerPhone: string | null
  fingerprint: string | null
  status: IntentStatus
  statusAt: number
  errorCode: string | null
  paymentMethodId: string | null
  bookingId: string | null
  refundedCents: number
}

export type IntentCommand =
  | { type: 'RecordIntentCreated'; event: Extract<PaymentEvent, { type: 'PaymentIntentCreated' }>['data']; at: number }
  | { type: 'ApplyProviderStatus'; view: IntentView; providerEventId: string | null; at: number }
  | { type: 'AttachToBooking'; bookingId: string }
  | { type: 'RecordRefund'; refundId: string; amountCents: number; reason: string }

export const intentDecider: Decider<IntentState, IntentCommand, PaymentEvent> = {
  initialState: () => ({
    exists: false, intentId: null, kind: null, provider: null, businessId: null, locationId: null, providerAccountId: null, providerCustomerId: null,
    amountCents: 0, customerPhone: null, fingerprint: null, status: 'requires_payment_method', statusAt: 0, errorCode: null, paymentMethodId: null, bookingId: null, refundedCents: 0,
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PaymentIntentCreated': {
        const d = event.data
        return {
          ...state, exists: true, intentId: d.intentId, kind: d.kind, provider: d.provider, businessId: d.businessId, locationId: d.locationId,
          providerAccountId: d.providerAccountId, providerCustomerId: d.providerCustomerId, amountCents: d.amountCents, customerPhone: d.customerPhone,
          fingerprint: d.cart.fingerprint, status: d.status,
        }
      }
      case 'PaymentIntentStatusChanged':
        return { ...state, status: event.data.status, statusAt: event.data.providerCreated, errorCode: event.data.lastError?.declineCode ?? event.data.lastError?.code ?? null, paymentMethodId: event.data.paymentMethodId ?? state.paymentMethodId }
      case 'PaymentIntentAttachedToBooking':
        return { ...state, bookingId: event.data.bookingId }
      case 'PaymentRefunded':
        return { ...state, refundedCents: state.refundedCents + event.data.amountCents }
      default:
        return state
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordIntentCreated':
        return state.exists ? [] : [{ type: 'PaymentIntentCreated', data: command.event }]
      case 'ApplyProviderStatus': {
        // An intent Slotwise did not create (or not yet recorded) is not ours to track here.
        if (!state.exists) return []
        const { view } = command
        if (!shouldApplyStatus({ status: state.status, errorCode: state.errorCode }, { status: view.status, errorCode: view.lastError?.declineCode ?? view.lastError?.code ?? null })) return []
        return [{
          type: 'PaymentIntentStatusChanged',
          data: {
            intentId: state.intentId!, kind: state.kind!, businessId: state.businessId!, status: view.status, previousStatus: state.status,
            providerEventId: command.providerEventId, providerCreated: command.at, amountReceivedCents: view.amountReceivedCents,
            paymentMethodId: view.paymentMethodId, lastError: view.lastError,
          },
        }]
      }
      case 'AttachToBooking':
        if (!state.exists) throw new DomainError('payment.intentUnknown', 'Payment was not completed', 409)
        if (state.bookingId === command.bookingId) return []
        if (state.bookingId) throw new DomainError('payment.intentAlreadyUsed', 'This payment was already used for another booking', 409)
        return [{ type: 'PaymentIntentAttachedToBooking', data: { intentId: state.intentId!, kind: state.kind!, businessId: state.businessId!, bookingId: command.bookingId } }]
      case 'RecordRefund':
        return [{ type: 'PaymentRefunded', data: { intentId: state.intentId!, businessId: state.businessId!, refundId: command.refundId, amountCents: command.amountCents, reason: command.reason } }]
    }
  },
}

// ---- no-show-fee-{appointmentId} ---------------------------------------------------------------

export interface NoShowFeeState {
  processed: boolean
}

export const noShowFeeDecider: Pick<Decider<NoShowFeeState, never, PaymentEvent>, 'initialState' | 'evolve'> = {
  initialState: () => ({ processed: false }),
  evolve: (state, event) =>
    event.type === 'NoShowFeeCharged' || event.type === 'NoShowFeeChargeFailed' || event.type === 'NoShowFeeRetained' ? { processed: true } : state,
}

// ---- payment-account-{businessId} -------------------------------------------------------------

export interface AccountState {
  connected: boolean
  provider: PaymentProviderName | null
  providerAccountId: string | null
  statusAt: number
  isChargesEnabled: boolean
  isPayoutsEnabled: boolean
  isOnboardingComplete: boolean
  country: string | null
  defaultCurrency: string | null
}

export const accountDecider: Pick<Decider<AccountState, never, PaymentEvent>, 'initialState' | 'evolve'> = {
  initialState: () => ({ connected: false, provider: null, providerAccountId: null, statusAt: 0, isChargesEnabled: false, isPayoutsEnabled: false, isOnboardingComplete: false, country: null, defaultCurrency: null }),
  evolve: (state, event) => {
    if (event.type === 'PaymentAccountConnected') {
      const d = event.data
      return { ...state, connected: true, provider: d.provider, providerAccountId: d.providerAccountId, country: d.country, defaultCurrency: d.defaultCurrency, isChargesEnabled: d.isChargesEnabled, isPayoutsEnabled: d.isPayoutsEnabled, isOnboardingComplete: d.isOnboardingComplete }
    }
    if (event.type === 'PaymentAccountStatusChanged') {
      const d = event.data
      return { ...state, statusAt: d.providerCreated, isChargesEnabled: d.isChargesEnabled, isPayoutsEnabled: d.isPayoutsEnabled, isOnboardingComplete: d.isOnboardingComplete }
    }
    return state
  },
}
