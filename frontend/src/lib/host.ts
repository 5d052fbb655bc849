/** Which surface a host name serves, and which environment it is (public-side §2.2, §7). */
export type Env = 'local' | 'dev' | 'prod'

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

export function envOf(hostname: string): Env {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || IPV4.test(hostname) || hostname.startsWith('[')) return 'local'
  if (hostname.split('.').includes('dev')) return 'dev'
  return 'prod'
}

const RESERVED = new Set(['www', 'app', 'api', 'dev'])

/**
 * The business subdomain of a host, or null on the main host. How many labels count depends on
 * the environment: `maple.localhost` (local, 2 labels), `maple.dev.slotwise.app` (dev, 4),
 * `maple.slotwise.app` (prod, 3).
 */
export function subdomainOf(hostname: string): string | null {
  const host = hostname.toLowerCase()
  if (IPV4.test(host) || host.startsWith('[')) return null
  const labels = host.split('.')
  const env = envOf(host)
  const needed = env === 'local' ? 2 : env === 'dev' ? 4 : 3
  if (labels.length < needed) return null
  const first = labels[0]!
  return RESERVED.has(first) ? null : first
}

/** The main host (without the business subdomain) with protocol and port, for links to booking pages. */
export function mainOrigin(location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  const sub = subdomainOf(location.hostname)
  const host = sub ? location.hostname.slice(sub.length + 1) : location.hostname
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}`
}

/**
 * The three business hosts whose storefront header hides Book Now (§2.2 says three hard-coded hosts
 * but not which). They stand for businesses that take bookings by phone only and use the storefront
 * as a brochure. Add a host here only for a business that has asked for it.
 */
export const BOOK_NOW_HIDDEN_HOSTS: readonly string[] = ['harborview-dental.slotwise.app', 'northside-physio.slotwise.app', 'oakridge-vet.slotwise.app']

/** Whether the storefront header shows Book Now on this host (case and port ignored). */
export const showsBookNow = (hostname: string): boolean => !BOOK_NOW_HIDDEN_HOSTS.includes(hostname.toLowerCase().replace(/:\d+$/, ''))
