import { App as AntApp, Badge, Button, ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import esES from 'antd/locale/es_ES'
import esUS from 'antd/locale/es_US'
import zhCN from 'antd/locale/zh_CN'
import zhTW from 'antd/locale/zh_TW'
import jaJP from 'antd/locale/ja_JP'
import koKR from 'antd/locale/ko_KR'
import viVN from 'antd/locale/vi_VN'
import thTH from 'antd/locale/th_TH'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { ErrorState } from '../../../components/error-boundary.tsx'
import { FullPageSpinner } from '../../../components/spinner.tsx'
import { LanguageSelect } from '../../../components/language-select.tsx'
import { translated } from '../../../lib/content.ts'
import { businessLanguage, changeLanguage } from '../../../lib/i18n.ts'
import { usePageMeta } from '../../../lib/use-page-meta.ts'
import { openingHoursSpecification } from '../../../lib/seo.ts'
import { useFormData } from '../api/get-form-data.ts'
import { BookingContext, bookingReducer, initialBookingState, type BookingContextValue } from '../hooks/booking-state.ts'
import { TOAST_CONFIG } from '../hooks/use-toast.ts'
import { ProgressBanner } from './progress-banner.tsx'
import { ChooseLocation } from './choose-location.tsx'
import { ChooseService } from './choose-service.tsx'
import { CartModal } from './cart-modal.tsx'
import { EditItemModal } from './service-modals.tsx'
import { ChooseDateTime } from './choose-date-time.tsx'
import { InformationStage } from './information-stage.tsx'
import { ConfirmationStage } from './confirmation-stage.tsx'
import { BookingSuccess } from './booking-success.tsx'

export const ANTD_LOCALES = { en_US: enUS, es_MX: esES, es_US: esUS, zh_CN: zhCN, zh_TW: zhTW, ja_JP: jaJP, ko_KR: koKR, vi_VN: viVN, th_TH: thTH } as const
import { BRAND_PURPLE } from './theme.ts'

/** /book: the live booking form of a business (§2.3). */
export default function BookingFormPage({ subdomain }: { subdomain: string }) {
  const { i18n } = useTranslation()
  const locale = ANTD_LOCALES[i18n.language as keyof typeof ANTD_LOCALES] ?? enUS
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#5b3a6b', colorError: '#b3261e', colorTextDescription: '#595959', colorTextPlaceholder: '#6b6b6b', borderRadius: 8, fontFamily: 'inherit' } }}>
      <AntApp notification={TOAST_CONFIG}>
        <BookingForm subdomain={subdomain} />
      </AntApp>
    </ConfigProvider>
  )
}

