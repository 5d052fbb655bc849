import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../lib/i18n.ts'

/** The short native label a compact picker shows on a narrow screen (the list keeps the full names). */
const SHORT_LABELS: Record<string, string> = {
  en_US: 'EN',
  es_MX: 'ES',
  es_US: 'ES',
  zh_CN: '简体',
  zh_TW: '繁體',
  ja_JP: '日本語',
  ko_KR: '한국어',
  vi_VN: 'VI',
  th_TH: 'ไทย',
}

/**
 * A native select of languages, each shown by its native name. The select itself is transparent
 * over a face that shows the chosen language (globe, name, caret), so the face can shorten: with
 * `compact`, screens of 600 px or less show the short label ("ES") instead of "Español (EE. UU.)".
 */
export function LanguageSelect({ languages, value, onChange, className, compact = false }: { languages: string[]; value: string; onChange: (language: string) => void; className?: string; compact?: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const name = LANGUAGES[value as keyof typeof LANGUAGES] ?? value
  return (
    <span className={`language-select ${compact ? 'language-select--compact' : ''} ${className ?? ''}`}>
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
      <span className="language-select__face" aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="language-select__long" lang={value.replace('_', '-')}>{name}</span>
        <span className="language-select__short" lang={value.replace('_', '-')}>{SHORT_LABELS[value] ?? value.slice(0, 2).toUpperCase()}</span>
        <svg className="language-select__caret" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </span>
    </span>
  )
}
