import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStorefrontReviews } from '../../api/get-storefront-reviews.ts'
import { useNearViewport } from '../../hooks/use-near-viewport.ts'
import { useStorefront } from '../../hooks/use-storefront.ts'
import { ReviewCard } from './review-card.tsx'
import './reviews.css'

const ReviewsPagination = lazy(() => import('./reviews-pagination.tsx'))

/**
 * The storefront's reviews of the chosen location, 5 per page, featured first then newest. The
 * server pages (GET /storefront_reviews/), so a business with many reviews ships one page at a time.
 */
export function StorefrontReviews() {
  const { t } = useTranslation()
  const { subdomain, location, language } = useStorefront()
  const [page, setPage] = useState(1)
  const heading = useRef<HTMLHeadingElement>(null)
  // The pager's antd code loads only when the visitor nears the reviews, never on the first load.
  const [pager, pagerNear] = useNearViewport<HTMLDivElement>()
  useEffect(() => setPage(1), [location.id])
  const { data } = useStorefrontReviews(subdomain, location.id, page)
  if (!data || data.totalCount === 0) return null
  const changePage = (next: number) => {
    setPage(next)
    heading.current?.scrollIntoView({ block: 'start' })
  }
  return (
    <section className="sf-section sf-rv" aria-labelledby="sf-reviews" data-testid="storefront-reviews">
      <h2 id="sf-reviews" ref={heading} tabIndex={-1}>{t('storefront.reviews.title')}</h2>
      {data.averageRating !== null ? (
        <p className="sf-rv-summary">{t('storefront.reviews.summary', { count: data.totalCount, average: data.averageRating.toLocaleString(language.replace('_', '-'), { maximumFractionDigits: 1 }) })}</p>
      ) : null}
      <ul className="sf-rv-list">
        {data.reviews.map((review) => <ReviewCard key={review.id} review={review} language={language} />)}
      </ul>
      {data.totalCount > data.pageSize ? (
        <div ref={pager} className="sf-rv-pager-slot">
          {pagerNear ? (
            <Suspense fallback={null}>
              <ReviewsPagination current={page} total={data.totalCount} pageSize={data.pageSize} onChange={changePage} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
