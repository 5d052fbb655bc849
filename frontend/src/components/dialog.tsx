import { useEffect, useId, useRef, type ReactNode } from 'react'

/** A light accessible modal for the storefront (no antd on the first load). */
export function Dialog({ open, title, children, width = 800, onClose, closeLabel }: { open: boolean; title: ReactNode; children: ReactNode; width?: number; onClose?: () => void; closeLabel?: string }) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    ref.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && onClose) onClose()
    }
    document.addEventListener('keydown', onKey)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = ''
      previous?.focus?.()
    }
  }, [open, onClose])
  if (!open) return null
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} style={{ maxWidth: width }} tabIndex={-1} ref={ref}>
        <div className="dialog__header">
          <h2 id={titleId}>{title}</h2>
          {onClose ? (
            <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  )
}
