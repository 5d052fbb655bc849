import { ConfigProvider } from 'antd'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSelect } from '../../../components/language-select.tsx'
import { bcp47 } from '../../../lib/datetime.ts'
import type { BusinessInfo } from '../api/get-booking-details.ts'

/** The brand purple for antd's primary button and focus rings on the view pages. */
export const VIEW_THEME = { token: { colorPrimary: '#5b3a6b', fontFamily: 'inherit' } }

/** An amount in the booking's currency (USD when none is known), in the page language's format. */
export function formatAmount(amount: number, currency: string | null | undefined, language: string): string {
  return new Intl.NumberFormat(bcp47(language), { style: 'currency', currency: (currency || 'usd').toUpperCase(), minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
}

/**
 * The frame of a booking view: a skip link, a header with the business's logo and name and the
 * language picker (the business's languages only), the page title, then the page.
 */
export function ViewShell({ business, language, languages, onLanguage, title, children }: {
  business: BusinessInfo | null
  language: string
  languages: string[]
  onLanguage: (language: string) => void
  title: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = title
  }, [title])
  const showLogo = business?.showLogo && business.logo?.fileUrl
  const showName = business && (business.showBusinessName || !showLogo)
  return (
    <ConfigProvider theme={VIEW_THEME}>
      <div className="view">
        <a href="#main" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <header className="bk-header view-header">
          {business ? (
            <p className="sf-brand view-header__brand" title={business.businessName}>
              {showLogo ? <img src={business.logo!.fileUrl!} alt={showName ? '' : t('storefront.logoAlt', { name: business.businessName })} className="sf-brand__logo" /> : null}
              {showName ? <span className="sf-brand__name">{business.businessName}</span> : null}
            </p>
          ) : (
            <span />
          )}
          {languages.length > 1 ? <LanguageSelect compact languages={languages} value={language} onChange={onLanguage} /> : null}
        </header>
        {children}
      </div>
    </ConfigProvider>
  )
}
