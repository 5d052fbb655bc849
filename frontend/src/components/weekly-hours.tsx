import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { minutesToTime, WEEKDAYS, type Weekday } from '../lib/datetime.ts'

export type WeeklyHoursData = Record<Weekday, { startMinutes: number | null; endMinutes: number | null }>

/** A location's opening hours, Monday to Sunday, with today's row marked (storefront and booking pages). */
export function WeeklyHours({ hours, today, locale, className, caption, testId }: {
  hours: WeeklyHoursData
  today: Weekday | undefined
  /** BCP 47 locale the times are written in. */
  locale: string
  className?: string
  caption?: ReactNode
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <table className={['sf-hours', className].filter(Boolean).join(' ')} data-testid={testId}>
      {caption ? <caption className="small muted">{caption}</caption> : null}
      <tbody>
        {WEEKDAYS.map((day) => {
          const h = hours[day]
          return (
            <tr key={day} className={day === today ? 'is-today' : ''}>
              <th scope="row">{t(`common.weekdays.${day}`)}</th>
              <td>
                {h.startMinutes === null || h.endMinutes === null
                  ? t('storefront.location.closed')
                  : t('storefront.location.range', { start: minutesToTime(h.startMinutes, locale), end: minutesToTime(h.endMinutes, locale) })}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
