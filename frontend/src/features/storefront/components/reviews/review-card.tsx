import { DateTime } from 'luxon'
import { useTranslation } from 'react-i18next'
import { bcp47 } from '../../../../lib/datetime.ts'
import type { StorefrontReview } from '../../api/get-storefront-reviews.ts'

/** Thumbnails shown before the rest are summed up as "+N" (public-side §9). */
export const REVIEW_THUMBNAILS = 3

/** Five stars, filled to the rating (half stars round up to a filled one). */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation()
  const filled = Math.round(rating)
  return (
    <p className="sf-rv-stars" role="img" aria-label={t('storefront.reviews.rating', { rating })}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span aria-hidden="true" className="sf-rv-stars__empty">{'★'.repeat(5 - filled)}</span>
    </p>
  )
}

/** One review: stars, text, who and when (in the storefront's language), up to 3 photos then "+N". */
export function ReviewCard({ review, language }: { review: StorefrontReview; language: string }) {
  const { t } = useTranslation()
  const name = review.customer?.firstName ? `${review.customer.firstName}${review.customer.lastName ? ` ${review.customer.lastName.slice(0, 1)}.` : ''}` : t('storefront.reviews.anonymous')
  const date = review.createdAt ? DateTime.fromISO(review.createdAt).setLocale(bcp47(language)) : null
  const photos = review.reviewImages.map((image) => image.fileUrl).filter((url): url is string => !!url)
  const more = photos.length - REVIEW_THUMBNAILS
  return (
    <li className="sf-card sf-rv-card" data-testid="storefront-review">
      <div className="sf-rv-card__head">
        {review.bookingRating !== null ? <Stars rating={review.bookingRating} /> : null}
        {review.featured ? <span className="sf-rv-badge">{t('storefront.reviews.featured')}</span> : null}
      </div>
      {review.bookingReviewText ? <p className="sf-rv-card__text">{review.bookingReviewText}</p> : null}
      <p className="sf-rv-card__meta">
        <span className="sf-rv-card__name">{name}</span>
        {date?.isValid ? <time dateTime={date.toISODate() ?? undefined}>{date.toLocaleString(DateTime.DATE_MED)}</time> : null}
      </p>
      {photos.length ? (
        <ul className="sf-rv-photos" aria-label={t('storefront.reviews.photos', { count: photos.length })}>
          {photos.slice(0, REVIEW_THUMBNAILS).map((url, i) => (
            <li key={`${url}-${i}`}>
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('storefront.reviews.photo', { n: i + 1, total: photos.length })}>
                <img src={url} alt="" loading="lazy" />
              </a>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <a className="sf-rv-photos__more" href={photos[REVIEW_THUMBNAILS]} target="_blank" rel="noopener noreferrer" aria-label={t('storefront.reviews.morePhotos', { count: more })}>
                {t('storefront.reviews.more', { count: more })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  )
}
