import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import { LanguageSelect } from '../../../components/language-select.tsx'
import { addressLine } from '../../../lib/content.ts'
import { useStorefront } from '../hooks/use-storefront.ts'

/** Non-closable location choice (800 px), with a language choice when several are supported. */
export function LocationModal({ open, onChoose }: { open: boolean; onChoose: (id: string) => void }) {
  const { t } = useTranslation()
  const { data, language, setLanguage } = useStorefront()
  const languages = data.businessData.supportedLanguages
  return (
    <Dialog open={open} title={t('storefront.locationModal.title')} width={800}>
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
    </Dialog>
  )
}
