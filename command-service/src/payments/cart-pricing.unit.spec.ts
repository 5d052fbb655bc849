import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartFingerprint, cartTotals, lineNoShowFeeCents, noShowFraction, type PricedLine } from './cart-pricing.ts'

const line = (over: Partial<PricedLine> = {}): PricedLine => ({ lineId: 'l', totalCents: 10_500, onlinePayment: false, noShowFraction: null, descriptor: 'svc', ...over })

describe('noShowFraction', () => {
  it('turns whole percent into a fraction only when 0 < f ≤ 1 and the fee is enabled', () => {
    expect(noShowFraction(true, 25)).toBe(0.25)
    expect(noShowFraction(true, 100)).toBe(1)
    expect(noShowFraction(true, 0)).toBeNull()
    expect(noShowFraction(true, 101)).toBeNull()
    expect(noShowFraction(true, -5)).toBeNull()
    expect(noShowFraction(true, null)).toBeNull()
    expect(noShowFraction(false, 50)).toBeNull()
  })
})

describe('cartTotals', () => {
  describe('when nothing is paid online and no fee applies', () => {
    it('is all due in store, mode complete', () => {
      expect(cartTotals([line(), line({ totalCents: 5000 })])).toMatchObject({ totalCents: 15_500, dueNowCents: 0, dueInStoreCents: 15_500, noShowFeeCents: 0, mode: 'complete', mixed: false })
    })
  })
  describe('when one service is paid online', () => {
    it('splits due now from due in store, mode payment', () => {
      expect(cartTotals([line({ onlinePayment: true }), line({ totalCents: 5000 })])).toMatchObject({ dueNowCents: 10_500, dueInStoreCents: 5000, mode: 'payment', mixed: false })
    })
  })
  describe('when a no-show fee applies to an in-store item and another item is paid online', () => {
    it('computes the fee per side and asks for the card first (mixed)', () => {
      const totals = cartTotals([line({ noShowFraction: 0.5, totalCents: 7_501 }), line({ onlinePayment: true, noShowFraction: 0.2, totalCents: 10_000 })])
      expect(totals).toMatchObject({ noShowInStoreCents: 3751, noShowOnlineCents: 2000, noShowFeeCents: 5751, dueNowCents: 10_000, mode: 'setup', mixed: true })
    })
  })

  const arbitraryLine = fc.record({
    lineId: fc.uuid(),
    totalCents: fc.integer({ min: 0, max: 5_000_000 }),
    onlinePayment: fc.boolean(),
    noShowFraction: fc.option(fc.integer({ min: 1, max: 100 }).map((p) => p / 100), { nil: null }),
    descriptor: fc.string({ maxLength: 20 }),
  })

  it('always adds up: due now + in store = total, fees never exceed their side, mode follows §4', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 12 }), (lines) => {
        const t = cartTotals(lines)
        expect(t.dueNowCents + t.dueInStoreCents).toBe(lines.reduce((a, l) => a + l.totalCents, 0))
        expect(t.noShowOnlineCents).toBeLessThanOrEqual(t.dueNowCents)
        expect(t.noShowInStoreCents).toBeLessThanOrEqual(t.dueInStoreCents)
        expect(t.noShowFeeCents).toBe(lines.reduce((a, l) => a + lineNoShowFeeCents(l), 0))
        for (const v of [t.totalCents, t.dueNowCents, t.noShowFeeCents]) expect(Number.isInteger(v)).toBe(true)
        expect(t.mode).toBe(lines.some((l) => l.noShowFraction) ? 'setup' : lines.some((l) => l.onlinePayment) ? 'payment' : 'complete')
      }),
    )
  })

  it('fingerprints the cart regardless of line order, and tells different carts apart', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { minLength: 1, maxLength: 6 }), (lines) => {
        expect(cartFingerprint([...lines].reverse())).toBe(cartFingerprint(lines))
        expect(cartFingerprint(lines.map((l, i) => (i === 0 ? { ...l, totalCents: l.totalCents + 1 } : l)))).not.toBe(cartFingerprint(lines))
      }),
    )
  })
})
