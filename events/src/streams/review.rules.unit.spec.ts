import { describe, expect, it } from 'vitest'
import { reviewBlocker } from './review.rules.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const past = NOW - 60_000
const future = NOW + 60_000

describe('reviewBlocker', () => {
  it.each([
    ['one attended appointment that has ended', [{ status: 'CONFIRMED', endMs: past }], null],
    ['one appointment still running', [{ status: 'CONFIRMED', endMs: future }], 'bookingNotEnded'],
    ['completed early by staff', [{ status: 'COMPLETED', endMs: future }], null],
    ['a bundle with one part still to come', [{ status: 'COMPLETED', endMs: past }, { status: 'CONFIRMED', endMs: future }], 'bookingNotEnded'],
    ['cancelled parts do not hold it back', [{ status: 'CONFIRMED', endMs: past }, { status: 'CANCELLED', endMs: future }], null],
    ['everything cancelled', [{ status: 'CANCELLED', endMs: past }], 'bookingNotReviewable'],
    ['a no-show only', [{ status: 'NO_SHOW', endMs: past }], 'bookingNotReviewable'],
    ['a no-show beside an attended one', [{ status: 'NO_SHOW', endMs: future }, { status: 'CONFIRMED', endMs: past }], null],
    ['ending exactly now', [{ status: 'CONFIRMED', endMs: NOW }], null],
  ] as const)('%s', (_name, appointments, expected) => {
    expect(reviewBlocker(appointments, NOW)).toBe(expected)
  })
})
