import { describe, expect, it } from 'vitest'
import { ZoneTimeline, dayNumberOf, localDateOf, offsetText, weekdayOf } from './zone.ts'

describe('calendar arithmetic', () => {
  it('round-trips dates through day numbers', () => {
    for (const d of ['1970-01-01', '2000-02-29', '2024-12-31', '2025-03-30', '2100-03-01']) {
      expect(localDateOf(dayNumberOf(d))).toBe(d)
    }
    expect(weekdayOf(dayNumberOf('2025-06-02'))).toBe('monday')
  })
  it('rejects impossible dates', () => {
    expect(() => dayNumberOf('2025-02-30')).toThrow(RangeError)
    expect(() => dayNumberOf('2025-6-1')).toThrow(RangeError)
  })
  it('formats offsets', () => {
    expect([offsetText(330), offsetText(-180), offsetText(0), offsetText(-570)]).toEqual(['+05:30', '-03:00', '+00:00', '-09:30'])
  })
})

describe('ZoneTimeline (Europe/Berlin, spring 2025)', () => {
  const day = dayNumberOf('2025-03-30')
  const tl = new ZoneTimeline('Europe/Berlin', (day - 2) * 1440, (day + 2) * 1440)
  it('finds the transition to the minute', () => {
    expect(tl.starts.slice(1)).toEqual([Date.parse('2025-03-30T01:00:00Z') / 60_000])
    expect(tl.offsets).toEqual([60, 120])
  })
  it('maps missing wall times to NaN, or to the transition', () => {
    expect(tl.instantOf(day * 1440 + 150)).toBeNaN()
    expect(tl.instantAtOrAfter(day * 1440 + 150)).toBe(Date.parse('2025-03-30T01:00:00Z') / 60_000)
    expect(tl.instantOf(day * 1440 + 180)).toBe(Date.parse('2025-03-30T01:00:00Z') / 60_000)
  })
  it('rejects unknown zones', () => {
    expect(() => new ZoneTimeline('Mars/Olympus', 0, 1440)).toThrow(RangeError)
  })
})

describe('instantMs', () => {
  it('parses ISO instants like Date.parse', async () => {
    const { instantMs } = await import('./zone.ts')
    for (const s of [
      '2025-03-30T01:30:00+01:00',
      '2025-03-30T01:30:00.250Z',
      '2025-03-30T01:30:07.5-03:30',
      '2024-02-29T23:59:59.999+14:00',
      '1969-12-31T23:59:00Z',
      '2025-03-30T01:30+05:45',
      '2025-03-30T01:30:00',
      '2025-02-30T00:00:00Z', // Date.parse rolls this over; so do we (fallback)
    ]) {
      expect(instantMs(s)).toBe(Date.parse(s))
    }
    expect(instantMs('nope')).toBeNaN()
    expect(instantMs(12345)).toBe(12345)
  })
})
