import { describe, expect, it } from 'vitest'
import { bucketOf, liveStatus } from './live-status.ts'

const m = (minutes: number) => minutes * 60_000
const working = [{ start: m(9 * 60), end: m(17 * 60) }]
const appt = (from: number, to: number) => ({ start: m(from), end: m(to) })

describe('employee live status', () => {
  it('is free inside working hours with nothing near', () => {
    expect(liveStatus({ now: m(600), working, busy: [appt(720, 780)], vacations: [] })).toBe('free')
  })
  it('is busy soon when an appointment starts within 15 minutes', () => {
    expect(liveStatus({ now: m(600), working, busy: [appt(615, 660)], vacations: [] })).toBe('busySoon')
    expect(liveStatus({ now: m(600), working, busy: [appt(616, 660)], vacations: [] })).toBe('free')
  })
  it('is busy during an appointment, free soon in its last 15 minutes', () => {
    expect(liveStatus({ now: m(600), working, busy: [appt(590, 660)], vacations: [] })).toBe('busy')
    expect(liveStatus({ now: m(650), working, busy: [appt(590, 660)], vacations: [] })).toBe('freeSoon')
  })
  it('stays busy when the next appointment follows back to back', () => {
    expect(liveStatus({ now: m(650), working, busy: [appt(590, 660), appt(660, 720)], vacations: [] })).toBe('busy')
  })
  it('is not working outside hours or on vacation', () => {
    expect(liveStatus({ now: m(1080), working, busy: [], vacations: [] })).toBe('notWorking')
    expect(liveStatus({ now: m(600), working, busy: [], vacations: [appt(0, 1440)] })).toBe('notWorking')
  })
})

describe('dashboard buckets', () => {
  it('splits at 12:00 and 17:00', () => {
    expect([bucketOf(719), bucketOf(720), bucketOf(1019), bucketOf(1020)]).toEqual(['morning', 'afternoon', 'afternoon', 'evening'])
  })
})
