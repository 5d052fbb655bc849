import { Component, type ReactNode } from 'react'
import { Trans } from 'react-i18next'
import { i18n } from '../lib/i18n.ts'

/** "Something went wrong" / "An unexpected error occurred" with Try Again (reload). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error(error)
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return <ErrorState title={i18n.t('common.errorTitle')} message={i18n.t('common.unexpectedError')} retryLabel={i18n.t('common.tryAgain')} onRetry={() => window.location.reload()} />
  }
}

export function ErrorState({ title, message, retryLabel, onRetry }: { title: string; message: ReactNode; retryLabel?: string; onRetry?: () => void }) {
  return (
    <main className="state-page" role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </main>
  )
}

export { Trans }
