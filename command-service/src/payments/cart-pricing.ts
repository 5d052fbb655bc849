import { createHash } from 'node:crypto'

/**
 * Cart money, pure (public-side §9): amounts in integer cents so sums never drift.
 *
 * - Line total: service price + the chosen employee's additional fee + add-on prices; for a bundle
 *   service, its share of the bundle price + the chosen employee's fee (bundle add-ons are in the
 *   bundle price). Lines are one per appointment, exactly as the booking records them.
 * - "Payment Due Now" sums the lines whose service (or bundle) takes online payment; the rest is due
 *   in store.
 * - The no-show fee of a line is its total × the fraction of its service or bundle, computed for
 *   online-paid and in-store lines separately; a fraction applies only when 0 < f ≤ 1.
 */
export interface PricedLine {
  lineId: string
  totalCents: number
  onlinePayment: boolean
  /** Null when no no-show fee applies. */
  noShowFraction: number | null
  /** Canonical description of what was bought (service, add-ons, employee, bundle). */
  descriptor: string
}

export interface CartTotals {
  totalCents: number
  dueNowCents: number
  dueInStoreCents: number
  noShowOnlineCents: number
  noShowInStoreCents: number
  noShowFeeCents: number
  /** Confirmation payment mode (§4): setup if a no-show fee applies, else payment, else complete. */
  mode: 'setup' | 'payment' | 'complete'
  /** Setup first, then payment. */
  mixed: boolean
  fingerprint: string
}

export const toCents = (dollars: number): number => Math.round(dollars * 100)
export const toDollars = (cents: number): number => cents / 100

/** The catalog stores whole percent (1–100); the public side speaks fractions (0–1]. */
export function noShowFraction(enabled: boolean, wholePercent: number | null | undefined): number | null {
  if (!enabled || typeof wholePercent !== 'number' || !Number.isFinite(wholePercent)) return null
  const f = wholePercent / 100
  return f > 0 && f <= 1 ? f : null
}

/** A line's fee in cents: total × fraction, rounded half up to the cent. */
export const lineNoShowFeeCents = (line: Pick<PricedLine, 'totalCents' | 'noShowFraction'>): number =>
  line.noShowFraction === null ? 0 : Math.round(line.totalCents * line.noShowFraction)

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let dueNowCents = 0
  let dueInStoreCents = 0
  let noShowOnlineCents = 0
  let noShowInStoreCents = 0
  for (const line of lines) {
    const fee = lineNoShowFeeCents(line)
    if (line.onlinePayment) {
      dueNowCents += line.totalCents
      noShowOnlineCents += fee
    } else {
      dueInStoreCents += line.totalCents
      noShowInStoreCents += fee
    }
  }
  const hasFee = lines.some((l) => l.noShowFraction !== null)
  const hasOnline = lines.some((l) => l.onlinePayment)
  const mode = hasFee ? 'setup' : hasOnline ? 'payment' : 'complete'
  return {
    totalCents: dueNowCents + dueInStoreCents,
    dueNowCents,
    dueInStoreCents,
    noShowOnlineCents,
    noShowInStoreCents,
    noShowFeeCents: noShowOnlineCents + noShowInStoreCents,
    mode,
    mixed: mode === 'setup' && hasOnline && dueNowCents > 0,
    fingerprint: cartFingerprint(lines),
  }
}

/** Order-insensitive hash of what the cart buys and what it costs. */
export function cartFingerprint(lines: readonly PricedLine[]): string {
  const canonical = lines
    .map((l) => `${l.descriptor}|${l.totalCents}|${l.onlinePayment ? 1 : 0}|${l.noShowFraction ?? '-'}`)
    .sort()
    .join('\n')
  return createHash('sha256').update(canonical).digest('hex')
}
