import { useTranslation } from 'react-i18next'
import { MapEmbed } from '../../../components/map-embed.tsx'
import { addressLine, formatPhone, normalizeLink } from '../../../lib/content.ts'
import { WeeklyHours } from '../../../components/weekly-hours.tsx'
import { bcp47, isOpenAt, WEEKDAYS } from '../../../lib/datetime.ts'
import { useIntervalNow } from '../hooks/use-interval-now.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

export const OPEN_NOW_REFRESH_MS = 30_000
const SOCIAL = ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'yelp'] as const

/** Per-location information: weekly hours, Open now / Closed now (every 30 s), map, social links. */
export function LocationInfo() {
  const { t } = useTranslation()
  const { location, language } = useStorefront()
  const now = useIntervalNow(location.timezone, OPEN_NOW_REFRESH_MS)
  const open = isOpenAt(location.businessHours, now)
  const today = WEEKDAYS[now.weekday - 1]
  const locale = bcp47(language)
  const address = addressLine(location)
  const links = SOCIAL.flatMap((key) => {
    const url = normalizeLink(location.socialLinks[key])
    return url ? [{ key, url }] : []
  })
  return (
    <section className="sf-section sf-location" aria-labelledby="sf-location-title">
      <div className="sf-location__info">
        <h2 id="sf-location-title">{location.locationName}</h2>
        <p className={`sf-open ${open ? 'is-open' : 'is-closed'}`} data-testid="open-now">
          <span className="sf-open__dot" aria-hidden="true" />
          {open ? t('storefront.location.openNow') : t('storefront.location.closedNow')}
        </p>
        {address ? <p>{address}</p> : null}
        {location.phone ? (
          <p>
            <a href={`tel:${location.phone}`}>{formatPhone(location.phone)}</a>
          </p>
        ) : null}
        <h3>{t('storefront.location.hours')}</h3>
        <WeeklyHours hours={location.businessHours} today={today} locale={locale} />
        {links.length ? (
          <ul className="sf-social" aria-label={t('storefront.location.social')}>
            {links.map((l) => (
              <li key={l.key}>
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {t(`common.social.${l.key}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <MapEmbed address={address} title={t('storefront.location.map', { name: location.locationName })} />
    </section>
  )
}
