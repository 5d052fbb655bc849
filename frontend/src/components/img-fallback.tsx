import { useState, type ImgHTMLAttributes } from 'react'

/** An image that falls back to a placeholder when it fails to load (§8). */
export function ImgWithFallback({ src, fallback, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { fallback: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  return <img {...rest} alt={alt} src={failed || !src ? fallback : src} onError={() => setFailed(true)} />
}
