import { DateTime, Info } from 'luxon'
import { useTranslation } from 'react-i18next'
import { bcp47 } from '../../../lib/datetime.ts'
import type { DateStatus } from '../api/get-date-rules.ts'

/**
 * Month calendar with previous/next arrows. Which days can be picked comes from the scheduler
 * engine's date rules (§4): `statuses` by date, undefined while they load (every day disabled).
 * `today` (in the chosen zone) stops the arrows before the current month.
 */
export function MonthCalendar({ value, month, onMonth, onChange, statuses, today, language }: {
  value: string | null
  month: DateTime
  onMonth: (m: DateTime) => void
  onChange: (isoDate: string) => void
  statuses: Record<string, DateStatus> | undefined
  today: string | undefined
  language: string
}) {
  const { t } = useTranslation()
  const locale = bcp47(language)
  const first = month.startOf('month')
  const lead = first.weekday % 7 // Sunday-first grid
  const days = Array.from({ length: first.daysInMonth ?? 30 }, (_, i) => first.plus({ days: i }))
  const names = Info.weekdays('short', { locale })
  const header = [names[6]!, ...names.slice(0, 6)]
  const todayMonth = today?.slice(0, 7) // YYYY-MM
  return (
    <div className="bk-calendar">
      <div className="bk-calendar__head">
        <button type="button" className="bk-calendar__nav" onClick={() => onMonth(month.minus({ months: 1 }))} disabled={!todayMonth || first.toFormat('yyyy-MM') <= todayMonth} aria-label={t('booking.dateTime.previousMonth')}>
          ‹
        </button>
        <h2 aria-live="polite">{month.setLocale(locale).toFormat('LLLL yyyy')}</h2>
        <button type="button" className="bk-calendar__nav" onClick={() => onMonth(month.plus({ months: 1 }))} aria-label={t('booking.dateTime.nextMonth')}>
          ›
        </button>
      </div>
      <div className={`bk-calendar__grid ${statuses ? '' : 'is-loading'}`} role="group" aria-label={month.setLocale(locale).toFormat('LLLL yyyy')} aria-busy={!statuses}>
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
          const available = statuses?.[iso] === 'available'
          const selected = value === iso
          return (
            <button
              key={iso}
              type="button"
              className={`bk-calendar__day ${selected ? 'is-selected' : ''}`}
              disabled={!available}
              // While the rules load a day is not known to be unavailable: no strike-through yet.
              style={statuses ? undefined : { textDecoration: 'none' }}
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
