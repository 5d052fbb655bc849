import { describe, expect, it } from 'vitest'
import { everyDay, hours, input, isoStartsOn, item } from '../../test/fixtures.ts'
import { referenceSlotOptions } from '../../test/reference.ts'
import { computeSlotOptions } from '../index.ts'
import type { AvailabilityInput } from '../index.ts'

// The design's DST regression days. Each fixture names its zone; tests run with TZ=UTC.
const at = (zone: string, date: string, open: string, close: string, over: Partial<AvailabilityInput> = {}) =>
  input({
    zone,
    date,
    location: { timezone: zone, businessHours: everyDay(hours(open, close)) },
    config: { secondarySlotGranularity: 30 },
    ...over,
  })

function expectSameAsReference(inp: AvailabilityInput) {
  expect(JSON.stringify(computeSlotOptions(inp))).toBe(JSON.stringify(referenceSlotOptions(inp)))
}

describe('Europe/Berlin', () => {
  it('2025-03-30 spring forward: 02:00–02:59 never offered, offsets switch to +02:00', () => {
    const inp = at('Europe/Berlin', '2025-03-30', '01:00', '05:00')
    expect(isoStartsOn(inp)).toEqual([
      '2025-03-30T01:00:00+01:00',
      '2025-03-30T01:30:00+01:00',
      '2025-03-30T03:00:00+02:00',
      '2025-03-30T03:30:00+02:00',
      '2025-03-30T04:00:00+02:00',
      '2025-03-30T04:30:00+02:00',
    ])
    expectSameAsReference(inp)
  })
  it('2025-03-30: durations are elapsed minutes across the jump', () => {
    const inp = at('Europe/Berlin', '2025-03-30', '01:00', '05:00', { cart: [item('c1', 1, 60)] })
    const slot = computeSlotOptions(inp).slotOptions['2025-03-30']![1]!
    expect([slot.startTime, slot.endTime]).toEqual(['2025-03-30T01:30:00+01:00', '2025-03-30T03:30:00+02:00'])
  })
  it('2025-10-26 fall back: the repeated 02:00–02:59 is offered once, at its first occurrence', () => {
    const inp = at('Europe/Berlin', '2025-10-26', '01:00', '04:00')
    expect(isoStartsOn(inp)).toEqual([
      '2025-10-26T01:00:00+02:00',
      '2025-10-26T01:30:00+02:00',
      '2025-10-26T02:00:00+02:00',
      '2025-10-26T02:30:00+02:00',
      '2025-10-26T03:00:00+01:00',
      '2025-10-26T03:30:00+01:00',
    ])
    // a 60-minute cart from 02:30 (first) ends at 02:30 again, one real hour later
    const long = at('Europe/Berlin', '2025-10-26', '01:00', '04:00', { cart: [item('c1', 1, 60)] })
    const slot = computeSlotOptions(long).slotOptions['2025-10-26']!.find((s) => s.startTime === '2025-10-26T02:30:00+02:00')!
    expect(slot.endTime).toBe('2025-10-26T02:30:00+01:00')
    expectSameAsReference(inp)
    expectSameAsReference(long)
  })
})

describe('America/New_York', () => {
  it('2025-03-09 spring forward with hours before 13:00 (night hours around the jump)', () => {
    const inp = at('America/New_York', '2025-03-09', '00:30', '04:00')
    expect(isoStartsOn(inp)).toEqual([
      '2025-03-09T00:30:00-05:00',
      '2025-03-09T01:00:00-05:00',
      '2025-03-09T01:30:00-05:00',
      '2025-03-09T03:00:00-04:00',
      '2025-03-09T03:30:00-04:00',
    ])
    expectSameAsReference(inp)
  })
  it('2025-03-09 spring forward with hours after 13:00 (running past UTC midnight)', () => {
    const inp = at('America/New_York', '2025-03-09', '18:00', '22:00', { config: { secondarySlotGranularity: 60 } })
    const out = computeSlotOptions(inp).slotOptions
    expect(out['2025-03-09']!.map((s) => s.startTime)).toEqual([
      '2025-03-09T18:00:00-04:00',
      '2025-03-09T19:00:00-04:00',
      '2025-03-09T20:00:00-04:00',
      '2025-03-09T21:00:00-04:00',
    ])
    expect(Object.keys(out)).toEqual(['2025-03-09'])
    expectSameAsReference(inp)
  })
  it('2025-11-02 fall back with hours before 13:00: 01:00–01:59 once, EDT', () => {
    const inp = at('America/New_York', '2025-11-02', '00:00', '03:00')
    expect(isoStartsOn(inp)).toEqual([
      '2025-11-02T00:00:00-04:00',
      '2025-11-02T00:30:00-04:00',
      '2025-11-02T01:00:00-04:00',
      '2025-11-02T01:30:00-04:00',
      '2025-11-02T02:00:00-05:00',
      '2025-11-02T02:30:00-05:00',
    ])
    expectSameAsReference(inp)
  })
  it('2025-11-02 fall back with hours after 13:00', () => {
    const inp = at('America/New_York', '2025-11-02', '14:00', '23:00', { config: { secondarySlotGranularity: 60 } })
    expect(isoStartsOn(inp)).toEqual(
      [14, 15, 16, 17, 18, 19, 20, 21, 22].map((h) => `2025-11-02T${h}:00:00-05:00`),
    )
    expectSameAsReference(inp)
  })
})

