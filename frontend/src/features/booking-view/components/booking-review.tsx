import { Button, Input, Rate } from 'antd'
import { useFormik } from 'formik'
import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { errorText } from '../../../lib/api.ts'
import type { BookingReview as Review } from '../api/get-booking-details.ts'
import { REVIEW_TEXT_MAX, submitBookingReview } from '../api/submit-booking-review.ts'

/** Error texts are i18n keys; a rating of 0 stars means "not rated", so a review needs stars or words. */
const reviewSchema = z
  .object({ rating: z.number().min(0).max(5), text: z.string().max(REVIEW_TEXT_MAX, 'view.review.errors.tooLong') })
  .refine((v) => v.rating > 0 || v.text.trim() !== '', { message: 'view.review.errors.empty', path: ['rating'] })
type Values = z.infer<typeof reviewSchema>

/** antd's stars are unnamed radios: name each one ("3 stars") for screen readers. */
function useNamedStars() {
  const { t } = useTranslation()
  return (node: ReactNode, { index }: { index?: number }): ReactNode => {
    if (!isValidElement(node)) return node
    const li = node as ReactElement<{ children: ReactElement<Record<string, unknown>> }>
    return cloneElement(li, {}, cloneElement(li.props.children, { 'aria-label': t('view.review.star', { count: (index ?? 0) + 1 }) }))
  }
}

/**
 * The customer's review of the booking (ADR 0012, 0013): the submitted review once there is one;
 * otherwise, when the booking can be reviewed, a form with a 0–5 star rating and up to 1000 characters.
 */
export function BookingReviewCard({ confirmationCode, review, reviewable, formatDate }: { confirmationCode: string; review: Review | null; reviewable: boolean; formatDate: (iso: string) => string }) {
  const { t } = useTranslation()
  if (review) {
    return (
      <section className="view-card view-review" aria-labelledby="view-review">
        <h2 id="view-review">{t('view.review.yours')}</h2>
        {review.bookingRating !== null ? <StarsShown value={review.bookingRating} /> : null}
        {review.bookingReviewText ? <blockquote className="view-review__text">{review.bookingReviewText}</blockquote> : null}
        <p className="small muted">{t('view.review.reviewedOn', { date: formatDate(review.createdAt) })}</p>
        <p className="view-review__thanks" role="status">{t('view.review.thanks')}</p>
      </section>
    )
  }
  if (!reviewable) return null
  return <ReviewForm confirmationCode={confirmationCode} />
}

function StarsShown({ value }: { value: number }) {
  const { t } = useTranslation()
  return (
    <p className="view-review__stars">
      <Rate disabled allowHalf value={value} aria-hidden="true" />
      <span className="visually-hidden">{t('view.review.outOf', { rating: value })}</span>
    </p>
  )
}

function ReviewForm({ confirmationCode }: { confirmationCode: string }) {
  const { t } = useTranslation()
  const id = useId()
  const namedStars = useNamedStars()
  const [failure, setFailure] = useState<string | null>(null)
  const formik = useFormik<Values>({
    initialValues: { rating: 0, text: '' },
    validate: (values) => {
      const r = reviewSchema.safeParse(values)
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
    },
    validateOnChange: false,
    onSubmit: async (values) => {
      setFailure(null)
      try {
        await submitBookingReview({ confirmationCode, bookingRating: values.rating > 0 ? values.rating : null, bookingReviewText: values.text.trim() || null })
      } catch (e) {
        setFailure(errorText(e, t))
      }
    },
  })
  const error = formik.errors.rating ?? formik.errors.text
  return (
    <section className="view-card view-review" aria-labelledby="view-review">
      <h2 id="view-review">{t('view.review.title')}</h2>
      <p className="muted">{t('view.review.intro')}</p>
      <form className="view-review__form" onSubmit={formik.handleSubmit} noValidate>
        <div className="view-review__field">
          <span id={`${id}-rating`} className="view-review__label">
            {t('view.review.rating')}
          </span>
          <Rate
            allowHalf
            value={formik.values.rating}
            onChange={(v) => void formik.setFieldValue('rating', v)}
            characterRender={namedStars}
            aria-labelledby={`${id}-rating`}
            className="view-review__rate"
          />
        </div>
        <div className="view-review__field">
          <label htmlFor={`${id}-text`} className="view-review__label">
            {t('view.review.text')}
          </label>
          <Input.TextArea
            id={`${id}-text`}
            value={formik.values.text}
            onChange={(e) => void formik.setFieldValue('text', e.target.value)}
            maxLength={REVIEW_TEXT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('view.review.placeholder')}
          />
        </div>
        {error || failure ? (
          <p className="field-error" role="alert">
            {error ? t(error) : failure}
          </p>
        ) : null}
        <div>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {t('view.review.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
