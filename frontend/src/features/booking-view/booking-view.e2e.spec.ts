import { randomBytes, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DEMO, demoId } from '@slotwise/infra/seed/demo-business.ts'
import { browserSkipReason, launchBrowser, screenshot, seriousViolations, VIEWPORTS } from '../../testing/browser.ts'
import { startSystem, type RunningSystem } from '../../testing/start-system.ts'

vi.setConfig({ testTimeout: 240_000 })
const skip = browserSkipReason()
if (skip) console.warn(`[booking-view.e2e] ${skip}`)

type Width = keyof typeof VIEWPORTS
type Lang = 'en' | 'es'
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const NY = 'America/New_York'

/** The texts the tests read, in both content languages. */
const TEXT = {
  en: {
    bookingTitle: 'Your booking', history: 'Modification history', payment: 'Payment', dueInStore: 'Payment Due In Store', nothingDue: 'Nothing is due: the appointments were cancelled.', closed: 'Closed',
    booked: 'Booked', byYou: 'by you', rescheduled: 'Rescheduled', reassigned: 'Professional changed', confirmed: 'Confirmed', cancelled: 'Cancelled', noShow: 'Marked as no-show',
    moved: 'Moved from', fromTo: 'From Maya Okafor to Jonah Feld', reason: 'Reason: Stylist is ill', byBusiness: 'by the business', mensCut: "Men's cut", monday: 'Monday',
  },
  es: {
    bookingTitle: 'Tu reserva', history: 'Historial de cambios', payment: 'Pago', dueInStore: 'Pago en el local', nothingDue: 'No hay nada que pagar: las citas se cancelaron.', closed: 'Cerrado',
    booked: 'Reservada', byYou: 'por ti', rescheduled: 'Reprogramada', reassigned: 'Cambio de profesional', confirmed: 'Confirmada', cancelled: 'Cancelada', noShow: 'Marcada como inasistencia',
    moved: 'Se movió de', fromTo: 'De Maya Okafor a Jonah Feld', reason: 'Motivo: Stylist is ill', byBusiness: 'por el negocio', mensCut: 'Corte de hombre', monday: 'Lunes',
  },
} as const

/**
 * The customer's booking pages after the business changed the appointment. Bookings are placed
 * through the public API (a men's cut with Maya at Brooklyn, phone verified by the texted code);
 * the demo owner then reschedules, reassigns, confirms and cancels through the staff API. The
 * appointment page must show each change, who made it and when, in English and in Spanish.
 */
