import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../lib/i18n.ts'

/** A native select of languages, each shown by its native name. */
export function LanguageSelect({ languages, value, onChange, className }: { languages: string[]; value: string; onChange: (language: string) => void; className?: string }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <span className={`language-select ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng.replace('_', '-')}>
            {LANGUAGES[lng as keyof typeof LANGUAGES] ?? lng}
          </option>
        ))}
      </select>
    </span>
  )
}
