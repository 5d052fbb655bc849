import { useTranslation } from 'react-i18next'

/** Full-page spinner while pages load. */
export function FullPageSpinner() {
  const { t } = useTranslation()
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}

export function InlineSpinner({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <span className="inline-spinner" role="status">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  )
}
