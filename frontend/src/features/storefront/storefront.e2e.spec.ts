import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { browserSkipReason, launchBrowser, screenshot, seriousViolations, VIEWPORTS } from '../../testing/browser.ts'
import { startSystem, type RunningSystem } from '../../testing/start-system.ts'

vi.setConfig({ testTimeout: 240_000 })
const skip = browserSkipReason()
if (skip) console.warn(`[storefront.e2e] ${skip}`)

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

  async function open(width: keyof typeof VIEWPORTS, path: string, language = 'en-US'): Promise<Page> {
    const context = await browser.newContext({ viewport: VIEWPORTS[width], locale: language, timezoneId: 'America/New_York' })
    const page = await context.newPage()
    await page.goto(`${system.storefrontUrl}${path}`)
    return page
  }

  describe('when a visitor lands on the home page of a business with two locations', () => {
    it('asks for a location, then shows the home page with hours, open-now and SEO tags', async () => {
      for (const width of ['mobile', 'desktop'] as const) {
        const page = await open(width, '/')
        await page.getByRole('dialog', { name: 'Choose a location' }).waitFor()
        await screenshot(page, 'storefront-location-modal')
        expect(await seriousViolations(page)).toEqual([])
        await page.getByRole('button', { name: /Brooklyn/ }).click()
        await page.waitForURL(/locationId=/)
        await page.getByTestId('open-now').waitFor()
        expect(await page.getByTestId('open-now').textContent()).toMatch(/Open now|Closed now/)
        expect(await page.title()).toContain('Maple & Thread Salon')
        const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
        expect(jsonLd['@type']).toBe('LocalBusiness')
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain('locationId=')
        await screenshot(page, 'storefront-home')
        expect(await seriousViolations(page)).toEqual([])
        await page.context().close()
      }
    })
  })

  describe('when the address names a location', () => {
    it('shows team and services pages without the modal', async () => {
      for (const width of ['mobile', 'desktop'] as const) {
        const page = await open(width, `/team?locationId=${'4c7f3a3e'}`)
        // An unknown id falls back to the modal; pick the first location.
        await page.getByRole('button', { name: /Brooklyn/ }).click()
        await page.getByRole('heading', { name: 'Our Team', level: 1 }).waitFor()
        expect(await page.getByText('Maya Okafor').count()).toBeGreaterThan(0)
        await screenshot(page, 'storefront-team')
        expect(await seriousViolations(page)).toEqual([])
        const locationId = new URL(page.url()).searchParams.get('locationId')
        await page.goto(`${system.storefrontUrl}/services?locationId=${locationId}`)
        await page.getByRole('heading', { name: 'Services', level: 1 }).waitFor()
        expect(await page.getByRole('dialog').count()).toBe(0)
        expect(await page.getByText('Save 13%').count()).toBeGreaterThan(0)
        await screenshot(page, 'storefront-services')
        expect(await seriousViolations(page)).toEqual([])
        await page.context().close()
      }
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