describe('Australia/Lord_Howe (30-minute DST)', () => {
  it('2025-04-06 fall back 02:00 → 01:30: 01:30 once at +11:00, then +10:30', () => {
    const inp = at('Australia/Lord_Howe', '2025-04-06', '00:00', '03:00')
    expect(isoStartsOn(inp)).toEqual([
      '2025-04-06T00:00:00+11:00',
      '2025-04-06T00:30:00+11:00',
      '2025-04-06T01:00:00+11:00',
      '2025-04-06T01:30:00+11:00',
      '2025-04-06T02:00:00+10:30',
      '2025-04-06T02:30:00+10:30',
    ])
    expectSameAsReference(inp)
  })
  it('2025-10-05 spring forward 02:00 → 02:30: 02:00 and 02:15 do not exist', () => {
    const inp = at('Australia/Lord_Howe', '2025-10-05', '01:30', '03:30', { config: { secondarySlotGranularity: 15 } })
    expect(isoStartsOn(inp).map((s) => s.slice(11))).toEqual([
      '01:30:00+10:30',
      '01:45:00+10:30',
      '02:30:00+11:00',
      '02:45:00+11:00',
      '03:00:00+11:00',
    ])
    expectSameAsReference(inp)
  })
})

describe('Asia/Kolkata (half-hour offset)', () => {
  it('keys by the local date even when the UTC date differs', () => {
    const inp = at('Asia/Kolkata', '2025-06-02', '00:00', '01:30')
    expect(isoStartsOn(inp)).toEqual(['2025-06-02T00:00:00+05:30', '2025-06-02T00:30:00+05:30', '2025-06-02T01:00:00+05:30'])
    expect(Date.parse('2025-06-02T00:00:00+05:30')).toBe(Date.parse('2025-06-01T18:30:00Z'))
    expectSameAsReference(inp)
  })
})

describe('zones whose transition skips or repeats local midnight', () => {
  it('America/Santiago 2022-09-11: 00:00 does not exist; hours "from 00:00" open at 01:00', () => {
    const inp = at('America/Santiago', '2022-09-11', '00:00', '03:00')
    expect(isoStartsOn(inp)).toEqual([
      '2022-09-11T01:00:00-03:00',
      '2022-09-11T01:30:00-03:00',
      '2022-09-11T02:00:00-03:00',
      '2022-09-11T02:30:00-03:00',
    ])
    expectSameAsReference(inp)
  })
  it('America/Santiago 2022-09-10: closing "24:00" is the first instant of the next day', () => {
    const inp = at('America/Santiago', '2022-09-10', '22:00', '24:00')
    const slots = computeSlotOptions(inp).slotOptions['2022-09-10']!
    expect(slots.map((s) => s.startTime)).toEqual([
      '2022-09-10T22:00:00-04:00',
      '2022-09-10T22:30:00-04:00',
      '2022-09-10T23:00:00-04:00',
      '2022-09-10T23:30:00-04:00',
    ])
    expect(slots.at(-1)!.endTime).toBe('2022-09-11T01:00:00-03:00')
    expectSameAsReference(inp)
  })
  it('America/Santiago 2025-04-05: 23:00–23:59 repeats; starts at the first occurrence only', () => {
    const inp = at('America/Santiago', '2025-04-05', '22:00', '24:00')
    const slots = computeSlotOptions(inp).slotOptions['2025-04-05']!
    expect(slots.map((s) => s.startTime)).toEqual([
      '2025-04-05T22:00:00-03:00',
      '2025-04-05T22:30:00-03:00',
      '2025-04-05T23:00:00-03:00',
      '2025-04-05T23:30:00-03:00',
    ])
    expect(slots.at(-1)!.endTime).toBe('2025-04-05T23:00:00-04:00')
    expectSameAsReference(inp)
  })
  it('America/Sao_Paulo 2018-11-04: midnight skipped', () => {
    const inp = at('America/Sao_Paulo', '2018-11-04', '00:00', '02:00')
    expect(isoStartsOn(inp)).toEqual(['2018-11-04T01:00:00-02:00', '2018-11-04T01:30:00-02:00'])
    expectSameAsReference(inp)
  })
})

describe('anchors on DST days', () => {
  it('drops an anchor that falls in the spring-forward gap (Europe/Berlin 2025-03-30)', () => {
    const inp = at('Europe/Berlin', '2025-03-30', '01:00', '05:00', {
      config: { weeklyAnchors: { sunday: [90, 150, 210] }, allowSecondaryAnchors: false },
    })
    expect(isoStartsOn(inp)).toEqual(['2025-03-30T01:30:00+01:00', '2025-03-30T03:30:00+02:00'])
    expectSameAsReference(inp)
  })
})
