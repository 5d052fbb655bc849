import { useTranslation } from 'react-i18next'
import { ImgWithFallback } from '../../../components/img-fallback.tsx'
import { normalizeLink } from '../../../lib/content.ts'
import { absoluteUrl, SHARE_IMAGE_SIZES, shareImage } from '../../../lib/seo.ts'
import { usePageMeta } from '../../../lib/use-page-meta.ts'
import { useColumns } from '../hooks/use-columns.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

const TEAM_SOCIAL = ['facebook', 'instagram', 'youtube', 'tiktok'] as const

export function TeamPage() {
  const { t } = useTranslation()
  const { data, location, language } = useStorefront()
  const columns = useColumns()
  const business = data.businessData
  const team = location.employees
  const origin = window.location.origin
  const image = team.find((e) => e.profileImageUrl)?.profileImageUrl
  usePageMeta({
    title: t('storefront.meta.teamTitle', { name: business.businessName }),
    // With nobody listed yet the page's own message describes it better than an empty list of names.
    description: team.length
      ? t('storefront.meta.teamDescription', { name: business.businessName, location: location.locationName, names: team.map((e) => e.firstName).join(', ') })
      : t('storefront.team.empty'),
    keywords: [business.businessName, t('storefront.nav.team'), ...team.map((e) => `${e.firstName} ${e.lastName}`)],
    canonical: `${origin}/team?locationId=${location.id}`,
    image: shareImage([image, data.showLogo ? data.logo?.fileUrl : null, data.heroImage?.fileUrl], SHARE_IMAGE_SIZES.team, origin),
    language,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: business.businessName,
      url: origin,
      employee: team.map((e) => ({ '@type': 'Person', name: `${e.firstName} ${e.lastName}`, jobTitle: e.position || t('storefront.team.defaultRole'), image: e.profileImageUrl ? absoluteUrl(e.profileImageUrl, origin) : undefined, description: e.bio ?? undefined })),
    },
  })
  return (
    <section className="sf-section sf-page">
      <h1>{t('storefront.team.title')}</h1>
      {team.length === 0 ? (
        <p className="empty-state">{t('storefront.team.empty')}</p>
      ) : (
        <ul className="sf-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {team.map((e) => {
            const links = e.socialLinks.filter((l) => (TEAM_SOCIAL as readonly string[]).includes(l.platform)).flatMap((l) => {
              const url = normalizeLink(l.url)
              return url ? [{ platform: l.platform, url }] : []
            })
            return (
              <li key={e.id} className="sf-card sf-member">
                <ImgWithFallback src={e.profileImageUrl ?? undefined} fallback="/blank-profile.png" alt={t('storefront.team.photoAlt', { name: e.firstName })} className="sf-member__photo" />
                <h2>
                  {e.firstName} {e.lastName}
                </h2>
                <p className="sf-member__role">{e.position || t('storefront.team.defaultRole')}</p>
                {e.bio ? <p>{e.bio}</p> : null}
                {links.length ? (
                  <ul className="sf-social">
                    {links.map((l) => (
                      <li key={l.platform}>
                        <a href={l.url} target="_blank" rel="noopener noreferrer">
                          {t(`common.social.${l.platform}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
