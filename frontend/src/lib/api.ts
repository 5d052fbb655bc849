import type { z } from 'zod'

/** All calls go to /api/v1 with cookies, JSON, a 60 s timeout and the CSRF header on non-GETs (§7). */
export const API_BASE = '/api/v1'
export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'X-CSRFToken'
export const REQUEST_TIMEOUT_MS = 60_000

/** A failed call: the problem+json `code` maps one to one onto the i18n key `errors:<code>`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
  /** The i18n key of this error (`errors:booking.slotTaken`). */
  get i18nKey(): string {
    return `errors:${this.code}`
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number | boolean | null | undefined>
  body?: unknown
  signal?: AbortSignal
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v))
  const qs = params.toString()
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`
}

/** Sends a request and parses the JSON answer with `schema`. Throws ApiError on any failure. */
export async function apiRequest<T>(path: string, schema: z.ZodType<T>, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE)
    if (token) headers[CSRF_HEADER] = token
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
  options.signal?.addEventListener('abort', () => controller.abort())
  let response: Response
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: controller.signal,
    })
  } catch (error) {
    throw new ApiError(0, controller.signal.aborted ? 'request.timeout' : 'request.network', error instanceof Error ? error.message : 'Network error')
  } finally {
    clearTimeout(timer)
  }
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  if (!response.ok) {
    const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>
    const code = typeof body.code === 'string' ? body.code : response.status === 404 ? 'request.notFound' : 'request.failed'
    const message = [body.error, body.detail, body.message, body.title].find((m): m is string => typeof m === 'string' && m.length > 0) ?? response.statusText
    throw new ApiError(response.status, code, message, body)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    throw new ApiError(response.status, 'response.invalid', parsed.error.issues[0]?.message ?? 'Unexpected response', { issues: parsed.error.issues })
  }
  return parsed.data
}

/** The text to show for a failed call: the translated code if known, else the server's text (§8). */
export function errorText(error: unknown, t: (key: string, options?: Record<string, unknown>) => string, fallbackKey = 'errors:generic'): string {
  if (error instanceof ApiError) {
    const translated = t(error.i18nKey, { defaultValue: '' })
    if (translated) return translated
    const serverText = typeof error.body.error === 'string' ? error.body.error : null
    if (serverText) return serverText
  }
  return t(fallbackKey)
}
