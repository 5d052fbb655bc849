import type { SqlQueryable } from '@slotwise/events'
import type { ProjectedEvent, Projection } from '../../projection.ts'

/**
 * Payment read models (issue 7): intents with their latest provider status, each booking's payment
 * terms, no-show fee outcomes, the business's payment history and its connected account. Every
 * value comes from events (times from `occurredAt`), so a rebuild gives the same rows.
 */
const at = (event: ProjectedEvent) => event.metadata.occurredAt

export const paymentIntentsProjection: Projection = {
  name: 'payment_intents',
  tables: ['payment_intents'],
  handles: ['PaymentIntentCreated', 'PaymentIntentStatusChanged', 'PaymentIntentAttachedToBooking', 'PaymentRefunded'],
  async apply(tx, event) {
    switch (event.type) {
      case 'PaymentIntentCreated': {
        const d = event.data
        await tx.query(
          `INSERT INTO payment_intents (intent_id, business_id, location_id, kind, provider, provider_account_id, amount_cents, currency, status, status_changed_at,
             amount_received_cents, amount_refunded_cents, payment_method_id, error_code, error_message, booking_id, customer_phone, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, 0, 0, NULL, NULL, NULL, NULL, $10, $11, $11) ON CONFLICT (intent_id) DO NOTHING`,
          [d.intentId, d.businessId, d.locationId, d.kind, d.provider, d.providerAccountId, d.amountCents, d.currency, d.status, d.customerPhone, at(event)],
        )
        return
      }
      case 'PaymentIntentStatusChanged': {
        const d = event.data
        await tx.query(
          `UPDATE payment_intents SET status = $2, status_changed_at = $3, amount_received_cents = $4, payment_method_id = COALESCE($5, payment_method_id),
             error_code = $6, error_message = $7, updated_at = $8 WHERE intent_id = $1`,
          [d.intentId, d.status, d.providerCreated, d.amountReceivedCents, d.paymentMethodId, d.lastError?.declineCode ?? d.lastError?.code ?? null, d.lastError?.message ?? null, at(event)],
        )
        return
      }
      case 'PaymentIntentAttachedToBooking':
        await tx.query('UPDATE payment_intents SET booking_id = $2, updated_at = $3 WHERE intent_id = $1', [event.data.intentId, event.data.bookingId, at(event)])
        return
      case 'PaymentRefunded': {
        const d = event.data
        await tx.query('UPDATE payment_intents SET amount_refunded_cents = amount_refunded_cents + $2, updated_at = $3 WHERE intent_id = $1', [d.intentId, d.amountCents, at(event)])
        return
      }
    }
  },
}

/** Money movements per business: online payments, refunds, no-show fees (charged, kept or failed). */
export const paymentHistoryProjection: Projection = {
  name: 'payment_history',
  tables: ['payment_history'],
  handles: ['PaymentIntentStatusChanged', 'PaymentIntentAttachedToBooking', 'PaymentRefunded', 'NoShowFeeCharged', 'NoShowFeeChargeFailed', 'NoShowFeeRetained'],
  async apply(tx, event) {
    switch (event.type) {
      case 'PaymentIntentStatusChanged': {
        const d = event.data
        if (d.kind !== 'payment' || d.status !== 'succeeded') return
        const { rows } = await tx.query<{ booking_id: string | null }>('SELECT booking_id FROM payment_history WHERE intent_id = $1 AND booking_id IS NOT NULL LIMIT 1', [d.intentId])
        await historyEntry(tx, event, { businessId: d.businessId, kind: 'payment', intentId: d.intentId, bookingId: rows[0]?.booking_id ?? null, appointmentId: null, amountCents: d.amountReceivedCents, currency: 'usd', status: 'succeeded', description: 'Online payment' })
        return
      }
      case 'PaymentIntentAttachedToBooking':
        await tx.query('UPDATE payment_history SET booking_id = $2 WHERE intent_id = $1 AND booking_id IS NULL', [event.data.intentId, event.data.bookingId])
        return
      case 'PaymentRefunded': {
        const d = event.data
        const { rows } = await tx.query<{ booking_id: string | null }>('SELECT booking_id FROM payment_history WHERE intent_id = $1 AND booking_id IS NOT NULL LIMIT 1', [d.intentId])
        await historyEntry(tx, event, { businessId: d.businessId, kind: 'refund', intentId: d.intentId, bookingId: rows[0]?.booking_id ?? null, appointmentId: null, amountCents: d.amountCents, currency: 'usd', status: 'succeeded', description: `Refund: ${d.reason}` })
        return
      }
      case 'NoShowFeeCharged':
      case 'NoShowFeeChargeFailed':
      case 'NoShowFeeRetained': {
        const d = event.data
        const failed = event.type === 'NoShowFeeChargeFailed'
        await historyEntry(tx, event, {
          businessId: d.businessId, kind: 'no_show_fee', intentId: d.paymentIntentId ?? '', bookingId: d.bookingId, appointmentId: d.appointmentId, amountCents: d.amountCents, currency: 'usd',
          status: failed ? 'failed' : 'succeeded',
          description: event.type === 'NoShowFeeCharged' ? 'No-show fee charged to the saved card' : event.type === 'NoShowFeeRetained' ? 'No-show fee kept from the online payment' : `No-show fee failed: ${event.data.error.message}`,
        })
        return
      }
    }
  },
}

