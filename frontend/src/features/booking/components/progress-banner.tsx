import { useTranslation } from 'react-i18next'
import { STAGES, useBooking, type Stage } from '../hooks/booking-state.ts'

const STEPS: Array<{ stage: Stage; key: string }> = [
  { stage: 'choose-location', key: 'booking.steps.location' },
  { stage: 'choose-service', key: 'booking.steps.services' },
  { stage: 'choose-date-time', key: 'booking.steps.dateTime' },
  { stage: 'information', key: 'booking.steps.information' },
  { stage: 'confirmation', key: 'booking.steps.confirmation' },
]

/** Five steps; completed ones show a check and go back when clicked; future ones cannot. */
export function ProgressBanner() {
  const { t } = useTranslation()
  const { state, dispatch } = useBooking()
  const current = STAGES.indexOf(state.stage)
  return (
    <nav className="bk-progress" aria-label={t('booking.steps.label')}>
      <ol>
        {STEPS.map((step, i) => {
          const done = i < current
          const active = i === current
          const content = (
            <>
              <span className="bk-progress__mark" aria-hidden="true">
                {done ? '✓' : i + 1}
              </span>
              <span className="bk-progress__label">{t(step.key)}</span>
            </>
          )
          return (
            <li key={step.stage} className={`${done ? 'is-done' : ''} ${active ? 'is-active' : ''}`} aria-current={active ? 'step' : undefined}>
              {done ? (
                <button type="button" onClick={() => dispatch(step.stage === 'choose-location' ? { type: 'clearLocation' } : { type: 'goTo', stage: step.stage })}>
                  {content}
                  <span className="visually-hidden">{t('booking.steps.completed')}</span>
                </button>
              ) : (
                <span>{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
