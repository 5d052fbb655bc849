import { DateTime } from 'luxon'
import { useEffect, useState } from 'react'

/** The current time in a zone, refreshed every `ms` (open now: 30 s). */
export function useIntervalNow(zone: string, ms: number): DateTime {
  const [now, setNow] = useState(() => DateTime.now().setZone(zone))
  useEffect(() => {
    setNow(DateTime.now().setZone(zone))
    const id = window.setInterval(() => setNow(DateTime.now().setZone(zone)), ms)
    return () => window.clearInterval(id)
  }, [zone, ms])
  return now
}
