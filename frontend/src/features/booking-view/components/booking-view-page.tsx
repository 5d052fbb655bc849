import { Tag } from 'antd'
import { DateTime } from 'luxon'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ErrorState } from '../../../components/error-boundary.tsx'
import { FullPageSpinner } from '../../../components/spinner.tsx'
import { pickTranslation } from '../../../lib/content.ts'
import { bcp47 } from '../../../lib/datetime.ts'
import { useBookingDetails, type Appointment, type FormAnswer } from '../api/get-booking-details.ts'
import { useViewLanguage } from '../hooks/use-view-language.ts'
import { BookingReviewCard } from './booking-review.tsx'
import { LocationCard } from './location-card.tsx'
import { PaymentCard } from './payment-card.tsx'
import { formatAmount, ViewShell } from './view-shell.tsx'

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

/** The tag colour of an appointment's status. */
export const statusColor = (status: string) => (status === 'CANCELLED' ? 'red' : status === 'NO_SHOW' ? 'orange' : status === 'CONFIRMED' || status === 'COMPLETED' ? 'green' : 'blue')

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Tag color={statusColor(status)}>{t(`view.status.${status}`, { defaultValue: status })}</Tag>
}

/**
 * The appointments in booking order, a bundle's parts kept together: one group per bundle booked
 * (its appointments name each other in bundleInfo), one per appointment otherwise.
 */
export function groupByBundle(appointments: Appointment[]): Array<{ key: string; bundle: Appointment['bundleInfo']; appointments: Appointment[] }> {
  const groups = new Map<string, { key: string; bundle: Appointment['bundleInfo']; appointments: Appointment[] }>()
  for (const a of appointments) {
    const others = a.bundleInfo?.otherAppointmentsInBundle.map((o) => o.confirmationCode) ?? []
    const key = a.bundleInfo ? [a.confirmationCode, ...others].sort().join(':') : a.confirmationCode
    const group = groups.get(key) ?? { key, bundle: a.bundleInfo ?? null, appointments: [] }
    group.appointments.push(a)
    groups.set(key, group)
  }
  return [...groups.values()]
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
  const { t } = useTranslation()
  const { confirmationCode = '' } = useParams()
  const { data, error, isLoading } = useBookingDetails(confirmationCode)
  const business = data?.businessInfo ?? null
  const { language, languages, setLanguage } = useViewLanguage(business)
  const title = business ? t('view.meta.booking', { name: business.businessName }) : t('view.title')
  if (isLoading) return <FullPageSpinner />
  if (error || !data) return <ErrorState title={t('view.notFoundTitle')} message={t('view.notFoundMessage', { code: confirmationCode })} />
  const loc = data.businessLocationData
  const zone = loc?.timezone ?? data.appointments[0]?.businessLocation?.timezone
  const currency = data.paymentInfo?.currency
  const answers = (data.formResponse ?? []).filter((r) => r.questionText && r.answer !== null && r.answer !== '')
  const appointmentItem = (a: Appointment) => (
    <li key={a.uuid} className="view-appointment">
      <div className="view-appointment__main">
        <p className="bk-cart__name">{appointmentName(a, language)}</p>
        <p className="small">{whenText(a.requestedStartTime, a.businessLocation?.timezone ?? zone, language)}</p>
        <p className="small muted">{staffNames(a) ? t('view.withStaff', { names: staffNames(a) }) : t('booking.anyTeamMember')}</p>
        {a.addOns.length ? <p className="small muted">{t('view.addOns', { names: addOnNames(a, language) })}</p> : null}
      </div>
      <div className="view-appointment__side">
        <StatusTag status={a.status} />
        <Link className="view-link" to={`/booking/${data.bookingConfirmationCode}/appointment/${a.confirmationCode}`} aria-label={`${t('view.open')}: ${appointmentName(a, language)}`}>
          {t('view.open')} →
        </Link>
      </div>
    </li>
  )
  return (
    <ViewShell business={business} language={language} languages={languages} onLanguage={setLanguage} title={title}>
      <main className="view-page view-page--split" id="main">
        <header className="view-page__head">
          <h1>{t('view.title')}</h1>
          <p className="muted">{t('view.code', { code: data.bookingConfirmationCode })}</p>
          <p className="small muted">{t('view.booked', { date: whenText(data.createdAt, zone, language) })}</p>
        </header>
        <div className="view-page__main">
          <section className="view-card" aria-labelledby="view-details">
            <h2 id="view-details">{t('view.details')}</h2>
            <ul className="view-list">
              {groupByBundle(data.appointments).map((g) =>
                g.bundle ? (
                  <li key={g.key} className="view-bundle" data-testid="bundle-group">
                    <p className="view-bundle__head">
                      <span className="strong">{bundleName(g.appointments[0]!, language)}</span>
                      <span className="small muted">
                        {t('view.bundleParts', { count: g.appointments.length })}
                        {typeof g.bundle.bundlePrice === 'number' ? ` · ${formatAmount(g.bundle.bundlePrice, currency, language)}` : ''}
                      </span>
                    </p>
                    <ul className="view-list">{g.appointments.map(appointmentItem)}</ul>
                  </li>
                ) : (
                  appointmentItem(g.appointments[0]!)
                ),
              )}
            </ul>
          </section>
          {answers.length ? (
            <section className="view-card" aria-labelledby="view-answers">
              <h2 id="view-answers">{t('view.answers')}</h2>
              <dl className="view-answers">
                {answers.map((r) => (
                  <div key={r.uuid}>
                    <dt>{questionLabel(r, language)}</dt>
                    <dd>{answerText(r, t, language)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <BookingReviewCard
            confirmationCode={data.bookingConfirmationCode}
            review={data.review}
            reviewable={data.reviewable}
            formatDate={(iso) => DateTime.fromISO(iso).setZone(zone ?? 'local').setLocale(bcp47(language)).toLocaleString(DateTime.DATE_FULL)}
          />
        </div>
        <div className="view-page__side">
          <PaymentCard total={data.totalPrice ?? 0} payment={data.paymentInfo} breakdown={data.paymentBreakdown} allCancelled={data.appointments.every((a) => a.status === 'CANCELLED')} language={language} />
          {loc ? <LocationCard location={loc} language={language} /> : null}
        </div>
      </main>
    </ViewShell>
  )
}
