import { useTranslation } from 'react-i18next'
import type { PaymentBreakdown, PaymentInfo } from '../api/get-booking-details.ts'
import { formatAmount } from './view-shell.tsx'

/** Stripe's payment-intent statuses that mean the money has been taken. */
const PAID = new Set(['succeeded', 'requires_capture'])

/**
 * What the customer paid and still owes: paid online (or due now while a payment is open), due at
 * the store (with the card kept for no-show protection, in the spec's words), refunds, the total.
 */
export function PaymentCard({ total, payment, breakdown, allCancelled, language }: { total: number; payment: PaymentInfo | null; breakdown: PaymentBreakdown | null; allCancelled: boolean; language: string }) {
  const { t } = useTranslation()
  const currency = payment?.currency
  const money = (n: number) => formatAmount(n, currency, language)
  const online = payment?.hasOnlinePayment ?? false
  const captured = payment?.amountCaptured ?? 0
  const paid = online && (captured > 0 || PAID.has(payment?.paymentStatus ?? ''))
  const paidAmount = captured > 0 ? captured : (payment?.amount ?? 0)
  // Nothing is owed at the store for appointments that no longer take place.
  const dueInStore = allCancelled ? 0 : (breakdown?.dueInStore ?? Math.max(0, total - (online ? paidAmount : 0)))
  const refunded = payment?.amountRefunded ?? 0
  const cardOnFile = !allCancelled && (breakdown?.cardOnFile ?? false)
  const rows: Array<{ key: string; label: string; value: string; note?: string }> = []
  if (online && paid) rows.push({ key: 'paid', label: t('view.payment.paidOnline'), value: money(paidAmount) })
  if (online && !paid) rows.push({ key: 'dueNow', label: t('booking.totals.dueNow'), value: money(payment?.amount ?? 0), note: t('view.payment.status', { status: t(`view.payment.statuses.${payment?.paymentStatus}`, { defaultValue: payment?.paymentStatus ?? '' }) }) })
  if (dueInStore > 0 || (!online && !allCancelled)) rows.push({ key: 'store', label: cardOnFile ? t('booking.totals.dueAtStoreCard') : t('booking.totals.dueInStore'), value: money(dueInStore) })
  if (refunded > 0) rows.push({ key: 'refunded', label: t('view.payment.refunded'), value: `−${money(refunded)}` })
  return (
    <section className="view-card view-payment" aria-labelledby="view-payment" data-testid="payment-card">
      <h2 id="view-payment">{t('view.payment.title')}</h2>
      <dl className="view-rows">
        {rows.map((r) => (
          <div key={r.key} className={`view-rows__row view-rows__row--${r.key}`}>
            <dt>
              {r.label}
              {r.note ? <span className="small muted view-rows__note">{r.note}</span> : null}
            </dt>
            <dd>{r.value}</dd>
          </div>
        ))}
        <div className="view-rows__row view-rows__row--total">
          <dt>{t('view.total')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {allCancelled ? <p className="small muted view-payment__cancelled">{t('view.payment.nothingDue')}</p> : null}
      {cardOnFile && breakdown ? (
        <p className="view-payment__card small">
          <strong>{t('view.payment.cardOnFile')}</strong> {t('booking.payment.setupCharge', { amount: money(breakdown.noShowFee) })}
        </p>
      ) : null}
    </section>
  )
}
