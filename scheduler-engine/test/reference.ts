import { DateTime } from 'luxon'
import { resolveSchedulerConfig } from '../src/core/config.ts'
import type {
  AvailabilityInput,
  AvailabilityResult,
  DayHours,
  ScheduledItem,
  SlotOption,
  Weekday,
} from '../src/core/types.ts'

/**
 * A slow, obviously-correct reference for `computeSlotOptions`, written from `scheduler.md` and
 * deliberately sharing none of the engine's machinery (only the config clamping):
 * - every local minute of every day is turned into an instant with luxon, one call each;
 * - "is the employee free" is decided minute by minute by scanning every busy interval;
 * - the "any available team member" choice enumerates every assignment (cartesian product).
 * Use it on small inputs only (a few days, a few employees, a short cart).
 */

const DAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

type Iv = { s: number; e: number }
type Ap = Iv & { dur: number; svc: string; p: number; blockEnd: number }
type Placement = { emp: number; ov: 0 | 1; gb: number; ga: number }

const minuteOf = (v: string | number, round: 'floor' | 'ceil') => {
  const ms = typeof v === 'number' ? v : DateTime.fromISO(v, { setZone: true }).toMillis()
  return round === 'floor' ? Math.floor(ms / 60_000) : Math.ceil(ms / 60_000)
}

function rangeOf(h: DayHours | null | undefined): Iv | null {
  if (!h || h.startMinutes == null || h.endMinutes == null) return null
  const s = Math.max(0, Math.min(1440, Math.floor(h.startMinutes)))
  const e = Math.max(0, Math.min(1440, Math.floor(h.endMinutes)))
  return s < e ? { s, e } : null
}

/**
 * Epoch minute of the first instant whose wall clock in `zone` reads `minute` (0..1440) of the
 * local date `date` (a UTC-midnight DateTime). A missing reading (spring forward) gives null in
 * 'exact' mode and the first instant reading later in 'atOrAfter' mode.
 */
export function wallInstant(zone: string, date: DateTime, minute: number, mode: 'exact' | 'atOrAfter'): number | null {
  const key = `${zone}|${date.toMillis()}|${minute}|${mode}`
  let v = wallCache.get(key)
  if (v === undefined) {
    v = wallInstantUncached(zone, date, minute, mode)
    wallCache.set(key, v)
  }
  return v
}
const wallCache = new Map<string, number | null>()

function wallInstantUncached(zone: string, date: DateTime, minute: number, mode: 'exact' | 'atOrAfter'): number | null {
  const d = minute === 1440 ? date.plus({ days: 1 }) : date
  const m = minute === 1440 ? 0 : minute
  const want = { year: d.year, month: d.month, day: d.day, hour: Math.floor(m / 60), minute: m % 60 }
  const dt = DateTime.fromObject(want, { zone })
  const exists =
    dt.year === want.year && dt.month === want.month && dt.day === want.day && dt.hour === want.hour && dt.minute === want.minute
  if (exists) return Math.min(...dt.getPossibleOffsets().map((x) => x.toMillis() / 60_000))
  if (mode === 'exact') return null
  const wantKey = DateTime.fromObject(want, { zone: 'utc' }).toMillis() / 60_000
  for (let u = Math.floor(dt.toMillis() / 60_000) - 300; ; u++) {
    if (u + DateTime.fromMillis(u * 60_000, { zone }).offset > wantKey) return u
  }
}

