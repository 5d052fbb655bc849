import type { SqlQueryable } from '@slotwise/events'

/**
 * Payment views over the payment read models (issue 7), for the booking and catalog read routes:
 * `paymentInfo` of a booking (public-side §3), `paymentInfo` of a staff list item and
 * `noShowFeeInfo` of an appointment (business-side §3), and `stripeAccountStatus` (§3). Amounts are
 * dollars, like the rest of the API.
 */
type Row = Record<string, unknown>
const dollars = (cents: unknown) => Number(cents ?? 0) / 100
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? new Date(v).toISOString() : null)

export interface BookingPaymentInfo {
  paymentRequired: boolean
  paymentStatus: string | null
  amount: number
  currency: string
  amountCaptured: number
  amountRefunded: number
  hasOnlinePayment: boolean
}

/** paymentInfo of the customer's booking details; `totalPrice` when nothing was paid online. */
export async function bookingPaymentInfo(sql: SqlQueryable, bookingId: string, totalPrice: number): Promise<BookingPaymentInfo> {
  const { rows } = await sql.query<Row>(
    `SELECT bp.*, pi.status AS pi_status, pi.amount_received_cents, pi.amount_refunded_cents
     FROM booking_payments bp LEFT JOIN payment_intents pi ON pi.intent_id = bp.payment_intent_id WHERE bp.booking_id = $1`,
    [bookingId],
  )
  const r = rows[0]
  if (!r || !r.payment_intent_id) {
    return { paymentRequired: false, paymentStatus: null, amount: totalPrice, currency: (r?.currency as string) ?? 'usd', amountCaptured: 0, amountRefunded: 0, hasOnlinePayment: false }
  }
  return {
    paymentRequired: true,
    paymentStatus: (r.pi_status as string | null) ?? 'succeeded',
    amount: dollars(r.due_now_cents),
    currency: r.currency as string,
    amountCaptured: dollars(r.amount_received_cents ?? r.amount_paid_cents),
    amountRefunded: dollars(r.amount_refunded_cents),
    hasOnlinePayment: true,
  }
}

export interface AppointmentPaymentInfo {
  hasPaymentOrder: boolean
  paymentAmount: number | null
  paymentStatus: string | null
  paymentErrorCode: string | null
  paymentErrorMessage: string | null
  hasNoShowHold: boolean
  noShowHoldStatus: string | null
  noShowFeeAmount: number | null
  noShowFeeStatus: string | null
}

export const NO_PAYMENT_INFO: AppointmentPaymentInfo = {
  hasPaymentOrder: false, paymentAmount: null, paymentStatus: null, paymentErrorCode: null, paymentErrorMessage: null,
  hasNoShowHold: false, noShowHoldStatus: null, noShowFeeAmount: null, noShowFeeStatus: null,
}

