import { IANAZone } from 'luxon'
import { WEEKDAYS, type LocalDate, type Weekday } from './types.ts'

/**
 * Calendar and zone arithmetic on integers. Instants are epoch minutes; a "local epoch minute" is
 * the wall-clock reading written as if it were UTC (`dayNumber * 1440 + minuteOfDay`). Luxon is
 * used only to read zone offsets, a few times per day of the window, never per slot.
 */

export const MINUTES_PER_DAY = 1440
const MS_PER_MINUTE = 60_000

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a `YYYY-MM-DD` date; throws `RangeError` on anything else. */
export function dayNumberOf(date: LocalDate): number {
  const m = DATE_RE.exec(date)
  if (!m) throw new RangeError(`scheduler.invalidDate: ${date}`)
  const y = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  const ms = Date.UTC(y, mo - 1, d)
  const check = new Date(ms)
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`scheduler.invalidDate: ${date}`)
  }
  return ms / 86_400_000
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n

/** `YYYY-MM-DD` of a day number (civil-from-days, proleptic Gregorian, years 0..9999). */
export function localDateOf(dayNumber: number): LocalDate {
  const z = dayNumber + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`
}

/** Weekday name of a day number (1970-01-01 was a Thursday). */
export function weekdayOf(dayNumber: number): Weekday {
  return WEEKDAYS[(((dayNumber + 3) % 7) + 7) % 7]!
}

/** Days since 1970-01-01 of a proleptic Gregorian date (days-from-civil). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Two decimal digits at i, or -10000 when either is not a digit (poisons any sum). */
function d2(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48
  const b = s.charCodeAt(i + 1) - 48
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -10000
}

/** Day number of the last date the fast path saw (consecutive busy times mostly share a date). */
let lastDateKey = -1
let lastDateDays = 0

/**
 * Fast path for `YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM)`, the shape every read model emits;
 * NaN when the text has another shape (the caller then falls back to Date.parse).
 */
function parseIsoInstant(s: string): number {
  const m = parseIsoMinutes(s)
  return m * MS_PER_MINUTE + isoRemainderMs
}

/** Seconds and milliseconds (0..59999) of the last text `parseIsoMinutes` accepted. */
let isoRemainderMs = 0

/**
 * The fast path proper: whole epoch minutes (a small integer, never boxed) of the text, with the
 * sub-minute rest in `isoRemainderMs`; NaN when the text has another shape.
 */
function parseIsoMinutes(s: string): number {
  const n = s.length
  if (n < 17) return NaN
  // every character read once, digits checked together (a non-digit gives NaN, as before)
  const y0 = s.charCodeAt(0) - 48
  const y1 = s.charCodeAt(1) - 48
  const y2 = s.charCodeAt(2) - 48
  const y3 = s.charCodeAt(3) - 48
  const c4 = s.charCodeAt(4)
  const m0 = s.charCodeAt(5) - 48
  const m1 = s.charCodeAt(6) - 48
  const c7 = s.charCodeAt(7)
  const d0 = s.charCodeAt(8) - 48
  const d1 = s.charCodeAt(9) - 48
  const c10 = s.charCodeAt(10)
  const h0 = s.charCodeAt(11) - 48
  const h1 = s.charCodeAt(12) - 48
  const c13 = s.charCodeAt(13)
  const i0 = s.charCodeAt(14) - 48
  const i1 = s.charCodeAt(15) - 48
  if (c4 !== 45 || c7 !== 45 || c13 !== 58 || (c10 !== 84 && c10 !== 116)) return NaN
  if (
    y0 >>> 0 > 9 || y1 >>> 0 > 9 || y2 >>> 0 > 9 || y3 >>> 0 > 9 || m0 >>> 0 > 9 || m1 >>> 0 > 9 ||
    d0 >>> 0 > 9 || d1 >>> 0 > 9 || h0 >>> 0 > 9 || h1 >>> 0 > 9 || i0 >>> 0 > 9 || i1 >>> 0 > 9
  ) {
    return NaN
  }
  const y = y0 * 1000 + y1 * 100 + y2 * 10 + y3
  const mo = m0 * 10 + m1
  const d = d0 * 10 + d1
  const h = h0 * 10 + h1
  const mi = i0 * 10 + i1
  let i = 16
  let sec = 0
  let ms = 0
  if (s.charCodeAt(i) === 58) {
    sec = d2(s, i + 1)
    i += 3
    if (s.charCodeAt(i) === 46) {
      i++
      const start = i
      let scale = 100
      for (let c = s.charCodeAt(i) - 48; c >= 0 && c <= 9; c = s.charCodeAt(++i) - 48) {
        ms += c * scale
        scale /= 10
      }
      if (i === start) return NaN
      ms = Math.floor(ms)
    }
  }
  let offset: number
  const c = s.charCodeAt(i)
  if ((c === 90 || c === 122) && i + 1 === n) offset = 0
  else if ((c === 43 || c === 45) && i + 6 === n && s.charCodeAt(i + 3) === 58) {
    offset = d2(s, i + 1) * 60 + d2(s, i + 4)
    if (offset < 0) return NaN
    if (c === 45) offset = -offset
  } else return NaN
  if (h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 59) return NaN
  let days: number
  const key = y * 10000 + mo * 100 + d
  if (key === lastDateKey && y >= 0) days = lastDateDays
  else {
    if (y < 0 || mo < 1 || mo > 12 || d < 1) return NaN
    if (d > MONTH_DAYS[mo - 1]! || (mo === 2 && d === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)))) return NaN
    days = daysFromCivil(y, mo, d)
    lastDateKey = key
    lastDateDays = days
  }
  isoRemainderMs = sec * 1000 + ms
  return (days * 24 + h) * 60 + mi - offset
}

/**
 * Epoch minutes of an instant (ISO text with offset, or epoch milliseconds), rounded down or up;
 * the same as `Math.floor|ceil(instantMs(value) / 60000)`, NaN if invalid.
 */
export function instantMinutes(value: string | number, ceil: boolean): number {
  if (typeof value !== 'number') {
    const m = parseIsoMinutes(value)
    if (m === m) return ceil && isoRemainderMs > 0 ? m + 1 : m
    value = Date.parse(value)
  }
  return ceil ? Math.ceil(value / MS_PER_MINUTE) : Math.floor(value / MS_PER_MINUTE)
}

/** Epoch milliseconds of an instant given as ISO text (with offset) or number; NaN if invalid. */
export function instantMs(value: string | number): number {
  if (typeof value === 'number') return value
  const fast = parseIsoInstant(value)
  return Number.isNaN(fast) ? Date.parse(value) : fast
}

export function isValidTimeZone(zone: string): boolean {
  return typeof zone === 'string' && IANAZone.isValidZone(zone)
}

/** `+05:30`, `-03:00`, `+00:00`. */
export function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+'
  const a = Math.abs(offsetMinutes)
  return sign + pad2(Math.floor(a / 60)) + ':' + pad2(a % 60)
}

/** `HH:MM:00` for each minute of the day, plus `24:00` never used (index 1440 wraps to next day). */
export const TIME_OF_DAY: readonly string[] = Array.from(
  { length: MINUTES_PER_DAY },
  (_, m) => pad2(Math.floor(m / 60)) + ':' + pad2(m % 60) + ':00',
)

/**
 * The zone's UTC offsets over a range of instants, as pieces `[starts[i], starts[i+1])` with
 * constant offset. Offsets are sampled once per day of the range and bisected to the minute where
 * two samples differ, so transitions less than a day apart would be missed (none exist in tzdb
 * for the dates we serve).
 */
const offsetMemo = new Map<string, Map<number, number>>()
const OFFSET_MEMO_LIMIT = 50_000
const OFFSET_MEMO_ZONES = 256

export class ZoneTimeline {
  readonly starts: number[] = []
  readonly offsets: number[] = []
  private readonly offsetStrings = new Map<number, string>()

  constructor(zoneName: string, fromMinute: number, toMinute: number) {
    const zone = IANAZone.create(zoneName)
    if (!zone.isValid) throw new RangeError(`scheduler.invalidTimezone: ${zoneName}`)
    // Offsets are pure per (zone, minute); samples fall on the same day-aligned minutes for
    // every window, so a small per-zone memo spares most of luxon's Intl calls.
    let memo = offsetMemo.get(zone.name)
    if (memo === undefined || memo.size > OFFSET_MEMO_LIMIT) {
      if (memo === undefined && offsetMemo.size >= OFFSET_MEMO_ZONES) offsetMemo.clear()
      memo = new Map()
      offsetMemo.set(zone.name, memo)
    }
    const cache = memo
    const offsetAt = (minute: number) => {
      let o = cache.get(minute)
      if (o === undefined) {
        o = Math.round(zone.offset(minute * MS_PER_MINUTE))
        cache.set(minute, o)
      }
      return o
    }
    let prevT = fromMinute
    let prevO = offsetAt(prevT)
    this.starts.push(-Infinity)
    this.offsets.push(prevO)
    for (let t = fromMinute + MINUTES_PER_DAY; ; t += MINUTES_PER_DAY) {
      const sampleT = Math.min(t, toMinute)
      const o = offsetAt(sampleT)
      if (o !== prevO) {
        // Smallest minute in (prevT, sampleT] whose offset is already the new one.
        let lo = prevT
        let hi = sampleT
        while (hi - lo > 1) {
          const mid = Math.floor((lo + hi) / 2)
          if (offsetAt(mid) === prevO) lo = mid
          else hi = mid
        }
        this.starts.push(hi)
        this.offsets.push(o)
        prevO = o
      }
      prevT = sampleT
      if (sampleT >= toMinute) break
    }
  }

  /** Index of the piece containing instant t. */
  pieceAt(t: number): number {
    const s = this.starts
    let i = s.length - 1
    while (s[i]! > t) i--
    return i
  }

  offsetAt(t: number): number {
    return this.offsets[this.pieceAt(t)]!
  }

  /** End (exclusive) of piece i. */
  pieceEnd(i: number): number {
    return i + 1 < this.starts.length ? this.starts[i + 1]! : Infinity
  }

  offsetString(offset: number): string {
    let s = this.offsetStrings.get(offset)
    if (s === undefined) {
      s = offsetText(offset)
      this.offsetStrings.set(offset, s)
    }
    return s
  }

  /**
   * The first instant whose wall clock reads local epoch minute L, or NaN when L does not exist
   * (spring-forward gap). A repeated reading (fall back) gives its first occurrence.
   */
  instantOf(localMinute: number): number {
    const s = this.starts
    const o = this.offsets
    for (let i = 0; i < s.length; i++) {
      const t = localMinute - o[i]!
      if (t >= s[i]! && (i + 1 === s.length || t < s[i + 1]!)) return t
    }
    return NaN
  }

  /** Like `instantOf`, but a reading inside a gap maps to the transition instant ending the gap. */
  instantAtOrAfter(localMinute: number): number {
    const t = this.instantOf(localMinute)
    if (!Number.isNaN(t)) return t
    const s = this.starts
    const o = this.offsets
    for (let i = 1; i < s.length; i++) {
      // Gap between pieces i-1 and i: readings [s_i + o_{i-1}, s_i + o_i).
      if (localMinute >= s[i]! + o[i - 1]! && localMinute < s[i]! + o[i]!) return s[i]!
    }
    /* c8 ignore next */
    throw new Error('unreachable: reading neither exists nor falls in a gap')
  }

  /** Local epoch minute (wall-clock reading) of instant t. */
  localOf(t: number): number {
    return t + this.offsetAt(t)
  }
}

/** Epoch minute of "now", rounded up: a start at minute s is allowed when s * 60000 >= nowMs. */
export function ceilMinute(ms: number): number {
  return Math.ceil(ms / MS_PER_MINUTE)
}
