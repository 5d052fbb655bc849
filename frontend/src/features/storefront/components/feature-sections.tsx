import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translated, pickTranslation } from '../../../lib/content.ts'
import { useColumns } from '../hooks/use-columns.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

export const CAROUSEL_INTERVAL_MS = 5000

/** Feature sections by order; a carousel advancing every 5 s when there are more than 3. */
export function FeatureSections() {
  const { t } = useTranslation()
  const { data, language } = useStorefront()
  const columns = useColumns()
  const sections = [...data.featureSections].sort((a, b) => a.order - b.order)
  const carousel = sections.length > 3
  const [start, setStart] = useState(0)
  const [paused, setPaused] = useState(false)
  // One slide every 5 s; choosing a slide by hand starts the 5 s over.
  useEffect(() => {
    if (!carousel || paused) return
    const id = window.setTimeout(() => setStart((s) => (s + 1) % sections.length), CAROUSEL_INTERVAL_MS)
    return () => window.clearTimeout(id)
  }, [carousel, paused, sections.length, start])
  if (sections.length === 0) return null
  // Hovering or focusing the section (its dots included) holds the current slides.
  const visible = carousel ? Array.from({ length: Math.min(columns, sections.length) }, (_, i) => sections[(start + i) % sections.length]!) : sections
  return (
    <section
      className="sf-section sf-features"
      aria-label={t('storefront.features.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false)
      }}
    >
      <div
        className={carousel ? 'sf-carousel' : 'sf-feature-list'}
        style={carousel ? { gridTemplateColumns: `repeat(${visible.length}, minmax(0, 1fr))` } : undefined}
        aria-live={carousel ? (paused ? 'polite' : 'off') : undefined}
      >
        {visible.map((s) => {
          const copy = pickTranslation(s.translations, language)
          return (
            <article key={s.id} className="sf-feature">
              {s.imageData?.fileUrl ? <img src={s.imageData.fileUrl} alt="" className="sf-feature__image" loading="lazy" /> : <div className="sf-feature__image sf-feature__image--blank" aria-hidden="true" />}
              <h3>{translated(s.translations, language, 'title', '')}</h3>
              {copy?.caption ? <p>{copy.caption}</p> : null}
            </article>
          )
        })}
      </div>
      {carousel ? (
        <div className="sf-carousel__dots" role="group" aria-label={t('storefront.features.slides')}>
          {sections.map((s, i) => (
            <button key={s.id} type="button" className={`sf-dot ${i === start ? 'is-active' : ''}`} aria-label={t('storefront.features.goTo', { n: i + 1 })} aria-pressed={i === start} onClick={() => setStart(i)} />
          ))}
        </div>
      ) : null}
    </section>
  )
}
