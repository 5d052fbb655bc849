import { Button, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { employeeFee } from '../../../lib/catalog-schemas.ts'
import { translated } from '../../../lib/content.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useBooking, type CartItem } from '../hooks/booking-state.ts'
import { cartLine, cartTotals } from '../hooks/cart-math.ts'

/** "My Cart" (800 px): items with move, edit, remove; totals; Add Another Service / Next. */
export function CartModal() {
  const { t } = useTranslation()
  const { state, dispatch, findService, findBundle } = useBooking()
  const lines = state.cart.map((c) => cartLine(c, findService, findBundle)).filter((l) => l !== null)
  const totals = cartTotals(lines)
  const close = () => dispatch({ type: 'cart', open: false })
  const empty = state.cart.length === 0
  const canGoNext = !empty && (state.stage === 'choose-location' || state.stage === 'choose-service')
  const addMore = () => {
    close()
    if (state.stage !== 'choose-service' && state.stage !== 'choose-location') dispatch({ type: 'goTo', stage: 'choose-service' })
  }
  return (
    <Modal
      open={state.cartOpen}
      title={t('booking.cart.title')}
      width={800}
      onCancel={close}
      footer={[
        <Button key="add" onClick={addMore}>
          {empty ? t('booking.cart.addService') : t('booking.cart.addAnother')}
        </Button>,
        canGoNext ? (
          <Button key="next" type="primary" onClick={() => dispatch({ type: 'goTo', stage: 'choose-date-time' })}>
            {t('booking.nextDetails')}
          </Button>
        ) : null,
      ]}
    >
      {empty ? (
        <div className="empty-state">
          <p>
            <strong>{t('booking.cart.empty')}</strong>
          </p>
          <p className="muted">{t('booking.cart.emptyHint')}</p>
        </div>
      ) : (
        <>
          <h3>{t('booking.cart.items')}</h3>
          <ul className="bk-cart">
            {lines.map((line, i) => (
              <li key={line.item.localId} className="bk-cart__item">
                <CartItemView item={line.item} minutes={line.minutes} total={line.total} />
                <div className="bk-cart__controls">
                  <Button size="small" disabled={i === 0} onClick={() => dispatch({ type: 'moveItem', localId: line.item.localId, by: -1 })} aria-label={t('booking.cart.moveUp')}>
                    ↑
                  </Button>
                  <Button size="small" disabled={i === lines.length - 1} onClick={() => dispatch({ type: 'moveItem', localId: line.item.localId, by: 1 })} aria-label={t('booking.cart.moveDown')}>
                    ↓
                  </Button>
                  <Button size="small" onClick={() => dispatch({ type: 'editItem', localId: line.item.localId })}>
                    {t('booking.cart.edit')}
                  </Button>
                  <Button size="small" danger onClick={() => dispatch({ type: 'removeItem', localId: line.item.localId })}>
                    {t('booking.cart.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <p className="bk-cart__total">
            <strong>{t('booking.cart.total')}</strong> {t('common.durationMinutes', { count: totals.minutes })} · {formatMoney(totals.total)}
          </p>
        </>
      )}
    </Modal>
  )
}

/** One cart line: service (name, minutes, price, employee "(+$x)", "Add-on:" rows) or bundle. */
export function CartItemView({ item, minutes, total }: { item: CartItem; minutes: number; total: number }) {
  const { t } = useTranslation()
  const { findService, findBundle, language } = useBooking()
  if (item.type === 'service') {
    const s = findService(item.serviceId)
    if (!s) return null
    const emp = s.employees.find((e) => e.id === item.employeeId)
    const fee = employeeFee(s, item.employeeId)
    return (
      <div className="bk-cart__detail">
        <p className="bk-cart__name">
          {translated(s.translations, language, 'name', '[Service]')}
          {item.quantity > 1 ? ` × ${item.quantity}` : ''}
        </p>
        <p className="muted">
          {t('common.durationMinutes', { count: minutes })} · {formatMoney(total)}
        </p>
        <p className="small">
          {emp ? `${emp.firstName} ${emp.lastName}` : t('booking.anyTeamMember')}
          {fee > 0 ? ` ${t('booking.cart.employeeFee', { amount: formatMoney(fee) })}` : ''}
        </p>
        {s.addOns.filter((a) => item.addOnIds.includes(a.id)).map((a) => (
          <p key={a.id} className="small">
            {t('booking.cart.addOnLine', { name: translated(a.translations, language, 'name', '[Add-on]'), minutes: a.duration ?? 0, price: formatMoney(a.price) })}
          </p>
        ))}
      </div>
    )
  }
  const b = findBundle(item.bundleId)
  if (!b) return null
  return (
    <div className="bk-cart__detail">
      <p className="bk-cart__name">{translated(b.translations, language, 'bundleName', '[Bundle]')}</p>
      <p className="muted">
        {t('common.durationMinutes', { count: minutes })} · {formatMoney(total)}
      </p>
      <ul className="bk-cart__bundle">
        {[...b.items].sort((x, y) => x.bundleItemOrder - y.bundleItemOrder).map((bi) => {
          const emp = bi.bundleService.employees.find((e) => e.id === item.selectedItems[bi.id]?.employeeId)
          return (
            <li key={bi.id} className="small">
              {translated(bi.bundleService.translations, language, 'name', '[Service]')} — {emp ? `${emp.firstName} ${emp.lastName}` : t('booking.anyTeamMember')}
              {bi.bundleAddOns.map((a) => (
                <span key={a.id} className="block">
                  {t('booking.cart.addOnLine', { name: translated(a.translations, language, 'name', '[Add-on]'), minutes: a.duration ?? 0, price: formatMoney(a.price) })}
                </span>
              ))}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
