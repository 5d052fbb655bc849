import { describe, it } from 'vitest'
import type { PaymentEvent } from '@slotwise/events'
import { given } from '../booking/testing/given.ts'
import { intentDecider } from './payment.deciders.ts'
import type { IntentView } from './payment.port.ts'

const businessId = '6f1c1c7e-4a44-4d7c-9a3e-1c1f4f6a0a01'
const bookingId = '6f1c1c7e-4a44-4d7c-9a3e-1c1f4f6a0a02'
const created: PaymentEvent = {
  type: 'PaymentIntentCreated',
  data: {
    intentId: 'pi_1', kind: 'payment', provider: 'test', businessId, locationId: businessId, providerAccountId: 'acct_1', providerCustomerId: null, amountCents: 8000,
    currency: 'usd', status: 'requires_payment_method', customerPhone: '+12125550100',
    cart: { totalCents: 8000, dueNowCents: 8000, dueInStoreCents: 0, noShowOnlineCents: 0, noShowInStoreCents: 0, fingerprint: 'f' },
  },
}
const view = (status: IntentView['status'], over: Partial<IntentView> = {}): IntentView => ({
  id: 'pi_1', kind: 'payment', status, amountCents: 8000, amountReceivedCents: status === 'succeeded' ? 8000 : 0, currency: 'usd', clientSecret: null, customerId: null,
  paymentMethodId: 'pm_1', lastError: null, metadata: {}, created: 1, ...over,
})
const changed = (status: IntentView['status'], previousStatus: IntentView['status'], lastError: IntentView['lastError'] = null): PaymentEvent => ({
  type: 'PaymentIntentStatusChanged',
  data: { intentId: 'pi_1', kind: 'payment', businessId, status, previousStatus, providerEventId: 'evt', providerCreated: 10, amountReceivedCents: status === 'succeeded' ? 8000 : 0, paymentMethodId: 'pm_1', lastError },
})

describe('intent decider', () => {
  describe('when the provider reports a new status', () => {
    it('records it', () => {
      given(intentDecider, [created]).when({ type: 'ApplyProviderStatus', view: view('succeeded'), providerEventId: 'evt', at: 10 }).then([changed('succeeded', 'requires_payment_method')])
    })
    it('records a decline on the same status (a new error)', () => {
      const declined = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }
      given(intentDecider, [created]).when({ type: 'ApplyProviderStatus', view: view('requires_payment_method', { lastError: declined }), providerEventId: 'evt', at: 10 })
        .then([changed('requires_payment_method', 'requires_payment_method', declined)])
    })
  })
  describe('when the intent already succeeded', () => {
    it('ignores late or repeated reports (terminal is sticky)', () => {
      given(intentDecider, [created, changed('succeeded', 'requires_payment_method')]).when({ type: 'ApplyProviderStatus', view: view('processing'), providerEventId: 'evt2', at: 99 }).then([])
      given(intentDecider, [created, changed('succeeded', 'requires_payment_method')]).when({ type: 'ApplyProviderStatus', view: view('succeeded'), providerEventId: 'evt3', at: 99 }).then([])
    })
  })
  describe('when the intent is unknown to Slotwise', () => {
    it('records nothing for webhooks and refuses to attach it', () => {
      given(intentDecider, []).when({ type: 'ApplyProviderStatus', view: view('succeeded'), providerEventId: 'evt', at: 1 }).then([])
      given(intentDecider, []).when({ type: 'AttachToBooking', bookingId }).thenThrows('payment.intentUnknown')
    })
  })
  describe('when an intent is attached to a booking', () => {
    const attached: PaymentEvent = { type: 'PaymentIntentAttachedToBooking', data: { intentId: 'pi_1', kind: 'payment', businessId, bookingId } }
    it('attaches once, is a no-op for the same booking, and refuses another booking', () => {
      given(intentDecider, [created]).when({ type: 'AttachToBooking', bookingId }).then([attached])
      given(intentDecider, [created, attached]).when({ type: 'AttachToBooking', bookingId }).then([])
      given(intentDecider, [created, attached]).when({ type: 'AttachToBooking', bookingId: businessId }).thenThrows('payment.intentAlreadyUsed')
    })
  })
})