async function historyEntry(tx: SqlQueryable, event: ProjectedEvent, row: {
  businessId: string; kind: string; intentId: string; bookingId: string | null; appointmentId: string | null; amountCents: number; currency: string; status: string; description: string
}) {
  await tx.query(
    `INSERT INTO payment_history (entry_id, business_id, kind, intent_id, booking_id, appointment_id, amount_cents, currency, status, description, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (entry_id) DO NOTHING`,
    [event.eventId, row.businessId, row.kind, row.intentId, row.bookingId, row.appointmentId, row.amountCents, row.currency, row.status, row.description.slice(0, 500), at(event)],
  )
}

export const bookingPaymentsProjection: Projection = {
  name: 'booking_payments',
  tables: ['booking_payments'],
  handles: ['BookingPaymentTermsRecorded'],
  async apply(tx, event) {
    if (event.type !== 'BookingPaymentTermsRecorded') return
    const d = event.data
    await tx.query(
      `INSERT INTO booking_payments (booking_id, business_id, provider, payment_intent_id, setup_intent_id, amount_paid_cents, total_cents, due_now_cents, due_in_store_cents,
         no_show_online_cents, no_show_in_store_cents, currency, appointments, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (booking_id) DO NOTHING`,
      [d.bookingId, d.businessId, d.provider, d.paymentIntentId, d.setupIntentId, d.amountPaidCents, d.cart.totalCents, d.cart.dueNowCents, d.cart.dueInStoreCents,
        d.cart.noShowOnlineCents, d.cart.noShowInStoreCents, d.currency, JSON.stringify(d.appointments), at(event)],
    )
  },
}

export const noShowFeesProjection: Projection = {
  name: 'no_show_fees',
  tables: ['no_show_fees'],
  handles: ['NoShowFeeCharged', 'NoShowFeeChargeFailed', 'NoShowFeeRetained'],
  async apply(tx, event) {
    if (event.type !== 'NoShowFeeCharged' && event.type !== 'NoShowFeeChargeFailed' && event.type !== 'NoShowFeeRetained') return
    const d = event.data
    const outcome = event.type === 'NoShowFeeCharged' ? 'charged' : event.type === 'NoShowFeeRetained' ? 'retained' : 'failed'
    const status = event.type === 'NoShowFeeChargeFailed' ? event.data.status : event.type === 'NoShowFeeCharged' ? event.data.status : 'succeeded'
    const error = event.type === 'NoShowFeeChargeFailed' ? event.data.error : null
    await tx.query(
      `INSERT INTO no_show_fees (appointment_id, booking_id, business_id, outcome, payment_intent_id, amount_cents, transaction_status, error_code, error_message, requires_customer_action, reason, processed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (appointment_id) DO NOTHING`,
      [d.appointmentId, d.bookingId, d.businessId, outcome, d.paymentIntentId, d.amountCents, status, error?.declineCode ?? error?.code ?? null, error?.message ?? null,
        event.type === 'NoShowFeeChargeFailed' ? event.data.requiresCustomerAction : false, d.reason, at(event)],
    )
  },
}

export const paymentAccountsProjection: Projection = {
  name: 'payment_accounts',
  tables: ['payment_accounts'],
  handles: ['PaymentAccountConnected', 'PaymentAccountStatusChanged'],
  async apply(tx, event) {
    if (event.type === 'PaymentAccountConnected') {
      const d = event.data
      await tx.query(
        `INSERT INTO payment_accounts (business_id, provider, provider_account_id, country, default_currency, is_charges_enabled, is_payouts_enabled, is_onboarding_complete, status_changed_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $9)
         ON CONFLICT (business_id) DO UPDATE SET provider = excluded.provider, provider_account_id = excluded.provider_account_id, country = excluded.country,
           default_currency = excluded.default_currency, is_charges_enabled = excluded.is_charges_enabled, is_payouts_enabled = excluded.is_payouts_enabled,
           is_onboarding_complete = excluded.is_onboarding_complete, status_changed_at = 0, updated_at = excluded.updated_at`,
        [d.businessId, d.provider, d.providerAccountId, d.country, d.defaultCurrency, d.isChargesEnabled, d.isPayoutsEnabled, d.isOnboardingComplete, at(event)],
      )
    } else if (event.type === 'PaymentAccountStatusChanged') {
      const d = event.data
      await tx.query(
        `UPDATE payment_accounts SET is_charges_enabled = $2, is_payouts_enabled = $3, is_onboarding_complete = $4, status_changed_at = $5, updated_at = $6 WHERE business_id = $1`,
        [d.businessId, d.isChargesEnabled, d.isPayoutsEnabled, d.isOnboardingComplete, d.providerCreated, at(event)],
      )
    }
  },
}

export const paymentProjections: Projection[] = [
  paymentIntentsProjection,
  paymentHistoryProjection,
  bookingPaymentsProjection,
  noShowFeesProjection,
  paymentAccountsProjection,
]
