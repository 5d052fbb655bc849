import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { browserSkipReason, launchBrowser, screenshot, seriousViolations, VIEWPORTS } from '../../testing/browser.ts'
import { startSystem, type RunningSystem } from '../../testing/start-system.ts'

vi.setConfig({ testTimeout: 420_000 })
const skip = browserSkipReason()
if (skip) console.warn(`[booking-form.e2e] ${skip}`)

type Width = keyof typeof VIEWPORTS
type Lang = 'en' | 'es'

/** Every visible text the tests click or read, in both content languages (spec strings). */
const TEXT = {
  en: {
    chooseLocation: 'Choose Location', book: /Book at Brooklyn/, chooseService: 'Choose Service', chooseProfessional: 'Choose Professional', nextAddOns: 'Next: Add-ons', addToCart: 'Add to Cart',
    myCart: 'My Cart', nextDetails: 'Next: Booking Details', dateTime: 'Choose Date & Time', nextInformation: 'Next: Information', information: 'Information', next: 'Next', confirmation: 'Confirmation',
    firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', verify: 'Verify', authorize: 'Authorize Card', complete: 'Complete Payment', booked: 'Your Appointment Is Booked!',
    bookedMany: 'Your Appointments Are Booked!', required: 'This field is required', cooldown: /Request another code in \d+ seconds?/, bookingTitle: 'Your booking', history: 'Modification history', created: 'Booked',
    cuts: 'Haircuts & Styling', womensCut: "Select Women's cut & style", maya: /Maya Okafor/, mask: /Deep conditioning mask/, nails: 'Nails', maniPedi: 'Select Mani-pedi', testMode: /Test mode/i,
    slotTaken: 'This appointment time slot was just booked by another user. Please select a different available time.', mensCut: "Select Men's cut", jonah: /Jonah/, viewAppointment: /View appointment/,
    womensCutName: "Women's cut & style", maskName: 'Deep conditioning mask', firstVisit: 'Is this your first visit with us?', yes: 'Yes',
    reviewTitle: 'Review your visit', reviewText: 'Your review (optional)', sendReview: 'Send review', reviewEmpty: 'Choose a rating or write a few words.', yourReview: 'Your review', reviewThanks: 'Thank you for your review!',
  },
  es: {
    chooseLocation: 'Elegir ubicación', book: /Reservar en Brooklyn/, chooseService: 'Elegir servicio', chooseProfessional: 'Elegir profesional', nextAddOns: 'Siguiente: complementos', addToCart: 'Agregar al carrito',
    myCart: 'Mi carrito', nextDetails: 'Siguiente: detalles de la reserva', dateTime: 'Elegir fecha y hora', nextInformation: 'Siguiente: información', information: 'Información', next: 'Siguiente', confirmation: 'Confirmación',
    firstName: 'Nombre', lastName: 'Apellido', email: 'Correo electrónico', phone: 'Teléfono', verify: 'Verificar', authorize: 'Autorizar tarjeta', complete: 'Completar pago', booked: '¡Tu cita está reservada!',
    bookedMany: '¡Tus citas están reservadas!', required: 'Este campo es obligatorio', cooldown: /Solicita otro código en \d+ segundos?/, bookingTitle: 'Tu reserva', history: 'Historial de cambios', created: 'Reservada',
    cuts: 'Cortes y peinados', womensCut: 'Seleccionar Corte y peinado de mujer', maya: /Maya Okafor/, mask: /Mascarilla/i, nails: 'Uñas', maniPedi: 'Seleccionar Mani-pedi', testMode: /Modo de prueba/i,
    slotTaken: '', mensCut: '', jonah: /Jonah/, viewAppointment: /Ver cita/,
    womensCutName: 'Corte y peinado de mujer', maskName: 'Mascarilla de acondicionamiento profundo', firstVisit: '¿Es tu primera visita con nosotros?', yes: 'Sí',
    reviewTitle: 'Califica tu visita', reviewText: 'Tu reseña (opcional)', sendReview: 'Enviar reseña', reviewEmpty: 'Elige una calificación o escribe unas palabras.', yourReview: 'Tu reseña', reviewThanks: '¡Gracias por tu reseña!',
  },
} as const

