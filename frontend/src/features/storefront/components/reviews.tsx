import { DateTime } from 'luxon'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bcp47 } from '../../../lib/datetime.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

export const REVIEWS_PER_PAGE = 5
export const REVIEW_THUMBNAILS = 3

/** Reviews, 5 per page; image thumbnails 3 then "+N". */
export function Reviews() {
  const { t } = useTranslation()
  const { data, language } = useStorefront()
  const [page, setPage] = useState(0)
  const reviews = data.reviews
  if (reviews.length === 0) return null
  const pages = Math.ceil(reviews.length / REVIEWS_PER_PAGE)
  const shown = reviews.slice(page * REVIEWS_PER_PAGE, (page + 1) * REVIEWS_PER_PAGE)
  return (
    <section className="sf-section" aria-labelledby="sf-reviews">
      <h2 id="sf-reviews">{t('storefront.reviews.title')}</h2>
      <ul className="sf-reviews">
        {shown.map((r) => {
          const images = r.reviewImages.map((i) => i.fileUrl).filter((u): u is string => !!u)
          return (
            <li key={r.id} className="sf-card sf-review">
              {r.bookingRating !== null ? (
                <p className="sf-stars" aria-label={t('storefront.reviews.rating', { rating: r.bookingRating })}>
                  {'★'.repeat(Math.round(r.bookingRating))}
                  {'☆'.repeat(5 - Math.round(r.bookingRating))}
                </p>
              ) : null}
              {r.bookingReviewText ? <p>{r.bookingReviewText}</p> : null}
              <p className="muted">
                {r.customer ? `${r.customer.firstName} ${r.customer.lastName.slice(0, 1)}.` : t('storefront.reviews.anonymous')}
                {r.createdAt ? ` · ${DateTime.fromISO(r.createdAt).setLocale(bcp47(language)).toLocaleString(DateTime.DATE_MED)}` : ''}
              </p>
              {images.length ? (
                <div className="sf-review__images">
                  {images.slice(0, REVIEW_THUMBNAILS).map((url) => (
                    <img key={url} src={url} alt="" loading="lazy" />
                  ))}
                  {images.length > REVIEW_THUMBNAILS ? <span className="sf-review__more">{t('storefront.reviews.more', { count: images.length - REVIEW_THUMBNAILS })}</span> : null}
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      {pages > 1 ? (
        <nav className="sf-pager" aria-label={t('storefront.reviews.pages')}>
          <button type="button" className="btn" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('common.previous')}
          </button>
          <span>{t('storefront.reviews.page', { page: page + 1, pages })}</span>
          <button type="button" className="btn" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
            {t('common.next')}
          </button>
        </nav>
      ) : null}
    </section>
  )
}
