import { useTranslation } from 'react-i18next'
import { translated } from '../../../lib/content.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

/**
 * A moving banner of the location's service category names. The names repeat so the loop is
 * seamless; with prefers-reduced-motion the banner stands still and shows each name once.
 */
export function MovingBanner() {
  const { t } = useTranslation()
  const { location, language } = useStorefront()
  const names = location.categories.map((c) => translated(c.translations, language, 'name', '[Category]'))
  if (names.length === 0) return null
  const row = [...names, ...names, ...names]
  return (
    <section className="sf-banner" aria-label={t('storefront.banner.label')}>
      <p className="visually-hidden">{names.join(', ')}</p>
      <div className="sf-banner__track" aria-hidden="true">
        {[...row, ...row].map((name, i) => (
          <span key={i} className={i < names.length ? undefined : 'sf-banner__repeat'}>
            {name}
            <span className="sf-banner__dot">✦</span>
          </span>
        ))}
      </div>
    </section>
  )
}