describe.skipIf(!!skip)('the booking and appointment pages after staff changes, in Chromium', () => {
  let system: RunningSystem
  let browser: Browser
  beforeAll(async () => {
    system = await startSystem({ ownerLogin: true })
    browser = await launchBrowser()
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await system?.close()
  })

  async function shoot(page: Page, name: string) {
    await screenshot(page, name)
    expect(await seriousViolations(page), name).toEqual([])
  }

  /** A JSON client for the running system with a CSRF token and a cookie jar, as the SPA behaves. */
  function client() {
    const csrf = randomBytes(32).toString('base64url')
    const jar = new Map<string, string>([['csrftoken', csrf]])
    return async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: Json }> => {
      const res = await fetch(`${system.mainUrl}${path}`, {
        method,
        // Signing in issues a new token: always echo the cookie's current one.
        headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? csrf, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';')
        const at = pair!.indexOf('=')
        jar.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Json }
    }
  }

  /** The next Tuesday at least two days out, at `hhmm` in Brooklyn (Maya and Jonah both work Tuesdays). */
  const tuesdayAt = (hhmm: string, weeks = 0) => {
    let day = DateTime.now().setZone(NY).plus({ days: 2 }).startOf('day')
    while (day.weekday !== 2) day = day.plus({ days: 1 })
    return DateTime.fromISO(`${day.plus({ weeks }).toISODate()}T${hhmm}`, { zone: NY }).toISO({ suppressMilliseconds: true })!
  }

  /** Asks for a verification code for `phone` and reads it from the SMS outbox. */
  async function textedCode(guest: ReturnType<typeof client>, phone: string): Promise<string> {
    expect((await guest('POST', '/api/v1/send_customer_otp/', { phone })).status).toBe(200)
    // Polled by hand: this also runs in a beforeAll, where expect.poll is not available.
    let otp: string | null = null
    for (let tries = 0; !otp && tries < 60; tries++) {
      otp = await system.latestOtp(phone)
      if (!otp) await new Promise((r) => setTimeout(r, 500))
    }
    expect(otp, 'the texted code').not.toBeNull()
    return otp!
  }

  /** A men's cut with Maya and a beard trim, booked through the public API with the texted code. */
  async function book(phone: string, start: string): Promise<{ code: string; appointment: Json }> {
    const guest = client()
    const otp = await textedCode(guest, phone)
    const placed = await guest('POST', '/api/v1/submit_booking_form/', {
      bookingItems: [{ cartItemID: randomUUID(), order: 0, serviceID: demoId('service:mens-cut'), addOns: [demoId('add-on:beard-trim')], employeeIDs: [demoId('employee:maya')], requestingSpecificEmployee: true }],
      requestedStartTime: start,
      timezone: NY,
      businessLocationId: DEMO.mainLocationId,
      bookingFormAnswers: [],
      customerData: { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone, otp },
    })
    expect(placed.status, JSON.stringify(placed.json)).toBe(201)
    const code = placed.json.bookingConfirmationCode as string
    const details = await guest('GET', `/api/v1/bookings/code/${code}/`)
    return { code, appointment: details.json.data.appointments[0] }
  }

  /** An event updo with Maya, paid online in test mode (card 4242…, also kept for its no-show fee) before the booking is placed. */
  async function bookPaid(phone: string, start: string): Promise<{ code: string; appointment: Json }> {
    const guest = client()
    const otp = await textedCode(guest, phone)
    const cartItemID = randomUUID()
    const item = { localId: cartItemID, type: 'service', serviceId: demoId('service:updo'), addOnIds: [], employeeId: demoId('employee:maya'), dateTime: null, quantity: 1 }
    const customerData = { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone }
    // The updo also carries a no-show fee: the card is authorized first, then the payment taken (mixed mode).
    const intents: Json = {}
    for (const kind of ['setup', 'payment'] as const) {
      const intent = await guest('POST', `/api/v1/create_${kind}_intent_for_cart/`, { cartItems: [item], businessLocationId: DEMO.mainLocationId, customerData, returnUrl: `${system.mainUrl}/book` })
      expect(intent.status, JSON.stringify(intent.json)).toBe(201)
      const confirmed = await guest('POST', '/api/v1/payments/test_mode/confirm/', { clientSecret: intent.json.clientSecret, cardNumber: '4242424242424242' })
      expect(confirmed.json.status).toBe('succeeded')
      intents[kind] = intent.json
    }
    const placed = await guest('POST', '/api/v1/submit_booking_form/', {
      bookingItems: [{ cartItemID, order: 0, serviceID: demoId('service:updo'), addOns: [], employeeIDs: [demoId('employee:maya')], requestingSpecificEmployee: true }],
      requestedStartTime: start,
      timezone: NY,
      businessLocationId: DEMO.mainLocationId,
      bookingFormAnswers: [],
      customerData: { ...customerData, otp, paymentIntentId: intents.payment.paymentIntentId, setupIntentId: intents.setup.setupIntentId },
    })
    expect(placed.status, JSON.stringify(placed.json)).toBe(201)
    const code = placed.json.bookingConfirmationCode as string
    const details = await guest('GET', `/api/v1/bookings/code/${code}/`)
    return { code, appointment: details.json.data.appointments[0] }
  }

  async function owner() {
    const staff = client()
    const login = await staff('POST', '/api/v1/auth/login/', { email: DEMO.ownerEmail, password: DEMO.ownerPassword })
    expect(login.status, JSON.stringify(login.json)).toBe(200)
    return staff
  }

  async function open(width: Width, lang: Lang, path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: VIEWPORTS[width], locale: lang === 'es' ? 'es-US' : 'en-US', timezoneId: 'Europe/Berlin' })
    const page = await context.newPage()
    await page.goto(`${system.mainUrl}${path}${lang === 'es' ? '?language=es_US' : ''}`)
    return { context, page }
  }

  const entries = (page: Page) => page.getByTestId('history-entry').allInnerTexts()

  describe('when the business reschedules, reassigns, confirms and then cancels an appointment', () => {
    let code: string
    let appointmentCode: string
    let originalStart: string
    const movedStart = tuesdayAt('11:00')
    beforeAll(async () => {
      originalStart = tuesdayAt('10:00')
      const booked = await book('7185550191', originalStart)
      code = booked.code
      appointmentCode = booked.appointment.confirmationCode
      const staff = await owner()
      const id = booked.appointment.uuid as string
      for (const [path, body] of [
        ['reschedule', { startTime: movedStart, createAnyway: true }],
        ['reassign', { employeeId: demoId('employee:jonah'), createAnyway: true }],
        ['confirm', {}],
        ['cancel', { reason: 'Stylist is ill' }],
      ] as const) {
        const r = await staff('POST', `/api/v1/appointments/${id}/${path}/`, body)
        expect(r.status, `${path}: ${JSON.stringify(r.json)}`).toBe(200)
      }
      // The location gets two photos (the demo's artwork), so the pages show them.
      const photo = (fileName: string) => ({ id: randomUUID(), fileName, fileUrl: `/demo/maple/${fileName}`, fileType: 'image/svg+xml' })
      const details = await staff('PUT', `/api/v1/locations/${DEMO.mainLocationId}/details/`, {
        locationName: 'Brooklyn — Court Street', address: '214 Court Street', city: 'Brooklyn', region: 'NY', postalCode: '11201', country: 'United States',
        phone: '+17185550142', timezone: NY, images: [photo('hero.svg'), photo('feature-colour.svg')], requireCustomerBookingOTPVerification: true,
      })
      expect(details.status, JSON.stringify(details.json)).toBe(200)
    })

    for (const lang of ['en', 'es'] as const) {
      for (const width of ['mobile', 'desktop'] as const) {
        it(`shows every change with who and when (${lang}, ${VIEWPORTS[width].width} px)`, async () => {
          const tx = TEXT[lang]
          const { context, page } = await open(width, lang, `/booking/${code}/appointment/${appointmentCode}`)
          await page.getByRole('heading', { name: tx.history }).waitFor()
          await expect.poll(() => page.getByTestId('history-entry').count()).toBe(5)
          const [created, rescheduled, reassigned, confirmed, cancelled] = await entries(page)
          expect(created).toContain(tx.booked)
          expect(created).toContain(tx.byYou)
          expect(rescheduled).toContain(tx.rescheduled)
          expect(rescheduled).toContain(tx.moved)
          // Times read in the location's zone, not the visitor's (Berlin): 10:00 → 11:00.
          expect(rescheduled).toMatch(/10:00/)
          expect(rescheduled).toMatch(/11:00/)
          expect(reassigned).toContain(tx.reassigned)
          expect(reassigned).toContain(tx.fromTo)
          expect(confirmed).toContain(tx.confirmed)
          expect(cancelled).toContain(tx.cancelled)
          expect(cancelled).toContain(tx.reason)
          // Staff changes name who made them: the owner by name when they are on the team, else the business.
          for (const staffEntry of [rescheduled, reassigned, confirmed, cancelled]) expect(staffEntry).toMatch(lang === 'en' ? /· by / : /· por /)
          expect(await page.title()).toContain(tx.mensCut)
          expect(await page.title()).toContain(DEMO.businessName)
          await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang === 'es' ? 'es-US' : 'en-US')
          await shoot(page, `booking-view${lang === 'es' ? '-es' : ''}-8-history`)
          await context.close()
        })
      }
    }

    it('shows the business, that nothing is due once cancelled, and the location hours on the booking page', async () => {
      for (const lang of ['en', 'es'] as const) {
        for (const width of ['mobile', 'desktop'] as const) {
          const tx = TEXT[lang]
          const { context, page } = await open(width, lang, `/booking/${code}`)
          await page.getByRole('heading', { name: tx.bookingTitle, level: 1 }).waitFor()
          expect(await page.locator('header .sf-brand__name').innerText()).toBe(DEMO.businessName)
          expect(await page.title()).toContain(DEMO.businessName)
          const payment = page.getByTestId('payment-card')
          expect(await payment.getByRole('heading', { name: tx.payment }).count()).toBe(1)
          // The only appointment was cancelled: nothing is owed at the store.
          expect(await payment.innerText()).toContain(tx.nothingDue)
          expect(await payment.innerText()).not.toContain(tx.dueInStore)
          const photos = page.getByRole('list', { name: lang === 'es' ? 'Fotos de Brooklyn — Court Street' : 'Photos of Brooklyn — Court Street' })
          expect(await photos.getByRole('img').count()).toBe(2)
          const hours = page.getByTestId('location-hours')
          expect(await hours.locator('tr').count()).toBe(7)
          // Brooklyn is closed on Mondays.
          expect(await hours.locator('tr').first().innerText()).toMatch(new RegExp(`${tx.monday}\\s+${tx.closed}`))
          await shoot(page, `booking-view${lang === 'es' ? '-es' : ''}-7-booking-page`)
          await context.close()
        }
      }
    })

    it('switches the page language with the picker and keeps it in ?language=', async () => {
      const { context, page } = await open('desktop', 'en', `/booking/${code}`)
      await page.getByRole('heading', { name: TEXT.en.bookingTitle, level: 1 }).waitFor()
      await page.getByLabel('Language').selectOption('es_US')
      await page.getByRole('heading', { name: TEXT.es.bookingTitle, level: 1 }).waitFor()
      await page.waitForURL(/language=es_US/)
      // Only the business's languages are offered.
      const offered = await page.locator('.language-select option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
      const [business] = await system.query<{ supported_languages: string[] }>('SELECT supported_languages FROM businesses WHERE business_id = $1', [DEMO.businessId])
      expect(offered).toEqual(business!.supported_languages)
      await context.close()
    })
  })

  describe('when the customer paid online', () => {
    it('the booking page shows what was paid and the timeline lists the payment after "Booked"', async () => {
      const { code, appointment } = await bookPaid('7185550193', tuesdayAt('13:00'))
      for (const width of ['mobile', 'desktop'] as const) {
        const { context, page } = await open(width, 'en', `/booking/${code}`)
        const payment = page.getByTestId('payment-card')
        await payment.waitFor()
        expect(await payment.innerText()).toMatch(/Paid Online\s+\$115\.00/)
        await page.goto(`${system.mainUrl}/booking/${code}/appointment/${appointment.confirmationCode}`)
        await expect.poll(() => page.getByTestId('history-entry').count()).toBe(2)
        const [created, paid] = await entries(page)
        expect(created).toContain(TEXT.en.booked)
        expect(paid).toContain('Booking paid online: $115.00')
        await shoot(page, 'booking-view-8-paid')
        await context.close()
      }
      const { context, page } = await open('mobile', 'es', `/booking/${code}/appointment/${appointment.confirmationCode}`)
      await expect.poll(() => page.getByTestId('history-entry').count()).toBe(2)
      expect((await entries(page))[1]).toContain('Reserva pagada en línea: $115.00')
      await context.close()
    })
  })

  describe('when an appointment is marked as a no-show after its time', () => {
    it('the timeline says so, in Spanish too', async () => {
      const start = tuesdayAt('12:00', 1)
      const { code, appointment } = await book('7185550192', start)
      system.setNow(new Date(Date.parse(start) + 2 * 3600_000))
      const staff = await owner()
      const r = await staff('POST', `/api/v1/appointments/${appointment.uuid}/no_show/`, { confirmed: true })
      expect(r.status, JSON.stringify(r.json)).toBe(200)
      for (const lang of ['en', 'es'] as const) {
        const { context, page } = await open('mobile', lang, `/booking/${code}/appointment/${appointment.confirmationCode}`)
        await page.getByRole('heading', { name: TEXT[lang].history }).waitFor()
        await expect.poll(() => page.getByTestId('history-entry').count()).toBe(2)
        const [, noShow] = await entries(page)
        expect(noShow).toContain(TEXT[lang].noShow)
        await context.close()
      }
    })
  })
})
