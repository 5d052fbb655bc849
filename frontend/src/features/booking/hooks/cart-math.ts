import { bundleDuration, employeeFee, type Bundle, type Service } from '../../../lib/catalog-schemas.ts'
import type { CartItem } from './booking-state.ts'

export interface CartLine {
  item: CartItem
  minutes: number
  total: number
  onlinePayment: boolean
  noShowFraction: number | null
}

/** A no-show fee applies only if its fraction is above 0 and at most 1 (§5). */
export const validFraction = (f: number | null | undefined): number | null => (typeof f === 'number' && f > 0 && f <= 1 ? f : null)

/** Line total: service price + employee fee + add-ons; bundle price + chosen employees' fees (§9). */
export function cartLine(item: CartItem, findService: (id: string) => Service | undefined, findBundle: (id: string) => Bundle | undefined): CartLine | null {
  if (item.type === 'service') {
    const s = findService(item.serviceId)
    if (!s) return null
    const addOns = s.addOns.filter((a) => item.addOnIds.includes(a.id))
    const each = s.price + employeeFee(s, item.employeeId) + addOns.reduce((sum, a) => sum + a.price, 0)
    const minutes = s.duration + addOns.reduce((sum, a) => sum + (a.duration ?? 0), 0)
    return { item, minutes, total: each * item.quantity, onlinePayment: s.enableServiceOnlinePayment, noShowFraction: s.enableServiceNoShowFee ? validFraction(s.serviceNoShowFeePercentage) : null }
  }
  const b = findBundle(item.bundleId)
  if (!b) return null
  const fees = b.items.reduce((sum, bi) => sum + employeeFee(bi.bundleService, item.selectedItems[bi.id]?.employeeId), 0)
  const addOnMinutes = b.items.reduce((sum, bi) => sum + bi.bundleAddOns.reduce((m, a) => m + (a.duration ?? 0), 0), 0)
  return { item, minutes: bundleDuration(b) + addOnMinutes, total: b.price + fees, onlinePayment: b.enableBundleOnlinePayment, noShowFraction: b.enableBundleNoShowFee ? validFraction(b.bundleNoShowFeePercentage) : null }
}

export interface CartTotals {
  minutes: number
  total: number
  dueNow: number
  dueInStore: number
  noShowFee: number
  noShowOnline: number
  noShowInStore: number
}

/** Totals split into Payment Due Now (online-paid items) and In Store; no-show fee per side (§9). */
export function cartTotals(lines: CartLine[]): CartTotals {
  const t = { minutes: 0, total: 0, dueNow: 0, dueInStore: 0, noShowFee: 0, noShowOnline: 0, noShowInStore: 0 }
  for (const l of lines) {
    t.minutes += l.minutes
    t.total += l.total
    const fee = l.noShowFraction ? l.total * l.noShowFraction : 0
    if (l.onlinePayment) {
      t.dueNow += l.total
      t.noShowOnline += fee
    } else {
      t.dueInStore += l.total
      t.noShowInStore += fee
    }
  }
  t.noShowFee = Math.round((t.noShowOnline + t.noShowInStore) * 100) / 100
  return t
}

/** Payment mode: setup if a no-show fee applies, else payment if online payment applies, else complete. */
export function paymentMode(lines: CartLine[]): 'setup' | 'payment' | 'complete' {
  if (lines.some((l) => l.noShowFraction)) return 'setup'
  if (lines.some((l) => l.onlinePayment)) return 'payment'
  return 'complete'
}
