import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { browserSkipReason, launchBrowser, screenshot, seriousViolations, VIEWPORTS } from '../../testing/browser.ts'
import { startSystem, type RunningSystem } from '../../testing/start-system.ts'

vi.setConfig({ testTimeout: 240_000 })
const skip = browserSkipReason()
if (skip) console.warn(`[storefront.e2e] ${skip}`)

const FEATURE_TITLES = ['Lived-in colour', 'Every texture', 'Nail bar', 'Clean products']

describe.skipIf(!!skip)('the demo storefront in Chromium', () => {
  let system: RunningSystem
  let browser: Browser
  beforeAll(async () => {
    system = await startSystem()
    browser = await launchBrowser()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await system?.close()
  })

  type OpenOptions = { language?: string; clock?: Date; context?: BrowserContextOptions }
  async function open(width: keyof typeof VIEWPORTS, path: string, { language = 'en-US', clock, context: extra }: OpenOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: VIEWPORTS[width], locale: language, timezoneId: 'America/New_York', ...extra })
    const page = await context.newPage()
    if (clock) await page.clock.install({ time: clock })
    await page.goto(`${system.storefrontUrl}${path}`)
    return page
  }

  /** Answers the location modal; returns the chosen location id from the address. */
  async function chooseLocation(page: Page, name: RegExp): Promise<string> {
    await page.getByRole('dialog', { name: 'Choose a location' }).getByRole('button', { name }).click()
    await page.waitForURL(/locationId=/)
    return new URL(page.url()).searchParams.get('locationId')!
  }

  const jsonLd = async (page: Page) => JSON.parse((await page.locator('script[data-page-jsonld]').textContent()) ?? '{}')
  const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content')
  const featureTitles = (page: Page) => page.locator('.sf-features .sf-feature h3').allTextContents()
  /** Lazy images load only near the viewport: load them all, so a full-page screenshot shows them. */
  async function loadLazyImages(page: Page): Promise<void> {
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => ((img as HTMLImageElement).loading = 'eager')))
    await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 })
  }

  describe('when a visitor lands on the home page of a business with two locations', () => {
    it('asks for a location, then shows the home page with hours, open-now and SEO tags', async () => {
      for (const width of ['mobile', 'desktop'] as const) {
        const page = await open(width, '/')
        const dialog = page.getByRole('dialog', { name: 'Choose a location' })
        await dialog.waitFor()
        expect(await dialog.getAttribute('aria-modal')).toBe('true')
        // Focus starts inside and stays there: Tab and Shift+Tab cycle through the modal, never the page behind.
        const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
        expect(await focusInDialog()).toBe(true)
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 20; i++) {
            await page.keyboard.press(key)
            expect(await focusInDialog(), `${key} #${i + 1}`).toBe(true)
          }
        }
        // Non-closable, 800 px wide at most, with a language choice (two languages are supported).
        for (let i = 0; i < 3; i++) await page.keyboard.press('Escape')
        expect(await dialog.isVisible()).toBe(true)
        expect(await dialog.getByRole('button', { name: /close/i }).count()).toBe(0)
        const box = (await dialog.boundingBox())!
        expect(box.width).toBeLessThanOrEqual(width === 'desktop' ? 800 : 375)
        if (width === 'desktop') expect(box.width).toBe(800)
        expect(await dialog.getByLabel('Language').count()).toBe(1)
        await screenshot(page, 'storefront-location-modal')
        expect(await seriousViolations(page)).toEqual([])
        await page.getByRole('button', { name: /Brooklyn/ }).click()
        await page.waitForURL(/locationId=/)
        expect(await page.getByRole('dialog').count()).toBe(0)
        await page.getByTestId('open-now').waitFor()
        expect(await page.getByTestId('open-now').textContent()).toMatch(/Open now|Closed now/)
        // Hero with the slogan and the extra Book Now; logo and name in the header.
        expect(await page.locator('.sf-hero').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/demo/maple/hero.svg')
        expect(await page.locator('.sf-hero').getByText('Good hair days, on your schedule.').count()).toBe(1)
        expect(await page.locator('.sf-hero').getByRole('link', { name: 'Book Now' }).count()).toBe(1)
        expect(await page.locator('.sf-header').getByRole('img', { name: 'Maple & Thread Salon logo' }).count()).toBe(1)
        expect(await page.getByRole('heading', { name: 'About Us', level: 2 }).count()).toBe(1)
        // The hero artwork's focal part (the demo's mirror, x 1010–1350 of 1600) stays in the frame at both widths.
        const mirror = await page.locator('.sf-hero').evaluate((el) => {
          const { width, height } = el.getBoundingClientRect()
          const scale = Math.max(width / 1600, height / 700) // background-size: cover
          const offset = ((width - 1600 * scale) * parseFloat(getComputedStyle(el).backgroundPositionX)) / 100
          return { left: 1010 * scale + offset, right: 1350 * scale + offset, width }
        })
        expect(mirror.left).toBeGreaterThanOrEqual(0)
        expect(mirror.right).toBeLessThanOrEqual(mirror.width)
        // One section's padding between About Us and the feature cards, as between the other sections.
        const gap = async (above: string, below: string) => (await page.locator(below).first().boundingBox())!.y - (await page.locator(above).boundingBox())!.y - (await page.locator(above).boundingBox())!.height
        const rhythm = width === 'desktop' ? 48 : 32
        expect(Math.round(await gap('#about p', '.sf-feature'))).toBe(rhythm)
        expect(Math.round(await gap('[data-testid="storefront-testimonials"] .sf-tm-grid', '[data-testid="storefront-reviews"] h2'))).toBe(rhythm)
        // The location: hours for every weekday, map (or its offline stand-in) and social links.
        expect(await page.locator('.sf-hours tr').count()).toBe(7)
        expect(await page.locator('.map-embed').count()).toBe(1)
        expect(await page.locator('.sf-location .sf-social a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual([
          'https://facebook.com/maplethread', 'https://instagram.com/maplethread', 'https://yelp.com/biz/maple-thread-brooklyn',
        ])
        expect(await page.title()).toContain('Maple & Thread Salon')
        expect((await meta(page, 'meta[name="description"]'))!.length).toBeLessThanOrEqual(160)
        expect(await meta(page, 'meta[name="keywords"]')).toContain('Haircuts & Styling')
        const ld = await jsonLd(page)
        expect(ld['@type']).toBe('LocalBusiness')
        expect(ld.address).toMatchObject({ streetAddress: '214 Court Street', addressLocality: 'Brooklyn', addressRegion: 'NY', postalCode: '11201' })
        expect(ld.openingHoursSpecification).toHaveLength(6) // Monday is closed
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${system.storefrontUrl}/?locationId=${new URL(page.url()).searchParams.get('locationId')}`)
        expect(await meta(page, 'meta[property="og:image"]')).toBe(`${system.storefrontUrl}/demo/maple/hero.svg`)
        expect([await meta(page, 'meta[property="og:image:width"]'), await meta(page, 'meta[property="og:image:height"]')]).toEqual(['1200', '630'])
        await loadLazyImages(page)
        await screenshot(page, 'storefront-home')
        expect(await seriousViolations(page)).toEqual([])
        await page.context().close()
      }
    })
  })

  describe('when time passes on the home page (browser in Tokyo, clock faked)', () => {
    it('advances the carousel every 5 s, 3/2/1 at a time, and refreshes Open now / Closed now every 30 s in the location zone', async () => {
      // Tuesday 3 March 2026, 18:58 in New York: Brooklyn closes at 19:00.
      const page = await open('desktop', '/', { clock: new Date('2026-03-03T23:58:00Z'), context: { timezoneId: 'Asia/Tokyo' } })
      await chooseLocation(page, /Brooklyn/)
      const openNow = page.getByTestId('open-now')
      await openNow.waitFor()
      expect(await openNow.textContent()).toBe('Open now')
      await page.clock.pauseAt(new Date('2026-03-03T23:59:00Z'))

      // Four sections (more than 3): a carousel of 3 at this width, one step per 5 s.
      await page.mouse.move(1, 1)
      await page.locator('.sf-carousel[aria-live="off"]').waitFor()
      expect(await page.locator('.sf-carousel__dots button').count()).toBe(4)
      const before = await featureTitles(page)
      expect(before).toHaveLength(3)
      const at = FEATURE_TITLES.indexOf(before[0]!)
      const after = [1, 2, 3].map((i) => FEATURE_TITLES[(at + i) % 4])
      await page.clock.runFor(5_000)
      await expect.poll(() => featureTitles(page)).toEqual(after)
      // Hovering holds it.
      await page.locator('.sf-carousel').hover()
      await page.locator('.sf-carousel[aria-live="polite"]').waitFor()
      await page.clock.runFor(12_000)
      expect(await featureTitles(page)).toEqual(after)
      await page.mouse.move(1, 1)
      await page.locator('.sf-carousel[aria-live="off"]').waitFor()

      // 18:59:50: switching location and back restarts the 30 s refresh at a known instant.
      await page.clock.pauseAt(new Date('2026-03-03T23:59:50Z'))
      const otherLocations = page.locator('.sf-nav').getByRole('button', { name: /Other locations/ })
      await otherLocations.click()
      await page.locator('.sf-nav__dropdown').getByRole('button', { name: 'Los Angeles — Silver Lake' }).click()
      await page.getByRole('heading', { name: 'Los Angeles — Silver Lake', level: 2 }).waitFor()
      await otherLocations.click()
      await page.locator('.sf-nav__dropdown').getByRole('button', { name: 'Brooklyn — Court Street' }).click()
      await page.getByRole('heading', { name: 'Brooklyn — Court Street', level: 2 }).waitFor()
      expect(await openNow.textContent()).toBe('Open now')
      // Closing time passes at +10 s; the indicator turns at the next refresh, +30 s, not before.
      await page.clock.runFor(29_000)
      expect(await openNow.textContent()).toBe('Open now')
      await page.clock.runFor(2_000)
      await expect.poll(() => openNow.textContent()).toBe('Closed now')

      await page.setViewportSize({ width: 1000, height: 900 })
      await expect.poll(async () => (await featureTitles(page)).length).toBe(2)
      await page.setViewportSize({ width: 700, height: 900 })
      await expect.poll(async () => (await featureTitles(page)).length).toBe(1)
      await page.context().close()
    })
  })

  describe('when the visitor uses the desktop header', () => {
    it('offers Other locations, languages and Book Now, and About Us scrolls below the header from another page', async () => {
      const page = await open('desktop', '/services')
      const brooklyn = await chooseLocation(page, /Brooklyn/)
      const header = page.locator('.sf-header')
      expect(await header.getByLabel('Language').count()).toBe(1)
      expect(await header.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toContain(`locationId=${brooklyn}`)
      await header.getByRole('button', { name: /Other locations/ }).click()
      const list = header.locator('.sf-nav__dropdown')
      expect(await list.getByRole('button').allTextContents()).toEqual(['Brooklyn — Court Street', 'Los Angeles — Silver Lake'])
      await screenshot(page, 'storefront-other-locations')
      expect(await seriousViolations(page)).toEqual([])
      // Choosing replaces the history entry and scrolls back to the top.
      const entries = await page.evaluate(() => history.length)
      await page.evaluate(() => window.scrollTo(0, 600))
      await list.getByRole('button', { name: 'Los Angeles — Silver Lake' }).click()
      await page.waitForURL((url) => url.searchParams.get('locationId') !== brooklyn)
      expect(new URL(page.url()).pathname).toBe('/services')
      expect(await list.count()).toBe(0)
      expect(await page.evaluate(() => history.length)).toBe(entries)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      // Silver Lake offers the scalp ritual, Brooklyn does not.
      await page.getByRole('heading', { name: 'Scalp detox ritual' }).waitFor()

      // About Us from another page: home first, then the section sits header height + 20 px below the top.
      await header.getByRole('link', { name: 'About Us' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      const headerHeight = (await header.boundingBox())!.height
      await expect
        .poll(async () => Math.abs((await page.locator('#about').boundingBox())!.y - (headerHeight + 20)) <= 1, { timeout: 5_000 })
        .toBe(true)
      await page.context().close()
    })
  })

  describe('when the visitor uses the mobile menu', () => {
    it('shows the same items and closes after a choice', async () => {
      const page = await open('mobile', '/')
      await chooseLocation(page, /Brooklyn/)
      expect(await page.locator('.sf-nav').isVisible()).toBe(false)
      const burger = page.locator('.sf-burger')
      expect([await burger.getAttribute('aria-label'), await burger.getAttribute('aria-expanded')]).toEqual(['Open menu', 'false'])
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.locator('#sf-mobile-menu')
      await menu.waitFor()
      // Open, the burger says it closes the menu and its bars have crossed into a ✕.
      expect([await burger.getAttribute('aria-label'), await burger.getAttribute('aria-expanded')]).toEqual(['Close menu', 'true'])
      const bars = () => burger.locator('span').evaluateAll((spans) => spans.map((s) => { const m = new DOMMatrix(getComputedStyle(s).transform); return [Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI), getComputedStyle(s).opacity] }))
      await expect.poll(bars).toEqual([[45, '1'], [0, '0'], [-45, '1']])
      for (const name of ['About Us', 'Our Team', 'Services', 'Book Now']) expect(await menu.getByRole('link', { name }).count()).toBe(1)
      expect(await menu.getByRole('button', { name: /Other locations/ }).count()).toBe(1)
      expect(await menu.getByLabel('Language').count()).toBe(1)
      await screenshot(page, 'storefront-mobile-menu')
      expect(await seriousViolations(page)).toEqual([])
      await menu.getByRole('link', { name: 'Our Team' }).click()
      await page.getByRole('heading', { name: 'Our Team', level: 1 }).waitFor()
      expect(await menu.count()).toBe(0)
      expect(await burger.getAttribute('aria-expanded')).toBe('false')
      await expect.poll(bars).toEqual([[0, '1'], [0, '1'], [0, '1']])
      // The label follows the interface language.
      await burger.click()
      await menu.getByLabel('Language').selectOption({ index: 1 })
      await expect.poll(() => burger.getAttribute('aria-label')).toBe('Abrir menú')
      await burger.click()
      expect(await burger.getAttribute('aria-label')).toBe('Cerrar menú')
      await page.context().close()
    })
  })

  describe('when the address names a location', () => {
    it('shows team and services pages without the modal, each with its own SEO tags and structured data', async () => {
      for (const width of ['mobile', 'desktop'] as const) {
        const page = await open(width, `/team?locationId=${'4c7f3a3e'}`)
        // An unknown id falls back to the modal; pick the first location.
        await page.getByRole('button', { name: /Brooklyn/ }).click()
        await page.getByRole('heading', { name: 'Our Team', level: 1 }).waitFor()
        expect(await page.getByText('Maya Okafor').count()).toBeGreaterThan(0)
        const locationId = new URL(page.url()).searchParams.get('locationId')
        const team = await jsonLd(page)
        expect(team['@type']).toBe('Organization')
        expect(team.employee.map((e: { name: string }) => e.name)).toContain('Maya Okafor')
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${system.storefrontUrl}/team?locationId=${locationId}`)
        expect([await meta(page, 'meta[property="og:image:width"]'), await meta(page, 'meta[property="og:image:height"]')]).toEqual(['400', '400'])
        await screenshot(page, 'storefront-team')
        expect(await seriousViolations(page)).toEqual([])
        await page.goto(`${system.storefrontUrl}/services?locationId=${locationId}`)
        await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor()
        expect(await page.getByRole('dialog').count()).toBe(0)
        expect(await page.getByText('Save 13%').count()).toBeGreaterThan(0)
        const services = await jsonLd(page)
        expect(services.itemListElement.length).toBeLessThanOrEqual(10)
        expect(services.itemListElement[0].item).toMatchObject({ '@type': 'Service', name: 'Balayage', offers: { lowPrice: '220.00', highPrice: '260.00', priceCurrency: 'USD' } })
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${system.storefrontUrl}/services?locationId=${locationId}`)
        expect([await meta(page, 'meta[property="og:image:width"]'), await meta(page, 'meta[property="og:image:height"]')]).toEqual(['800', '600'])
        await loadLazyImages(page)
        await screenshot(page, 'storefront-services')
        expect(await seriousViolations(page)).toEqual([])
        await page.context().close()
      }
    })
  })

  describe('when the visitor filters the services gallery', () => {
    it('shows all services with images, then only the chosen ones with the spec messages, and resets on a location change', async () => {
      for (const width of ['mobile', 'desktop'] as const) {
        const page = await open(width, '/services')
        await chooseLocation(page, /Brooklyn/)
        const gallery = page.locator('section[aria-labelledby="sf-gallery"]')
        const images = gallery.locator('.sf-gallery img')
        const chip = (name: string) => gallery.getByRole('button', { name, exact: true })
        await expect.poll(() => images.count()).toBe(5)
        await chip('Blowout').click()
        expect(await images.count()).toBe(0)
        expect(await gallery.getByText('No images available for the selected service(s)').count()).toBe(1)
        await chip('Balayage').click()
        expect(await images.count()).toBe(2)
        expect(await gallery.getByText('No images available for: Blowout').count()).toBe(1)
        await screenshot(page, 'storefront-gallery-filtered')
        expect(await seriousViolations(page)).toEqual([])
        if (width === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click()
        const nav = page.locator(width === 'mobile' ? '#sf-mobile-menu' : '.sf-nav')
        await nav.getByRole('button', { name: /Other locations/ }).click()
        await nav.getByRole('button', { name: 'Los Angeles — Silver Lake' }).click()
        await page.getByRole('heading', { name: 'Scalp detox ritual' }).waitFor()
        expect(await gallery.locator('[aria-pressed="true"]').count()).toBe(0)
        expect(await images.count()).toBe(5)
        await page.context().close()
      }
    })
  })

  describe('when the visitor prefers reduced motion', () => {
    it('stops the category banner and shows each name once', async () => {
      const moving = await open('desktop', '/')
      await chooseLocation(moving, /Brooklyn/)
      expect(await moving.locator('.sf-banner__track').evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee')
      await moving.context().close()
      const still = await open('desktop', '/', { context: { reducedMotion: 'reduce' } })
      await chooseLocation(still, /Brooklyn/)
      const track = still.locator('.sf-banner__track')
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
      expect(await track.locator(':scope > span:visible').allInnerTexts()).toHaveLength(4)
      await still.context().close()
    })
  })

  describe('when a visitor scrolls to what clients say', () => {
    it('shows the testimonials grid and pages through the visible reviews, 5 at a time', async () => {
      for (const width of ['mobile', 'desktop'] as const) {
        const page = await open(width, '/')
        await page.getByRole('button', { name: /Brooklyn/ }).click()
        const testimonials = page.getByTestId('storefront-testimonials')
        await testimonials.scrollIntoViewIfNeeded()
        expect(await testimonials.getByRole('listitem').count()).toBe(4)
        expect(await testimonials.getByText('Amara Johnson').count()).toBe(1)
        const reviews = page.getByTestId('storefront-reviews')
        await reviews.scrollIntoViewIfNeeded()
        await reviews.getByTestId('storefront-review').first().waitFor()
        expect(await reviews.getByTestId('storefront-review').count()).toBe(5)
        // Featured first; 5 photos show as 3 thumbnails and "+2"; the hidden spam review never shows.
        const first = reviews.getByTestId('storefront-review').first()
        expect(await first.textContent()).toContain('Featured')
        expect(await first.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1)
        expect(await first.locator('.sf-rv-photos img').count()).toBe(3)
        expect(await first.getByRole('link', { name: 'See 2 more photos' }).textContent()).toBe('+2')
        expect(await reviews.textContent()).toContain('out of 5 · 8 reviews')
        expect(await page.getByText('cheap followers').count()).toBe(0)
        await screenshot(page, 'storefront-reviews')
        expect(await seriousViolations(page)).toEqual([])
        await reviews.getByRole('navigation', { name: 'Review pages' }).getByText('2', { exact: true }).click()
        await reviews.getByText('Ruth A.').waitFor()
        expect(await reviews.getByTestId('storefront-review').count()).toBe(3)
        expect(await seriousViolations(page)).toEqual([])
        await page.context().close()
      }
    })
  })

  describe('when the address names a valid location and the browser speaks Spanish', () => {
    it('opens that location without the modal, in the business default language', async () => {
      const probe = await open('desktop', '/')
      await chooseLocation(probe, /Brooklyn/)
      await probe.locator('.sf-nav').getByRole('button', { name: /Other locations/ }).click()
      await probe.locator('.sf-nav__dropdown').getByRole('button', { name: 'Los Angeles — Silver Lake' }).click()
      await probe.getByRole('heading', { name: 'Los Angeles — Silver Lake', level: 2 }).waitFor()
      const silverLake = new URL(probe.url()).searchParams.get('locationId')
      await probe.context().close()

      const page = await open('desktop', `/?locationId=${silverLake}`, { language: 'es-MX' })
      await page.getByRole('heading', { name: 'Los Angeles — Silver Lake', level: 2 }).waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await page.getByRole('heading', { name: 'About Us', level: 2 }).count()).toBe(1)
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
      await page.context().close()
    })
  })

  describe('when a business has one location, one language, three sections and nobody listed yet', () => {
    /** The demo storefront trimmed down, served in place of the real answer. */
    async function openTrimmed(width: keyof typeof VIEWPORTS, path: string): Promise<Page> {
      const context = await browser.newContext({ viewport: VIEWPORTS[width], locale: 'en-US' })
      const page = await context.newPage()
      await page.route('**/api/v1/digital_storefront/**', async (route) => {
        // Node cannot resolve *.localhost: fetch the same answer from the loopback address.
        const response = await route.fetch({ url: route.request().url().replace('maple.localhost', '127.0.0.1') })
        const body = await response.json()
        const [brooklyn] = body.businessLocationData
        await route.fulfill({
          response,
          json: {
            ...body,
            showMovingBanner: false,
            sloganWidth: 250,
            sloganVerticalPosition: 50,
            heroImageContrast: 0.8,
            featureSections: body.featureSections.slice(0, 3),
            businessData: { ...body.businessData, supportedLanguages: ['en_US'], locations: [{ id: brooklyn.id, locationName: brooklyn.locationName }] },
            businessLocationData: [{ ...brooklyn, employees: [], services: [], bundles: [] }],
          },
        })
      })
      await page.goto(`${system.storefrontUrl}${path}`)
      return page
    }

    it('shows no modal, menu of locations, language selector or banner, lists the sections plainly and honours the hero settings', async () => {
      const page = await openTrimmed('desktop', '/')
      await page.getByTestId('open-now').waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await page.getByRole('button', { name: /Other locations/ }).count()).toBe(0)
      expect(await page.getByLabel('Language').count()).toBe(0)
      expect(await page.locator('.sf-banner').count()).toBe(0)
      expect(await page.locator('.sf-feature-list .sf-feature').count()).toBe(3)
      expect(await page.locator('.sf-carousel, .sf-carousel__dots').count()).toBe(0)
      const hero = await page.locator('.sf-hero__content').evaluate((el) => ({ maxWidth: getComputedStyle(el).maxWidth, top: (el as HTMLElement).style.top }))
      expect(hero).toEqual({ maxWidth: '250px', top: '50%' })
      expect(await page.locator('.sf-hero__shade').evaluate((el) => getComputedStyle(el).opacity)).toBe('0.8')
      await page.context().close()
    })

    it('says the team page is being built and asks to call the location for services', async () => {
      for (const width of ['mobile', 'desktop'] as const) {
        const page = await openTrimmed(width, '/team')
        await page.getByText("We're building our team page. Check back soon to meet our professionals!", { exact: true }).waitFor()
        expect(await meta(page, 'meta[name="description"]')).toBe("We're building our team page. Check back soon to meet our professionals!")
        await screenshot(page, 'storefront-team-empty')
        expect(await seriousViolations(page)).toEqual([])
        await page.goto(`${system.storefrontUrl}/services`)
        const callUs = 'There are no services listed online for Brooklyn — Court Street yet. Call us at (718) 555-0142 to learn more.'
        await page.getByText(callUs, { exact: true }).waitFor()
        expect(await meta(page, 'meta[name="description"]')).toBe(callUs)
        expect(await page.locator('section[aria-labelledby="sf-gallery"]').count()).toBe(0)
        await screenshot(page, 'storefront-services-empty')
        expect(await seriousViolations(page)).toEqual([])
        await page.context().close()
      }
    })
  })

  describe('while the storefront loads', () => {
    it('shows a spinner', async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
      const page = await context.newPage()
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/v1/digital_storefront/**', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(system.storefrontUrl)
      await page.getByRole('status').waitFor()
      expect(await page.getByRole('status').textContent()).toContain('Loading')
      release()
      await page.getByRole('dialog', { name: 'Choose a location' }).waitFor()
      await context.close()
    })
  })

  describe('when a visitor opens the home page for the first time', () => {
    it('ships under 250 KB of gzipped JavaScript before the page is usable (size budget, not a timing)', async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
      const page = await context.newPage()
      const scripts: Array<Promise<{ url: string; gzip: number }>> = []
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })))
      })
      await page.goto(system.storefrontUrl)
      await chooseLocation(page, /Brooklyn/)
      await page.getByTestId('open-now').waitFor()
      await page.waitForLoadState('networkidle')
      const loaded = await Promise.all(scripts)
      const total = loaded.reduce((sum, s) => sum + s.gzip, 0)
      console.info(`[storefront.e2e] first-load JavaScript: ${(total / 1024).toFixed(1)} KiB gzip in ${loaded.length} files: ${loaded.map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)}`).join(', ')}`)
      expect(total).toBeLessThan(250 * 1024)
      await context.close()
    })
  })

  describe('when the subdomain is unknown', () => {
    it('says the business was not found, naming the subdomain', async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
      const page = await context.newPage()
      await page.goto(`http://nobody.localhost:${system.port}/`)
      await page.getByRole('heading', { name: 'Business not found' }).waitFor()
      expect(await page.getByText('“nobody”').count()).toBe(1)
      await context.close()
    })
  })
})
