import { Alert, Button, Collapse, Input } from 'antd'
import { useFormik } from 'formik'
import { DateTime } from 'luxon'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { bcp47 } from '../../../lib/datetime.ts'
import { formatMoney } from '../../../lib/money.ts'
import { sendCustomerOtp } from '../api/send-customer-otp.ts'
import { validateCustomerOtp } from '../api/validate-customer-otp.ts'
import { createPaymentIntentForCart } from '../api/create-payment-intent-for-cart.ts'
import { createSetupIntentForCart } from '../api/create-setup-intent-for-cart.ts'
import { hasSlotConflict, submitBookingForm, type BookingSubmission } from '../api/submit-booking-form.ts'
import { useBooking, type BookingState, type CartItem } from '../hooks/booking-state.ts'
import { cartLine, cartTotals, paymentMode } from '../hooks/cart-math.ts'
import { CartItemView } from './cart-modal.tsx'
import { contactSchema, formatPhoneInput, OTP_LENGTH, OTP_RESEND_COOLDOWN_S, PHONE_MASK_LENGTH, phoneDigits, type ContactValues } from './contact.ts'
import { OtpInput } from './otp-input.tsx'
import { BOOKING_DATE_FORMAT } from './schedule-panel.tsx'
import { TestCardForm } from './test-card-form.tsx'
import { stripePublishableKey } from './stripe-card-form-key.ts'
import { useTestMode } from '../api/test-mode-payments.ts'
import { useToast } from '../hooks/use-toast.ts'

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'))

type Phase = 'contact' | 'otp' | 'payment' | 'done'
type Intents = { setupIntentId?: string; paymentIntentId?: string }
type Session = { kind: 'setup' | 'payment'; clientSecret: string; stripeAccount: string | null; testMode: boolean }

const itemStart = (item: CartItem, bundleOrder: (id: string) => string[]): string | null =>
  item.type === 'service' ? item.dateTime : (bundleOrder(item.bundleId).map((k) => item.selectedItems[k]?.dateTime).find(Boolean) ?? null)

/** The submission payload of §3 from the flow state. Throws the §5 messages as i18n keys. */
export function buildSubmission(state: BookingState, contact: ContactValues, otp: string, intents: Intents, bundleOrder: (id: string) => string[], bundleServices: (id: string) => Record<string, { serviceId: string; addOns: string[] }>): BookingSubmission {
  if (state.cart.length === 0) throw new Error('booking.confirmation.errors.noItems')
  for (const item of state.cart) {
    if (item.type === 'service' && !item.dateTime) throw new Error('booking.confirmation.errors.serviceTime')
    if (item.type === 'bundle' && Object.values(item.selectedItems).some((v) => !v.dateTime)) throw new Error('booking.confirmation.errors.bundleTime')
  }
  const opt = (v: string) => (v.trim() ? v.trim() : undefined)
  return {
    bookingItems: state.cart.map((item, order) =>
      item.type === 'service'
        ? { cartItemID: item.localId, order, serviceID: item.serviceId, addOns: item.addOnIds, employeeIDs: item.employeeId ? [item.employeeId] : [], requestingSpecificEmployee: !!item.employeeId }
        : {
            cartItemID: item.localId,
            order,
            bundleID: item.bundleId,
            bundleItems: bundleOrder(item.bundleId).map((bundleItemID) => {
              const emp = item.selectedItems[bundleItemID]?.employeeId
              const svc = bundleServices(item.bundleId)[bundleItemID]!
              return { bundleItemID, serviceID: svc.serviceId, addOns: svc.addOns, employeeIDs: emp ? [emp] : [], requestingSpecificEmployee: !!emp }
            }),
          },
    ),
    requestedStartTime: itemStart(state.cart[0]!, bundleOrder)!,
    timezone: state.timezone ?? 'America/New_York',
    customerData: {
      firstName: opt(contact.firstName),
      lastName: opt(contact.lastName),
      email: opt(contact.email),
      phone: phoneDigits(contact.phone),
      otp,
      ...(intents.paymentIntentId ? { paymentIntentId: intents.paymentIntentId } : {}),
      ...(intents.setupIntentId ? { setupIntentId: intents.setupIntentId } : {}),
    },
    bookingFormAnswers: Object.entries(state.answers).flatMap(([uuid, answer]) => (answer === null || answer === undefined || answer === '' ? [] : [{ uuid, answer }])),
    ...(otp ? { customerOTPCode: otp } : {}),
    businessLocationId: state.locationId!,
  }
}

