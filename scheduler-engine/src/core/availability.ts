import { resolveSchedulerConfig } from './config.ts'
import type {
  AvailabilityInput,
  AvailabilityResult,
  BusyAppointment,
  ComputeOptions,
  DayHours,
  EmployeeWeeklyHours,
  ScheduledItem,
  SlotOption,
  SlotOptions,
  TimeOff,
  Weekday,
  WeeklyHours,
} from './types.ts'
import {
  MINUTES_PER_DAY as ZONE_MINUTES_PER_DAY,
  TIME_OF_DAY as ZONE_TIME_OF_DAY,
  ZoneTimeline,
  ceilMinute,
  dayNumberOf,
  instantMinutes,
  instantMs,
  localDateOf,
  weekdayOf,
} from './zone.ts'

/**
 * The availability core. All times inside are integer epoch minutes ("instants") except local
 * wall-clock readings, which are `dayNumber * 1440 + minuteOfDay`. One pass per local day:
 *
 * 1. map business and employee hours of the day to instants (once per day, via the zone timeline;
 *    the local-minute ranges are worked out once per weekday);
 * 2. free intervals per employee = hours minus merged busy time (appointments extended by the
 *    cleanup buffer, breaks, vacations), all employees' in flat arrays reused day after day;
 * 3. walk the day's candidate starts (anchors and grid) in time order; for each, place every cart
 *    item on each eligible employee with a forward-only pointer (O(items × employees)), except an
 *    item whose placements are known to keep their outcome and edge classes up to this start;
 * 4. a backward dynamic programme over items picks the assignment with the lowest score (see
 *    `scheduler.md`, "any available team member") in O(items × employees) and tells whether a
 *    gap-free assignment exists (fragmentation filter); it runs only when its input changed;
 * 5. ISO strings are built from a per-day date prefix, a minute-of-day table and a cached offset.
 */

export const DEFAULT_MAX_DAYS = 30

// Local copies: imported bindings can compile to getters (tsx/CJS interop) on hot paths.
const MINUTES_PER_DAY = ZONE_MINUTES_PER_DAY
const TIME_OF_DAY = ZONE_TIME_OF_DAY

const EMPTY: readonly number[] = []

type Range = { start: number; end: number }

/** Closed day, or [start, end) local minutes clamped to the day; null when closed or invalid. */
function dayRange(h: DayHours | null | undefined): Range | null {
  if (!h || h.startMinutes == null || h.endMinutes == null) return null
  const s = Math.max(0, Math.min(MINUTES_PER_DAY, Math.floor(h.startMinutes)))
  const e = Math.max(0, Math.min(MINUTES_PER_DAY, Math.floor(h.endMinutes)))
  if (!(s < e)) return null
  return { start: s, end: e }
}

function businessRange(hours: WeeklyHours, day: Weekday): Range | null {
  return dayRange(hours[day])
}

/** Sorted, merged (touching ranges joined) local-minute ranges of an employee's weekday. */
function employeeRanges(hours: EmployeeWeeklyHours | undefined, business: Range, day: Weekday): Range[] {
  if (hours === undefined) return [business]
  const raw = hours[day]
  if (raw == null) return []
  const list = (Array.isArray(raw) ? raw : [raw]) as readonly DayHours[]
  const ranges: Range[] = []
  for (const h of list) {
    const r = dayRange(h)
    if (r) ranges.push(r)
  }
  ranges.sort((a, b) => a.start - b.start || a.end - b.end)
  const merged: Range[] = []
  for (const r of ranges) {
    const last = merged[merged.length - 1]
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end)
    else merged.push({ ...r })
  }
  return merged
}

/** Participants already booked into an existing appointment (1 unless a group service says more). */
const participantsOf = (a: BusyAppointment): number => (typeof a.participants === 'number' ? a.participants : 1)

const nonNegativeMinutes = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0

function parseInstantMinutes(value: string | number, round: 'floor' | 'ceil'): number {
  const m = instantMinutes(value, round === 'ceil')
  if (!Number.isFinite(m)) throw new RangeError(`scheduler.invalidInstant: ${String(value)}`)
  return m
}

/** [0, 1, …, n-1], built with push (same elements kind in every tier). */
function indices(n: number): number[] {
  const a: number[] = []
  for (let i = 0; i < n; i++) a.push(i)
  return a
}

/** Index order sorting pairs by start then end; null when they already are (the usual case). */
function sortOrder(starts: readonly number[], ends: readonly number[]): number[] | null {
  let sorted = true
  for (let i = 1; i < starts.length && sorted; i++) {
    sorted = starts[i - 1]! < starts[i]! || (starts[i - 1] === starts[i] && ends[i - 1]! <= ends[i]!)
  }
  if (sorted) return null
  return indices(starts.length).sort((a, b) => starts[a]! - starts[b]! || ends[a]! - ends[b]!)
}

