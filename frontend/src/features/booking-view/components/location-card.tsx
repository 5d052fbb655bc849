import { DateTime } from 'luxon'
import { useTranslation } from 'react-i18next'
import { MapEmbed } from '../../../components/map-embed.tsx'
import { addressLine, formatPhone } from '../../../lib/content.ts'
import { WeeklyHours } from '../../../components/weekly-hours.tsx'
import { bcp47, WEEKDAYS } from '../../../lib/datetime.ts'
import type { LocationData } from '../api/get-booking-details.ts'

/**
 * Where the appointments are: name, address, phone, the weekly opening hours in the location's
 * time zone (today marked), its photos if it has any, and the map the booking form's success page shows.
 */
export function LocationCard({ location, language }: { location: LocationData; language: string }) {
  const { t } = useTranslation()
  const locale = bcp47(language)
  const name = location.locationName ?? ''
  const address = addressLine({ address: location.address, city: location.city, region: location.region, postalCode: location.postalCode })
  const here = DateTime.now().setZone(location.timezone ?? 'local').setLocale(locale)
  const today = WEEKDAYS[here.weekday - 1]
  const hours = location.businessHours
  const images = location.businessLocationImages.filter((i) => i.fileUrl)
  return (
    <section className="view-card view-location" aria-labelledby="view-location">
      <h2 id="view-location">{t('view.location')}</h2>
      {name ? <p className="strong">{name}</p> : null}
      {address ? <p className="small">{address}</p> : null}
      {location.phone ? (
        <p className="small">
          <a href={`tel:${location.phone}`}>{formatPhone(location.phone)}</a>
        </p>
      ) : null}
      {images.length ? (
        <ul className="view-location__images" aria-label={t('view.photos', { name })}>
          {images.map((img, i) => (
            <li key={img.fileUrl}>
              <img src={img.fileUrl!} alt={t('view.photo', { name, number: i + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {hours ? (
        <>
          <h3 className="view-location__hours-title">{t('storefront.location.hours')}</h3>
          <WeeklyHours
            hours={hours}
            today={today}
            locale={locale}
            className="view-hours"
            testId="location-hours"
            caption={t('view.hoursZone', { zone: here.offsetNameLong ?? location.timezone })}
          />
        </>
      ) : null}
      {address ? <MapEmbed address={address} title={t('storefront.location.map', { name })} /> : null}
    </section>
  )
}
