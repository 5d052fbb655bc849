import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bundleDuration, bundlePriceRange, bundleSavePercent, servicePriceRange } from '../../../lib/catalog-schemas.ts'
import { formatPhone, translated } from '../../../lib/content.ts'
import { formatPriceRange } from '../../../lib/money.ts'
import { SHARE_IMAGE_SIZES, shareImage } from '../../../lib/seo.ts'
import { usePageMeta } from '../../../lib/use-page-meta.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

type Entry = { kind: 'service' | 'bundle'; id: string; name: string; description: string; range: [number, number]; minutes: number; save: number | null; categoryId: string | null; images: string[] }

export function ServicesPage() {
  const { t } = useTranslation()
  const { data, location, language, bookHref } = useStorefront()
  const business = data.businessData
  const collator = useMemo(() => new Intl.Collator(language.replace('_', '-')), [language])

  const entries: Entry[] = useMemo(() => {
    const services: Entry[] = location.services.map((s) => ({
      kind: 'service',
      id: s.id,
      name: translated(s.translations, language, 'name', '[Service]'),
      description: translated(s.translations, language, 'description', ''),
      range: servicePriceRange(s),
      minutes: s.duration,
      save: null,
      categoryId: s.category?.id ?? null,
      images: s.images.map((i) => i.fileUrl).filter((u): u is string => !!u),
    }))
    const bundles: Entry[] = location.bundles.filter((b) => b.is_active).map((b) => ({
      kind: 'bundle',
      id: b.id,
      name: translated(b.translations, language, 'bundleName', '[Bundle]'),
      description: translated(b.translations, language, 'bundleDescription', ''),
      range: bundlePriceRange(b),
      minutes: bundleDuration(b),
      save: bundleSavePercent(b),
      categoryId: b.items[0]?.bundleService.category?.id ?? null,
      images: b.images.map((i) => i.fileUrl).filter((u): u is string => !!u),
    }))
    return [...services, ...bundles].sort((a, b) => collator.compare(a.name, b.name))
  }, [location, language, collator])

  const groups = useMemo(() => {
    const byCategory = new Map<string, Entry[]>()
    for (const e of entries) {
      const key = e.categoryId ?? 'other'
      byCategory.set(key, [...(byCategory.get(key) ?? []), e])
    }
    return [...byCategory.entries()].map(([id, items]) => {
      const category = location.categories.find((c) => c.id === id) ?? location.services.find((s) => s.category?.id === id)?.category
      return { id, name: category ? translated(category.translations, language, 'name', '[Category]') : t('storefront.services.other'), items }
    }).sort((a, b) => collator.compare(a.name, b.name))
  }, [entries, location, language, collator, t])

  const emptyMessage = t('storefront.services.empty', { location: location.locationName, phone: formatPhone(location.phone ?? business.businessPhone) })
  const origin = window.location.origin
  const firstImage = entries.find((e) => e.images.length)?.images[0]
  usePageMeta({
    title: t('storefront.meta.servicesTitle', { name: business.businessName }),
    description: entries.length
      ? t('storefront.meta.servicesDescription', { name: business.businessName, services: entries.slice(0, 5).map((e) => e.name).join(', ') })
      : emptyMessage,
    keywords: [business.businessName, ...groups.map((g) => g.name), ...entries.slice(0, 10).map((e) => e.name)],
    canonical: `${origin}/services?locationId=${location.id}`,
    image: shareImage([firstImage, data.heroImage?.fileUrl, data.showLogo ? data.logo?.fileUrl : null], SHARE_IMAGE_SIZES.services, origin),
    language,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: t('storefront.services.title'),
      itemListElement: entries.slice(0, 10).map((e, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Service',
          name: e.name,
          description: e.description || undefined,
          provider: { '@type': 'LocalBusiness', name: business.businessName },
          offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: e.range[0].toFixed(2), highPrice: e.range[1].toFixed(2) },
        },
      })),
    },
  })

  if (entries.length === 0) {
    return (
      <section className="sf-section sf-page">
        <h1>{t('storefront.services.title')}</h1>
        <p className="empty-state">{emptyMessage}</p>
      </section>
    )
  }
  return (
    <>
      <section className="sf-section sf-page">
        <h1>{t('storefront.services.title')}</h1>
        {groups.map((g) => (
          <div key={g.id} className="sf-category">
            <h2>{g.name}</h2>
            <ul className="sf-service-list">
              {g.items.map((e) => (
                <li key={e.id} className="sf-service">
                  <div>
                    <h3>
                      {e.name}
                      {e.save ? <span className="badge badge--save">{t('common.savePercent', { percent: e.save })}</span> : null}
                    </h3>
                    {e.description ? <p className="muted">{e.description}</p> : null}
                  </div>
                  <div className="sf-service__meta">
                    <strong>{formatPriceRange(...e.range)}</strong>
                    <span className="muted">{t('common.durationMinutes', { count: e.minutes })}</span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p>
          <a className="btn btn--primary" href={bookHref}>
            {t('storefront.bookNow')}
          </a>
        </p>
      </section>
      <Gallery entries={entries.filter((e) => e.kind === 'service')} locationId={location.id} />
    </>
  )
}

/** Gallery filter: none selected shows every service with images; a selection shows only those. */
function Gallery({ entries, locationId }: { entries: Entry[]; locationId: string }) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<string[]>([])
  useEffect(() => setSelected([]), [locationId])
  const withImages = entries.filter((e) => e.images.length)
  const chosen = entries.filter((e) => selected.includes(e.id))
  const shown = selected.length === 0 ? withImages : chosen.filter((e) => e.images.length)
  const missing = chosen.filter((e) => e.images.length === 0)
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))
  return (
    <section className="sf-section" aria-labelledby="sf-gallery">
      <h2 id="sf-gallery">{t('storefront.gallery.title')}</h2>
      <div className="chips" role="group" aria-label={t('storefront.gallery.filter')}>
        {entries.map((e) => (
          <button key={e.id} type="button" className={`chip ${selected.includes(e.id) ? 'is-selected' : ''}`} aria-pressed={selected.includes(e.id)} onClick={() => toggle(e.id)}>
            {e.name}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="empty-state">{t('storefront.gallery.noImages')}</p>
      ) : (
        <>
          {missing.length > 0 ? <p className="muted">{t('storefront.gallery.noImagesFor', { names: missing.map((m) => m.name).join(', ') })}</p> : null}
          <div className="sf-gallery">
            {shown.flatMap((e) => e.images.map((url) => <img key={url} src={url} alt={e.name} loading="lazy" onError={(ev) => (ev.currentTarget.src = '/image_placeholder.jpg')} />))}
          </div>
        </>
      )}
    </section>
  )
}