/** Merges [start, end) pairs (touching ones too) into flat sorted arrays. */
function mergeIntervals(starts: number[], ends: number[]): { s: number[]; e: number[] } {
  const idx = sortOrder(starts, ends) ?? indices(starts.length)
  const s: number[] = []
  const e: number[] = []
  for (const i of idx) {
    const a = starts[i]!
    const b = ends[i]!
    const n = s.length
    if (n > 0 && a <= e[n - 1]!) {
      if (b > e[n - 1]!) e[n - 1] = b
    } else {
      s.push(a)
      e.push(b)
    }
  }
  return { s, e }
}

/** Union of two interval lists, each sorted by start, as one merged sorted list. */
function mergeSortedUnion(aS: readonly number[], aE: readonly number[], bS: readonly number[], bE: readonly number[]) {
  const s: number[] = []
  const e: number[] = []
  let i = 0
  let j = 0
  while (i < aS.length || j < bS.length) {
    let x: number
    let y: number
    if (j >= bS.length || (i < aS.length && aS[i]! <= bS[j]!)) {
      x = aS[i]!
      y = aE[i++]!
    } else {
      x = bS[j]!
      y = bE[j++]!
    }
    const n = s.length
    if (n > 0 && x <= e[n - 1]!) {
      if (y > e[n - 1]!) e[n - 1] = y
    } else {
      s.push(x)
      e.push(y)
    }
  }
  return { s, e }
}

/**
 * Last x up to which the gap before a placement at x, which grows with x, keeps its edge class
 * (none, under the fragmentation threshold `thr`, at or over it).
 */
function growingGapClassUntil(x: number, gap: number, thr: number): number {
  return gap === 0 ? x : gap < thr ? x - gap + thr - 1 : Infinity
}

/** The same for the gap after a placement at x, which shrinks as x grows. */
function shrinkingGapClassUntil(x: number, gap: number, thr: number): number {
  return gap === 0 ? x : gap < thr ? x + gap - 1 : x + gap - Math.max(thr, 1)
}

