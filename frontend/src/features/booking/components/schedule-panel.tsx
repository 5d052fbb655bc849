import { DateTime } from 'luxon'
import { useTranslation } from 'react-i18next'
import { translated } from '../../../lib/content.ts'
import { bcp47 } from '../../../lib/datetime.ts'
import type { Slot } from '../api/get-availability.ts'
import { useBooking } from '../hooks/booking-state.ts'

export const BOOKING_DATE_FORMAT = "cccc, LLLL d, yyyy '@' h:mm a"

/** The appointment schedule of the chosen slot: one timeline row per service. */
export function SchedulePanel({ slot, zone }: { slot: Slot | null; zone: string }) {
  const { t } = useTranslation()
  const { state, findService, findBundle, language } = useBooking()
  const locale = bcp47(language)
  if (state.cart.length === 0) {
    return (
      <aside className="bk-schedule">
        <h2>{t('booking.schedule.noServicesTitle')}</h2>
        <p className="muted">{t('booking.schedule.noServicesMessage')}</p>
      </aside>
    )
  }
  if (!slot) {
    return (
      <aside className="bk-schedule">
        <h2>{t('booking.schedule.title')}</h2>
        <p className="muted">{t('booking.schedule.pickSlot')}</p>
      </aside>
    )
  }
  const rows = Object.entries(slot.serviceSchedule)
    .sort(([, a], [, b]) => a.order - b.order || a.startTime.localeCompare(b.startTime))
    .map(([key, entry]) => {
      const [localId, bundleItemId] = key.split(':')
      const item = state.cart.find((c) => c.localId === localId)
      const service = findService(entry.serviceID)
      const bundle = item?.type === 'bundle' ? findBundle(item.bundleId) : undefined
      const addOnNames = (bundle ? bundle.items.find((bi) => bi.id === bundleItemId)?.bundleAddOns ?? [] : (service?.addOns ?? []).filter((a) => entry.addOns.includes(a.id))).map((a) => translated(a.translations, language, 'name', '[Add-on]'))
      const employeeId = entry.employeeID ?? (item?.type === 'service' ? item.employeeId : item?.selectedItems[bundleItemId ?? '']?.employeeId) ?? null
      const employee = employeeId ? service?.employees.find((e) => e.id === employeeId) : undefined
      return { key, entry, name: [service ? translated(service.translations, language, 'name', '[Service]') : '[Service]', ...addOnNames].join(' + '), employee, employeeId }
    })
  return (
    <aside className="bk-schedule" aria-live="polite">
      <h2>{t('booking.schedule.title')}</h2>
      <p className="bk-schedule__date">{DateTime.fromISO(slot.startTime).setZone(zone).setLocale(locale).toFormat(BOOKING_DATE_FORMAT)}</p>
      <ol className="bk-timeline">
        {rows.map((r) => (
          <li key={r.key}>
            <span className="bk-timeline__time">{DateTime.fromISO(r.entry.startTime).setZone(zone).toFormat('hh:mm a')}</span>
            {r.employee ? (
              <img src={r.employee.profileImageUrl || '/blank-profile.png'} alt="" className="avatar" onError={(e) => (e.currentTarget.src = '/blank-profile.png')} />
            ) : (
              <span className="avatar avatar--unknown" aria-hidden="true">
                ?
              </span>
            )}
            <span>
              <strong>{r.name}</strong>
              <span className="block muted small">{r.employee ? `${r.employee.firstName} ${r.employee.lastName}` : t('booking.anyTeamMember')}</span>
            </span>
          </li>
        ))}
      </ol>
    </aside>
  )
}
