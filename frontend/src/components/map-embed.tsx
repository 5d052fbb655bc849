import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mapEmbedUrl } from '../lib/content.ts'

type MapStatus = 'checking' | 'online' | 'offline'

/**
 * An embedded map built from the address. The iframe is titled for screen readers; before showing it
 * the map host is probed, so offline (or with the host blocked) the visitor gets the address and an
 * "Open in Google Maps" link instead of the browser's broken-frame page.
 */
export function MapEmbed({ address, title }: { address: string; title: string }) {
  const { t } = useTranslation()
  const src = mapEmbedUrl(address)
  const [status, setStatus] = useState<MapStatus>('checking')
  useEffect(() => {
    if (!address.trim()) return
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setStatus('offline')
      return
    }
    setStatus('checking')
    let live = true
    const abort = new AbortController()
    const timer = window.setTimeout(() => abort.abort(), 6000)
    fetch(src, { mode: 'no-cors', signal: abort.signal, credentials: 'omit', referrerPolicy: 'no-referrer' })
      .then(() => live && setStatus('online'))
      .catch(() => live && setStatus('offline'))
      .finally(() => window.clearTimeout(timer))
    return () => {
      live = false
      window.clearTimeout(timer)
      abort.abort()
    }
  }, [src, address])
  if (!address.trim()) return null
  if (status === 'online') return <iframe className="map-embed" title={title} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
  const link = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
  return (
    <figure className="map-embed map-embed--fallback" aria-label={title} aria-busy={status === 'checking'} data-testid="map-fallback">
      <svg className="map-embed__pin" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <address className="map-embed__address">{address}</address>
      {status === 'offline' ? <p className="muted">{t('storefront.location.mapUnavailable')}</p> : null}
      <a className="map-embed__link" href={link} target="_blank" rel="noopener noreferrer">
        {t('storefront.location.mapOpen')}
      </a>
    </figure>
  )
}
