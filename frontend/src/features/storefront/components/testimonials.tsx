import { useTranslation } from 'react-i18next'
import { useColumns } from '../hooks/use-columns.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

/** Testimonials in a grid of 3, 2 or 1 columns. */
export function Testimonials() {
  const { t } = useTranslation()
  const { data } = useStorefront()
  const columns = useColumns()
  if (data.testimonials.length === 0) return null
  return (
    <section className="sf-section" aria-labelledby="sf-testimonials">
      <h2 id="sf-testimonials">{t('storefront.testimonials.title')}</h2>
      <div className="sf-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {data.testimonials.map((item) => (
          <figure key={item.id} className="sf-card sf-testimonial">
            <blockquote>“{item.testimonialText}”</blockquote>
            <figcaption>
              <img src={item.profileImage ?? '/blank-profile.png'} alt="" className="avatar" onError={(e) => (e.currentTarget.src = '/blank-profile.png')} />
              <span>
                <strong>{item.fullName}</strong>
                {item.businessLocationName ? <small>{item.businessLocationName}</small> : null}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  )
}
