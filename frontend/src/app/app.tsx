import { Suspense } from 'react'
import { FullPageSpinner } from '../components/spinner.tsx'
import { Providers } from './providers.tsx'
import { AppRouter } from './router.tsx'

export function App() {
  return (
    <Providers>
      <Suspense fallback={<FullPageSpinner />}>
        <AppRouter />
      </Suspense>
    </Providers>
  )
}
