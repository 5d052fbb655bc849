/**
 * Employee live status on the dashboard (business-side §4, §9): free; busy soon (free now, an
 * appointment within 15 minutes); busy; free soon (what keeps them busy ends within 15 minutes
 * and nothing follows at once); not working (outside working hours or on vacation). Pure: now
 * and every interval arrive as epoch milliseconds.
 */
export const LIVE_WINDOW_MS = 15 * 60_000

export type LiveStatus = 'free' | 'busySoon' | 'busy' | 'freeSoon' | 'notWorking'

export interface LiveInput {
  now: number
  /** Today's working ranges at the location. */
  working: ReadonlyArray<{ start: number; end: number }>
  /** Appointments (not cancelled) and breaks. */
  busy: ReadonlyArray<{ start: number; end: number }>
  vacations: ReadonlyArray<{ start: number; end: number }>
}

export function liveStatus(input: LiveInput): LiveStatus {
  const { now } = input
  const inside = (r: { start: number; end: number }) => r.start <= now && now < r.end
  if (input.vacations.some(inside)) return 'notWorking'
  const busyNow = input.busy.filter(inside)
  if (busyNow.length > 0) {
    // Follow back-to-back intervals to the moment they are free again.
    let freeAt = Math.max(...busyNow.map((b) => b.end))
    for (let changed = true; changed; ) {
      changed = false
      for (const b of input.busy) {
        if (b.start <= freeAt && b.end > freeAt) {
          freeAt = b.end
          changed = true
        }
      }
    }
    return freeAt - now <= LIVE_WINDOW_MS ? 'freeSoon' : 'busy'
  }
  if (!input.working.some(inside)) return 'notWorking'
  if (input.busy.some((b) => b.start > now && b.start - now <= LIVE_WINDOW_MS)) return 'busySoon'
  return 'free'
}

/** Morning before 12:00, afternoon 12:00–17:00, evening from 17:00 (local minutes of the start). */
export function bucketOf(localMinutes: number): 'morning' | 'afternoon' | 'evening' {
  if (localMinutes < 12 * 60) return 'morning'
  if (localMinutes < 17 * 60) return 'afternoon'
  return 'evening'
}
