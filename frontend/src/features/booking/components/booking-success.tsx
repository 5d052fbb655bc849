import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { MapEmbed } from '../../../components/map-embed.tsx'
import { addressLine } from '../../../lib/content.ts'
import { mainOrigin } from '../../../lib/host.ts'
import { useBooking } from '../hooks/booking-state.ts'

export function BookingSuccess() {
  const { t } = useTranslation()
  const { state, location, language } = useBooking()
  useEffect(() => {
    const id = window.setTimeout(() => window.scrollTo({ top: 0 }), 100)
    return () => window.clearTimeout(id)
  }, [])
  // The booking page lives on the main host, where this subdomain's stored language is unknown: carry it.
  const href = `${mainOrigin(window.location)}/booking/${state.confirmationCode}?language=${encodeURIComponent(language)}`
  const address = location ? addressLine(location) : ''
  // "You can view your booking <link>here</link>." — split by hand: <Trans> (react-i18next 17) renders
  // the anchor empty and the word after it, which leaves a link with no text.
  const [before = '', rest = ''] = t('booking.success.viewLink').split('<link>')
  const [label = '', after = ''] = rest.split('</link>')
  return (
    <section className="bk-stage bk-stage--narrow bk-success">
      <p className="bk-success__check" aria-hidden="true">
        ✓
      </p>
      <p className="bk-success__greeting">{t('booking.success.greeting', { name: state.customer?.firstName ?? '' })}</p>
      <h1>{t('booking.success.title', { count: state.cart.length })}</h1>
      <p>{t('booking.success.emailed')}</p>
      <p>
        {before}
        <a href={href} className="bk-success__link" data-testid="booking-link">
          {label}
        </a>
        {after}
      </p>
      {address ? <MapEmbed address={address} title={t('storefront.location.map', { name: location?.locationName ?? '' })} /> : null}
    </section>
  )
}
