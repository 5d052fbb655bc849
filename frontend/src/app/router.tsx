import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { FullPageSpinner } from '../components/spinner.tsx'
import { subdomainOf } from '../lib/host.ts'
import { StorefrontApp } from '../features/storefront/components/storefront-app.tsx'
import { usePageActivity } from '../features/page-activity/hooks/use-page-activity.ts'
import { MarketingHome, NotFoundPage, BackOfficePlaceholder } from './main-site.tsx'

const BookingFormPage = lazy(() => import('../features/booking/components/booking-form-page.tsx'))
const BookingViewPage = lazy(() => import('../features/booking-view/components/booking-view-page.tsx'))
const AppointmentViewPage = lazy(() => import('../features/booking-view/components/appointment-view-page.tsx'))

function PageActivity() {
  usePageActivity()
  return null
}

/** The business subdomain: storefront pages and the booking form at /book. */
function StorefrontRoutes({ subdomain }: { subdomain: string }) {
  return (
    <Routes>
      <Route path="/book/*" element={<BookingFormPage subdomain={subdomain} />} />
      <Route path="*" element={<StorefrontApp subdomain={subdomain} />} />
    </Routes>
  )
}

/** The main host: booking view pages now, the marketing site later, /app/* for the back office. */
function MainRoutes() {
  return (
    <Routes>
      <Route path="/" element={<MarketingHome />} />
      <Route path="/register" element={<Navigate to="/app/register" replace />} />
      <Route path="/login" element={<Navigate to="/app/login" replace />} />
      <Route path="/legal" element={<Navigate to="/legal/privacy-policy" replace />} />
      <Route path="/booking/:confirmationCode" element={<BookingViewPage />} />
      <Route path="/booking/:confirmationCode/appointment/:appointmentCode" element={<AppointmentViewPage />} />
      <Route path="/app/*" element={<BackOfficePlaceholder />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}

/** The host decides the surface: `{subdomain}.{host}` is a business, the main host is the product. */
export function AppRouter({ hostname = window.location.hostname }: { hostname?: string }) {
  const subdomain = subdomainOf(hostname)
  return (
    <BrowserRouter>
      <PageActivity />
      <Suspense fallback={<FullPageSpinner />}>{subdomain ? <StorefrontRoutes subdomain={subdomain} /> : <MainRoutes />}</Suspense>
    </BrowserRouter>
  )
}
