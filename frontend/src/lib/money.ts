/** Money is a dollar sign with two decimals, USD (§9). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
export const formatMoney = (amount: number): string => usd.format(amount)

/** A price range "$75.00 – $90.00", or one price when both ends match. */
export function formatPriceRange(min: number, max: number): string {
  return max > min ? `${formatMoney(min)} – ${formatMoney(max)}` : formatMoney(min)
}
