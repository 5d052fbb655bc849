import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSelect } from '../../../components/language-select.tsx'
import { addressLine } from '../../../lib/content.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

const TABBABLE = 'a[href], button:not(:disabled), select:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * Non-closable location choice (800 px), with a language choice when several are supported.
 * A native modal <dialog>: showModal() moves focus in and makes the rest of the page inert;
 * Escape is swallowed, and Tab wraps at the ends instead of leaving for the browser's toolbar.
 */
export function LocationModal({ open, onChoose }: { open: boolean; onChoose: (id: string) => void }) {
  const { t } = useTranslation()
  const { data, language, setLanguage } = useStorefront()
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const languages = data.businessData.supportedLanguages

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    if (!dialog.open) dialog.showModal()
    // Should the browser close it anyway (a close request the page may not cancel, such as a repeated
    // Back gesture without user activation), it opens again: the choice cannot be skipped.
    const reopen = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal()
    }
    dialog.addEventListener('close', reopen)
    document.body.style.overflow = 'hidden'
    return () => {
      dialog.removeEventListener('close', reopen)
      document.body.style.overflow = ''
    }
  }, [open])

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      return
    }
    if (e.key !== 'Tab') return
    const tabbable = [...e.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)]
    const first = tabbable[0]
    const last = tabbable[tabbable.length - 1]
    const wrapTo = e.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null
    if (!wrapTo) return
    e.preventDefault()
    wrapTo.focus()
  }

  if (!open) return null
  return (
    <dialog
      ref={ref}
      className="dialog sf-location-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(e) => e.preventDefault()}
      onKeyDown={onKeyDown}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{t('storefront.locationModal.title')}</h2>
      </div>
      <div className="dialog__body">
        {languages.length > 1 ? (
          <div className="location-modal__language">
            <span>{t('storefront.locationModal.language')}</span>
            <LanguageSelect languages={languages} value={language} onChange={setLanguage} />
          </div>
        ) : null}
        <ul className="location-modal__list">
          {data.businessLocationData.map((l) => (
            <li key={l.id}>
              <button type="button" className="location-modal__option" onClick={() => onChoose(l.id)}>
                <strong>{l.locationName}</strong>
                <span>{addressLine(l)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  )
}
