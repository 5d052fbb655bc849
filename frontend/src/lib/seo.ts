/** Page title, description, keywords, canonical, social tags and JSON-LD for a page (§2.2, §2.3). */
export interface PageMeta {
  title: string
  description: string
  keywords?: string[]
  canonical: string
  image?: { url: string; width: number; height: number } | null
  jsonLd?: Record<string, unknown> | null
  language?: string
}

export const META_DESCRIPTION_MAX = 160

/** Social-sharing image sizes per storefront page (§2.2). */
export const SHARE_IMAGE_SIZES = {
  home: { width: 1200, height: 630 },
  team: { width: 400, height: 400 },
  services: { width: 800, height: 600 },
} as const

/** A URL made absolute against the page's origin (sharing tags and structured data want absolute ones). */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href
}

/** The sharing image of a page: the first URL given, absolute, with the page's size; null when none. */
export function shareImage(urls: ReadonlyArray<string | null | undefined>, size: { width: number; height: number }, origin: string): PageMeta['image'] {
  const url = urls.find((u): u is string => !!u)
  return url ? { url: absoluteUrl(url, origin), ...size } : null
}

export function truncateDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= META_DESCRIPTION_MAX ? clean : `${clean.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…`
}

function setMeta(attr: 'name' | 'property', key: string, content: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (content === null) {
    el?.remove()
    return
  }
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    document.head.appendChild(el)
  }
  el.setAttribute('content', content)
}

export function applyPageMeta(meta: PageMeta): void {
  const description = truncateDescription(meta.description)
  document.title = meta.title
  if (meta.language) document.documentElement.lang = meta.language.replace('_', '-')
  setMeta('name', 'description', description)
  setMeta('name', 'keywords', meta.keywords?.length ? meta.keywords.join(', ') : null)
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!canonical) {
    canonical = document.createElement('link')
    canonical.rel = 'canonical'
    document.head.appendChild(canonical)
  }
  canonical.href = meta.canonical
  setMeta('property', 'og:type', 'website')
  setMeta('property', 'og:title', meta.title)
  setMeta('property', 'og:description', description)
  setMeta('property', 'og:url', meta.canonical)
  setMeta('property', 'og:image', meta.image?.url ?? null)
  setMeta('property', 'og:image:width', meta.image ? String(meta.image.width) : null)
  setMeta('property', 'og:image:height', meta.image ? String(meta.image.height) : null)
  setMeta('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary')
  setMeta('name', 'twitter:title', meta.title)
  setMeta('name', 'twitter:description', description)
  setMeta('name', 'twitter:image', meta.image?.url ?? null)
  let script = document.head.querySelector<HTMLScriptElement>('script[data-page-jsonld]')
  if (!meta.jsonLd) {
    script?.remove()
    return
  }
  if (!script) {
    script = document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.pageJsonld = ''
    document.head.appendChild(script)
  }
  script.textContent = JSON.stringify(meta.jsonLd)
}

/** Opening hours for schema.org from business hours; days with a null start or end are left out. */
export function openingHoursSpecification(hours: Record<string, { startMinutes: number | null; endMinutes: number | null }>) {
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return Object.entries(hours)
    .filter(([, h]) => h.startMinutes !== null && h.endMinutes !== null)
    .map(([day, h]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}`,
      opens: hhmm(h.startMinutes!),
      closes: hhmm(h.endMinutes!),
    }))
}
