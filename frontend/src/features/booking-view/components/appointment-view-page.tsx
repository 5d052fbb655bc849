import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ErrorState } from '../../../components/error-boundary.tsx'
import { FullPageSpinner } from '../../../components/spinner.tsx'
import { pickTranslation } from '../../../lib/content.ts'
import { useAppointmentDetails } from '../api/get-booking-details.ts'
import { useViewLanguage } from '../hooks/use-view-language.ts'
import { addOnNames, appointmentName, bundleName, staffNames, StatusTag, whenText } from './booking-view-page.tsx'
import { HistoryTimeline } from './history-timeline.tsx'
import { LocationCard } from './location-card.tsx'
import { formatAmount, ViewShell } from './view-shell.tsx'

/** One appointment of a booking with its modification-history timeline. */
export default function AppointmentViewPage() {
  const { t } = useTranslation()
  const { confirmationCode = '', appointmentCode = '' } = useParams()
  const { data, error, isLoading } = useAppointmentDetails(confirmationCode, appointmentCode)
  const business = data?.booking?.businessInfo ?? null
  const { language, languages, setLanguage } = useViewLanguage(business)
  const service = data ? appointmentName(data.appointment, language) : ''
  const title = business ? t('view.meta.appointment', { service, name: business.businessName }) : service
  if (isLoading) return <FullPageSpinner />
  if (error || !data) return <ErrorState title={t('view.notFoundTitle')} message={t('view.notFoundMessage', { code: appointmentCode || confirmationCode })} />
  const { appointment, modificationHistory } = data
  const zone = appointment.businessLocation?.timezone
  const when = (iso: string) => whenText(iso, zone, language)
  const location = data.booking?.businessLocationData
  const currency = data.booking?.paymentInfo?.currency
  const bundle = bundleName(appointment, language)
  const others = appointment.bundleInfo?.otherAppointmentsInBundle ?? []
  return (
    <ViewShell business={business} language={language} languages={languages} onLanguage={setLanguage} title={title}>
      <main className="view-page view-page--split" id="main">
        <header className="view-page__head">
          <p className="view-back">
            <Link to={`/booking/${confirmationCode}`}>← {t('view.backToBooking')}</Link>
          </p>
          <h1>{service}</h1>
          <p className="muted">{t('view.code', { code: appointment.confirmationCode })}</p>
        </header>
        <div className="view-page__main">
          <section className="view-card" aria-labelledby="view-details">
            <h2 id="view-details">{t('view.details')}</h2>
            <p className="strong">{when(appointment.requestedStartTime)}</p>
            {appointment.businessLocation?.locationName ? <p className="small">{appointment.businessLocation.locationName}</p> : null}
            <p className="small muted">{staffNames(appointment) ? t('view.withStaff', { names: staffNames(appointment) }) : t('booking.anyTeamMember')}</p>
            {appointment.addOns.length ? <p className="small muted">{t('view.addOns', { names: addOnNames(appointment, language) })}</p> : null}
            {bundle ? <p className="small muted">{t('view.bundle', { name: bundle })}</p> : null}
            <p className="view-status">
              <StatusTag status={appointment.status} />
              {typeof appointment.totalPrice === 'number' ? <strong>{formatAmount(appointment.totalPrice, currency, language)}</strong> : null}
            </p>
            {others.length ? (
              <div className="view-bundle-others">
                <h3>{t('view.bundleOthers')}</h3>
                <ul className="view-list">
                  {others.map((o) => (
                    <li key={o.confirmationCode} className="view-bundle-others__item">
                      <Link to={`/booking/${confirmationCode}/appointment/${o.confirmationCode}`}>{pickTranslation(o.serviceTranslations, language)?.name ?? o.serviceName}</Link>
                      <span className="small muted">{when(o.requestedStartTime)}</span>
                      <StatusTag status={o.status} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
          <section className="view-card" aria-labelledby="view-history">
            <h2 id="view-history">{t('view.history')}</h2>
            <HistoryTimeline history={modificationHistory} payments={data.paymentEvents} when={when} money={(amount, c) => formatAmount(amount, c ?? currency, language)} />
          </section>
        </div>
        {location ? (
          <div className="view-page__side">
            <LocationCard location={location} language={language} />
          </div>
        ) : null}
      </main>
    </ViewShell>
  )
}