/** §8 messages for a failed booking call. */
function bookingErrorKey(error: unknown): { key: string; text?: string } {
  if (error instanceof ApiError) {
    if (hasSlotConflict(error.body) || error.code === 'booking.slotTaken' || error.code === 'CONFLICTING_BOOKING_EVENT') return { key: 'errors:booking.slotTaken' }
    if (error.status === 401) return { key: 'booking.confirmation.errors.auth' }
    if (error.status === 400) return { key: 'booking.confirmation.errors.invalid' }
    return { key: 'booking.confirmation.errors.failed' }
  }
  if (error instanceof Error && error.message.startsWith('booking.')) return { key: error.message }
  return { key: 'booking.confirmation.errors.generic' }
}

export function ConfirmationStage() {
  const { t } = useTranslation()
  const toast = useToast()
  const { state, dispatch, location, findService, findBundle, language } = useBooking()
  const lines = state.cart.map((c) => cartLine(c, findService, findBundle)).filter((l) => l !== null)
  const totals = cartTotals(lines)
  const mode = paymentMode(lines)
  const mixed = mode === 'setup' && lines.some((l) => l.onlinePayment)
  const needsOtp = !!location?.requireCustomerBookingOTPVerification
  const [phase, setPhase] = useState<Phase>('contact')
  const [contact, setContact] = useState<ContactValues | null>(state.customer)
  const [otp, setOtp] = useState('')
  const [verified, setVerified] = useState(false)
  const [cooldown, setCooldown] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorRef = useRef<HTMLDivElement>(null)
  // A new error is brought to the middle of the screen: on a phone the form's button may be far
  // below it, and the bottom toasts must not be what hides it.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center' })
  }, [error])
  const [paymentFailure, setPaymentFailure] = useState<'setup' | 'payment' | null>(null)
  const [intents, setIntents] = useState<Intents>({})
  const [session, setSession] = useState<Session | null>(null)
  const testMode = useTestMode()
  const [paymentStep, setPaymentStep] = useState<'setup' | 'payment'>(mode === 'payment' ? 'payment' : 'setup')
  const locale = bcp47(language)
  const bundleOrder = (id: string) => [...(findBundle(id)?.items ?? [])].sort((a, b) => a.bundleItemOrder - b.bundleItemOrder).map((i) => i.id)
  const bundleServices = (id: string) => Object.fromEntries((findBundle(id)?.items ?? []).map((i) => [i.id, { serviceId: i.bundleService.id, addOns: i.bundleAddOns.map((a) => a.id) }]))

  useEffect(() => {
    if (cooldown <= 0) return
    const timer = window.setTimeout(() => setCooldown((c) => c - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [cooldown])

  const followUp = needsOtp || mode !== 'complete'
  const formik = useFormik<ContactValues>({
    initialValues: contact ?? { firstName: '', lastName: '', email: '', phone: '' },
    validate: (values) => {
      const r = contactSchema.safeParse(values)
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
    },
    onSubmit: async (values) => {
      setError(null)
      setContact(values)
      if (needsOtp && !verified) {
        if (await sendCode(values.phone)) setPhase('otp')
        return
      }
      await afterVerification(values)
    },
  })

  const customerData = (c: ContactValues) => ({ firstName: c.firstName.trim(), lastName: c.lastName.trim(), email: c.email.trim(), phone: phoneDigits(c.phone) })
  const cartPayload = useMemo(() => state.cart.map((c, order) => ({ ...c, order })), [state.cart])

  async function sendCode(phone: string): Promise<boolean> {
    if (phoneDigits(phone).length < 10) {
      setError(t('booking.contact.errors.phoneShort'))
      return false
    }
    setBusy(true)
    try {
      await sendCustomerOtp(phoneDigits(phone))
      toast.success(t('booking.otp.sent'))
      setCooldown(OTP_RESEND_COOLDOWN_S)
      return true
    } catch (e) {
      setError(e instanceof ApiError && e.status === 429 ? t('booking.otp.errors.throttled') : t('booking.otp.errors.sendFailed'))
      return false
    } finally {
      setBusy(false)
    }
  }

  async function verify() {
    if (!contact) return
    if (otp.length !== OTP_LENGTH) {
      setError(t('booking.otp.errors.length'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      await validateCustomerOtp(phoneDigits(contact.phone), otp)
      setVerified(true)
      toast.success(t('booking.otp.verified'))
      await afterVerification(contact)
    } catch (e) {
      const otpError = e instanceof ApiError && ((e.status === 400 && /otp/i.test(e.message)) || /otp/i.test(e.code))
      setError(otpError ? t('booking.otp.errors.invalid') : t('booking.otp.errors.verifyFailed'))
    } finally {
      setBusy(false)
    }
  }

  async function afterVerification(c: ContactValues) {
    if (mode === 'complete') return submit(c, {})
    setPhase('payment')
    await startPaymentStep(c, mode === 'payment' ? 'payment' : 'setup')
  }

  async function startPaymentStep(c: ContactValues, step: 'setup' | 'payment') {
    setPaymentStep(step)
    setPaymentFailure(null)
    setSession(null)
    setBusy(true)
    try {
      const cartItems = cartPayload
      if (step === 'setup') {
        const res = await createSetupIntentForCart({ cartItems, businessLocationId: state.locationId!, customerData: customerData(c) })
        setIntents((i) => ({ ...i, setupIntentId: res.setupIntentId }))
        setSession({ kind: 'setup', clientSecret: res.clientSecret, stripeAccount: res.stripeAccount ?? null, testMode: res.testMode ?? testMode.data?.testMode ?? true })
      } else {
        const res = await createPaymentIntentForCart({ cartItems, businessLocationId: state.locationId!, customerData: customerData(c), returnUrl: window.location.href })
        setIntents((i) => ({ ...i, paymentIntentId: res.paymentIntentId }))
        setSession({ kind: 'payment', clientSecret: res.clientSecret, stripeAccount: res.stripeAccount ?? null, testMode: res.testMode ?? testMode.data?.testMode ?? true })
      }
    } catch {
      setPaymentFailure(step)
      setError(t('booking.payment.errors.setupFailed'))
    } finally {
      setBusy(false)
    }
  }

  async function cardConfirmed() {
    if (!contact) return
    if (paymentStep === 'setup' && mixed) return startPaymentStep(contact, 'payment')
    await submit(contact, intents)
  }

  async function submit(c: ContactValues, withIntents: Intents) {
    setBusy(true)
    setError(null)
    try {
      const payload = buildSubmission(state, c, otp, withIntents, bundleOrder, bundleServices)
      const res = await submitBookingForm(payload)
      if (!res.success || !res.bookingConfirmationCode) {
        setError(hasSlotConflict(res) ? t('errors:booking.slotTaken') : res.message || t('booking.confirmation.errors.generic'))
        return
      }
      toast.success(t('booking.confirmation.booked'))
      dispatch({ type: 'booked', customer: c, confirmationCode: res.bookingConfirmationCode })
    } catch (e) {
      const { key } = bookingErrorKey(e)
      setError(t(key))
    } finally {
      setBusy(false)
    }
  }

  const editContact = () => {
    setPhase('contact')
    setVerified(false)
    setOtp('')
    setIntents({})
    setSession(null)
    setPaymentFailure(null)
    setError(null)
  }
  const fieldError = (name: keyof ContactValues) => (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? t(formik.errors[name]!) : null
  const field = (name: keyof ContactValues, autoComplete: string, extra: Record<string, unknown> = {}) => {
    const err = fieldError(name)
    return (
      <div className="bk-field">
        <label htmlFor={`contact-${name}`}>{t(`booking.contact.${name}`)}</label>
        <Input
          id={`contact-${name}`}
          name={name}
          autoComplete={autoComplete}
          value={formik.values[name]}
          status={err ? 'error' : undefined}
          aria-invalid={!!err}
          aria-describedby={err ? `contact-${name}-error` : undefined}
          onBlur={formik.handleBlur}
          onChange={(e) => {
            const v = name === 'phone' ? formatPhoneInput(e.target.value) : e.target.value
            void formik.setFieldValue(name, v)
            if (phase !== 'contact') editContact()
          }}
          {...extra}
        />
        {err ? (
          <p className="field-error" id={`contact-${name}-error`} role="alert">
            {err}
          </p>
        ) : null}
      </div>
    )
  }

  const dueAtStoreLabel = totals.noShowFee > 0 ? t('booking.totals.dueAtStoreCard') : t('booking.totals.dueInStore')
  const contactPanel = (
    <form onSubmit={formik.handleSubmit} noValidate className="bk-contact">
      {field('firstName', 'given-name')}
      {field('lastName', 'family-name')}
      {field('email', 'email', { type: 'email' })}
      {field('phone', 'tel', { type: 'tel', maxLength: PHONE_MASK_LENGTH, placeholder: '(123) 456-7890' })}
      {phase === 'contact' ? (
        <Button type="primary" htmlType="submit" loading={busy} block>
          {busy && !followUp ? t('booking.contact.confirming') : followUp ? t('common.next') : t('booking.contact.confirm')}
        </Button>
      ) : null}
    </form>
  )

  const paymentPanel = (
    <div className="bk-payment">
      {mode === 'setup' ? (
        <>
          <p className="strong">{t('booking.payment.setupStep', { amount: formatMoney(totals.noShowFee) })}</p>
          <p>{t('booking.payment.setupHint')}</p>
          <p className="muted">{t('booking.payment.setupCharge', { amount: formatMoney(totals.noShowFee) })}</p>
        </>
      ) : null}
      {mode === 'payment' || mixed ? (
        <>
          <p className="strong">{t('booking.payment.paymentStep', { amount: formatMoney(totals.dueNow), fee: formatMoney(totals.noShowOnline) })}</p>
          <p>{t('booking.payment.paymentHint')}</p>
          {totals.noShowOnline > 0 ? <p className="muted">{t('booking.payment.noRefund', { amount: formatMoney(totals.noShowOnline) })}</p> : null}
        </>
      ) : null}
      {phase === 'payment' && busy ? <p role="status">{t('booking.payment.settingUp')}</p> : null}
      {paymentFailure ? (
        <Alert
          type="error"
          showIcon
          title={paymentFailure === 'setup' ? t('booking.payment.cardFailedTitle') : t('booking.payment.paymentFailedTitle')}
          description={t('booking.payment.errors.setupFailed')}
          action={
            <span className="stack">
              <Button size="small" onClick={() => contact && void startPaymentStep(contact, paymentFailure)}>
                {t('common.tryAgain')}
              </Button>
              <Button size="small" onClick={editContact}>
                {t('booking.payment.editContact')}
              </Button>
            </span>
          }
        />
      ) : null}
      {phase === 'payment' && !paymentFailure && session ? (
        session.testMode || !stripePublishableKey() ? (
          <TestCardForm key={session.clientSecret} kind={session.kind} clientSecret={session.clientSecret} label={testMode.data?.label} submitLabel={session.kind === 'setup' ? t('booking.payment.authorize') : t('booking.payment.complete')} onConfirmed={cardConfirmed} />
        ) : (
          <Suspense fallback={<p role="status">{t('booking.payment.settingUp')}</p>}>
            <StripeCardForm key={session.clientSecret} kind={session.kind} clientSecret={session.clientSecret} stripeAccount={session.stripeAccount} submitLabel={session.kind === 'setup' ? t('booking.payment.authorize') : t('booking.payment.complete')} onConfirmed={cardConfirmed} />
          </Suspense>
        )
      ) : null}
    </div>
  )

  return (
    <section className="bk-stage">
      <h1>{t('booking.confirmation.title')}</h1>
      <div className="bk-confirm">
        <div className="bk-confirm__details">
          <h2>{t('booking.confirmation.details')}</h2>
          <ul className="bk-cart">
            {lines.map((l) => {
              const start = itemStart(l.item, bundleOrder)
              return (
                <li key={l.item.localId} className="bk-cart__item">
                  <CartItemView item={l.item} minutes={l.minutes} total={l.total} />
                  <p className="small strong">{start ? DateTime.fromISO(start).setZone(state.timezone ?? undefined).setLocale(locale).toFormat(BOOKING_DATE_FORMAT) : t('booking.confirmation.noDate')}</p>
                  <Button size="small" onClick={() => dispatch({ type: 'editItem', localId: l.item.localId })}>
                    {t('booking.cart.edit')}
                  </Button>
                </li>
              )
            })}
          </ul>
          <Button onClick={() => dispatch({ type: 'goTo', stage: 'information' })}>{t('common.back')}</Button>
        </div>
        <div className="bk-confirm__side">
          <div className="bk-totals">
            <p>
              <span>{t('booking.cart.total')}</span>
              <strong>{formatMoney(totals.total)}</strong>
            </p>
            <p>
              <span>{t('booking.totals.dueNow')}</span>
              <strong>{formatMoney(totals.dueNow)}</strong>
            </p>
            <p>
              <span>{dueAtStoreLabel}</span>
              <strong>{formatMoney(totals.dueInStore)}</strong>
            </p>
          </div>
          {error ? (
            <div ref={errorRef}>
              <Alert type="error" showIcon title={error} className="bk-error" />
            </div>
          ) : null}
          <Collapse
            collapsible="icon"
            activeKey={phase === 'payment' ? ['payment'] : ['contact']}
            items={[
              {
                key: 'contact',
                label: (
                  <span className="bk-panel-title">
                    {t('booking.contact.step')}
                    {phase !== 'contact' ? (
                      <Button size="small" type="link" className="bk-edit-link" onClick={editContact}>
                        {t('booking.cart.edit')}
                      </Button>
                    ) : null}
                  </span>
                ),
                children: (
                  <>
                    {contactPanel}
                    {phase === 'otp' ? (
                      <div className="bk-otp">
                        <p>{t('booking.otp.prompt', { phone: formik.values.phone })}</p>
                        <OtpInput value={otp} onChange={setOtp} disabled={busy} />
                        <Button type="primary" block loading={busy} disabled={otp.length !== OTP_LENGTH} onClick={() => void verify()}>
                          {t('booking.otp.verify')}
                        </Button>
                        {cooldown > 0 ? (
                          <p className="muted small">{t('booking.otp.cooldown', { count: cooldown })}</p>
                        ) : (
                          <Button type="link" onClick={() => void sendCode(formik.values.phone)}>
                            {t('booking.otp.resend')}
                          </Button>
                        )}
                      </div>
                    ) : null}
                  </>
                ),
              },
              ...(mode !== 'complete' ? [{ key: 'payment', label: mixed ? t('booking.payment.titleMixed') : mode === 'setup' ? t('booking.payment.titleSetup') : t('booking.payment.titlePayment'), children: paymentPanel }] : []),
            ]}
          />
        </div>
      </div>
    </section>
  )
}
