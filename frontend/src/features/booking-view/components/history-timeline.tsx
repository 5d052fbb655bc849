import { Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Modification, PaymentEvent } from '../api/get-booking-details.ts'

const fullName = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : '')

/** The dot of each kind of change: red for a cancellation, orange for a no-show, green once done. */
const COLORS: Record<string, string> = { CANCELLED: 'red', NO_SHOW: 'orange', COMPLETED: 'green', CONFIRMED: 'green' }

/**
 * The appointment's modification history, oldest first: what changed (booked, moved from → to,
 * professional from → to, confirmed, completed, cancelled with its reason, no-show), who did it
 * (you, the staff member by name, the business, or the system) and when, in the page language;
 * with the payments among them (paid online, refunded, no-show fee charged or failed).
 */
export function HistoryTimeline({ history, payments, when, money }: {
  history: Modification[]
  payments: PaymentEvent[]
  when: (iso: string) => string
  money: (amount: number, currency: string | null) => string
}) {
  const { t } = useTranslation()
  if (history.length === 0 && payments.length === 0) return <p className="muted">{t('view.noHistory')}</p>

  const who = (m: Modification) => {
    if (m.modifiedBy === 'customer') return t('view.by.customer')
    if (m.modifiedBy === 'businessUser') return fullName(m.businessUser) ? t('view.by.staff', { name: fullName(m.businessUser) }) : t('view.by.businessUser')
    return t('view.by.system')
  }

  const changeItem = (m: Modification, i: number) => {
    const known = t(`view.modification.${m.modificationType}`, { defaultValue: '' })
    return {
      key: `change-${i}`,
      color: COLORS[m.modificationType] ?? 'blue',
      content: (
        <div data-testid="history-entry" data-type={m.modificationType} className="view-history">
          <p className="view-history__what">
            <strong>{known || t(`view.status.${m.modificationType}`, { defaultValue: m.modificationType })}</strong>
            <span className="small muted"> · {who(m)}</span>
          </p>
          <p className="small muted">
            <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
          </p>
          {m.modificationType === 'RESCHEDULED' && m.originalStartTime && m.newStartTime ? (
            <p className="small view-history__change">{t('view.moved', { from: when(m.originalStartTime), to: when(m.newStartTime) })}</p>
          ) : null}
          {m.originalEmployee && m.newEmployee ? <p className="small view-history__change">{t('view.employeeChange', { from: fullName(m.originalEmployee), to: fullName(m.newEmployee) })}</p> : null}
          {!known && m.originalStatus && m.newStatus && m.originalStatus !== m.newStatus ? (
            <p className="small">{t('view.statusChange', { from: t(`view.status.${m.originalStatus}`, { defaultValue: m.originalStatus }), to: t(`view.status.${m.newStatus}`, { defaultValue: m.newStatus }) })}</p>
          ) : null}
          {m.modificationType === 'CANCELLED' && m.reason ? <p className="small">{t('view.reason', { reason: m.reason })}</p> : null}
        </div>
      ),
    }
  }

  const paymentItem = (p: PaymentEvent, i: number) => {
    const failed = p.status === 'failed'
    const amount = money(p.amount, p.currency)
    return {
      key: `payment-${i}`,
      color: failed ? 'red' : 'gray',
      content: (
        <div data-testid="history-entry" data-type={`payment:${p.kind}`} className="view-history">
          <p className="view-history__what">
            <strong>{t(`view.paymentEvent.${p.kind}${failed ? '_failed' : ''}`, { amount, defaultValue: `${p.kind}: ${amount}` })}</strong>
          </p>
          <p className="small muted">
            <time dateTime={p.occurredAt}>{when(p.occurredAt)}</time>
          </p>
        </div>
      ),
    }
  }

  // A payment taken while booking predates the booking itself: it is listed right after "Booked".
  const booked = history[0] ? Date.parse(history[0].createdAt) : 0
  const entries = [
    ...history.map((m, i) => ({ at: Date.parse(m.createdAt), order: i, item: changeItem(m, i) })),
    ...payments.map((p, i) => ({ at: Math.max(Date.parse(p.occurredAt), booked), order: history.length + i, item: paymentItem(p, i) })),
  ].sort((a, b) => a.at - b.at || a.order - b.order)
  return <Timeline className="view-timeline" items={entries.map((e) => e.item)} />
}