/** paymentInfo per appointment for the staff appointment list, in one query. */
export async function appointmentPaymentInfo(sql: SqlQueryable, appointmentIds: readonly string[]): Promise<Map<string, AppointmentPaymentInfo>> {
  const result = new Map<string, AppointmentPaymentInfo>()
  if (!appointmentIds.length) return result
  const { rows } = await sql.query<Row>(
    `SELECT a."appointmentId" AS appointment_id, a."totalCents" AS total_cents, a."onlinePayment" AS online_payment, a."noShowFeeCents" AS no_show_fee_cents, bp.payment_intent_id, bp.setup_intent_id,
            pi.status AS pi_status, pi.error_code AS pi_error_code, pi.error_message AS pi_error_message,
            si.status AS si_status, f.outcome AS fee_outcome, f.amount_cents AS fee_cents, f.transaction_status AS fee_status
     FROM booking_payments bp
     CROSS JOIN LATERAL jsonb_to_recordset(bp.appointments) AS a("appointmentId" uuid, "totalCents" int, "onlinePayment" boolean, "noShowFeeCents" int)
     LEFT JOIN payment_intents pi ON pi.intent_id = bp.payment_intent_id
     LEFT JOIN payment_intents si ON si.intent_id = bp.setup_intent_id
     LEFT JOIN no_show_fees f ON f.appointment_id = a."appointmentId"
     WHERE a."appointmentId" = ANY($1::uuid[])`,
    [[...appointmentIds]],
  )
  for (const r of rows) {
    const online = Boolean(r.online_payment) && Boolean(r.payment_intent_id)
    const hold = !online && Boolean(r.setup_intent_id) && Number(r.no_show_fee_cents) > 0
    result.set(r.appointment_id as string, {
      hasPaymentOrder: online,
      paymentAmount: online ? dollars(r.total_cents) : null,
      paymentStatus: online ? ((r.pi_status as string | null) ?? null) : null,
      paymentErrorCode: online ? ((r.pi_error_code as string | null) ?? null) : null,
      paymentErrorMessage: online ? ((r.pi_error_message as string | null) ?? null) : null,
      hasNoShowHold: hold,
      noShowHoldStatus: hold ? ((r.si_status as string | null) === 'succeeded' ? 'card_on_file' : ((r.si_status as string | null) ?? null)) : null,
      noShowFeeAmount: Number(r.no_show_fee_cents) > 0 ? dollars(r.no_show_fee_cents) : null,
      noShowFeeStatus: (r.fee_outcome as string | null) ?? (Number(r.no_show_fee_cents) > 0 ? 'not_charged' : null),
    })
  }
  return result
}

export interface NoShowFeeInfo {
  hasNoShowFee: boolean
  feeProcessed: boolean
  transactionStatus: string | null
  transactionAmount: number | null
  processedAt: string | null
  reason: string | null
  isPartialRefund: boolean
  requiresCustomerAction: boolean
  holdAmount: number | null
  holdStatus: string | null
  createdAt: string | null
}

/** noShowFeeInfo of one appointment (business-side §3). */
export async function noShowFeeInfo(sql: SqlQueryable, appointmentId: string): Promise<NoShowFeeInfo> {
  const info = await appointmentPaymentInfo(sql, [appointmentId])
  const p = info.get(appointmentId)
  const { rows } = await sql.query<Row>('SELECT * FROM no_show_fees WHERE appointment_id = $1', [appointmentId])
  const f = rows[0]
  const { rows: terms } = await sql.query<Row>(`SELECT created_at FROM booking_payments bp WHERE bp.appointments @> $1::jsonb`, [JSON.stringify([{ appointmentId }])])
  return {
    hasNoShowFee: p?.noShowFeeAmount !== null && p?.noShowFeeAmount !== undefined,
    feeProcessed: f ? f.outcome !== 'failed' : false,
    transactionStatus: f ? ((f.transaction_status as string | null) ?? (f.outcome as string)) : null,
    transactionAmount: f ? dollars(f.amount_cents) : null,
    processedAt: f ? iso(f.processed_at) : null,
    reason: f ? ((f.error_message as string | null) ?? (f.reason as string)) : null,
    isPartialRefund: false,
    requiresCustomerAction: f ? Boolean(f.requires_customer_action) : false,
    holdAmount: p?.hasNoShowHold ? p.noShowFeeAmount : null,
    holdStatus: p?.noShowHoldStatus ?? null,
    createdAt: iso(terms[0]?.created_at ?? null),
  }
}

/** stripeAccountStatus of the public business (public-side §3): all false until connected. */
export async function stripeAccountStatus(sql: SqlQueryable, businessId: string): Promise<{ isChargesEnabled: boolean; isPayoutsEnabled: boolean; isOnboardingComplete: boolean; isTestMode: boolean }> {
  const { rows } = await sql.query<Row>('SELECT * FROM payment_accounts WHERE business_id = $1', [businessId])
  const r = rows[0]
  return {
    isChargesEnabled: Boolean(r?.is_charges_enabled),
    isPayoutsEnabled: Boolean(r?.is_payouts_enabled),
    isOnboardingComplete: Boolean(r?.is_onboarding_complete),
    isTestMode: r ? r.provider === 'test' : false,
  }
}
