/// <reference types="node" />
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { AxeBuilder } from '@axe-core/playwright'
import { frontendDir } from './start-system.ts'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
export const screenshotDir = resolve(frontendDir, '../docs/screenshots')

/** Why browser tests cannot run here, or null when Chromium is present. Printed by the skipping suite. */
export function browserSkipReason(): string | null {
  if (!existsSync(CHROMIUM_PATH)) return `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium); browser tests skipped`
  return null
}

/** Chromium with a 60 s default action timeout (the whole suite shares the machine with it). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args)
    context.setDefaultTimeout(60_000)
    return context
  }
  return browser
}

export const VIEWPORTS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const

/** Saves `<name>-375.png` / `<name>-1280.png` (full page) for review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.waitForTimeout(350)
  // With a modal open, a full-page capture would smear fixed layers; take the viewport instead.
  const modal = (await page.locator('[role="dialog"]:visible').count()) > 0
  // A sticky header is painted where the page was scrolled to in a full-page capture: start at the top.
  if (!modal) await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: resolve(screenshotDir, `${name}-${width}.png`), fullPage: !modal, animations: 'disabled' })
}

/**
 * Waits (up to 5 s) until no finite animation is running and no antd motion element is leaving,
 * so axe judges the page a user sees, not a toast half faded out (which fails contrast by design).
 */
export async function settleMotion(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const running = document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        return !running && !document.querySelector('[class*="ant-"][class*="-leave"]')
      },
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined) // still animating after 5 s: judge the page as it is
}

/** Serious and critical axe violations of the page (once motion has settled), as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleMotion(page)
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}
