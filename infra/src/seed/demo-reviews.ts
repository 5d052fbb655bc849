import { runReviewCommand, runTestimonialCommand } from '@slotwise/command-service/reviews/reviews.commands.ts'
import type { CommandContext } from '@slotwise/command-service/platform/command-handler.ts'
import type { ServiceDeps } from '../platform/service-deps.ts'

type LocationKey = 'brooklyn' | 'west'

/** Demo artwork the SPA serves from frontend/public/demo/maple (the service gallery illustrations). */
const photo = (id: (name: string) => string, fileName: string) => ({ id: id(`image:${fileName}`), fileName, fileUrl: `/demo/maple/${fileName}`, fileType: 'image/svg+xml' })

const REVIEWS: Array<{
  key: string; at: LocationKey; daysAgo: number; first: string; last: string; phone: string; rating: number; text: string
  images?: string[]; featured?: boolean; hidden?: boolean
}> = [
  { key: 'nadia', at: 'brooklyn', daysAgo: 2, first: 'Nadia', last: 'Brooks', phone: '+17185550311', rating: 5, featured: true, images: ['service-balayage.svg', 'service-balayage-swatches.svg', 'service-womens-cut.svg', 'service-updo.svg', 'service-gel-manicure.svg'],
    text: 'Priya listened to exactly what I wanted and my balayage grew out beautifully. Three months later it still looks intentional.' },
  { key: 'marcus', at: 'brooklyn', daysAgo: 5, first: 'Marcus', last: 'Lee', phone: '+17185550312', rating: 5,
    text: 'Quick, sharp cut and the hot towel finish is a nice touch. Booked online in under a minute.' },
  { key: 'elena', at: 'brooklyn', daysAgo: 9, first: 'Elena', last: 'García', phone: '+17185550313', rating: 4, images: ['service-gel-manicure.svg'],
    text: 'Lovely gel manicure that lasted almost three weeks. The wait was a little long on a Saturday.' },
  { key: 'sam', at: 'brooklyn', daysAgo: 14, first: 'Sam', last: 'Whitfield', phone: '+17185550314', rating: 5,
    text: 'Maya is a curl whisperer. First time in years my curls were cut dry and shaped properly.' },
  { key: 'joanna', at: 'brooklyn', daysAgo: 21, first: 'Joanna', last: 'Kim', phone: '+17185550315', rating: 5, images: ['service-updo.svg', 'service-womens-cut.svg'],
    text: 'My wedding updo survived an outdoor ceremony and a lot of dancing. Thank you for the trial run!' },
  { key: 'derek', at: 'brooklyn', daysAgo: 30, first: 'Derek', last: 'Osei', phone: '+17185550316', rating: 4,
    text: 'Good fade and friendly team. Would love a few more early-morning slots.' },
  { key: 'ruth', at: 'brooklyn', daysAgo: 38, first: 'Ruth', last: 'Adler', phone: '+17185550317', rating: 5,
    text: 'The bond repair treatment brought my bleached ends back to life. Worth every penny.' },
  { key: 'lucia', at: 'brooklyn', daysAgo: 45, first: 'Lucía', last: 'Romero', phone: '+17185550318', rating: 4,
    text: 'Root touch-up matched my colour perfectly and they were done right on time.' },
  { key: 'spam', at: 'brooklyn', daysAgo: 3, first: 'Promo', last: 'Deals', phone: '+17185550319', rating: 1, hidden: true,
    text: 'Visit my site for cheap followers!!!' },
  { key: 'hana', at: 'west', daysAgo: 6, first: 'Hana', last: 'Sato', phone: '+13235550321', rating: 5,
    text: 'The scalp detox ritual was the most relaxing hour of my month.' },
  { key: 'owen', at: 'west', daysAgo: 12, first: 'Owen', last: 'Price', phone: '+13235550322', rating: 5,
    text: 'Took the braiding workshop with my daughter. Small group, patient teacher, we both learned a lot.' },
]

const TESTIMONIALS: Array<{ key: string; at: LocationKey; daysAgo: number; fullName: string; text: string }> = [
  { key: 'amara', at: 'brooklyn', daysAgo: 4, fullName: 'Amara Johnson', text: 'I have been coming to Maple & Thread for four years. They know my hair better than I do, and I always leave feeling like myself again.' },
  { key: 'ben', at: 'brooklyn', daysAgo: 11, fullName: 'Ben Castillo', text: 'Easy to book, never rushed, and the coffee is good. My go-to for a cut before every big meeting.' },
  { key: 'grace', at: 'brooklyn', daysAgo: 20, fullName: 'Grace Liu', text: 'They turned my box-dye disaster into soft, even colour in one visit, and explained how to keep it that way.' },
  { key: 'theo', at: 'brooklyn', daysAgo: 60, fullName: 'Theo Martin', text: 'Warm, welcoming and inclusive. Every texture is treated with the same care.' },
  { key: 'rosa', at: 'west', daysAgo: 8, fullName: 'Rosa Delgado', text: 'The Silver Lake studio is calm and bright. Best pedicure in the neighbourhood.' },
]

/**
 * Reviews and testimonials of the demo salon, added through the staff commands (idempotent per
 * item). One review is hidden (spam) and one featured, so the storefront's rules show; Brooklyn
 * has more than 5 visible reviews, so its review list has a second page.
 */
export async function seedDemoReviews(
  deps: ServiceDeps,
  demo: { businessId: string; ownerUserId: string; locations: Record<LocationKey, string>; id: (name: string) => string },
): Promise<void> {
  const now = deps.now().getTime()
  const ctx = (step: string, daysAgo = 0): CommandContext => ({
    store: deps.store,
    actor: { type: 'system', id: 'demo-seed' },
    correlationId: 'demo-seed',
    causationId: `demo-seed:${step}`,
    now: new Date(now - daysAgo * 86_400_000),
    idempotencyKey: `demo-seed:${step}`,
  })
  const { businessId } = demo
  for (const r of REVIEWS) {
    const reviewId = demo.id(`review:${r.key}`)
    await runReviewCommand(ctx(`review:${r.key}`, r.daysAgo), {
      type: 'AddStaffReview',
      review: {
        reviewId, businessId, locationId: demo.locations[r.at], customerId: null,
        customer: { firstName: r.first, lastName: r.last, email: `${r.key}@example.com`, phone: r.phone },
        rating: r.rating, reviewText: r.text, images: (r.images ?? []).map((f) => photo(demo.id, f)), addedByUserId: demo.ownerUserId,
      },
    })
    if (r.featured) await runReviewCommand(ctx(`review:${r.key}:featured`, r.daysAgo), { type: 'SetReviewFeatured', reviewId, businessId, featured: true })
    if (r.hidden) await runReviewCommand(ctx(`review:${r.key}:hidden`, r.daysAgo), { type: 'SetReviewVisibility', reviewId, businessId, visible: false, byUserId: demo.ownerUserId })
  }
  for (const t of TESTIMONIALS) {
    await runTestimonialCommand(ctx(`testimonial:${t.key}`, t.daysAgo), {
      type: 'AddTestimonial',
      testimonial: { testimonialId: demo.id(`testimonial:${t.key}`), businessId, locationId: demo.locations[t.at], fullName: t.fullName, testimonialText: t.text, profileImage: null },
    })
  }
}
