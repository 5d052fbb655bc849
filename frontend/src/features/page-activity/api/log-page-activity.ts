import { apiUrl, CSRF_COOKIE, CSRF_HEADER, readCookie } from '../../../lib/api.ts'
import { envOf } from '../../../lib/host.ts'

/** The page-activity record of public-side §3, sent on visit (POST) and on exit (beacon). */
export interface PageActivityRecord {
  action: 'visit' | 'exit'
  /** Milliseconds since the epoch, UTC. */
  utc_timestamp: number
  /** The path, e.g. /book. */
  location: string
  sessionId: string
  /** Every query parameter except timestamp and _t. */
  allQueryParams: Record<string, string>
  env: 'local' | 'dev' | 'prod' | 'unknown'
  fullLink: string
  platform: 'web'
}

export const PAGE_ACTIVITY_PATH = '/log_page_activity/'
const SESSION_KEY = 'slotwise.pageActivitySession'

export function pageSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY)
    if (!id) {
      id = crypto.randomUUID()
      sessionStorage.setItem(SESSION_KEY, id)
    }
    return id
  } catch {
    return 'unknown'
  }
}

export function buildRecord(action: PageActivityRecord['action'], url: URL, now = Date.now()): PageActivityRecord {
  const allQueryParams: Record<string, string> = {}
  url.searchParams.forEach((value, key) => {
    if (key !== 'timestamp' && key !== '_t') allQueryParams[key] = value
  })
  let env: PageActivityRecord['env'] = 'unknown'
  try {
    env = envOf(url.hostname)
  } catch {
    env = 'unknown'
  }
  return { action, utc_timestamp: now, location: url.pathname, sessionId: pageSessionId(), allQueryParams, env, fullLink: url.href, platform: 'web' }
}

/** POST on visit, credentials included; every failure is swallowed (§7, §8). */
export function logVisit(record: PageActivityRecord): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  const token = readCookie(CSRF_COOKIE)
  if (token) headers[CSRF_HEADER] = token
  try {
    void fetch(apiUrl(PAGE_ACTIVITY_PATH), { method: 'POST', credentials: 'include', headers, body: JSON.stringify(record), keepalive: true }).catch(() => undefined)
  } catch {
    // ignored
  }
}

/**
 * Exit: a fire-and-forget beacon with a JSON body. A beacon cannot carry headers, so the CSRF
 * token also travels as `?csrftoken=` for the backend to check against the cookie (the backend
 * may instead exempt this route; see the frontend report).
 */
export function logExit(record: PageActivityRecord): void {
  try {
    const token = readCookie(CSRF_COOKIE)
    const url = apiUrl(PAGE_ACTIVITY_PATH, token ? { csrftoken: token } : undefined)
    const blob = new Blob([JSON.stringify(record)], { type: 'application/json' })
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return
    logVisit(record)
  } catch {
    // ignored
  }
}
