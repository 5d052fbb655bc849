import { Alert, Button, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api.ts'
import { authenticateTestCard, confirmTestCard, intentDone } from '../api/test-mode-payments.ts'
import { useToast } from '../hooks/use-toast.ts'

const luhn = (digits: string) => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length >= 12 && sum % 10 === 0
}

const groupCard = (v: string) => v.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ')

export interface CardFormProps {
  kind: 'setup' | 'payment'
  clientSecret: string
  submitLabel: string
  /** Called once the intent succeeded (or is held for capture). */
  onConfirmed: () => Promise<void> | void
}

/**
 * The clearly labelled test-mode card form used when no Stripe key is configured. It plays
 * Stripe.js against the local test-mode provider: confirm the intent with the card
 * (POST /payments/test_mode/confirm/), then the 3-D Secure challenge when the card asks for it.
 */
export function TestCardForm({ kind, clientSecret, submitLabel, onConfirmed, label }: CardFormProps & { label?: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [card, setCard] = useState('')
  const [expiry, setExpiry] = useState('12 / 34')
  const [cvc, setCvc] = useState('123')
  const [busy, setBusy] = useState(false)
  const [authenticating, setAuthenticating] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const failed = kind === 'setup' ? t('booking.payment.errors.cardSetupFailed') : t('booking.payment.errors.paymentFailed')
  const incomplete = kind === 'setup' ? t('booking.payment.errors.cardSetupIncomplete') : t('booking.payment.errors.paymentIncomplete')

  const submit = async () => {
    const digits = card.replace(/\D/g, '')
    if (!luhn(digits)) {
      setError(t('booking.payment.errors.cardInvalid'))
      return
    }
    setError(null)
    setBusy(true)
    try {
      let result = await confirmTestCard(clientSecret, digits)
      if (result.status === 'requires_action') {
        setAuthenticating(true)
        result = await authenticateTestCard(clientSecret, 'complete')
      }
      if (!intentDone(result.status)) {
        const text = result.lastError?.message ?? incomplete
        setError(text)
        toast.error(result.lastError ? failed : incomplete)
        return
      }
      await onConfirmed()
    } catch (e) {
      const text = e instanceof ApiError && typeof e.body.detail === 'string' ? e.body.detail : failed
      setError(text)
      toast.error(failed)
    } finally {
      setBusy(false)
      setAuthenticating(false)
    }
  }
  return (
    <div className="bk-card-form" data-testid="test-card-form">
      <Alert type="warning" showIcon title={t('booking.payment.testMode')} className="bk-test-mode" data-server-label={label || undefined} />
      <label htmlFor="card-number">{t('booking.payment.cardNumber')}</label>
      <Input id="card-number" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" value={card} onChange={(e) => setCard(groupCard(e.target.value))} maxLength={23} />
      <div className="bk-card-form__row">
        <span>
          <label htmlFor="card-expiry">{t('booking.payment.expiry')}</label>
          <Input id="card-expiry" autoComplete="cc-exp" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        </span>
        <span>
          <label htmlFor="card-cvc">{t('booking.payment.cvc')}</label>
          <Input id="card-cvc" autoComplete="cc-csc" value={cvc} onChange={(e) => setCvc(e.target.value)} />
        </span>
      </div>
      {authenticating ? <p role="status" className="small muted">{t('booking.payment.authenticating')}</p> : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="card-error">
          {error}
        </p>
      ) : null}
      <Button type="primary" block loading={busy} onClick={() => void submit()}>
        {submitLabel}
      </Button>
    </div>
  )
}
