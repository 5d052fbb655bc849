import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pickTranslation, translated, addressLine } from '../../../lib/content.ts'
import { absoluteUrl, openingHoursSpecification, SHARE_IMAGE_SIZES, shareImage } from '../../../lib/seo.ts'
import { usePageMeta } from '../../../lib/use-page-meta.ts'
import { useStorefront } from '../hooks/use-storefront.ts'
import { FeatureSections } from './feature-sections.tsx'
import { MovingBanner } from './moving-banner.tsx'
import { TestimonialsGrid } from './testimonials/testimonials-grid.tsx'
import { StorefrontReviews } from './reviews/storefront-reviews.tsx'
import { LocationInfo } from './location-info.tsx'

export function HomePage() {
  const { t } = useTranslation()
  const { data, location, language, bookHref } = useStorefront()
  const [heroFailed, setHeroFailed] = useState(false)
  const business = data.businessData
  const copy = pickTranslation(data.translations, language)
  const heroUrl = data.heroImage?.fileUrl && !heroFailed ? data.heroImage.fileUrl : null
  const about = copy?.about ?? ''
  const origin = window.location.origin

  usePageMeta({
    title: t('storefront.meta.homeTitle', { name: business.businessName, location: location.locationName }),
    description: about || t('storefront.meta.homeDescription', { name: business.businessName, city: location.city ?? '' }),
    keywords: [business.businessName, business.industry ?? '', location.city ?? '', ...location.categories.map((c) => translated(c.translations, language, 'name', '[Category]'))].filter(Boolean),
    canonical: `${origin}/?locationId=${location.id}`,
    image: shareImage([heroUrl, data.showLogo ? data.logo?.fileUrl : null], SHARE_IMAGE_SIZES.home, origin),
    language,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: business.businessName,
      description: about || undefined,
      url: origin,
      telephone: location.phone ?? business.businessPhone ?? undefined,
      email: business.businessEmail ?? undefined,
      image: heroUrl ? absoluteUrl(heroUrl, origin) : undefined,
      address: {
        '@type': 'PostalAddress',
        streetAddress: location.address ?? undefined,
        addressLocality: location.city ?? undefined,
        addressRegion: location.region ?? undefined,
        postalCode: location.postalCode ?? undefined,
        addressCountry: 'US',
      },
      openingHoursSpecification: openingHoursSpecification(location.businessHours),
      department: data.businessLocationData.map((l) => ({ '@type': 'LocalBusiness', name: l.locationName, address: addressLine(l) })),
    },
  })

  return (
    <>
      <section
        className={`sf-hero ${heroUrl ? '' : 'sf-hero--plain'}`}
        style={heroUrl ? { backgroundImage: `url("${heroUrl}")` } : undefined}
        aria-label={t('storefront.hero.label')}
      >
        {heroUrl ? <img src={heroUrl} alt="" hidden onError={() => setHeroFailed(true)} /> : null}
        <div className="sf-hero__shade" style={{ opacity: data.heroImageContrast }} />
        <div className="sf-hero__content" style={{ top: `${data.sloganVerticalPosition}%`, maxWidth: data.sloganWidth }}>
          <h1 className="sf-hero__title">{business.businessName}</h1>
          {copy?.slogan ? <p className="sf-hero__slogan">{copy.slogan}</p> : null}
          {data.showAdditionalBookButton ? (
            <a className="btn btn--primary btn--large" href={bookHref}>
              {t('storefront.bookNow')}
            </a>
          ) : null}
        </div>
      </section>
      <section id="about" className="sf-section sf-about">
        <h2>{t('storefront.about.title')}</h2>
        <p>{about || t('storefront.about.empty', { name: business.businessName })}</p>
      </section>
      <FeatureSections />
      {data.showMovingBanner ? <MovingBanner /> : null}
      {data.showTestimonials ? <TestimonialsGrid /> : null}
      {data.showReviews ? <StorefrontReviews /> : null}
      <LocationInfo />
    </>
  )
}