/** First index i in [lo, hi) with arr[i] > value, else hi (arr sorted ascending there). */
function upperBound(arr: ArrayLike<number>, value: number, lo = 0, hi = arr.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (arr[mid]! <= value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * One day's intervals of every employee in flat arrays, reused day after day (no list per employee
 * and day): employee ei owns the indices [first[ei], end[ei]). `next` is a third value per interval
 * (for free time: where the busy time after it begins, Infinity when none).
 */
class DayIntervals {
  s = new Float64Array(64)
  e = new Float64Array(64)
  next = new Float64Array(64)
  readonly first: Int32Array
  readonly end: Int32Array
  private n = 0

  constructor(employees: number) {
    this.first = new Int32Array(employees)
    this.end = new Int32Array(employees)
  }

  /** Forgets every interval of the previous day. */
  clear(): void {
    this.n = 0
  }

  /** Starts employee ei's list (empty) after everything written so far. */
  begin(ei: number): void {
    this.first[ei] = this.n
    this.end[ei] = this.n
  }

  /** Appends [a, b) to the list of ei, the employee begun last. */
  push(ei: number, a: number, b: number, next: number): void {
    if (this.n === this.s.length) this.grow()
    this.s[this.n] = a
    this.e[this.n] = b
    this.next[this.n] = next
    this.end[ei] = ++this.n
  }

  private grow(): void {
    const larger = (a: Float64Array) => {
      const b = new Float64Array(a.length * 2)
      b.set(a)
      return b
    }
    this.s = larger(this.s)
    this.e = larger(this.e)
    this.next = larger(this.next)
  }
}

type EmployeeBusy = {
  /** Appointment blocks sorted by start: [start, end + buffer). */
  apS: number[]
  apE: number[]
  apDur: number[]
  /** Index of each block's appointment in the input (its service and participants, for joins). */
  apInput: number[]
  apMaxLen: number
  /** Breaks and vacations, merged. */
  hardS: number[]
  hardE: number[]
  /** Everything busy (blocks, breaks, vacations), merged. */
  allS: number[]
  allE: number[]
}

/**
 * Offered slots per local date for the cart (see `AvailabilityInput`). Pure and deterministic:
 * no clock, no I/O, inputs untouched, identical input gives identical output.
 * Throws `RangeError` only on malformed input (unknown zone, invalid date or instant).
 */
export function computeSlotOptions(input: AvailabilityInput, options: ComputeOptions = {}): AvailabilityResult {
  return run(input, options, null)
}

/**
 * The same result as `JSON.stringify(computeSlotOptions(input, options))`, byte for byte, built
 * directly as text from per-employee fragments (no intermediate objects): what the HTTP endpoint
 * should send.
 */
export function computeSlotOptionsJson(input: AvailabilityInput, options: ComputeOptions = {}): string {
  const days: string[] = []
  run(input, options, days)
  return '{"slotOptions":{' + days.join(',') + '}}'
}

function run(input: AvailabilityInput, options: ComputeOptions, jsonDays: string[] | null): AvailabilityResult {
  const cfg = resolveSchedulerConfig(input.config)
  const buf = cfg.cleanupBufferMinutes
  const slotOptions: SlotOptions = {}

  const startDay = dayNumberOf(input.requestedStartDate)
  const maxDays = Math.max(1, Math.floor(options.maxDays ?? DEFAULT_MAX_DAYS))
  const endDay = Math.min(dayNumberOf(input.requestedEndDate), startDay + maxDays - 1)
  if (endDay < startDay) return { slotOptions }

  const nowMs = instantMs(input.now)
  if (!Number.isFinite(nowMs)) throw new RangeError(`scheduler.invalidInstant: ${String(input.now)}`)
  const earliest = ceilMinute(nowMs) + nonNegativeMinutes(input.minimumNoticeMinutes)

  // ---- zone timeline for the window (plus the trailing week and a day of slack each side)
  const tl = new ZoneTimeline(
    input.location.timezone,
    (startDay - 8) * MINUTES_PER_DAY,
    (endDay + 3) * MINUTES_PER_DAY,
  )

  // ---- cart
  const items = [...input.cart].sort(
    (a, b) => a.order - b.order || (a.cartItemId < b.cartItemId ? -1 : a.cartItemId > b.cartItemId ? 1 : 0),
  )
  const n = items.length
  const dur: number[] = []
  const off: number[] = []
  let total = 0
  for (const item of items) {
    let d = nonNegativeMinutes(item.durationMinutes)
    for (const a of item.addOns ?? []) d += nonNegativeMinutes(a.durationMinutes)
    off.push(total)
    dur.push(d)
    total += d
  }
  const emptyDays = () => {
    for (let day = startDay; day <= endDay; day++) {
      slotOptions[localDateOf(day)] = []
      jsonDays?.push(JSON.stringify(localDateOf(day)) + ':[]')
    }
    return { slotOptions }
  }
  if (n === 0 || dur.some((d) => d <= 0)) return emptyDays()

  // ---- employees, ranked by id (the last tie-break)
  const employees = [...input.employees].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const empIndex = new Map<string, number>()
  const empList: typeof employees = []
  for (const e of employees) {
    if (!empIndex.has(e.id)) {
      empIndex.set(e.id, empList.length)
      empList.push(e)
    }
  }
  const E = empList.length
  // Arrays read in the hot loop are built with plain loops and push (not \`map\`), so they have
  // the same elements kind whether \`run\` is interpreted or optimised (no "wrong map" deopts).
  const eligible: number[][] = []
  let noneEligible = false
  for (let k = 0; k < n; k++) {
    const item = items[k]!
    const list: number[] = []
    if (item.employeeId != null) {
      const i = empIndex.get(item.employeeId)
      if (i !== undefined && empList[i]!.serviceIds.includes(item.serviceId)) list.push(i)
    } else {
      for (let i = 0; i < E; i++) if (empList[i]!.serviceIds.includes(item.serviceId)) list.push(i)
    }
    if (list.length === 0) noneEligible = true
    eligible.push(list)
  }
  if (noneEligible) return emptyDays()
  const usedSet = new Set<number>()
  for (const l of eligible) for (const i of l) usedSet.add(i)
  const used = [...usedSet].sort((a, b) => a - b)
  const capacity: number[] = []
  const isGroup: boolean[] = []
  let anyGroup = false
  for (let k = 0; k < n; k++) {
    const it = items[k]!
    const c = typeof it.maxCapacity === 'number' && it.maxCapacity > 1 ? Math.floor(it.maxCapacity) : 1
    capacity.push(c)
    isGroup.push(c > 1)
    if (c > 1) anyGroup = true
  }

  // ---- busy time, parsed once and bucketed per employee
  const rangeLo = (startDay - 8) * MINUTES_PER_DAY
  const rangeHi = (endDay + 3) * MINUTES_PER_DAY
  const ignore = new Set(input.appointmentsToIgnore ?? [])
  const spanDays = endDay - startDay + 1 + 6
  const firstBookedDay = startDay - 6
  const booked = new Float64Array(E * spanDays)
  const rawApS: number[][] = Array.from({ length: E }, () => [])
  const rawApE: number[][] = Array.from({ length: E }, () => [])
  const rawApInput: number[][] = Array.from({ length: E }, () => [])
  const rawHardS: number[][] = Array.from({ length: E }, () => [])
  const rawHardE: number[][] = Array.from({ length: E }, () => [])
  const appointments = input.appointments ?? []
  for (let i = 0; i < appointments.length; i++) {
    const a = appointments[i]!
    if (ignore.size > 0 && ignore.has(a.id)) continue
    const ei = empIndex.get(a.employeeId)
    if (ei === undefined) continue
    const s = parseInstantMinutes(a.start, 'floor')
    const e = parseInstantMinutes(a.end, 'ceil')
    if (!(e > s) || e <= rangeLo || s >= rangeHi) continue
    rawApS[ei]!.push(s)
    rawApE[ei]!.push(e)
    rawApInput[ei]!.push(i)
    const bd = Math.floor(tl.localOf(s) / MINUTES_PER_DAY) - firstBookedDay
    if (bd >= 0 && bd < spanDays) booked[ei * spanDays + bd] = booked[ei * spanDays + bd]! + (e - s)
  }
  // breaks, then vacations (a plain loop: a per-call closure would change the call target)
  for (let li = 0; li < 2; li++) {
    const list: readonly TimeOff[] = (li === 0 ? input.breaks : input.vacations) ?? []
    for (let i = 0; i < list.length; i++) {
      const b = list[i]!
      const ei = empIndex.get(b.employeeId)
      if (ei === undefined) continue
      const s = parseInstantMinutes(b.start, 'floor')
      const e = parseInstantMinutes(b.end, 'ceil')
      if (!(e > s) || e <= rangeLo || s >= rangeHi) continue
      rawHardS[ei]!.push(s)
      rawHardE[ei]!.push(e)
    }
  }
  const busy: EmployeeBusy[] = []
  for (let ei = 0; ei < E; ei++) {
    let apS = rawApS[ei]!
    let apRawE = rawApE[ei]!
    let apInput = rawApInput[ei]!
    const order = sortOrder(apS, apRawE)
    if (order) {
      apS = order.map((i) => rawApS[ei]![i]!)
      apRawE = order.map((i) => rawApE[ei]![i]!)
      apInput = order.map((i) => rawApInput[ei]![i]!)
    }
    const hard = mergeIntervals(rawHardS[ei]!, rawHardE[ei]!)
    const apE = buf > 0 ? apRawE.map((e) => e + buf) : apRawE
    const all = mergeSortedUnion(apS, apE, hard.s, hard.e)
    let apMaxLen = 0
    const apDur: number[] = new Array(apS.length)
    for (let i = 0; i < apS.length; i++) {
      apDur[i] = apRawE[i]! - apS[i]!
      if (apE[i]! - apS[i]! > apMaxLen) apMaxLen = apE[i]! - apS[i]!
    }
    busy.push({ apS, apE, apDur, apInput, apMaxLen, hardS: hard.s, hardE: hard.e, allS: all.s, allE: all.e })
  }
  // Group services: existing appointments by (start, employee).
  const joinKey = (t: number, ei: number) => t * 65536 + ei
  const joinMap = new Map<number, number[]>()
  if (anyGroup) {
    for (let ei = 0; ei < E; ei++) {
      const b = busy[ei]!
      for (let i = 0; i < b.apS.length; i++) {
        const k = joinKey(b.apS[i]!, ei)
        const l = joinMap.get(k)
        if (l) l.push(i)
        else joinMap.set(k, [i])
      }
    }
  }

  // ---- scoring constants (lexicographic, packed; see scheduler.md "any available team member")
  const thr = cfg.fragmentationThresholdMin
  const M1 = n // switches < n
  const M2 = M1 * (2 * n + 1) // non-flush edges <= 2n
  const M3 = M2 * (2 * n + 1) // fragmenting gaps <= 2n
  const ovWeight = cfg.overlapAggressively ? 0 : M3
  const edgeCost = (g: number) => (g > 0 ? M1 + (g < thr ? M2 : 0) : 0)
  /** What the DP reads of a gap: none, under the fragmentation threshold, at or over it. */
  const edgeClass = (g: number) => (g > 0 ? (g < thr ? 2 : 1) : 0)

  // ---- per-day scratch, allocated once
  const work = new DayIntervals(E) // working hours within business hours
  const free = new DayIntervals(E) // working hours minus busy time; `next`: where that begins
  const dayBooked = new Float64Array(E)
  const weekBooked = new Float64Array(E)
  const ptr = new Int32Array(n * Math.max(1, E))
  // candidates per item: employee, overlap flag, gap before, gap after
  const cEmp = new Int32Array(n * Math.max(1, E))
  const cOv = new Uint8Array(n * Math.max(1, E))
  const cGb = new Float64Array(n * Math.max(1, E))
  const cGa = new Float64Array(n * Math.max(1, E))
  const cCount = new Int32Array(n)
  // per item: the last x up to which its candidates are known to stay as they are
  const itemUntil = new Float64Array(n)
  // DP values
  const vP = new Float64Array(n * Math.max(1, E))
  const vD = new Float64Array(n * Math.max(1, E))
  const vW = new Float64Array(n * Math.max(1, E))
  const vNext = new Int32Array(n * Math.max(1, E))
  const posOf = new Int32Array(Math.max(1, E)).fill(-1)
  const chosen = new Int32Array(n)
  // Signature of the last DP input on this day: per candidate (employee, overlap, edge classes of
  // the gaps before and after). The DP reads the gaps only through \`edgeCost\` and the booked
  // minutes (constant over a day), so an unchanged signature means an unchanged result.
  const sig = new Int32Array(n * Math.max(1, E))
  const sigCount = new Int32Array(n).fill(-1)
  let sigBest = -1
  let sigBestP = 0
  /** Writes candidate `slot`; true when its signature differs from the one the slot held. */
  const putCandidate = (slot: number, ei: number, ov: number, gb: number, ga: number): boolean => {
    cEmp[slot] = ei
    cOv[slot] = ov
    cGb[slot] = gb
    cGa[slot] = ga
    const code = ((ei * 2 + ov) * 3 + edgeClass(gb)) * 3 + edgeClass(ga)
    if (sig[slot] === code) return false
    sig[slot] = code
    return true
  }

  const addOnIds: (readonly string[])[] = []
  const fragTails: string[] = []
  for (let k = 0; k < n; k++) {
    const it = items[k]!
    addOnIds.push(Object.freeze((it.addOns ?? []).map((a) => a.id)))
    fragTails.push('","order":' + JSON.stringify(it.order) + '}')
  }
  // JSON text pieces: keys in the order a JS object would list them (integer-like ids first)
  const probe: Record<string, number> = {}
  items.forEach((it, k) => (probe[it.cartItemId] = k))
  const keyOrder: number[] = []
  for (const key of Object.keys(probe)) keyOrder.push(probe[key]!)
  const fragHeads: (string | undefined)[] = new Array(n * Math.max(1, E))
  const fragHead = (k: number, ei: number): string => {
    let f = fragHeads[k * E + ei]
    if (f === undefined) {
      const it = items[k]!
      f =
        JSON.stringify(it.cartItemId) +
        ':{"serviceID":' +
        JSON.stringify(it.serviceId) +
        ',"addOns":' +
        JSON.stringify(addOnIds[k]) +
        ',"employeeID":' +
        JSON.stringify(empList[ei]!.id) +
        ',"startTime":"'
      fragHeads[k * E + ei] = f
    }
    return f
  }
  const anchorsByDay = cfg.weeklyAnchors
  const anchorsApplyForCart = !cfg.primaryAnchorsForLongServicesOnly || total >= cfg.longServiceMinimumDuration
  const gran = cfg.secondarySlotGranularity

  // ---- ISO formatting with cached piece and day prefix
  let fmtLo = Infinity
  let fmtHi = -Infinity
  let fmtOff = 0
  let fmtOffStr = ''
  let fmtDayLo = NaN
  let fmtPrefix = ''
  // cache by minute since the day's opening, allocated once: the same instants recur across slots
  // (item ends = next item starts); a slot remembers its instant, so other days' texts never match
  let isoBase = 0
  const isoText: string[] = new Array<string>(MINUTES_PER_DAY + 1).fill('')
  const isoInstant = new Float64Array(MINUTES_PER_DAY + 1).fill(NaN)
  const isoCached = (t: number): string => {
    const i = t - isoBase
    if (i >= 0 && i <= MINUTES_PER_DAY) {
      if (isoInstant[i] !== t) {
        isoInstant[i] = t
        isoText[i] = iso(t)
      }
      return isoText[i]!
    }
    return iso(t)
  }
  const iso = (t: number): string => {
    if (t < fmtLo || t >= fmtHi) {
      const i = tl.pieceAt(t)
      fmtLo = tl.starts[i]!
      fmtHi = tl.pieceEnd(i)
      fmtOff = tl.offsets[i]!
      fmtOffStr = tl.offsetString(fmtOff)
    }
    const L = t + fmtOff
    if (!(L >= fmtDayLo && L < fmtDayLo + MINUTES_PER_DAY)) {
      const dn = Math.floor(L / MINUTES_PER_DAY)
      fmtDayLo = dn * MINUTES_PER_DAY
      fmtPrefix = localDateOf(dn) + 'T'
    }
    return fmtPrefix + TIME_OF_DAY[L - fmtDayLo]! + fmtOffStr
  }

  /** Gap of free time ending at x (closed on the right), 0 when x is not at or inside free time. */
  const gapBefore = (ei: number, x: number): number => {
    const j = upperBound(free.s, x, free.first[ei]!, free.end[ei]!) - 1
    if (j < free.first[ei]!) return 0
    return x <= free.e[j]! ? x - free.s[j]! : 0
  }
  /** Free time starting at z, 0 when z is not free. */
  const gapAfter = (ei: number, z: number): number => {
    const j = upperBound(free.s, z, free.first[ei]!, free.end[ei]!) - 1
    if (j < free.first[ei]!) return 0
    return z < free.e[j]! ? free.e[j]! - z : 0
  }

  /** Overlap placement of work [x, y), block [x, z) for employee ei; true when allowed. */
  const overlapAllowed = (ei: number, x: number, y: number, z: number, d: number): boolean => {
    // inside working hours
    const wi = upperBound(work.s, x, work.first[ei]!, work.end[ei]!) - 1
    if (wi < work.first[ei]! || y > work.e[wi]!) return false
    // no break or vacation in the block
    const b = busy[ei]!
    const hi = upperBound(b.hardE, x)
    if (hi < b.hardS.length && b.hardS[hi]! < z) return false
    // existing appointment blocks overlapping [x, z)
    let endIntruded = -1
    let startIntruded = -1
    let i = upperBound(b.apS, x - b.apMaxLen)
    const maxOv = cfg.appointmentMaximumOverlap
    const minDur = cfg.minServiceDurationAllowingOverlap
    for (; i < b.apS.length && b.apS[i]! < z; i++) {
      const as = b.apS[i]!
      const ae = b.apE[i]!
      if (ae <= x) continue
      if (Math.max(d, b.apDur[i]!) < minDur) return false
      if (x < as && as < z && z < ae) {
        if (startIntruded >= 0 || z - as > maxOv) return false
        startIntruded = i
      } else if (as < x && x < ae && ae < z) {
        if (endIntruded >= 0 || ae - x > maxOv) return false
        endIntruded = i
      } else return false
    }
    if (startIntruded < 0 && endIntruded < 0) return false
    if (startIntruded >= 0 && endIntruded >= 0 && b.apE[endIntruded]! > b.apS[startIntruded]!) return false
    return true
  }

  // business and employee hours (local minutes) per weekday, worked out once per weekday
  type WeekdayPlan = { business: Range; staff: Range[][] }
  const plans: Partial<Record<Weekday, WeekdayPlan | null>> = {}
  const weekdayPlan = (weekday: Weekday): WeekdayPlan | null => {
    let plan = plans[weekday]
    if (plan === undefined) {
      const business = businessRange(input.location.businessHours, weekday)
      const staff: Range[][] = []
      if (business) for (let ei = 0; ei < E; ei++) staff.push(employeeRanges(empList[ei]!.hours, business, weekday))
      plans[weekday] = plan = business ? { business, staff } : null
    }
    return plan
  }

  for (let day = startDay; day <= endDay; day++) {
    const dayList: SlotOption[] = []
    const dayJson: string[] = []
    const dateKey = localDateOf(day)
    if (jsonDays) jsonDays.push('')
    else slotOptions[dateKey] = dayList
    const finishDay = () => {
      if (jsonDays) jsonDays[jsonDays.length - 1] = JSON.stringify(dateKey) + ':[' + dayJson.join(',') + ']'
    }
    const weekday = weekdayOf(day)
    const plan = weekdayPlan(weekday)
    if (!plan) {
      finishDay()
      continue
    }
    const bh = plan.business
    const L0 = day * MINUTES_PER_DAY
    const openI = tl.instantAtOrAfter(L0 + bh.start)
    const closeI = tl.instantAtOrAfter(L0 + bh.end)
    if (closeI - total < Math.max(openI, earliest)) {
      finishDay()
      continue
    }

    // booked minutes for the tie-breaks
    const bdi = day - firstBookedDay
    for (const ei of used) {
      const base = ei * spanDays
      dayBooked[ei] = booked[base + bdi]!
      let w = 0
      for (let k = bdi - 6; k <= bdi; k++) w += booked[base + k]!
      weekBooked[ei] = w
    }

    // working and free intervals per employee
    work.clear()
    free.clear()
    for (const ei of used) {
      work.begin(ei)
      for (const r of plan.staff[ei]!) {
        const a = Math.max(openI, tl.instantAtOrAfter(L0 + r.start))
        const b = Math.min(closeI, tl.instantAtOrAfter(L0 + r.end))
        if (a < b) {
          const last = work.end[ei]! - 1
          // ranges apart in local time can touch once mapped (a DST gap between them)
          if (last >= work.first[ei]! && a <= work.e[last]!) work.e[last] = Math.max(work.e[last]!, b)
          else work.push(ei, a, b, 0)
        }
      }
      const bz = busy[ei]!
      free.begin(ei)
      for (let wi = work.first[ei]!; wi < work.end[ei]!; wi++) {
        const a = work.s[wi]!
        const b = work.e[wi]!
        let bi = upperBound(bz.allE, a) // first busy ending after a
        let cur = a
        while (bi < bz.allS.length && bz.allS[bi]! < b) {
          const s = bz.allS[bi]!
          if (s > cur) free.push(ei, cur, s, s)
          cur = Math.max(cur, bz.allE[bi]!)
          bi++
        }
        if (cur < b) free.push(ei, cur, b, bi < bz.allS.length ? bz.allS[bi]! : Infinity)
      }
      for (let k = 0; k < n; k++) ptr[k * E + ei] = free.first[ei]!
    }
    const freeS = free.s
    const freeE = free.e
    const freeNext = free.next
    itemUntil.fill(-Infinity)
    sigCount.fill(-1)
    sigBest = -1
    isoBase = openI

    // candidate starts: anchors (primary) and grid (secondary), by local minute
    const dayAnchors = anchorsByDay[weekday] ?? EMPTY
    const anchorsApply = dayAnchors.length > 0 && anchorsApplyForCart
    const anchorInstants: number[] = []
    if (anchorsApply) {
      for (const a of dayAnchors) {
        const t = tl.instantOf(L0 + a)
        if (!Number.isNaN(t)) anchorInstants.push(t)
      }
    }
    const withGrid = !anchorsApply || cfg.allowSecondaryAnchors
    const strict = anchorsApply && cfg.primaryAnchorsStrictMode
    let ai = 0 // next anchor (by local minute)
    let anchorSeen = 0 // anchors at or before the current start
    let lastAnchorFeasible = false
    let shiftedTaken = false
    let gm = 0 // next grid minute
    const lowest = Math.max(openI, earliest)
    const latest = closeI - total

    for (;;) {
      let m: number
      let primary: boolean
      const nextAnchor = anchorsApply && ai < dayAnchors.length ? dayAnchors[ai]! : Infinity
      const nextGrid = withGrid && gm < MINUTES_PER_DAY ? gm : Infinity
      if (nextAnchor === Infinity && nextGrid === Infinity) break
      if (nextAnchor <= nextGrid) {
        m = nextAnchor
        primary = true
        ai++
        if (nextGrid === nextAnchor) gm += gran
      } else {
        m = nextGrid
        primary = false
        gm += gran
      }
      const s = tl.instantOf(L0 + m)
      if (Number.isNaN(s)) continue // spring-forward gap: no such local time
      if (primary) {
        anchorSeen++
        shiftedTaken = false
        lastAnchorFeasible = false
      } else if (strict && anchorSeen > 0 && anchorSeen < anchorInstants.length) {
        // between two anchors: only the earliest feasible start after an infeasible anchor
        if (lastAnchorFeasible || shiftedTaken) continue
      }
      if (s < lowest || s > latest) continue

      // ---- place every item on every eligible employee, except an item whose placements all keep
      // their outcome and edge classes while x <= `itemUntil[k]`: its candidates stay as they are
      // (`sig` is compared while writing: `changed` tells whether the DP input differs from the
      // last evaluated one)
      let feasible = true
      let changed = sigBest < 0
      for (let k = 0; k < n; k++) {
        const x = s + off[k]!
        if (x <= itemUntil[k]!) {
          if (cCount[k] === 0) {
            feasible = false
            break
          }
          continue
        }
        const d = dur[k]!
        const y = x + d
        const z = y + buf
        const base = k * E
        let cnt = 0
        let cntFree = 0
        const el = eligible[k]!
        const group = isGroup[k]!
        let until = group ? x : Infinity // joining depends on the exact start
        for (let q = 0; q < el.length; q++) {
          const ei = el[q]!
          // group service: join an identical existing appointment with room left
          if (group) {
            const js = joinMap.get(joinKey(x, ei))
            if (js) {
              const b = busy[ei]!
              let joined = false
              for (const ji of js) {
                const a = appointments[b.apInput[ji]!]!
                if (a.serviceId === items[k]!.serviceId && b.apDur[ji] === d && participantsOf(a) < capacity[k]!) {
                  joined = true
                  break
                }
              }
              if (joined) {
                if (putCandidate(base + cnt, ei, 0, 0, 0)) changed = true
                cnt++
                cntFree++
                continue
              }
            }
          }
          // overlap-free placement inside one free interval
          const pi = base + ei // pointer slot (k, ei)
          const pEnd = free.end[ei]!
          let p = ptr[pi]!
          while (p < pEnd && freeE[p]! <= x) p++
          ptr[pi] = p
          if (p < pEnd && freeS[p]! <= x && y <= freeE[p]! && z <= freeNext[p]!) {
            const gb = x - freeS[p]!
            const ga = z <= freeE[p]! ? freeE[p]! - z : gapAfter(ei, z)
            // (a buffer running past the interval's end is rechecked at every start)
            const placedUntil = z <= freeE[p]! ? Math.min(growingGapClassUntil(x, gb, thr), shrinkingGapClassUntil(x, ga, thr)) : x
            if (placedUntil < until) until = placedUntil
            if (putCandidate(base + cnt, ei, 0, gb, ga)) changed = true
            cnt++
            cntFree++
            continue
          }
          // not placeable until x reaches the next free interval or leaves this one (an overlap is
          // rechecked at every start)
          const unplacedUntil = cfg.allowOverlap ? x : p === pEnd ? Infinity : (freeS[p]! > x ? freeS[p]! : freeE[p]!) - 1
          if (unplacedUntil < until) until = unplacedUntil
          if (cfg.allowOverlap && overlapAllowed(ei, x, y, z, d)) {
            const gb = gapBefore(ei, x)
            const ga = gapAfter(ei, z)
            if (putCandidate(base + cnt, ei, 1, gb, ga)) changed = true
            cnt++
          }
        }
        if (cnt > cntFree && cntFree > 0 && !cfg.overlapAggressively) {
          // overlap is a fallback: drop overlapped placements when an overlap-free one exists
          // (positions move, so the kept placements are written again with their signature)
          let w = base
          for (let r = base; r < base + cnt; r++) {
            if (cOv[r] === 0) putCandidate(w++, cEmp[r]!, 0, cGb[r]!, cGa[r]!)
          }
          cnt = w - base
          changed = true
        }
        cCount[k] = cnt
        itemUntil[k] = until
        if (sigCount[k] !== cnt) {
          sigCount[k] = cnt
          changed = true
        }
        if (cnt === 0) {
          feasible = false
          break
        }
      }
      if (!feasible) {
        if (changed) sigBest = -1 // the signature now holds this start's partial input
        continue
      }
      if (changed) {
        // ---- backward DP over items: best assignment and its packed score (an unchanged
        // signature means an unchanged DP input: `chosen` still holds its result)
        let best = -1
        let bestP = 0
        {
          const k = n - 1
          const base = k * E
          for (let j = 0; j < cCount[k]!; j++) {
            const ei = cEmp[base + j]!
            vP[base + j] = cOv[base + j]! * ovWeight + edgeCost(cGa[base + j]!)
            vD[base + j] = dayBooked[ei]!
            vW[base + j] = weekBooked[ei]!
            vNext[base + j] = -1
          }
        }
        for (let k = n - 2; k >= 0; k--) {
          const nb = (k + 1) * E
          const nc = cCount[k + 1]!
          // top-2 successors by (switch + before-edge + value, employee rank)
          let t1 = -1
          let t2 = -1
          let t1P = 0
          let t1D = 0
          let t1W = 0
          let t2P = 0
          let t2D = 0
          let t2W = 0
          for (let j = 0; j < nc; j++) {
            const ei = cEmp[nb + j]!
            posOf[ei] = j
            const p = 1 + edgeCost(cGb[nb + j]!) + vP[nb + j]!
            const d = vD[nb + j]!
            const w = vW[nb + j]!
            if (t1 < 0 || p < t1P || (p === t1P && (d < t1D || (d === t1D && (w < t1W || (w === t1W && ei < cEmp[nb + t1]!)))))) {
              t2 = t1
              t2P = t1P
              t2D = t1D
              t2W = t1W
              t1 = j
              t1P = p
              t1D = d
              t1W = w
            } else if (t2 < 0 || p < t2P || (p === t2P && (d < t2D || (d === t2D && (w < t2W || (w === t2W && ei < cEmp[nb + t2]!)))))) {
              t2 = j
              t2P = p
              t2D = d
              t2W = w
            }
          }
          const base = k * E
          for (let j = 0; j < cCount[k]!; j++) {
            const ei = cEmp[base + j]!
            // option A: next item on the same employee (one block, no edges)
            let bestJ = -1
            let bP = 0
            let bD = 0
            let bW = 0
            let bRank = 0
            const same = posOf[ei]!
            if (same >= 0) {
              bestJ = same
              bP = vP[nb + same]!
              bD = vD[nb + same]!
              bW = vW[nb + same]!
              bRank = ei
            }
            // option B: another employee; this block ends here
            const o = t1 >= 0 && cEmp[nb + t1] !== ei ? t1 : t2
            if (o >= 0 && cEmp[nb + o] !== ei) {
              const oP = edgeCost(cGa[base + j]!) + (o === t1 ? t1P : t2P)
              const oD = o === t1 ? t1D : t2D
              const oW = o === t1 ? t1W : t2W
              const oRank = cEmp[nb + o]!
              if (
                bestJ < 0 ||
                oP < bP ||
                (oP === bP && (oD < bD || (oD === bD && (oW < bW || (oW === bW && oRank < bRank)))))
              ) {
                bestJ = o
                bP = oP
                bD = oD
                bW = oW
              }
            }
            vP[base + j] = cOv[base + j]! * ovWeight + bP
            vD[base + j] = dayBooked[ei]! + bD
            vW[base + j] = weekBooked[ei]! + bW
            vNext[base + j] = bestJ
          }
          for (let j = 0; j < nc; j++) posOf[cEmp[nb + j]!] = -1
        }
        let bestD = 0
        let bestW = 0
        for (let j = 0; j < cCount[0]!; j++) {
          const p = edgeCost(cGb[j]!) + vP[j]!
          const d = vD[j]!
          const w = vW[j]!
          if (best < 0 || p < bestP || (p === bestP && (d < bestD || (d === bestD && (w < bestW || (w === bestW && cEmp[j]! < cEmp[best]!)))))) {
            best = j
            bestP = p
            bestD = d
            bestW = w
          }
        }
        sigBest = best
        sigBestP = bestP
        chosen[0] = best
        for (let k = 1; k < n; k++) chosen[k] = vNext[(k - 1) * E + chosen[k - 1]!]!
      }
      if (primary) {
        lastAnchorFeasible = true
      } else {
        if (thr > 0 && Math.floor((sigBestP % M3) / M2) > 0) continue // fragmenting: secondary dropped
        if (strict && anchorSeen > 0 && anchorSeen < anchorInstants.length) shiftedTaken = true
      }

      // ---- output
      if (jsonDays) {
        let slot = '{"startTime":"' + isoCached(s) + '","endTime":"' + isoCached(s + total) + '","serviceSchedule":{'
        for (let q = 0; q < keyOrder.length; q++) {
          const k = keyOrder[q]!
          const x = s + off[k]!
          if (q > 0) slot += ','
          slot += fragHead(k, cEmp[k * E + chosen[k]!]!) + isoCached(x) + '","endTime":"' + isoCached(x + dur[k]!) + fragTails[k]
        }
        dayJson.push(slot + '}}')
        continue
      }
      const serviceSchedule: Record<string, ScheduledItem> = {}
      let prevEnd = isoCached(s)
      const startTime = prevEnd
      for (let k = 0; k < n; k++) {
        const item = items[k]!
        const itemStart = prevEnd
        prevEnd = isoCached(s + off[k]! + dur[k]!)
        serviceSchedule[item.cartItemId] = {
          serviceID: item.serviceId,
          addOns: addOnIds[k]!,
          employeeID: empList[cEmp[k * E + chosen[k]!]!]!.id,
          startTime: itemStart,
          endTime: prevEnd,
          order: item.order,
        }
      }
      dayList.push({ startTime, endTime: prevEnd, serviceSchedule })
    }
    finishDay()
  }
  return { slotOptions }
}
