/**
 * Content translations of the business (service names, slogans…) are keyed by the business's
 * languages (en_US, es_US). The interface language may be another variant (es_MX): match exactly,
 * then by language, then English, then the first one.
 */
export function pickTranslation<T extends { language: string }>(translations: readonly T[] | null | undefined, language: string): T | undefined {
  if (!translations || translations.length === 0) return undefined
  const prefix = language.split(/[_-]/)[0]
  return (
    translations.find((t) => t.language === language) ??
    translations.find((t) => t.language.split(/[_-]/)[0] === prefix) ??
    translations.find((t) => t.language === 'en_US') ??
    translations.find((t) => t.language.startsWith('en')) ??
    translations[0]
  )
}

/** A translated text field with the spec's label fallback ([Service], [Category], [Bundle], [Add-on]). */
export function translated<T extends { language: string }, K extends keyof T>(
  translations: readonly T[] | null | undefined,
  language: string,
  field: K,
  fallback: string,
): string {
  const value = pickTranslation(translations, language)?.[field]
  if (typeof value === 'string' && value.trim()) return value
  for (const t of translations ?? []) {
    const v = t[field]
    if (typeof v === 'string' && v.trim()) return v
  }
  return fallback
}

/** Social links: only non-empty strings; a link without an http prefix gets https:// (§5). */
export function normalizeLink(link: string | null | undefined): string | null {
  if (typeof link !== 'string' || !link.trim()) return null
  const value = link.trim()
  return /^https?:\/\//i.test(value) ? value : `https://${value}`
}

/** The address on one line: address, city, region postal code. */
export function addressLine(l: { address: string | null; city: string | null; region: string | null; postalCode: string | null }): string {
  const regionZip = [l.region, l.postalCode].filter(Boolean).join(' ')
  return [l.address, l.city, regionZip].filter((x) => x && String(x).trim()).join(', ')
}

/** An embedded map of the address (the maps service the CSP allows). */
export function mapEmbedUrl(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`
}

/** A US phone for display: (123) 456-7890. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  let digits = phone.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  if (digits.length !== 10) return phone
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
