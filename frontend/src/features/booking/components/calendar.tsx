import { DateTime, Info } from 'luxon'
import { useTranslation } from 'react-i18next'
import { bcp47, isDateAvailable, type BusinessHours } from '../../../lib/datetime.ts'

/** Month calendar with previous/next arrows and the date rules of §4. */
export function MonthCalendar({ value, month, onMonth, onChange, hours, zone, language }: { value: string | null; month: DateTime; onMonth: (m: DateTime) => void; onChange: (isoDate: string) => void; hours: BusinessHours; zone: string; language: string }) {
  const { t } = useTranslation()
  const locale = bcp47(language)
  const first = month.startOf('month')
  const lead = first.weekday % 7 // Sunday-first grid
  const days = Array.from({ length: first.daysInMonth ?? 30 }, (_, i) => first.plus({ days: i }))
  const names = Info.weekdays('short', { locale })
  const header = [names[6]!, ...names.slice(0, 6)]
  const today = DateTime.now().setZone(zone).startOf('month')
  return (
    <div className="bk-calendar">
      <div className="bk-calendar__head">
        <button type="button" className="bk-calendar__nav" onClick={() => onMonth(month.minus({ months: 1 }))} disabled={month <= today} aria-label={t('booking.dateTime.previousMonth')}>
          ‹
        </button>
        <h2 aria-live="polite">{month.setLocale(locale).toFormat('LLLL yyyy')}</h2>
        <button type="button" className="bk-calendar__nav" onClick={() => onMonth(month.plus({ months: 1 }))} aria-label={t('booking.dateTime.nextMonth')}>
          ›
        </button>
      </div>
      <div className="bk-calendar__grid" role="group" aria-label={month.setLocale(locale).toFormat('LLLL yyyy')}>
        {header.map((d) => (
          <span key={d} className="bk-calendar__dow" aria-hidden="true">
            {d}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`lead-${i}`} />
        ))}
        {days.map((d) => {
          const iso = d.toISODate()!
          const available = isDateAvailable(d, hours, zone)
          const selected = value === iso
          return (
            <button
              key={iso}
              type="button"
              className={`bk-calendar__day ${selected ? 'is-selected' : ''}`}
              disabled={!available}
              aria-pressed={selected}
              aria-label={d.setLocale(locale).toLocaleString(DateTime.DATE_HUGE)}
              data-date={iso}
              onClick={() => onChange(iso)}
            >
              {d.day}
            </button>
          )
        })}
      </div>
    </div>
  )
}
