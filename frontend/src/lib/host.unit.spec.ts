import { describe, expect, it } from 'vitest'
import { BOOK_NOW_HIDDEN_HOSTS, showsBookNow, subdomainOf } from './host.ts'

describe('the Book Now button of the storefront header', () => {
  it('is hidden on exactly three hard-coded business hosts', () => {
    expect(BOOK_NOW_HIDDEN_HOSTS).toHaveLength(3)
    for (const host of BOOK_NOW_HIDDEN_HOSTS) expect(showsBookNow(host)).toBe(false)
  })

  it('is hidden on those hosts whatever the case or port', () => {
    expect(showsBookNow('Harborview-Dental.Slotwise.app')).toBe(false)
    expect(showsBookNow('oakridge-vet.slotwise.app:443')).toBe(false)
  })

  it('shows everywhere else, other businesses and the demo included', () => {
    expect(showsBookNow('maple.slotwise.app')).toBe(true)
    expect(showsBookNow('maple.localhost')).toBe(true)
    expect(showsBookNow('harborview-dental.dev.slotwise.app')).toBe(true)
  })

  it('names business hosts, each with a subdomain', () => {
    for (const host of BOOK_NOW_HIDDEN_HOSTS) expect(subdomainOf(host)).toBe(host.split('.')[0])
  })
})