function BookingForm({ subdomain }: { subdomain: string }) {
  const { t, i18n } = useTranslation()
  const { data, error, isLoading } = useFormData(subdomain)
  const [params, setParams] = useSearchParams()
  const initialLocation = params.get('locationId')
  const [state, dispatch] = useReducer(bookingReducer, null, () => initialBookingState(null))
  const started = useRef(false)

  // Start at services when a valid initial location is given; use ?language= only if supported.
  useEffect(() => {
    if (!data || started.current) return
    started.current = true
    const supported = data.businessInfo.supportedLanguages
    const requested = params.get('language')
    if (requested && supported.includes(requested)) void changeLanguage(requested)
    else void changeLanguage(businessLanguage(supported, data.businessInfo.defaultLanguage, i18n.language))
    if (initialLocation && data.businessData.some((l) => l.id === initialLocation)) dispatch({ type: 'chooseLocation', locationId: initialLocation })
  }, [data, initialLocation, params, i18n.language])

  const supported = data?.businessInfo.supportedLanguages ?? []
  const language = data ? businessLanguage(supported, data.businessInfo.defaultLanguage, i18n.language) : i18n.language

  // URL sync of locationId and language (replacing the history entry).
  useEffect(() => {
    if (!data || !started.current) return
    const next = new URLSearchParams(params)
    if (state.locationId) next.set('locationId', state.locationId)
    else next.delete('locationId')
    if (supported.length > 1 || next.has('language')) next.set('language', language)
    if (next.toString() !== params.toString()) setParams(next, { replace: true })
  }, [state.locationId, language, data, params, setParams, supported.length])

  // Leave-page warning on every stage except success.
  useEffect(() => {
    if (state.stage === 'booking-success') return
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [state.stage])

  const location = data?.businessData.find((l) => l.id === state.locationId) ?? null
  const findService = useCallback(
    (id: string) => location?.services.find((s) => s.id === id) ?? location?.bundles.flatMap((b) => b.items.map((i) => i.bundleService)).find((s) => s.id === id),
    [location],
  )
  const findBundle = useCallback((id: string) => location?.bundles.find((b) => b.id === id), [location])
  const value = useMemo<BookingContextValue | null>(
    () => (data ? { state, dispatch, form: data, location, language, subdomain, findService, findBundle } : null),
    [data, state, location, language, subdomain, findService, findBundle],
  )

  const meta = useMemo(() => {
    if (!data) return null
    const name = data.businessInfo.businessName
    const loc = location ?? data.businessData[0]
    const categories = (loc?.categories ?? []).slice(0, 3).map((c) => translated(c.translations, language, 'name', '[Category]'))
    const services = (loc?.services ?? []).slice(0, 10)
    return {
      title: t('booking.meta.title', { name }),
      description: t('booking.meta.description', { name, categories: categories.join(', ') }),
      keywords: [name, t('booking.meta.keyword'), ...categories],
      canonical: `${window.location.origin}/book${loc ? `?locationId=${loc.id}` : ''}`,
      image: data.businessInfo.logo?.fileUrl ? { url: data.businessInfo.logo.fileUrl, width: 1200, height: 630 } : null,
      language,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name,
        url: window.location.origin,
        ...(loc
          ? {
              telephone: loc.phone ?? undefined,
              address: { '@type': 'PostalAddress', streetAddress: loc.address ?? undefined, addressLocality: loc.city ?? undefined, addressRegion: loc.region ?? undefined, postalCode: loc.postalCode ?? undefined, addressCountry: 'US' },
              openingHoursSpecification: openingHoursSpecification(loc.businessHours),
            }
          : {}),
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: t('booking.meta.catalog'),
          itemListElement: services.map((s) => ({
            '@type': 'Offer',
            priceCurrency: 'USD',
            price: s.price.toFixed(2),
            itemOffered: { '@type': 'Service', name: translated(s.translations, language, 'name', '[Service]') },
          })),
        },
      },
    }
  }, [data, location, language, t])
  usePageMeta(meta)

  if (isLoading) return <FullPageSpinner />
  if (error || !data || !value) return <ErrorState title={t('booking.loadError.title')} message={t('booking.loadError.message')} />

  const info = data.businessInfo
  const count = state.cart.reduce((n, c) => n + (c.type === 'service' ? c.quantity : 1), 0)
  return (
    <BookingContext.Provider value={value}>
      <div className="bk">
        <a href="#bk-main" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <header className="bk-header">
          <a className="sf-brand" href="/" title={info.showBusinessName ? info.businessName : undefined}>
            {info.showLogo && info.logo?.fileUrl ? <img src={info.logo.fileUrl} alt={t('storefront.logoAlt', { name: info.businessName })} className="sf-brand__logo" /> : null}
            {info.showBusinessName ? <span className="sf-brand__name">{info.businessName}</span> : null}
          </a>
          <div className="bk-header__actions">
            {supported.length > 1 ? <LanguageSelect compact languages={supported} value={language} onChange={(lng) => void changeLanguage(lng)} /> : null}
            {state.stage !== 'booking-success' ? (
              <Badge count={count} showZero color={BRAND_PURPLE}>
                <Button onClick={() => dispatch({ type: 'cart', open: true })} aria-label={t('booking.cart.open', { count })} data-testid="cart-button">
                  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2"><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /><path d="M2 3h3l2.5 12h12l2-8H6.2" /></svg> <span className="bk-cart-label">{t('booking.cart.button')}</span>
                </Button>
              </Badge>
            ) : null}
          </div>
        </header>
        {state.stage !== 'booking-success' ? <ProgressBanner /> : null}
        <main id="bk-main" className="bk-main">
          {state.stage === 'choose-location' ? <ChooseLocation /> : null}
          {state.stage === 'choose-service' ? <ChooseService /> : null}
          {state.stage === 'choose-date-time' ? <ChooseDateTime /> : null}
          {state.stage === 'information' ? <InformationStage /> : null}
          {state.stage === 'confirmation' ? <ConfirmationStage /> : null}
          {state.stage === 'booking-success' ? <BookingSuccess /> : null}
        </main>
        <CartModal />
        <EditItemModal />
      </div>
    </BookingContext.Provider>
  )
}
