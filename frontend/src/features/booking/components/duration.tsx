import { useTranslation } from 'react-i18next'
import { splitDuration } from '../../../lib/datetime.ts'

/** Duration as hours and minutes on cards ("1h 30m", "45m"). */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation()
  return <span className="muted">{formatHm(minutes, t)}</span>
}

export function formatHm(minutes: number, t: (k: string, o?: Record<string, unknown>) => string): string {
  const { hours, minutes: m } = splitDuration(minutes)
  if (hours === 0) return t('common.durationM', { minutes: m })
  if (m === 0) return t('common.durationH', { hours })
  return t('common.durationHM', { hours, minutes: m })
}
