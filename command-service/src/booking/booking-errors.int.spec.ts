import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { lastMessageTo } from '@slotwise/infra/testing/auth.ts'
import { bookingFixture, nextPhone, submission, type BookingFixture } from './testing/fixture.ts'

/**
 * The error catalogue of public-side §5 and §8 for send_customer_otp, validate_customer_otp and
 * submit_booking_form: each message, its status, and that bad input changes nothing.
 */
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

for (const kind of testDatabaseKinds()) {
  describe(`booking and phone-code errors (${kind})`, () => {
    let t: TestApp
    let f: BookingFixture
    let otpSite: BookingFixture
    let clock = new Date()
    const tick = (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000)
      t.setNow(clock)
    }
    const eventCount = async () => (await t.deps.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events')).rows[0]!.n
    const codeFor = async (digits: string) => /\b(\d{6})\b/.exec((await lastMessageTo(t, `+1${digits}`))?.body ?? '')?.[1]

    beforeAll(async () => {
      t = await createTestApp(kind, { now: clock })
      f = await bookingFixture(t, 'errors')
      otpSite = await bookingFixture(t, 'otpsite', { requireOtp: true })
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('send_customer_otp', () => {
      it('sends a 6-digit code by SMS (outbox) and answers 429 inside the 30-second cooldown', async () => {
        const phone = nextPhone()
        const guest = f.guest()
        const sent = await guest.post('/api/v1/send_customer_otp/', { phone })
        expect(sent.statusCode).toBe(200)
        expect(sent.json()).toEqual({ success: true, message: 'New verification code sent' })
        expect(await codeFor(phone)).toMatch(/^\d{6}$/)
        const again = await guest.post('/api/v1/send_customer_otp/', { phone })
        expect(again.statusCode).toBe(429)
        expect(again.json()).toMatchObject({ code: 'otp.cooldown', detail: 'Please wait before requesting another code' })
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
        tick(31)
        expect((await guest.post('/api/v1/send_customer_otp/', { phone })).statusCode).toBe(200)
      })
      it('gives the phone messages of §5', async () => {
        const cases: Array<[unknown, string]> = [
          [{}, 'Phone number is required'],
          [{ phone: '' }, 'Phone number is required'],
          [{ phone: '212555' }, 'Phone number must be at least 10 digits'],
          [{ phone: '1234567890' }, 'Please enter a valid phone number!'],
        ]
        for (const [body, message] of cases) {
          const r = await f.guest().post('/api/v1/send_customer_otp/', body)
          expect(r.statusCode, JSON.stringify(body)).toBe(400)
          expect(r.json().detail).toBe(message)
        }
      })
    })

    describe('validate_customer_otp', () => {
      it('accepts the right code once; a reuse, a wrong or an expired code is "Invalid or expired OTP code"', async () => {
        const phone = nextPhone()
        await f.guest().post('/api/v1/send_customer_otp/', { phone })
        const code = (await codeFor(phone))!
        const wrong = await f.guest().post('/api/v1/validate_customer_otp/', { phone, otp_code: code === '000000' ? '111111' : '000000' })
        expect(wrong.statusCode).toBe(400)
        expect(wrong.json()).toMatchObject({ code: 'otp.invalid', detail: 'Invalid or expired OTP code. Please try again.' })
        const right = await f.guest().post('/api/v1/validate_customer_otp/', { phone, otp_code: code })
        expect(right.statusCode).toBe(200)
        expect(right.json()).toEqual({ success: true, message: 'Phone number verified successfully' })
        expect((await f.guest().post('/api/v1/validate_customer_otp/', { phone, otp_code: code })).statusCode).toBe(400)

        tick(31)
        await f.guest().post('/api/v1/send_customer_otp/', { phone })
        const late = (await codeFor(phone))!
        tick(11 * 60)
        const expired = await f.guest().post('/api/v1/validate_customer_otp/', { phone, otp_code: late })
        expect(expired.statusCode).toBe(400)
        expect(expired.json().detail).toBe('Invalid or expired OTP code. Please try again.')
      })
      it('needs exactly 6 characters', async () => {
        for (const otp_code of ['12345', '1234567', '12 456', undefined]) {
          const r = await f.guest().post('/api/v1/validate_customer_otp/', { phone: nextPhone(), otp_code })
          expect(r.statusCode).toBe(400)
          expect(r.json().detail).toBe('OTP code must be exactly 6 digits')
        }
      })
      it('burns the code after 5 wrong guesses, even 20 parallel ones, and then refuses the right one', async () => {
        tick(31)
        const phone = nextPhone()
        await f.guest().post('/api/v1/send_customer_otp/', { phone })
        const code = (await codeFor(phone))!
        const wrongCodes = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
        const results = await Promise.all(wrongCodes.map((otp_code) => f.guest().post('/api/v1/validate_customer_otp/', { phone, otp_code })))
        expect(results.every((r) => r.statusCode === 400)).toBe(true)
        const { rows } = await t.deps.sql.query<{ attempts: number }>('SELECT attempts FROM customer_otp_codes WHERE phone = $1', [`+1${phone}`])
        expect(rows[0]!.attempts).toBe(5)
        expect((await f.guest().post('/api/v1/validate_customer_otp/', { phone, otp_code: code })).statusCode).toBe(400)
      })
      it('stores only a hash of the code', async () => {
        tick(31)
        const phone = nextPhone()
        await f.guest().post('/api/v1/send_customer_otp/', { phone })
        const code = (await codeFor(phone))!
        const { rows } = await t.deps.sql.query<Record<string, unknown>>('SELECT * FROM customer_otp_codes WHERE phone = $1', [`+1${phone}`])
        expect(JSON.stringify(rows[0])).not.toContain(code)
      })
    })

    describe('submit_booking_form where the location requires phone verification', () => {
      it('answers 401 until the phone is verified, then books; a code in the form verifies inline', async () => {
        const phone = nextPhone()
        const body = submission(otpSite, { phone, start: otpSite.at('10:00') })
        const refused = await otpSite.guest().post('/api/v1/submit_booking_form/', body)
        expect(refused.statusCode).toBe(401)
        expect(refused.json()).toMatchObject({ code: 'booking.phoneNotVerified', detail: 'Authentication failed. Please verify your information and try again.' })
        tick(31)
        await otpSite.guest().post('/api/v1/send_customer_otp/', { phone })
        expect((await otpSite.guest().post('/api/v1/validate_customer_otp/', { phone, otp_code: (await codeFor(phone))! })).statusCode).toBe(200)
        expect((await otpSite.guest().post('/api/v1/submit_booking_form/', body)).statusCode).toBe(201)

        const inline = nextPhone()
        await otpSite.guest().post('/api/v1/send_customer_otp/', { phone: inline })
        const wrong = await otpSite.guest().post('/api/v1/submit_booking_form/', submission(otpSite, { phone: inline, start: otpSite.at('11:00'), otp: '000000' === (await codeFor(inline)) ? '111111' : '000000' }))
        expect(wrong.statusCode).toBe(401)
        const right = await otpSite.guest().post('/api/v1/submit_booking_form/', submission(otpSite, { phone: inline, start: otpSite.at('11:00'), otp: (await codeFor(inline))! }))
        expect(right.statusCode, right.body).toBe(201)
      })
    })

    describe('submit_booking_form validation (§5)', () => {
      const cases: Array<[string, (b: Json) => unknown, string]> = [
        ['no items', (b) => ({ ...b, bookingItems: [] }), 'Please select at least one service'],
        ['no time for a service', (b) => ({ ...b, requestedStartTime: null }), 'Please select a date and time for all services'],
        ['no time for a bundle', (b) => ({ ...b, requestedStartTime: undefined, bookingItems: [{ cartItemID: b.bookingItems[0].cartItemID, order: 0, bundleID: '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b', bundleItems: [{ bundleItemID: '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2c', serviceID: '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2d' }] }] }), 'Please select a date and time for all bundle items'],
        ['first name with digits', (b) => ({ ...b, customerData: { ...b.customerData, firstName: 'Ana2' } }), 'First name can only contain letters and spaces'],
        ['last name with symbols', (b) => ({ ...b, customerData: { ...b.customerData, lastName: 'L@pez' } }), 'Last name can only contain letters and spaces'],
        ['bad email', (b) => ({ ...b, customerData: { ...b.customerData, email: 'ana@example' } }), 'Please enter a valid email address!'],
        ['no phone', (b) => ({ ...b, customerData: { ...b.customerData, phone: undefined } }), 'Phone number is required'],
        ['bad phone', (b) => ({ ...b, customerData: { ...b.customerData, phone: '1234567890' } }), 'Please enter a valid phone number!'],
        ['location id not a UUID', (b) => ({ ...b, businessLocationId: 'brooklyn' }), 'businessLocationId must be a UUID'],
        ['service id not a UUID', (b) => ({ ...b, bookingItems: [{ ...b.bookingItems[0], serviceID: 'cut' }] }), 'serviceID must be a UUID'],
        ['cart item id not a UUID', (b) => ({ ...b, bookingItems: [{ ...b.bookingItems[0], cartItemID: 'item-1' }] }), 'cartItemID must be a UUID'],
        ['employee id not a UUID', (b) => ({ ...b, bookingItems: [{ ...b.bookingItems[0], employeeIDs: ['ana'] }] }), 'employeeIDs must be a UUID'],
        ['add-on id not a UUID', (b) => ({ ...b, bookingItems: [{ ...b.bookingItems[0], addOns: ['gloss'] }] }), 'addOns must be a UUID'],
        ['unknown service', (b) => ({ ...b, bookingItems: [{ ...b.bookingItems[0], serviceID: '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b' }] }), 'This service is not available at this location'],
        ['add-on of another service', (b) => ({ ...b, bookingItems: [{ ...b.bookingItems[0], serviceID: f.services.blowout, addOns: [f.addOn] }] }), 'This add-on is not available for this service'],
        ['a professional for a service without choice', (b) => ({ ...b, bookingItems: [{ ...b.bookingItems[0], serviceID: f.services.groupClass }] }), 'This service does not allow choosing a professional'],
        ['a start in the past', (b) => ({ ...b, requestedStartTime: '2020-01-07T10:00:00-05:00' }), 'The selected time has already passed. Please select a different available time.'],
      ]
      it.each(cases)('%s → 400 with the message, nothing recorded', async (_name, change, message) => {
        const before = await eventCount()
        const r = await f.guest().post('/api/v1/submit_booking_form/', change(submission(f) as Json))
        expect(r.statusCode, r.body).toBe(400)
        expect(r.headers['content-type']).toContain('application/problem+json')
        expect(r.json().detail).toBe(message)
        expect(await eventCount()).toBe(before)
      })

      it('answers 404 for an unknown location', async () => {
        const r = await f.guest().post('/api/v1/submit_booking_form/', { ...submission(f), businessLocationId: '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b' })
        expect(r.statusCode).toBe(404)
        expect(r.json().code).toBe('location.notFound')
      })

      it('never answers 500 to malformed bodies, and records nothing', async () => {
        const before = await eventCount()
        const bodies: unknown[] = [null, [], 'text', 42, { bookingItems: 'x' }, { bookingItems: [null] }, { ...submission(f), customerData: null }, { ...submission(f), bookingFormAnswers: [{ uuid: 'q', answer: { nested: true } }] }, { ...submission(f), requestedStartTime: 'tomorrow' }, { ...submission(f), timezone: 'Mars/Olympus' }]
        for (const payload of bodies) {
          const r = await f.guest().inject({ method: 'POST', url: '/api/v1/submit_booking_form/', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } })
          expect(r.statusCode, `${JSON.stringify(payload)} → ${r.body}`).toBeGreaterThanOrEqual(400)
          expect(r.statusCode).toBeLessThan(500)
        }
        const notJson = await f.guest().inject({ method: 'POST', url: '/api/v1/submit_booking_form/', payload: '{"bookingItems": [', headers: { 'content-type': 'application/json' } })
        expect(notJson.statusCode).toBe(400)
        expect(await eventCount()).toBe(before)
      })

      it('refuses a submission without the CSRF header', async () => {
        const r = await f.guest().inject({ method: 'POST', url: '/api/v1/submit_booking_form/', payload: submission(f), csrf: 'none' })
        expect(r.statusCode).toBe(403)
      })
    })

    describe('staff customer routes', () => {
      it('answer "Customer not found" for an unknown or foreign profile and "Note text is required"', async () => {
        const missing = await f.owner.client.post('/api/v1/customers/7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b/notes/', { text: 'hello' })
        expect(missing.statusCode).toBe(404)
        expect(missing.json().detail).toBe('Customer not found')
        const r = await f.guest().post('/api/v1/submit_booking_form/', submission(f, { start: f.at('14:00') }))
        expect(r.statusCode).toBe(201)
        const foreign = await otpSite.owner.client.post(`/api/v1/customers/${r.json().customer.id}/notes/`, { text: 'hello' })
        expect(foreign.statusCode).toBe(404)
        const empty = await f.owner.client.post(`/api/v1/customers/${r.json().customer.id}/notes/`, { text: '' })
        expect(empty.statusCode).toBe(400)
        expect(empty.json().detail).toBe('Note text is required')
        expect((await f.guest().get(`/api/v1/customers/${r.json().customer.id}/`)).statusCode).toBe(401)
      })
    })
  })
}
