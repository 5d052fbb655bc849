import { useTranslation } from 'react-i18next'
import { usePageMeta } from '../lib/use-page-meta.ts'

/** Marketing home placeholder until the marketing site lands. */
export function MarketingHome() {
  const { t, i18n } = useTranslation()
  usePageMeta({
    title: t('marketing.title'),
    description: t('marketing.description'),
    canonical: `${window.location.origin}/`,
    language: i18n.language,
    jsonLd: { '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'Slotwise', applicationCategory: 'BusinessApplication', operatingSystem: 'Web' },
  })
  return (
    <main className="state-page marketing">
      <h1>Slotwise</h1>
      <p className="marketing__headline">{t('marketing.headline')}</p>
      <p>{t('marketing.tagline')}</p>
    </main>
  )
}

export function BackOfficePlaceholder() {
  const { t } = useTranslation()
  return (
    <main className="state-page">
      <h1>{t('marketing.backOffice')}</h1>
      <p>{t('marketing.backOfficeSoon')}</p>
    </main>
  )
}

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <main className="state-page">
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundMessage')}</p>
      <a className="btn btn--primary" href="/">
        {t('common.goHome')}
      </a>
    </main>
  )
}
