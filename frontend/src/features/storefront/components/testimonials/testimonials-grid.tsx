import { useTranslation } from 'react-i18next'
import { useStorefront } from '../../hooks/use-storefront.ts'
import './testimonials.css'

const BLANK_PROFILE = '/blank-profile.png'

/** The chosen location's visible testimonials: 3 columns above 1024 px, 2 up to 1024, 1 up to 768. */
export function TestimonialsGrid() {
  const { t } = useTranslation()
  const { data, location } = useStorefront()
  const items = data.testimonials.filter((item) => !item.businessLocationId || item.businessLocationId === location.id)
  if (items.length === 0) return null
  return (
    <section className="sf-section" aria-labelledby="sf-testimonials" data-testid="storefront-testimonials">
      <h2 id="sf-testimonials">{t('storefront.testimonials.title')}</h2>
      <ul className="sf-tm-grid">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="sf-card sf-tm-card">
              <blockquote className="sf-tm-card__text">{item.testimonialText}</blockquote>
              <figcaption className="sf-tm-card__who">
                <img src={item.profileImage ?? BLANK_PROFILE} alt="" className="avatar" loading="lazy" onError={(e) => (e.currentTarget.src = BLANK_PROFILE)} />
                <span>
                  <strong>{item.fullName}</strong>
                  {item.businessLocationName ? <small>{item.businessLocationName}</small> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
