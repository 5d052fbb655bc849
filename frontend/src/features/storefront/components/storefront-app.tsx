import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { FullPageSpinner } from '../../../components/spinner.tsx'
import { ErrorState } from '../../../components/error-boundary.tsx'
import { businessLanguage, changeLanguage } from '../../../lib/i18n.ts'
import { useDigitalStorefront } from '../api/get-digital-storefront.ts'
import { StorefrontContext, type StorefrontContextValue, type StorefrontPage } from '../hooks/use-storefront.ts'
import { StorefrontLayout } from './storefront-layout.tsx'
import { HomePage } from './home-page.tsx'
import { TeamPage } from './team-page.tsx'
import { ServicesPage } from './services-page.tsx'
import { LocationModal } from './location-modal.tsx'

const SELECTED_LOCATION_KEY = 'selectedLocation'
const PATHS: Record<StorefrontPage, string> = { home: '/', team: '/team', services: '/services' }

function pageOf(pathname: string): StorefrontPage {
  if (pathname.startsWith('/team')) return 'team'
  if (pathname.startsWith('/services')) return 'services'
  return 'home'
}

/** The public storefront of a business subdomain: home, team and services (§2.2). */
export function StorefrontApp({ subdomain, preview = false }: { subdomain: string; preview?: boolean }) {
  const { t, i18n } = useTranslation()
  const { data, error, isLoading } = useDigitalStorefront(subdomain)
  const [params, setParams] = useSearchParams()
  const routerLocation = useLocation()
  const navigate = useNavigate()
  const [locationId, setLocationId] = useState<string | null>(null)
  const [modalOpen, setModalOpen] = useState(false)
  const [previewPage, setPreviewPage] = useState<StorefrontPage>('home')
  const initialised = useRef(false)

  const business = data?.businessData
  const supported = business?.supportedLanguages ?? []
  const language = business ? businessLanguage(supported, business.defaultLanguage, i18n.language) : i18n.language

  // One effect, so the first pass (which may set the business default) is not undone in the same
  // commit by the later rule that keeps the interface language one the business supports.
  useEffect(() => {
    if (!data) return
    if (!initialised.current) {
      initialised.current = true
      const locations = data.businessLocationData
      const fromQuery = params.get('locationId')
      const valid = locations.find((l) => l.id === fromQuery)
      if (valid) {
        setLocationId(valid.id)
        void changeLanguage(data.businessData.defaultLanguage)
        return
      }
      setLocationId(locations[0]?.id ?? null)
      if (locations.length > 1) setModalOpen(true)
      void changeLanguage(language)
      return
    }
    if (i18n.language !== language) void changeLanguage(language)
  }, [data, params, i18n.language, language])

  const chooseLocation = useCallback(
    (id: string) => {
      setLocationId(id)
      setModalOpen(false)
      try {
        localStorage.setItem(SELECTED_LOCATION_KEY, id)
      } catch {
        // storage may be off
      }
      if (preview) {
        setPreviewPage('home')
      } else {
        const next = new URLSearchParams(params)
        next.set('locationId', id)
        setParams(next, { replace: true })
      }
      window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 100)
    },
    [params, setParams, preview],
  )

  const page = preview ? previewPage : pageOf(routerLocation.pathname)
  const goTo = useCallback(
    (next: StorefrontPage, hash?: string) => {
      const scroll = () => {
        if (hash) {
          const el = document.getElementById(hash)
          if (el) {
            const header = document.querySelector('.sf-header')?.getBoundingClientRect().height ?? 80
            window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - header - 20, behavior: 'smooth' })
          }
        } else window.scrollTo({ top: 0 })
      }
      if (preview) {
        setPreviewPage(next)
        window.setTimeout(scroll, 100)
        return
      }
      if (page !== next) {
        navigate({ pathname: PATHS[next], search: locationId ? `?locationId=${locationId}` : '' })
        window.setTimeout(scroll, 200)
      } else scroll()
    },
    [preview, page, navigate, locationId],
  )

  const location = data?.businessLocationData.find((l) => l.id === locationId) ?? data?.businessLocationData[0]
  const value = useMemo<StorefrontContextValue | null>(() => {
    if (!data || !location) return null
    const search = new URLSearchParams({ locationId: location.id, language })
    return {
      subdomain,
      data,
      location,
      language,
      setLanguage: (lng) => void changeLanguage(lng),
      chooseLocation,
      preview,
      page,
      goTo,
      bookHref: `/book?${search.toString()}`,
    }
  }, [data, location, language, chooseLocation, preview, page, goTo, subdomain])

  if (isLoading) return <FullPageSpinner />
  if (error || !data || !value) {
    return <ErrorState title={t('storefront.notFound.title')} message={t('storefront.notFound.message', { subdomain })} />
  }
  return (
    <StorefrontContext.Provider value={value}>
      <StorefrontLayout>
        {preview ? (
          page === 'team' ? <TeamPage /> : page === 'services' ? <ServicesPage /> : <HomePage />
        ) : (
          <Routes>
            <Route path="/team" element={<TeamPage />} />
            <Route path="/services" element={<ServicesPage />} />
            <Route path="*" element={<HomePage />} />
          </Routes>
        )}
      </StorefrontLayout>
      <LocationModal open={modalOpen} onChoose={chooseLocation} />
    </StorefrontContext.Provider>
  )
}
