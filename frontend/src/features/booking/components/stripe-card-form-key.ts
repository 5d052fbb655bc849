/** The publishable key (live one forced by ?stripe_prod, §7), set at build time. */
export function stripePublishableKey(): string | null {
  const env = import.meta.env as Record<string, string | undefined>
  const prod = new URLSearchParams(window.location.search).has('stripe_prod')
  return (prod ? env.VITE_STRIPE_LIVE_PUBLISHABLE_KEY : env.VITE_STRIPE_PUBLISHABLE_KEY) ?? env.VITE_STRIPE_PUBLISHABLE_KEY ?? null
}

