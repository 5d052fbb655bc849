import i18n, { type BackendModule, type ResourceLanguage } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import en_US from '../locales/en_US.ts'

/** Interface languages of §9, each by its native name; es_US is the storefront content language. */
export const LANGUAGES = {
  en_US: 'English',
  es_MX: 'Español',
  es_US: 'Español (EE. UU.)',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  ja_JP: '日本語',
  ko_KR: '한국어',
  vi_VN: 'Tiếng Việt',
  th_TH: 'ไทย',
} as const
export type Language = keyof typeof LANGUAGES
export const SUPPORTED_LANGUAGES = Object.keys(LANGUAGES) as Language[]
export const DEFAULT_LANGUAGE: Language = 'en_US'
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'

export const isSupportedLanguage = (lng: string | null | undefined): lng is Language => !!lng && (SUPPORTED_LANGUAGES as string[]).includes(lng)

/** Browser tags (es-MX, es, zh-Hant-TW, ja) → our codes; unknown tags pass through and are refused. */
export function normalizeLanguage(tag: string): string {
  const clean = tag.replace('-', '_')
  if (isSupportedLanguage(clean)) return clean
  const lower = tag.toLowerCase()
  if (lower.startsWith('zh')) return /hant|tw|hk|mo/.test(lower) ? 'zh_TW' : 'zh_CN'
  if (lower.startsWith('es')) return lower.includes('us') ? 'es_US' : 'es_MX'
  const byPrefix: Record<string, Language> = { en: 'en_US', ja: 'ja_JP', ko: 'ko_KR', vi: 'vi_VN', th: 'th_TH' }
  return byPrefix[lower.slice(0, 2)] ?? tag
}

/** Non-English languages load on demand, so the storefront's first load carries English only. */
const loaders: Record<string, () => Promise<{ default: ResourceLanguage }>> = {
  es_MX: () => import('../locales/es_MX.ts'),
  es_US: () => import('../locales/es_US.ts'),
  zh_CN: () => import('../locales/zh_CN.ts'),
  zh_TW: () => import('../locales/zh_TW.ts'),
  ja_JP: () => import('../locales/ja_JP.ts'),
  ko_KR: () => import('../locales/ko_KR.ts'),
  vi_VN: () => import('../locales/vi_VN.ts'),
  th_TH: () => import('../locales/th_TH.ts'),
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (language === 'en_US') return callback(null, (en_US as ResourceLanguage)[namespace] as never)
    const load = loaders[language]
    if (!load) return callback(null, {})
    load()
      .then((m) => callback(null, m.default[namespace] as never))
      .catch((error: unknown) => callback(error as Error, null))
  },
}

export const NAMESPACES = ['translation', 'errors'] as const

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n
  void i18n
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: SUPPORTED_LANGUAGES,
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'translation',
      partialBundledLanguages: true,
      resources: { en_US },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: LANGUAGE_STORAGE_KEY,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupSessionStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: normalizeLanguage,
      },
    })
  return i18n
}

/** Changes the interface language only when it is supported (§9); the detector caches it. */
export async function changeLanguage(language: string): Promise<void> {
  const lng = normalizeLanguage(language)
  if (!isSupportedLanguage(lng)) return
  await i18n.changeLanguage(lng)
  document.documentElement.lang = lng.replace('_', '-')
}

/** The stored language preference (i18nextLng), if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * The language for a business's pages (§4): the stored language if known, otherwise the current
 * app language, otherwise English; if the business does not support it (matching es_MX to es_US
 * by language), the business default.
 */
export function businessLanguage(supported: string[], defaultLanguage: string | null, current: string): string {
  const wanted = normalizeLanguage(storedLanguage() ?? current ?? DEFAULT_LANGUAGE)
  if (supported.includes(wanted)) return wanted
  const prefix = wanted.split('_')[0]
  const sameLanguage = supported.find((l) => l.split('_')[0] === prefix)
  if (sameLanguage) return sameLanguage
  return defaultLanguage && supported.includes(defaultLanguage) ? defaultLanguage : (supported[0] ?? DEFAULT_LANGUAGE)
}

export { i18n }
