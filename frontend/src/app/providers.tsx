import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'
import { ErrorBoundary } from '../components/error-boundary.tsx'
import { i18n } from '../lib/i18n.ts'

/** Data queries retry once and do not refetch on window focus (§7). */
export const swrOptions = {
  errorRetryCount: 1,
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) => !(error && typeof error === 'object' && 'status' in error && (error as { status: number }).status === 404),
}

/**
 * App-wide providers. antd's ConfigProvider (with its locale) wraps only the lazily loaded
 * surfaces that use antd (booking form, booking pages), so the storefront's first load stays small.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={swrOptions}>{children}</SWRConfig>
      </I18nextProvider>
    </ErrorBoundary>
  )
}
