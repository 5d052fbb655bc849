import { ConfigProvider, Tag } from 'antd'
import { DateTime } from 'luxon'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ErrorState } from '../../../components/error-boundary.tsx'
import { FullPageSpinner } from '../../../components/spinner.tsx'
import { pickTranslation } from '../../../lib/content.ts'
import { bcp47 } from '../../../lib/datetime.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useBookingDetails, type Appointment, type FormAnswer } from '../api/get-booking-details.ts'
import { BookingReviewCard } from './booking-review.tsx'

/** The brand purple for antd's primary button and focus rings on the view pages. */
export const VIEW_THEME = { token: { colorPrimary: '#5b3a6b' } }

/** "dddd, MMMM D, YYYY @ h:mm A" (§9). */
export const DATE_FORMAT = "cccc, LLLL d, yyyy '@' h:mm a"

export function appointmentName(a: Appointment, language: string): string {
  return pickTranslation(a.service?.translations ?? [], language)?.name ?? a.service?.name ?? '[Service]'
}

export function whenText(iso: string, zone: string | undefined, language: string) {
  return DateTime.fromISO(iso).setZone(zone ?? 'local').setLocale(bcp47(language)).toFormat(DATE_FORMAT)
}

/** The bundle's name in the page language; the English snapshot once the bundle is gone (ADR 0011). */
export function bundleName(a: Appointment, language: string): string | null {
  const info = a.bundleInfo
  if (!info) return null
  return pickTranslation(info.translations, language)?.bundleName ?? info.bundleName ?? null
}

export const staffNames = (a: Appointment) => a.assignedEmployees.map((e) => `${e.firstName} ${e.lastName}`.trim()).filter(Boolean).join(', ')
export const addOnNames = (a: Appointment, language: string) => a.addOns.map((x) => pickTranslation(x.translations, language)?.name ?? x.name ?? '[Add-on]').join(', ')

/** A saved date answer ("2030-12-24") in the page's locale; anything else as saved. */
function dateText(value: unknown, locale: string): string | null {
  const d = typeof value === 'string' ? DateTime.fromISO(value) : null
  return d?.isValid ? d.setLocale(locale).toLocaleString(DateTime.DATE_MED) : null
}

/**
 * An answer in the page language (ADR 0013): yes/no and confirmations in the page's words and dates
 * in its format while the question is on the form; free text and choices as the customer gave them.
 */
export function answerText(r: FormAnswer, t: (k: string) => string, language: string): string {
  const a = r.answer
  const locale = bcp47(language)
  if (r.questionFormat === 'YES_NO' && (a === 'yes' || a === 'no')) return t(`view.${a}`)
  if (r.questionFormat === 'DATE_PICKER') return dateText(a, locale) ?? String(a ?? '')
  if (r.questionFormat === 'DATE_RANGE_PICKER' && Array.isArray(a) && a.length === 2) {
    const [from, to] = a.map((x) => (typeof x === 'string' ? DateTime.fromISO(x) : null))
    if (from?.isValid && to?.isValid) return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).formatRange(from.toJSDate(), to.toJSDate())
  }
  if (a === true) return t('view.yes')
  if (a === false) return t('view.no')
  if (Array.isArray(a)) return a.map(String).join(', ')
  return String(a ?? '')
}

/** The question as it reads on the form in the page language; the saved text once it is gone. */
export const questionLabel = (r: FormAnswer, language: string) => pickTranslation(r.translations, language)?.questionText ?? r.questionText

/** /booking/{confirmationCode}: the customer's view of a booking and its appointments. */
export default function BookingViewPage() {
  const { t, i18n } = useTranslation()
  const { confirmationCode = '' } = useParams()
  const { data, error, isLoading } = useBookingDetails(confirmationCode)
  if (isLoading) return <FullPageSpinner />
  if (error || !data) return <ErrorState title={t('view.notFoundTitle')} message={t('view.notFoundMessage', { code: confirmationCode })} />
  const loc = data.businessLocationData
  const zone = loc?.timezone ?? data.appointments[0]?.businessLocation?.timezone
  const address = loc ? [loc.address, loc.city, [loc.region, loc.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : ''
  const answers = (data.formResponse ?? []).filter((r) => r.questionText && r.answer !== null && r.answer !== '')
  return (
    <ConfigProvider theme={VIEW_THEME}>
      <main className="view-page" id="main">
        <header className="view-page__head">
          <h1>{t('view.title')}</h1>
          <p className="muted">{t('view.code', { code: data.bookingConfirmationCode })}</p>
          <p className="small muted">{t('view.booked', { date: whenText(data.createdAt, zone, i18n.language) })}</p>
        </header>
        {loc?.locationName ? (
          <section className="view-card" aria-labelledby="view-location">
            <h2 id="view-location">{t('view.location')}</h2>
            <p className="strong">{loc.locationName}</p>
            {address ? <p className="small">{address}</p> : null}
            {loc.phone ? <p className="small">{loc.phone}</p> : null}
          </section>
        ) : null}
        <section className="view-card" aria-labelledby="view-details">
          <h2 id="view-details">{t('view.details')}</h2>
          <ul className="view-list">
            {data.appointments.map((a) => (
              <li key={a.uuid} className="view-appointment">
                <div className="view-appointment__main">
                  <p className="bk-cart__name">{appointmentName(a, i18n.language)}</p>
                  {bundleName(a, i18n.language) ? <p className="small muted">{t('view.bundle', { name: bundleName(a, i18n.language) })}</p> : null}
                  <p className="small">{whenText(a.requestedStartTime, a.businessLocation?.timezone ?? zone, i18n.language)}</p>
                  <p className="small muted">{staffNames(a) ? t('view.withStaff', { names: staffNames(a) }) : t('booking.anyTeamMember')}</p>
                  {a.addOns.length ? <p className="small muted">{t('view.addOns', { names: addOnNames(a, i18n.language) })}</p> : null}
                </div>
                <div className="view-appointment__side">
                  <Tag color={a.status === 'CANCELLED' ? 'red' : a.status === 'CONFIRMED' ? 'green' : 'blue'}>{t(`view.status.${a.status}`, { defaultValue: a.status })}</Tag>
                  <Link className="view-link" to={`/booking/${data.bookingConfirmationCode}/appointment/${a.confirmationCode}`} aria-label={`${t('view.open')}: ${appointmentName(a, i18n.language)}`}>
                    {t('view.open')} →
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {typeof data.totalPrice === 'number' ? (
            <p className="view-total">
              <span>{t('view.total')}</span> <strong>{formatMoney(data.totalPrice)}</strong>
            </p>
          ) : null}
          {data.paymentInfo?.paymentStatus ? <p className="small muted">{t('view.paymentStatus', { status: data.paymentInfo.paymentStatus })}</p> : null}
        </section>
        {answers.length ? (
          <section className="view-card" aria-labelledby="view-answers">
            <h2 id="view-answers">{t('view.answers')}</h2>
            <dl className="view-answers">
              {answers.map((r) => (
                <div key={r.uuid}>
                  <dt>{questionLabel(r, i18n.language)}</dt>
                  <dd>{answerText(r, t, i18n.language)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <BookingReviewCard
          confirmationCode={data.bookingConfirmationCode}
          review={data.review}
          reviewable={data.reviewable}
          formatDate={(iso) => DateTime.fromISO(iso).setZone(zone ?? 'local').setLocale(bcp47(i18n.language)).toLocaleString(DateTime.DATE_FULL)}
        />
      </main>
    </ConfigProvider>
  )
}
