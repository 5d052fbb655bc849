import { Button } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StripeCardElement, Stripe } from '@stripe/stripe-js'
import type { CardFormProps } from './test-card-form.tsx'
import { stripePublishableKey } from './stripe-card-form-key.ts'
import { useToast } from '../hooks/use-toast.ts'

/**
 * Stripe Elements (card) for a setup or payment intent of the connected account. Lazy: this
 * module and Stripe.js load only when a real Stripe key is configured and a card is needed.
 */
export default function StripeCardForm({ kind, clientSecret, submitLabel, onConfirmed, stripeAccount }: CardFormProps & { stripeAccount: string | null }) {
  const { t } = useTranslation()
  const toast = useToast()
  const mountRef = useRef<HTMLDivElement>(null)
  const [stripe, setStripe] = useState<Stripe | null>(null)
  const [card, setCard] = useState<StripeCardElement | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    let element: StripeCardElement | null = null
    const key = stripePublishableKey()
    if (!key) return
    void import('@stripe/stripe-js').then(async ({ loadStripe }) => {
      const s = await loadStripe(key, stripeAccount ? { stripeAccount } : undefined)
      if (cancelled || !s || !mountRef.current) return
      element = s.elements().create('card', { hidePostalCode: false })
      element.mount(mountRef.current)
      setStripe(s)
      setCard(element)
    })
    return () => {
      cancelled = true
      element?.destroy()
    }
  }, [stripeAccount])

  const submit = async () => {
    if (!stripe || !card) return
    setBusy(true)
    setError(null)
    try {
      const result = kind === 'setup' ? await stripe.confirmCardSetup(clientSecret, { payment_method: { card } }) : await stripe.confirmCardPayment(clientSecret, { payment_method: { card } })
      if (result.error) {
        setError(result.error.message ?? null)
        toast.error(kind === 'setup' ? t('booking.payment.errors.cardSetupFailed') : t('booking.payment.errors.paymentFailed'))
        return
      }
      const status = 'setupIntent' in result ? result.setupIntent?.status : result.paymentIntent?.status
      if (status !== 'succeeded' && status !== 'requires_capture' && status !== 'processing') {
        toast.error(kind === 'setup' ? t('booking.payment.errors.cardSetupIncomplete') : t('booking.payment.errors.paymentIncomplete'))
        return
      }
      await onConfirmed()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="bk-card-form">
      <label>{t('booking.payment.cardNumber')}</label>
      <div ref={mountRef} className="bk-stripe-card" />
      {error ? <p className="field-error" role="alert">{error}</p> : null}
      <Button type="primary" block loading={busy} disabled={!card} onClick={() => void submit()}>
        {submitLabel}
      </Button>
    </div>
  )
}
