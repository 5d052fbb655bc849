import { App as AntApp, type AppProps } from 'antd'
import { useMemo } from 'react'

/**
 * Toasts of the booking form as the spec has them for the site (public-side §9): bottom-center,
 * closing after 2000 ms or on a click, stacked, never paused. Bottom-center keeps them off the
 * progress banner and the success check mark at the top of each stage.
 */
export const TOAST_CONFIG: AppProps['notification'] = { placement: 'bottom', bottom: 16, duration: 2, pauseOnHover: false, stack: { threshold: 1 }, maxCount: 3 }

let sequence = 0

/** `toast.success(text)` / `toast.error(text)`; needs the `<AntApp notification={TOAST_CONFIG}>` of the form. */
export function useToast() {
  const { notification } = AntApp.useApp()
  return useMemo(() => {
    const show = (type: 'success' | 'error', text: string) => {
      const key = `toast-${sequence++}`
      notification.open({
        type, key, title: text, role: type === 'error' ? 'alert' : 'status', className: 'bk-toast',
        // One line, no close button: a click anywhere on it closes it.
        closable: false, style: { padding: '12px 16px', cursor: 'pointer' }, onClick: () => notification.destroy(key),
      })
    }
    return { success: (text: string) => show('success', text), error: (text: string) => show('error', text) }
  }, [notification])
}
