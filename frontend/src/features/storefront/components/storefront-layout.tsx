import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSelect } from '../../../components/language-select.tsx'
import { showsBookNow } from '../../../lib/host.ts'
import { useStorefront, type StorefrontPage } from '../hooks/use-storefront.ts'

export function StorefrontLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { data, location, language, setLanguage, chooseLocation, preview, goTo, page, bookHref } = useStorefront()
  const [menuOpen, setMenuOpen] = useState(false)
  const [locationsOpen, setLocationsOpen] = useState(false)
  const business = data.businessData
  const locations = data.businessLocationData
  const showLanguages = business.supportedLanguages.length > 1 && !preview
  const showBookNow = showsBookNow(window.location.hostname)
  const logoUrl = data.showLogo ? data.logo?.fileUrl : null

  // Escape closes the menus; a click outside closes the Other locations list.
  useEffect(() => {
    if (!menuOpen && !locationsOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setMenuOpen(false)
      setLocationsOpen(false)
    }
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof Element) || !e.target.closest('.sf-nav__menu')) setLocationsOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [menuOpen, locationsOpen])

  const pick = (fn: () => void) => () => {
    setMenuOpen(false)
    setLocationsOpen(false)
    fn()
  }
  const link = (target: StorefrontPage, label: string, hash?: string) => (
    <a
      href={target === 'home' ? '/' : `/${target}`}
      className={`sf-nav__link ${page === target && !hash ? 'is-active' : ''}`}
      onClick={(e) => {
        e.preventDefault()
        pick(() => goTo(target, hash))()
      }}
    >
      {label}
    </a>
  )
  const items = (
    <>
      {link('home', t('storefront.nav.about'), 'about')}
      {link('team', t('storefront.nav.team'))}
      {link('services', t('storefront.nav.services'))}
      {locations.length > 1 ? (
        <div className="sf-nav__menu">
          <button type="button" className="sf-nav__link" aria-expanded={locationsOpen} onClick={() => setLocationsOpen((v) => !v)}>
            {t('storefront.nav.otherLocations')} ▾
          </button>
          {locationsOpen ? (
            <ul className="sf-nav__dropdown">
              {locations.map((l) => (
                <li key={l.id}>
                  <button type="button" aria-current={l.id === location.id} onClick={pick(() => chooseLocation(l.id))}>
                    {l.locationName}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {showLanguages ? <LanguageSelect languages={business.supportedLanguages} value={language} onChange={(lng) => { setMenuOpen(false); setLanguage(lng) }} /> : null}
      {showBookNow ? (
        <a className="btn btn--primary sf-nav__book" href={bookHref} onClick={() => setMenuOpen(false)}>
          {t('storefront.bookNow')}
        </a>
      ) : null}
    </>
  )

  return (
    <div className="sf">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="sf-header">
        <a
          className="sf-brand"
          href="/"
          onClick={(e) => {
            e.preventDefault()
            goTo('home')
          }}
        >
          {logoUrl ? <img src={logoUrl} alt={t('storefront.logoAlt', { name: business.businessName })} className="sf-brand__logo" /> : null}
          {data.showBusinessName ? <span className="sf-brand__name">{business.businessName}</span> : null}
        </a>
        <nav className="sf-nav" aria-label={t('storefront.nav.label')}>
          {items}
        </nav>
        {/* Three bars that turn into a cross (✕) while the menu is open (styles.css). */}
        <button
          type="button"
          className="sf-burger"
          aria-expanded={menuOpen}
          aria-controls="sf-mobile-menu"
          aria-label={t(menuOpen ? 'storefront.nav.closeMenu' : 'storefront.nav.openMenu')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
      </header>
      {menuOpen ? (
        <nav id="sf-mobile-menu" className="sf-mobile-menu" aria-label={t('storefront.nav.label')}>
          {items}
        </nav>
      ) : null}
      <main id="main">{children}</main>
      <footer className="sf-footer">
        <p>
          © {new Date().getFullYear()} {business.businessName}
        </p>
        <p>
          {preview ? (
            <span>{t('storefront.poweredBy')}</span>
          ) : (
            <a href={`${window.location.protocol}//${window.location.host.split('.').slice(1).join('.')}/`}>{t('storefront.poweredBy')}</a>
          )}
        </p>
      </footer>
    </div>
  )
}
