import { Alert, Button, Collapse, Select } from 'antd'
import { DateTime } from 'luxon'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translated } from '../../../lib/content.ts'
import { bcp47, BOOKING_TIME_ZONES, defaultBookingZone } from '../../../lib/datetime.ts'
import { fetchAvailability, type AvailabilityRequest, type Slot } from '../api/get-availability.ts'
import { useDateRules } from '../api/get-date-rules.ts'
import { useBooking, type CartItem } from '../hooks/booking-state.ts'
import { cartLine, cartTotals } from '../hooks/cart-math.ts'
import { MonthCalendar } from './calendar.tsx'
import { formatHm } from './duration.tsx'
import { SchedulePanel } from './schedule-panel.tsx'

/** The availability key of one piece of a cart item: the item id, or item:bundleItem for bundles. */
export const slotKeyOf = (item: CartItem, bundleItemId?: string) => (bundleItemId ? `${item.localId}:${bundleItemId}` : item.localId)

type DayState = { status: 'loading' | 'done' | 'failed'; slots: Slot[] }

export function ChooseDateTime() {
  const { t } = useTranslation()
  const { state, dispatch, location, language, findService, findBundle } = useBooking()
  const zone = state.timezone ?? defaultBookingZone(location?.timezone ?? 'America/New_York')
  const locationId = state.locationId ?? location!.id
  const [month, setMonth] = useState<DateTime>(() => (state.date ? DateTime.fromISO(state.date, { zone }) : DateTime.now().setZone(zone)).startOf('month'))
  const [days, setDays] = useState<Record<string, DayState>>({})
  const requested = useRef<string | null>(null)
  const locale = bcp47(language)

  const lines = state.cart.map((c) => cartLine(c, findService, findBundle)).filter((l) => l !== null)
  const totals = cartTotals(lines)
  const partySize = Math.max(1, ...state.cart.map((c) => (c.type === 'service' ? c.quantity : 1)))
  const names = state.cart.flatMap((c) => {
    if (c.type === 'service') {
      const s = findService(c.serviceId)
      return s ? [translated(s.translations, language, 'name', '[Service]')] : []
    }
    const b = findBundle(c.bundleId)
    return b ? [translated(b.translations, language, 'bundleName', '[Bundle]')] : []
  })

  const slotQueries = useMemo(() => {
    const queries: AvailabilityRequest['slotQueries'] = []
    let order = 0
    for (const item of state.cart) {
      if (item.type === 'service') {
        queries.push({ serviceID: item.serviceId, addOns: item.addOnIds, ...(item.employeeId ? { employeeID: item.employeeId } : {}), cartItemId: slotKeyOf(item), order: order++ })
      } else {
        const b = findBundle(item.bundleId)
        for (const bi of [...(b?.items ?? [])].sort((x, y) => x.bundleItemOrder - y.bundleItemOrder)) {
          const emp = item.selectedItems[bi.id]?.employeeId
          queries.push({ serviceID: bi.bundleService.id, addOns: bi.bundleAddOns.map((a) => a.id), ...(emp ? { employeeID: emp } : {}), cartItemId: slotKeyOf(item, bi.id), order: order++ })
        }
      }
    }
    return queries
  }, [state.cart, findBundle])
  const cacheKey = (date: string) => `${zone}|${date}|${JSON.stringify(slotQueries)}`

  const load = useCallback(
    (date: string, force = false) => {
      const key = `${zone}|${date}|${JSON.stringify(slotQueries)}`
      if (!force && days[key] && days[key].status !== 'failed') return
      performance.mark('slots:request')
      requested.current = key
      setDays((d) => ({ ...d, [key]: { status: 'loading', slots: d[key]?.slots ?? [] } }))
      fetchAvailability({ requestedStartDate: date, requestedEndDate: date, timezone: zone, ...(state.locationId ? { businessLocationId: state.locationId } : {}), slotQueries })
        .then((res) => setDays((d) => ({ ...d, [key]: { status: 'done', slots: res.slotOptions[date] ?? [] } })))
        .catch(() => setDays((d) => ({ ...d, [key]: { status: 'failed', slots: [] } })))
    },
    [zone, slotQueries, days, state.locationId],
  )

  // Date rules from the scheduler engine (§4): the chosen date when the stage opened or the zone
  // changed (is it still available? which is the next one?), and the month on show.
  const [anchor, setAnchor] = useState(() => ({ zone, date: state.date }))
  if (anchor.zone !== zone) setAnchor({ zone, date: state.date })
  const anchorKey = `${anchor.zone}|${anchor.date ?? ''}`
  const entryRules = useDateRules({ businessLocationId: locationId, timezone: zone, ...(anchor.date ? { from: anchor.date } : {}) })
  const monthRules = useDateRules({ businessLocationId: locationId, timezone: zone, from: month.toISODate()!, days: month.daysInMonth! })
  const [settled, setSettled] = useState<string | null>(null)

  // Keep the chosen date if it is available, else move to the next available one; then fetch it.
  useEffect(() => {
    const rules = entryRules.data
    if (!rules || settled === anchorKey) return
    setSettled(anchorKey)
    const iso = anchor.date && rules.dates[anchor.date] === 'available' ? anchor.date : rules.nextAvailableDate
    if (iso && iso !== state.date) dispatch({ type: 'setDate', date: iso })
    if (iso) {
      setMonth(DateTime.fromISO(iso, { zone }).startOf('month'))
      load(iso, true)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryRules.data, anchorKey])
  const rulesFailed = Boolean(entryRules.error || monthRules.error)
  const retryRules = () => {
    void entryRules.mutate()
    void monthRules.mutate()
  }

  const chooseDate = (iso: string) => {
    dispatch({ type: 'setDate', date: iso })
    load(iso)
  }

  const day = state.date ? days[cacheKey(state.date)] : undefined
  const slots = partySize > 1 ? [] : (day?.slots ?? [])
  useEffect(() => {
    if (day && day.status !== 'loading') performance.mark('slots:shown')
  }, [day])

  const firstItem = state.cart[0]
  const selectedStart = firstItem ? (firstItem.type === 'service' ? firstItem.dateTime : Object.values(firstItem.selectedItems)[0]?.dateTime ?? null) : null
  const selectedSlot = slots.find((s) => Object.values(s.serviceSchedule).some((e) => e.startTime === selectedStart)) ?? null
  const allTimed = state.cart.length > 0 && state.cart.every((c) => (c.type === 'service' ? !!c.dateTime : Object.values(c.selectedItems).every((v) => !!v.dateTime)))

  const pickSlot = (slot: Slot) => {
    if (selectedSlot && selectedSlot.startTime === slot.startTime) {
      dispatch({ type: 'setTimes', times: null })
      return
    }
    dispatch({ type: 'setTimes', times: Object.fromEntries(Object.entries(slot.serviceSchedule).map(([k, v]) => [k, v.startTime])) })
  }

  return (
    <section className="bk-stage">
      <h1>{t('booking.dateTime.title')}</h1>
      <Collapse
        className="bk-summary"
        items={[{
          key: 'summary',
          label: (
            <span>
              <strong>{names.join(' + ') || t('booking.dateTime.noServices')}</strong> · {formatHm(totals.minutes, t)}
            </span>
          ),
          children: (
            <ul className="plain">
              {lines.map((l, i) => (
                <li key={l.item.localId}>
                  {names[i]} · {formatHm(l.minutes, t)}
                </li>
              ))}
            </ul>
          ),
        }]}
      />
      <div className="bk-datetime">
        <div className="bk-datetime__picker">
          <label className="bk-field-label" htmlFor="bk-timezone">
            {t('booking.dateTime.timezone')}
          </label>
          <Select
            id="bk-timezone"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('booking.dateTime.timezonePlaceholder')}
            value={zone}
            onChange={(z: string) => dispatch({ type: 'setTimezone', timezone: z })}
            options={[
              ...BOOKING_TIME_ZONES.map((z) => ({ value: z.zone, label: t(`booking.timezones.${z.key}`) })),
              ...(BOOKING_TIME_ZONES.some((z) => z.zone === zone) ? [] : [{ value: zone, label: zone }]),
            ]}
            style={{ width: '100%' }}
          />
          <MonthCalendar value={state.date} month={month} onMonth={setMonth} onChange={chooseDate} statuses={monthRules.data?.dates} today={monthRules.data?.today ?? entryRules.data?.today} language={language} />
          {rulesFailed ? (
            <Alert type="error" showIcon title={t('booking.dateTime.datesFailed')} action={<Button size="small" onClick={retryRules}>{t('common.tryAgain')}</Button>} style={{ marginTop: 12 }} />
          ) : null}
        </div>
        <div className="bk-datetime__slots">
          <h2>
            {t('booking.dateTime.startTimes')} {partySize > 1 ? <small className="muted">{t('booking.dateTime.partySize', { count: partySize })}</small> : null}
          </h2>
          {state.date ? <p className="muted">{DateTime.fromISO(state.date).setLocale(locale).toLocaleString(DateTime.DATE_HUGE)}</p> : null}
          {/* Until the date is settled: a skeleton, or nothing if the rules failed (the alert says why). */}
          {settled !== anchorKey && rulesFailed ? null : day?.status === 'loading' || settled !== anchorKey ? (
            <div className="bk-slots bk-slots--loading" aria-busy="true">
              {Array.from({ length: 8 }, (_, i) => (
                <span key={i} className="skeleton" />
              ))}
            </div>
          ) : slots.length === 0 ? (
            <p className="empty-state" data-testid="no-slots">
              {partySize > 1 ? t('booking.dateTime.noAvailabilityParty', { count: partySize }) : t('booking.dateTime.noAvailability')}
            </p>
          ) : (
            <div className="bk-slots" role="listbox" aria-label={t('booking.dateTime.startTimes')}>
              {slots.map((slot) => {
                const selected = selectedSlot?.startTime === slot.startTime
                return (
                  <button key={slot.startTime} type="button" role="option" aria-selected={selected} className={`bk-slot ${selected ? 'is-selected' : ''}`} onClick={() => pickSlot(slot)}>
                    {DateTime.fromISO(slot.startTime).setZone(zone).toFormat('hh:mm a')}
                  </button>
                )
              })}
            </div>
          )}
        </div>
        <SchedulePanel slot={selectedSlot} zone={zone} />
      </div>
      <div className="bk-actions">
        <Button onClick={() => dispatch({ type: 'goTo', stage: 'choose-service' })}>{t('booking.dateTime.back')}</Button>
        <Button type="primary" disabled={!allTimed} onClick={() => {
          dispatch({ type: 'setTimezone', timezone: zone })
          if (selectedSlot) dispatch({ type: 'setTimes', times: Object.fromEntries(Object.entries(selectedSlot.serviceSchedule).map(([k, v]) => [k, v.startTime])) })
          dispatch({ type: 'goTo', stage: 'information' })
        }}>
          {t('booking.dateTime.next')}
        </Button>
      </div>
    </section>
  )
}