export function referenceSlotOptions(input: AvailabilityInput, maxDays = 30): AvailabilityResult {
  const cfg = resolveSchedulerConfig(input.config)
  const zone = input.location.timezone
  const buf = cfg.cleanupBufferMinutes
  const slotOptions: Record<string, SlotOption[]> = {}
  const first = DateTime.fromISO(input.requestedStartDate, { zone: 'utc' })
  const lastReq = DateTime.fromISO(input.requestedEndDate, { zone: 'utc' })
  const dates: DateTime[] = []
  for (let d = first; d <= lastReq && dates.length < maxDays; d = d.plus({ days: 1 })) dates.push(d)

  const items = [...input.cart].sort((a, b) => a.order - b.order || (a.cartItemId < b.cartItemId ? -1 : 1))
  const pos = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0)
  const dur = items.map((it) => pos(it.durationMinutes) + (it.addOns ?? []).reduce((a, x) => a + pos(x.durationMinutes), 0))
  const total = dur.reduce((a, b) => a + b, 0)
  const emps = [...new Map([...input.employees].map((e) => [e.id, e] as const)).values()]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
  // (a duplicate employee id keeps its first occurrence)
  const byId = new Map<string, (typeof emps)[number]>()
  for (const e of input.employees) if (!byId.has(e.id)) byId.set(e.id, e)
  for (let i = 0; i < emps.length; i++) emps[i] = byId.get(emps[i]!.id)!
  const eligible = items.map((it) =>
    emps
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => e.serviceIds.includes(it.serviceId) && (it.employeeId == null || it.employeeId === e.id))
      .map(({ i }) => i),
  )
  for (const d of dates) slotOptions[d.toISODate()!] = []
  if (items.length === 0 || dur.some((d) => d <= 0) || eligible.some((l) => l.length === 0)) return { slotOptions }

  const nowMs = typeof input.now === 'number' ? input.now : DateTime.fromISO(input.now, { setZone: true }).toMillis()
  const earliestMs = nowMs + pos(input.minimumNoticeMinutes) * 60_000
  const ignore = new Set(input.appointmentsToIgnore ?? [])
  const aps: Ap[][] = emps.map((e) =>
    (input.appointments ?? [])
      .filter((a) => a.employeeId === e.id && !ignore.has(a.id))
      .map((a) => {
        const s = minuteOf(a.start, 'floor')
        const en = minuteOf(a.end, 'ceil')
        return { s, e: en, dur: en - s, svc: a.serviceId, p: a.participants ?? 1, blockEnd: en + buf }
      })
      .filter((a) => a.e > a.s),
  )
  const hard: Iv[][] = emps.map((e) =>
    [...(input.breaks ?? []), ...(input.vacations ?? [])]
      .filter((b) => b.employeeId === e.id)
      .map((b) => ({ s: minuteOf(b.start, 'floor'), e: minuteOf(b.end, 'ceil') })),
  )
  const inHard = (ei: number, u: number) => hard[ei]!.some((b) => b.s <= u && u < b.e)
  const inBlock = (ei: number, u: number) => aps[ei]!.some((a) => a.s <= u && u < a.blockEnd)
  const localDateOfMinute = (u: number) => DateTime.fromMillis(u * 60_000, { zone }).toISODate()!

  const wallTime = (date: DateTime, minute: number) => wallInstant(zone, date, minute, 'exact')
  const wall = (date: DateTime, minute: number) => ({ t: wallInstant(zone, date, minute, 'atOrAfter')! })
  const iso = (t: number) =>
    DateTime.fromMillis(t * 60_000, { zone }).toISO({ suppressMilliseconds: true })!.replace(/Z$/, '+00:00')

  for (const date of dates) {
    const key = date.toISODate()!
    const weekday = DAYS[date.weekday - 1]!
    const bh = rangeOf(input.location.businessHours[weekday])
    if (!bh) continue
    const openI = wall(date, bh.s).t
    const closeI = wall(date, bh.e).t
    const working = emps.map((e) => {
      if (e.hours === undefined) return [{ s: openI, e: closeI }]
      const raw = e.hours[weekday]
      const list = raw == null ? [] : Array.isArray(raw) ? raw : [raw as DayHours]
      return list
        .map(rangeOf)
        .filter((r): r is Iv => r !== null)
        .map((r) => ({ s: Math.max(openI, wall(date, r.s).t), e: Math.min(closeI, wall(date, r.e).t) }))
    })
    const isWorking = (ei: number, u: number) => working[ei]!.some((w) => w.s <= u && u < w.e)
    const isFree = (ei: number, u: number) => isWorking(ei, u) && !inHard(ei, u) && !inBlock(ei, u)
    const gapBefore = (ei: number, x: number) => {
      let g = 0
      while (isFree(ei, x - 1 - g)) g++
      return g
    }
    const gapAfter = (ei: number, z: number) => {
      let g = 0
      while (isFree(ei, z + g)) g++
      return g
    }
    const bookedOn = (ei: number, back: number) => {
      const days = new Set<string>()
      for (let i = 0; i <= back; i++) days.add(date.minus({ days: i }).toISODate()!)
      return aps[ei]!.filter((a) => days.has(localDateOfMinute(a.s))).reduce((x, a) => x + a.dur, 0)
    }
    const dayBooked = emps.map((_, ei) => bookedOn(ei, 0))
    const weekBooked = emps.map((_, ei) => bookedOn(ei, 6))

    const place = (k: number, ei: number, x: number): Placement | null => {
      const it = items[k]!
      const d = dur[k]!
      const y = x + d
      const z = y + buf
      const cap = typeof it.maxCapacity === 'number' && it.maxCapacity > 1 ? Math.floor(it.maxCapacity) : 1
      if (cap > 1 && aps[ei]!.some((a) => a.s === x && a.svc === it.serviceId && a.dur === d && a.p < cap)) {
        return { emp: ei, ov: 0, gb: 0, ga: 0 }
      }
      let free = true
      for (let u = x; u < y && free; u++) free = isFree(ei, u)
      for (let u = y; u < z && free; u++) free = !inHard(ei, u) && !inBlock(ei, u)
      if (free) return { emp: ei, ov: 0, gb: gapBefore(ei, x), ga: gapAfter(ei, z) }
      if (!cfg.allowOverlap) return null
      for (let u = x; u < y; u++) if (!isWorking(ei, u)) return null
      for (let u = x; u < z; u++) if (inHard(ei, u)) return null
      const touched = aps[ei]!.filter((a) => a.s < z && a.blockEnd > x)
      if (touched.length === 0) return null
      for (const a of touched) {
        const atItsStart = x < a.s && a.s < z && z < a.blockEnd
        const atItsEnd = a.s < x && x < a.blockEnd && a.blockEnd < z
        if (!atItsStart && !atItsEnd) return null
        const intrusion = atItsStart ? z - a.s : a.blockEnd - x
        if (intrusion > cfg.appointmentMaximumOverlap) return null
        if (Math.max(d, a.dur) < cfg.minServiceDurationAllowingOverlap) return null
      }
      for (let u = x; u < z; u++) if (touched.filter((a) => a.s <= u && u < a.blockEnd).length > 1) return null
      return { emp: ei, ov: 1, gb: gapBefore(ei, x), ga: gapAfter(ei, z) }
    }

    type Eval = { feasible: boolean; minFrag: number; best: Placement[] }
    const evaluate = (s: number): Eval => {
      const cands: Placement[][] = []
      for (let k = 0; k < items.length; k++) {
        let list = eligible[k]!.map((ei) => place(k, ei, s + dur.slice(0, k).reduce((a, b) => a + b, 0))).filter((p): p is Placement => p !== null)
        if (!cfg.overlapAggressively && list.some((p) => p.ov === 0)) list = list.filter((p) => p.ov === 0)
        if (list.length === 0) return { feasible: false, minFrag: 0, best: [] }
        cands.push(list)
      }
      let assignments: Placement[][] = [[]]
      for (const list of cands) assignments = assignments.flatMap((a) => list.map((p) => [...a, p]))
      const thr = cfg.fragmentationThresholdMin
      const scored = assignments.map((a) => {
        let frag = 0
        let nonFlush = 0
        let switches = 0
        const edge = (g: number) => {
          if (g > 0) nonFlush++
          if (g > 0 && g < thr) frag++
        }
        for (let k = 0; k < a.length; k++) {
          if (k === 0 || a[k - 1]!.emp !== a[k]!.emp) edge(a[k]!.gb)
          if (k === a.length - 1 || a[k + 1]!.emp !== a[k]!.emp) edge(a[k]!.ga)
          if (k > 0 && a[k - 1]!.emp !== a[k]!.emp) switches++
        }
        const ov = cfg.overlapAggressively ? 0 : a.reduce((x, p) => x + p.ov, 0)
        const key = [
          ov,
          frag,
          nonFlush,
          switches,
          a.reduce((x, p) => x + dayBooked[p.emp]!, 0),
          a.reduce((x, p) => x + weekBooked[p.emp]!, 0),
          ...a.map((p) => p.emp), // employees are indexed in id order
        ]
        return { a, frag, key }
      })
      scored.sort((p, q) => {
        for (let i = 0; i < p.key.length; i++) if (p.key[i] !== q.key[i]) return p.key[i]! - q.key[i]!
        return 0
      })
      return { feasible: true, minFrag: Math.min(...scored.map((x) => x.frag)), best: scored[0]!.a }
    }

    const anchorsApply =
      (cfg.weeklyAnchors[weekday] ?? []).length > 0 &&
      (!cfg.primaryAnchorsForLongServicesOnly || total >= cfg.longServiceMinimumDuration)
    const anchors = anchorsApply ? cfg.weeklyAnchors[weekday]! : []
    const withGrid = !anchorsApply || cfg.allowSecondaryAnchors
    type Cand = { m: number; s: number; primary: boolean; offered: boolean; ev: Eval | null }
    const cands: Cand[] = []
    for (let m = 0; m < 1440; m++) {
      const primary = anchors.includes(m)
      const secondary = withGrid && m % cfg.secondarySlotGranularity === 0
      if (!primary && !secondary) continue
      const t = wallTime(date, m)
      if (t === null) continue
      const s = t
      const inTime = s * 60_000 >= earliestMs && s >= openI && s + total <= closeI
      const ev = inTime ? evaluate(s) : null
      const ok = ev !== null && ev.feasible
      const offered = primary ? ok : ok && (cfg.fragmentationThresholdMin === 0 || ev!.minFrag === 0)
      cands.push({ m, s, primary, offered, ev })
    }
    if (anchorsApply && cfg.primaryAnchorsStrictMode) {
      const prim = cands.filter((c) => c.primary)
      for (const c of cands) {
        if (c.primary || !c.offered) continue
        const before = prim.filter((p) => p.s < c.s)
        const after = prim.filter((p) => p.s > c.s)
        if (before.length === 0 || after.length === 0) continue
        const anchor = before[before.length - 1]!
        const earlierOffered = cands.some((o) => !o.primary && o.s > anchor.s && o.s < c.s && o.offered)
        if (anchor.offered || earlierOffered) c.offered = false
      }
    }
    for (const c of cands) {
      if (!c.offered) continue
      const serviceSchedule: Record<string, ScheduledItem> = {}
      let t = c.s
      items.forEach((it, k) => {
        serviceSchedule[it.cartItemId] = {
          serviceID: it.serviceId,
          addOns: (it.addOns ?? []).map((a) => a.id),
          employeeID: emps[c.ev!.best[k]!.emp]!.id,
          startTime: iso(t),
          endTime: iso(t + dur[k]!),
          order: it.order,
        }
        t += dur[k]!
      })
      slotOptions[key]!.push({ startTime: iso(c.s), endTime: iso(c.s + total), serviceSchedule })
    }
  }
  return { slotOptions }
}