const timings: Array<{ label: string; ms: number }> = []
/** A booking made in English at 375 px; reviewed at the end of the file, once its appointment is over. */
let bookedCode: string | null = null

describe.skipIf(!!skip)('the booking form in Chromium, end to end', () => {
  let system: RunningSystem
  let browser: Browser
  beforeAll(async () => {
    system = await startSystem()
    browser = await launchBrowser()
  }, 300_000)
  afterAll(async () => {
    if (timings.length) console.info(`[booking-form.e2e] date chosen → slots shown: ${timings.map((t) => `${t.label} ${t.ms} ms`).join(', ')}`)
    await browser?.close()
    await system?.close()
  })

  async function shoot(page: Page, name: string) {
    await screenshot(page, name)
    expect(await seriousViolations(page), name).toEqual([])
  }

  /** Toasts close by themselves after 2 s (§9). */
  async function toastsClosed(page: Page) {
    await expect.poll(() => page.locator('.bk-toast').count(), { timeout: 10_000 }).toBe(0)
  }

  async function open(width: Width, path: string, lang: Lang = 'en'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: VIEWPORTS[width], locale: lang === 'es' ? 'es-US' : 'en-US', timezoneId: 'America/New_York' })
    const page = await context.newPage()
    await page.goto(`${system.storefrontUrl}${path}`)
    return { context, page }
  }

  async function chooseBrooklyn(page: Page, lang: Lang, shots: string | null) {
    const tx = TEXT[lang]
    await page.getByRole('heading', { name: tx.chooseLocation }).waitFor()
    if (shots) await shoot(page, `${shots}-1-location`)
    await page.getByRole('button', { name: tx.book }).click()
    await page.waitForURL(/locationId=/)
    await page.getByRole('heading', { name: tx.chooseService, level: 1 }).waitFor()
    if (shots) await shoot(page, `${shots}-2-services`)
  }

  /** A service with a chosen professional and (optionally) an add-on, into the cart, on to Date & Time. */
  async function addService(page: Page, lang: Lang, o: { category: string; select: string; pro: RegExp; addOn?: RegExp }, shots: string | null) {
    const tx = TEXT[lang]
    await page.getByRole('button', { name: o.category }).click()
    await page.getByRole('button', { name: o.select }).click()
    await page.getByRole('dialog').getByText(tx.chooseProfessional).waitFor()
    await page.getByRole('button', { name: o.pro }).click()
    if (shots) await shoot(page, `${shots}-2a-professional`)
    if (o.addOn) {
      await page.getByRole('button', { name: tx.nextAddOns }).click()
      await page.getByRole('button', { name: o.addOn }).click()
      if (shots) await shoot(page, `${shots}-2b-add-ons`)
    } else if (await page.getByRole('button', { name: tx.nextAddOns }).isVisible()) {
      await page.getByRole('button', { name: tx.nextAddOns }).click()
    }
    await page.getByRole('button', { name: tx.addToCart }).click()
    const cart = page.getByRole('dialog', { name: tx.myCart })
    await cart.waitFor()
    if (shots) await shoot(page, `${shots}-2c-cart`)
    await cart.getByRole('button', { name: tx.nextDetails }).click()
  }

  /**
   * On Date & Time: the first date whose slots are not empty (a professional may be off on an open
   * day). Each date click is timed from the click to the slot list in the page.
   */
  async function reachSlots(page: Page, lang: Lang, label: string) {
    await page.getByRole('heading', { name: TEXT[lang].dateTime }).waitFor()
    const ready = page.locator('.bk-slot, [data-testid="no-slots"]').first()
    await ready.waitFor()
    for (let tries = 0; (await page.locator('.bk-slot').count()) === 0; tries++) {
      expect(tries, 'a date with free slots within three weeks').toBeLessThan(21)
      // The month's date rules come from the server: wait for them before reading which days are open.
      await page.locator('.bk-calendar__grid[aria-busy="false"]').waitFor()
      const current = await page.locator('.bk-calendar__day.is-selected').getAttribute('data-date')
      const next = page.locator(`.bk-calendar__day:not([disabled])`).filter({ hasNot: page.locator('.is-selected') })
      let target = null
      for (const day of await next.all()) if (((await day.getAttribute('data-date')) ?? '') > (current ?? '')) { target = day; break }
      if (!target) {
        await page.locator('.bk-calendar__nav').last().click()
        continue
      }
      await timedDateClick(page, await target.getAttribute('data-date'), label)
    }
  }

  /** Clicks a calendar day and measures, in the page, the time until its slot list (or empty state) is painted. */
  async function timedDateClick(page: Page, date: string | null, label: string) {
    const ms = await page.evaluate(async (iso) => {
      const button = document.querySelector<HTMLButtonElement>(`.bk-calendar__day[data-date="${iso}"]`)!
      const start = performance.now()
      button.click()
      const settled = () => !document.querySelector('.bk-slots--loading') && (document.querySelector('.bk-slot') || document.querySelector('[data-testid="no-slots"]')) && document.querySelector('.bk-calendar__day.is-selected')?.getAttribute('data-date') === iso
      while (!settled()) await new Promise((r) => requestAnimationFrame(r))
      await new Promise((r) => requestAnimationFrame(r))
      return Math.round(performance.now() - start)
    }, date)
    timings.push({ label, ms })
  }

  async function answerQuestions(page: Page, lang: Lang, shots: string | null) {
    const tx = TEXT[lang]
    await page.getByRole('heading', { name: tx.information }).waitFor()
    await page.getByRole('button', { name: tx.next, exact: true }).click()
    await page.getByText(tx.required).first().waitFor()
    if (shots) await shoot(page, `${shots}-4-information`)
    const confirmation = page.getByRole('heading', { name: tx.confirmation, level: 1 })
    for (let guard = 0; guard < 6 && !(await confirmation.isVisible()); guard++) {
      const pageMarker = await page.locator('.bk-questions').innerText().catch(() => '')
      for (const radio of await page.locator('.bk-question .ant-radio-group').all()) await radio.locator('.ant-radio-wrapper').first().click()
      for (const box of await page.locator('.bk-question .ant-checkbox-group').all()) await box.locator('.ant-checkbox-wrapper').first().click()
      for (const c of await page.locator('.bk-question > .ant-checkbox-wrapper').all()) await c.click()
      for (const text of await page.locator('.bk-question textarea, .bk-question input.ant-input').all()) if (!(await text.inputValue())) await text.fill('Soft layers, please')
      for (const d of await page.locator('.bk-question .ant-picker input').all()) {
        await d.fill('12-24-2030')
        await d.press('Enter')
      }
      await page.getByRole('button', { name: tx.next, exact: true }).click()
      // Either the next page of questions or the confirmation stage.
      await page.waitForFunction((before) => !!document.querySelector('.bk-confirm') || (document.querySelector('.bk-questions') as HTMLElement | null)?.innerText !== before, pageMarker)
    }
    await confirmation.waitFor()
  }

  async function fillContact(page: Page, lang: Lang, phone: string, first = 'Ana') {
    const tx = TEXT[lang]
    await page.getByLabel(tx.firstName).fill(first)
    await page.getByLabel(tx.lastName).fill('Lopez')
    await page.getByLabel(tx.email).fill(`${first.toLowerCase()}@example.com`)
    await page.getByLabel(tx.phone).fill(phone)
    expect(await page.getByLabel(tx.phone).inputValue()).toBe(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)
    await page.getByRole('button', { name: tx.next, exact: true }).click()
    await page.getByTestId('otp-0').waitFor()
  }

  async function codeFor(phone: string): Promise<string> {
    let code: string | null = null
    await expect.poll(async () => (code = await system.latestOtp(phone)), { timeout: 30_000 }).not.toBeNull()
    return code!
  }

  /** Types the code into the six boxes, exercising paste, arrows, backspace and uppercase. */
  async function enterCode(page: Page, lang: Lang, code: string, exercise: boolean) {
    const box = (i: number) => page.getByTestId(`otp-${i}`)
    if (exercise) {
      expect(await page.getByText(TEXT[lang].cooldown).count()).toBe(1)
      // Typing a lowercase letter stores it uppercased and moves on.
      await box(0).click()
      await page.keyboard.type('a')
      expect(await box(0).inputValue()).toBe('A')
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('otp-1')
      // Arrows move between boxes; backspace on an empty box clears the previous one.
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('otp-0')
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('otp-1')
      await page.keyboard.press('Backspace')
      expect(await box(0).inputValue()).toBe('')
      // Pasting the whole code (lowercased, with a space) fills every box, uppercased.
      await box(0).focus()
      await page.evaluate((text) => {
        const data = new DataTransfer()
        data.setData('text', text)
        document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
      }, ` ${code.toLowerCase()} `)
    } else {
      await box(0).focus()
      await page.keyboard.type(code)
    }
    for (let i = 0; i < 6; i++) await expect.poll(() => box(i).inputValue()).toBe(code[i]!.toUpperCase())
  }

  async function payByCard(page: Page, lang: Lang, kind: 'setup' | 'payment', shots: string | null) {
    const tx = TEXT[lang]
    const form = page.getByTestId('test-card-form')
    await form.waitFor()
    expect(await form.getByText(tx.testMode).count()).toBeGreaterThan(0)
    await page.locator('#card-number').fill('4242424242424242')
    expect(await page.locator('#card-number').inputValue()).toBe('4242 4242 4242 4242')
    if (shots) await shoot(page, `${shots}-5b-payment`)
    await form.getByRole('button', { name: kind === 'setup' ? tx.authorize : tx.complete }).click()
  }

  /** The booking and appointment pages; `names` (service, then add-ons) must read in the page language. */
  async function viewBooking(page: Page, lang: Lang, shots: string | null, appointments: number, names: string[] = []) {
    const tx = TEXT[lang]
    const href = await page.getByTestId('booking-link').getAttribute('href')
    // The booking page is on the main host: the link carries the page language (es_US or en_US).
    expect(href).toMatch(new RegExp(`^${system.mainUrl}/booking/[0-9A-Z]{6,16}\\?language=${lang}_US$`))
    await page.goto(href!)
    await page.getByRole('heading', { name: tx.bookingTitle, level: 1 }).waitFor()
    expect(await page.locator('.view-appointment').count()).toBe(appointments)
    const first = await page.locator('.view-appointment').first().innerText()
    for (const name of names) expect(first).toContain(name)
    // The form's first question (answered with its first option, yes) reads in the page language.
    const firstVisit = page.locator('.view-answers > div').filter({ has: page.locator('dt', { hasText: tx.firstVisit }) })
    expect(await firstVisit.locator('dd').innerText()).toBe(tx.yes)
    // Not reviewable before the visit: no review form yet.
    expect(await page.getByRole('heading', { name: tx.reviewTitle }).count()).toBe(0)
    if (shots) await shoot(page, `${shots}-7-booking-page`)
    await page.getByRole('link', { name: tx.viewAppointment }).first().click()
    await page.getByRole('heading', { name: tx.history }).waitFor()
    if (names[0]) expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(names[0])
    await page.getByTestId('history-entry').first().waitFor()
    expect(await page.getByTestId('history-entry').first().innerText()).toContain(tx.created)
    if (shots) await shoot(page, `${shots}-8-appointment-page`)
    return new URL(href!).pathname.split('/').pop()!
  }

  /** The whole flow of deliverable 1 (and 4 in Spanish): service + professional + add-on, OTP, card, success, views. */
  async function bookWomensCut(width: Width, lang: Lang, phone: string, shots: string) {
    const tx = TEXT[lang]
    const { context, page } = await open(width, lang === 'es' ? '/book?language=es_US' : '/book', lang)
    await chooseBrooklyn(page, lang, shots)
    if (lang === 'es') expect(page.url()).toContain('language=es_US')
    await addService(page, lang, { category: tx.cuts, select: tx.womensCut, pro: tx.maya, addOn: tx.mask }, shots)
    await reachSlots(page, lang, `${lang} ${width}`)
    await shoot(page, `${shots}-3-date-time`)
    await page.locator('.bk-slot').first().click()
    await page.locator('.bk-timeline li').first().waitFor()
    await shoot(page, `${shots}-3a-schedule`)
    await page.getByRole('button', { name: tx.nextInformation }).click()
    await answerQuestions(page, lang, shots)
    await shoot(page, `${shots}-5-confirmation`)
    await fillContact(page, lang, phone)
    await enterCode(page, lang, await codeFor(phone), true)
    // A full-page capture paints the fixed toast over the middle of the form: let it close first.
    await toastsClosed(page)
    await shoot(page, `${shots}-5a-verification`)
    await page.getByRole('button', { name: tx.verify, exact: true }).click()
    await payByCard(page, lang, 'setup', shots)
    await page.getByRole('heading', { name: tx.booked }).waitFor()
    expect(await page.getByTestId('cart-button').count()).toBe(0)
    await shoot(page, `${shots}-6-success`)
    const code = await viewBooking(page, lang, shots, 1, [tx.womensCutName, tx.maskName])
    await context.close()
    return code
  }

  describe('when a new customer books a service with a professional and an add-on', () => {
    it('goes through every stage to the booking and appointment pages at 375 px', async () => {
      const code = await bookWomensCut('mobile', 'en', '7185550101', 'booking')
      bookedCode = code
      const rows = await system.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE confirmation_code = $1', [code])
      expect(rows[0]!.n).toBe(1)
    })
    it('and at 1280 px', async () => {
      await bookWomensCut('desktop', 'en', '7185550102', 'booking')
    })
  })

  describe('when the customer books in Spanish (?language=es_US)', () => {
    it('every stage is in Spanish and the booking goes through', async () => {
      await bookWomensCut('desktop', 'es', '7185550103', 'booking-es')
      await bookWomensCut('mobile', 'es', '7185550104', 'booking-es')
    })
  })

  describe('when the customer books a bundle that is paid online', () => {
    it('pays in test mode and gets both appointments', async () => {
      for (const width of ['desktop', 'mobile'] as const) {
        const tx = TEXT.en
        const phone = width === 'desktop' ? '7185550105' : '7185550106'
        const { context, page } = await open(width, '/book')
        await chooseBrooklyn(page, 'en', null)
        await page.getByRole('button', { name: tx.nails }).click()
        await page.getByRole('button', { name: tx.maniPedi }).click()
        // The bundle stepper: one professional step per service that allows a choice. Only the stepper
        // dialog: once the bundle is added the cart dialog opens, and it must not count as a step.
        const dialog = page.getByRole('dialog', { name: tx.chooseProfessional })
        await dialog.getByText(tx.chooseProfessional).first().waitFor()
        await shoot(page, 'bundle-2a-stepper')
        for (let step = 0; step < 4 && (await dialog.isVisible()); step++) {
          const pros = dialog.locator('.bk-pro:not(.is-selected)')
          if (await pros.count()) await pros.first().click()
          const add = dialog.getByRole('button', { name: tx.addToCart })
          if (await add.isVisible()) await add.click()
          else await dialog.getByRole('button', { name: tx.next, exact: true }).click()
        }
        const cart = page.getByRole('dialog', { name: tx.myCart })
        await cart.waitFor()
        await shoot(page, 'bundle-2c-cart')
        await cart.getByRole('button', { name: tx.nextDetails }).click()
        await reachSlots(page, 'en', `bundle ${width}`)
        await page.locator('.bk-slot').first().click()
        await page.locator('.bk-timeline li').nth(1).waitFor()
        await shoot(page, 'bundle-3a-schedule')
        await page.getByRole('button', { name: tx.nextInformation }).click()
        await answerQuestions(page, 'en', null)
        await fillContact(page, 'en', phone, 'Bea')
        await enterCode(page, 'en', await codeFor(phone), false)
        await page.getByRole('button', { name: tx.verify, exact: true }).click()
        await payByCard(page, 'en', 'payment', 'bundle')
        await page.getByRole('heading', { name: tx.booked }).waitFor()
        await shoot(page, 'bundle-6-success')
        await viewBooking(page, 'en', 'bundle', 2)
        await context.close()
      }
    })
  })

  describe('when two customers race for the same slot', () => {
    it('one books it and the other sees the conflict message', async () => {
      const tx = TEXT.en
      const racers = await Promise.all(
        (['7185550107', '7185550108'] as const).map(async (phone, i) => {
          const { context, page } = await open('desktop', '/book')
          await chooseBrooklyn(page, 'en', null)
          await addService(page, 'en', { category: tx.cuts, select: tx.mensCut, pro: tx.jonah }, null)
          await reachSlots(page, 'en', `race ${i + 1}`)
          return { context, page, phone }
        }),
      )
      // Both pick the same slot of the same day (the first one the first browser sees).
      const date = await racers[0]!.page.locator('.bk-calendar__day.is-selected').getAttribute('data-date')
      const time = (await racers[0]!.page.locator('.bk-slot').first().innerText()).trim()
      for (const { page, phone } of racers) {
        if ((await page.locator('.bk-calendar__day.is-selected').getAttribute('data-date')) !== date) await timedDateClick(page, date, 'race')
        await page.locator('.bk-slot', { hasText: time }).click()
        await page.getByRole('button', { name: tx.nextInformation }).click()
        await answerQuestions(page, 'en', null)
        await fillContact(page, 'en', phone, phone.endsWith('7') ? 'Cara' : 'Dana')
        await enterCode(page, 'en', await codeFor(phone), false)
      }
      // Men's cut needs no card: verifying submits the booking. Both at once.
      await Promise.all(racers.map(({ page }) => page.getByRole('button', { name: tx.verify, exact: true }).click()))
      const outcome = await Promise.all(
        racers.map(async ({ page }) => {
          const booked = page.getByRole('heading', { name: tx.booked })
          const conflict = page.locator('.bk-error', { hasText: tx.slotTaken })
          await booked.or(conflict).first().waitFor()
          return (await booked.isVisible()) ? 'booked' : 'conflict'
        }),
      )
      expect([...outcome].sort()).toEqual(['booked', 'conflict'])
      const loser = racers[outcome.indexOf('conflict')]!
      // The message is scrolled to the middle of the screen, clear of the bottom toast.
      const message = loser.page.locator('.bk-error', { hasText: tx.slotTaken })
      expect(await message.evaluate((e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight - 120 })).toBe(true)
      await toastsClosed(loser.page)
      await shoot(loser.page, 'booking-5c-conflict')
      // The same page on a phone: the message must still be in view above the form.
      await loser.page.setViewportSize(VIEWPORTS.mobile)
      await message.waitFor()
      await shoot(loser.page, 'booking-5c-conflict')
      for (const r of racers) await r.context.close()
    })
  })

  describe('when the date rules cannot be loaded', () => {
    it('says so next to the calendar and recovers on Try Again', async () => {
      const tx = TEXT.en
      const { context, page } = await open('mobile', '/book')
      await page.route('**/api/v1/get_date_rules/**', (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"code":"unavailable"}' }))
      await chooseBrooklyn(page, 'en', null)
      await addService(page, 'en', { category: tx.cuts, select: tx.mensCut, pro: tx.jonah }, null)
      await page.getByRole('alert').filter({ hasText: "We couldn't load the available dates." }).waitFor()
      expect(await page.locator('.bk-calendar__day:not([disabled])').count()).toBe(0)
      await shoot(page, 'booking-3-dates-failed')
      await page.unroute('**/api/v1/get_date_rules/**')
      await page.getByRole('button', { name: 'Try Again' }).click()
      await page.locator('.bk-slot, [data-testid="no-slots"]').first().waitFor()
      expect(await page.locator('.bk-calendar__day:not([disabled])').count()).toBeGreaterThan(0)
      expect(await page.getByText("We couldn't load the available dates.").count()).toBe(0)
      await context.close()
    })
  })

  describe('when the booked appointment is over', () => {
    it('offers a review on the booking page, checks it and shows the review once sent', async () => {
      expect(bookedCode, 'the booking of the first test').not.toBeNull()
      const [row] = await system.query<{ end: string }>('SELECT max(a.end_time) AS end FROM appointments a JOIN bookings b ON b.booking_id = a.booking_id WHERE b.confirmation_code = $1', [bookedCode])
      // The system's clock moves past the visit; nothing after this test books.
      system.setNow(new Date(Date.parse(row!.end) + 60 * 60_000))
      const visit = async (width: Width, lang: Lang) => {
        const context = await browser.newContext({ viewport: VIEWPORTS[width], locale: lang === 'es' ? 'es-US' : 'en-US', timezoneId: 'America/New_York' })
        const page = await context.newPage()
        await page.goto(`${system.mainUrl}/booking/${bookedCode}`)
        await page.getByRole('heading', { name: TEXT[lang].bookingTitle, level: 1 }).waitFor()
        return { context, page }
      }

      const desktop = await visit('desktop', 'en')
      await desktop.page.getByRole('heading', { name: TEXT.en.reviewTitle }).waitFor()
      await shoot(desktop.page, 'booking-9-review-form')
      await desktop.context.close()

      // In Spanish on a phone: nothing chosen is refused, then four stars and a few words go through.
      const tx = TEXT.es
      const { context, page } = await visit('mobile', 'es')
      await page.getByRole('heading', { name: tx.reviewTitle }).waitFor()
      await page.getByRole('button', { name: tx.sendReview }).click()
      await page.getByRole('alert').filter({ hasText: tx.reviewEmpty }).waitFor()
      await shoot(page, 'booking-9-review-form')
      const four = page.getByRole('radio', { name: '4 estrellas' })
      const box = (await four.boundingBox())!
      await four.click({ position: { x: box.width - 2, y: box.height / 2 } })
      expect(await four.getAttribute('aria-checked')).toBe('true')
      expect(await page.getByRole('radio', { name: '5 estrellas' }).getAttribute('aria-checked')).toBe('false')
      await page.getByLabel(tx.reviewText).fill('Me encantó el corte, muy puntuales.')
      await page.getByRole('button', { name: tx.sendReview }).click()
      await page.getByRole('heading', { name: tx.yourReview, exact: true }).waitFor()
      expect(await page.locator('.view-review').innerText()).toContain('Me encantó el corte, muy puntuales.')
      expect(await page.getByText(tx.reviewThanks).count()).toBe(1)
      const [review] = await system.query<{ rating: string; review_text: string }>(
        "SELECT r.rating, r.review_text FROM reviews r JOIN bookings b ON b.booking_id = r.booking_id WHERE b.confirmation_code = $1 AND r.source = 'booking'",
        [bookedCode],
      )
      expect([Number(review!.rating), review!.review_text]).toEqual([4, 'Me encantó el corte, muy puntuales.'])
      await shoot(page, 'booking-9-review-sent')
      await context.close()

      const again = await visit('desktop', 'en')
      await again.page.getByRole('heading', { name: TEXT.en.yourReview, exact: true }).waitFor()
      expect(await again.page.getByRole('button', { name: TEXT.en.sendReview }).count()).toBe(0)
      await shoot(again.page, 'booking-9-review-sent')
      await again.context.close()
    })
  })

  describe('when the cart is empty', () => {
    it('says so in the cart modal', async () => {
      const { context, page } = await open('mobile', '/book')
      await page.getByTestId('cart-button').click()
      await page.getByText('Your cart is empty').waitFor()
      expect(await page.getByText('Add services to continue with your booking').count()).toBe(1)
      await screenshot(page, 'booking-cart-empty')
      await context.close()
    })
  })
})
