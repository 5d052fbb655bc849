import { ConfigProvider, Tag, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ErrorState } from '../../../components/error-boundary.tsx'
import { FullPageSpinner } from '../../../components/spinner.tsx'
import { formatMoney } from '../../../lib/money.ts'
import { useAppointmentDetails } from '../api/get-booking-details.ts'
import { addOnNames, appointmentName, bundleName, staffNames, VIEW_THEME, whenText } from './booking-view-page.tsx'

/** One appointment of a booking with its modification-history timeline. */
export default function AppointmentViewPage() {
  const { t, i18n } = useTranslation()
  const { confirmationCode = '', appointmentCode = '' } = useParams()
  const { data, error, isLoading } = useAppointmentDetails(confirmationCode, appointmentCode)
  if (isLoading) return <FullPageSpinner />
  if (error || !data) return <ErrorState title={t('view.notFoundTitle')} message={t('view.notFoundMessage', { code: appointmentCode || confirmationCode })} />
  const { appointment, modificationHistory } = data
  const zone = appointment.businessLocation?.timezone
  const lang = i18n.language
  return (
    <ConfigProvider theme={VIEW_THEME}>
      <main className="view-page" id="main">
        <p>
          <Link to={`/booking/${confirmationCode}`}>← {t('view.backToBooking')}</Link>
        </p>
        <header className="view-page__head">
          <h1>{appointmentName(appointment, lang)}</h1>
          <p className="muted">{t('view.code', { code: appointment.confirmationCode })}</p>
        </header>
        <section className="view-card" aria-labelledby="view-details">
          <h2 id="view-details">{t('view.details')}</h2>
          <p className="strong">{whenText(appointment.requestedStartTime, zone, lang)}</p>
          {appointment.businessLocation?.locationName ? <p className="small">{appointment.businessLocation.locationName}</p> : null}
          <p className="small muted">{staffNames(appointment) ? t('view.withStaff', { names: staffNames(appointment) }) : t('booking.anyTeamMember')}</p>
          {appointment.addOns.length ? <p className="small muted">{t('view.addOns', { names: addOnNames(appointment, lang) })}</p> : null}
          {bundleName(appointment, lang) ? <p className="small muted">{t('view.bundle', { name: bundleName(appointment, lang) })}</p> : null}
          <p className="view-status">
            <Tag color={appointment.status === 'CANCELLED' ? 'red' : appointment.status === 'CONFIRMED' ? 'green' : 'blue'}>{t(`view.status.${appointment.status}`, { defaultValue: appointment.status })}</Tag>
            {typeof appointment.totalPrice === 'number' ? <strong>{formatMoney(appointment.totalPrice)}</strong> : null}
          </p>
        </section>
        <section className="view-card" aria-labelledby="view-history">
          <h2 id="view-history">{t('view.history')}</h2>
          {modificationHistory.length === 0 ? (
            <p className="muted">{t('view.noHistory')}</p>
          ) : (
            <Timeline
              className="view-timeline"
              items={modificationHistory.map((m) => ({
                content: (
                  <div data-testid="history-entry">
                    <strong>{t(`view.modification.${m.modificationType}`, { defaultValue: t(`view.status.${m.modificationType}`, { defaultValue: m.modificationType }) })}</strong>
                    {m.modifiedBy ? <span className="small muted"> · {t(`view.by.${m.modifiedBy}`, { defaultValue: '' })}</span> : null}
                    <p className="small muted">{whenText(m.createdAt, zone, lang)}</p>
                    {m.originalStartTime && m.newStartTime ? <p className="small">{t('view.moved', { from: whenText(m.originalStartTime, zone, lang), to: whenText(m.newStartTime, zone, lang) })}</p> : null}
                    {m.originalStatus && m.newStatus && m.originalStatus !== m.newStatus ? (
                      <p className="small">{t('view.statusChange', { from: t(`view.status.${m.originalStatus}`, { defaultValue: m.originalStatus }), to: t(`view.status.${m.newStatus}`, { defaultValue: m.newStatus }) })}</p>
                    ) : null}
                    {m.reason ? <p className="small">{m.reason}</p> : null}
                  </div>
                ),
              }))}
            />
          )}
        </section>
      </main>
    </ConfigProvider>
  )
}
