import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { buildRecord, logExit, logVisit } from '../api/log-page-activity.ts'

/**
 * Logs a visit on each path or query change, and a single exit (once only) when the page is
 * left, closed or the route changes (§4).
 */
export function usePageActivity(): void {
  const location = useLocation()
  const exitSent = useRef(false)
  useEffect(() => {
    exitSent.current = false
    const current = new URL(window.location.href)
    logVisit(buildRecord('visit', current))
    const exit = () => {
      if (exitSent.current) return
      exitSent.current = true
      logExit(buildRecord('exit', current))
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') exit()
    }
    window.addEventListener('pagehide', exit)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      window.removeEventListener('pagehide', exit)
      document.removeEventListener('visibilitychange', onHide)
      exit()
    }
  }, [location.pathname, location.search])
}
