import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventRegistry, noShowFeeStream, paymentIntentStream } from '@slotwise/events'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { signIn, type TestClient } from '@slotwise/infra/testing/auth.ts'
import { NoShowFeeProcessManager, NO_SHOW_FEE_PROCESS } from './no-show-fee.process.ts'
import type { PaymentProvider } from './payment.port.ts'
import { paymentProviderFor } from './payments.service.ts'
import { signWebhook } from './stripe-shapes.ts'
import { TestModePaymentProvider } from './test-mode.provider.ts'
import { formCartItem, nextPhone, paidSubmission, paymentFixture, type PaymentFixture } from './testing/payment-fixture.ts'

const SLOT_TAKEN = 'This appointment time slot was just booked by another user. Please select a different available time.'

for (const kind of testDatabaseKinds()) {
  describe(`payments with the local test-mode provider (${kind})`, () => {
    let t: TestApp
    let f: PaymentFixture
    let guest: TestClient
    let provider: TestModePaymentProvider
    let hour = 8
    /** A fresh start time per booking, so tests never share a slot. */
    const nextStart = () => {
      hour += 1
      const h = 9 + (hour % 8)
      const day = Math.floor(hour / 8)
      const date = new Date(Date.parse(`${f.day}T12:00:00Z`) + day * 7 * 86_400_000).toISOString().slice(0, 10)
      return f.at(`${String(h).padStart(2, '0')}:00`, date)
    }

    beforeAll(async () => {
      t = await createTestApp(kind)
      f = await paymentFixture(t, 'payments')
      guest = f.guest()
      provider = paymentProviderFor(t.deps) as TestModePaymentProvider
    })
    afterAll(async () => {
      await t?.close()
    })

    const createIntent = async (kind: 'payment' | 'setup', cartItems: unknown[], phone: string, client = guest) =>
      client.post(kind === 'payment' ? '/api/v1/create_payment_intent_for_cart/' : '/api/v1/create_setup_intent_for_cart/', {
        cartItems, businessLocationId: f.locationId, customerData: { firstName: 'Pat', lastName: 'Payer', email: 'pat@example.com', phone }, returnUrl: 'http://localhost/book',
      })
    const confirm = async (clientSecret: string, cardNumber: string) => guest.post('/api/v1/payments/test_mode/confirm/', { clientSecret, cardNumber })
    const streamTypes = async (streamId: string) => (await t.store.readStream(streamId)).map((e) => e.type)
    const bookingCount = async (phone: string) =>
      (await t.deps.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE customer->>'phone' = $1`, [`+1${phone}`])).rows[0]!.n

    describe('when the cart has an online-paid service (payment mode)', () => {
      it('prices it on the server, books only after the provider says the payment succeeded, and records paymentInfo', async () => {
        const phone = nextPhone()
        const item = formCartItem(f.paid.prepaid, f.employees.ben, { price: 0.01, total: 0.01 })
        const created = await createIntent('payment', [item], phone)
        expect(created.statusCode).toBe(201)
        const intent = created.json()
        // $80 from the catalog; the client's price fields are never read.
        expect(intent).toMatchObject({ amount: 80, currency: 'usd', testMode: true, paymentIntentId: expect.stringMatching(/^pi_test_/), stripeAccount: expect.stringMatching(/^acct_test_/) })
        expect(intent.clientSecret).toContain(`${intent.paymentIntentId}_secret_`)

        const body = paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.prepaid, employeeId: f.employees.ben }], start: nextStart(), phone, paymentIntentId: intent.paymentIntentId })
        const early = await guest.post('/api/v1/submit_booking_form/', body)
        expect(early.statusCode).toBe(409)
        expect(early.json()).toMatchObject({ code: 'payment.notCompleted', message: 'Payment was not completed', paymentStatus: 'requires_payment_method' })
        expect(await bookingCount(phone)).toBe(0)

        const confirmed = await confirm(intent.clientSecret, '4242 4242 4242 4242')
        expect(confirmed.json()).toMatchObject({ status: 'succeeded', lastError: null, testMode: true })
        const booked = await guest.post('/api/v1/submit_booking_form/', body)
        expect(booked.statusCode).toBe(201)
        expect(booked.json()).toMatchObject({ success: true, paymentRequired: true, paymentProcessingAvailable: true })
        const bookingId = booked.json().bookingIds[0] as string

        expect(await streamTypes(paymentIntentStream(intent.paymentIntentId))).toEqual(expect.arrayContaining(['PaymentIntentCreated', 'PaymentIntentStatusChanged', 'PaymentIntentAttachedToBooking']))
        const { rows } = await t.deps.sql.query<Record<string, unknown>>('SELECT status, booking_id, amount_received_cents FROM payment_intents WHERE intent_id = $1', [intent.paymentIntentId])
        expect(rows[0]).toMatchObject({ status: 'succeeded', booking_id: bookingId, amount_received_cents: 8000 })
        const { rows: terms } = await t.deps.sql.query<Record<string, unknown>>('SELECT amount_paid_cents, due_now_cents, due_in_store_cents FROM booking_payments WHERE booking_id = $1', [bookingId])
        expect(terms[0]).toMatchObject({ amount_paid_cents: 8000, due_now_cents: 8000, due_in_store_cents: 0 })

        const details = (await guest.get(`/api/v1/bookings/code/${booked.json().bookingConfirmationCode}/`)).json()
        expect(details.data.paymentInfo).toEqual({ paymentRequired: true, paymentStatus: 'succeeded', amount: 80, currency: 'usd', amountCaptured: 80, amountRefunded: 0, hasOnlinePayment: true })
        const staff = await signIn(t, f.owner.email, f.owner.password)
        const list = (await staff.get(`/api/v1/appointments/?bookingID=${bookingId}`)).json()
        expect(list.data[0].paymentInfo).toMatchObject({ hasPaymentOrder: true, paymentAmount: 80, paymentStatus: 'succeeded', hasNoShowHold: false, noShowFeeAmount: null })
        const history = (await staff.get('/api/v1/payments/history/')).json()
        expect(history.data.filter((h: { intentId: string }) => h.intentId === intent.paymentIntentId)).toEqual([
          expect.objectContaining({ kind: 'payment', amount: 80, status: 'succeeded', bookingId, bookingCode: booked.json().bookingConfirmationCode }),
        ])
        expect((await staff.get('/api/v1/payments/connected_account/')).json().data).toMatchObject({ provider: 'test', isChargesEnabled: true, testMode: true })
        expect((await guest.get(`/api/v1/digital_storefront/?subdomain=${f.owner.subdomain}`)).json().businessData.stripeAccountStatus).toMatchObject({ isChargesEnabled: true, isTestMode: true })

        // One payment pays for one booking.
        const again = await guest.post('/api/v1/submit_booking_form/', { ...body, requestedStartTime: nextStart() })
        expect(again.statusCode).toBe(409)
        expect(again.json().code).toBe('payment.intentAlreadyUsed')
      })

      it('refuses to book without a payment and keeps the slot free', async () => {
        const phone = nextPhone()
        const start = nextStart()
        const body = paidSubmission(f, { items: [{ cartItemID: randomUUID(), serviceId: f.paid.prepaid, employeeId: f.employees.cleo }], start, phone })
        const response = await guest.post('/api/v1/submit_booking_form/', body)
        expect(response.statusCode).toBe(409)
        expect(response.headers['content-type']).toContain('application/problem+json')
        expect(response.json()).toMatchObject({ code: 'payment.paymentRequired', message: 'Payment was not completed' })
        const free = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: randomUUID(), serviceId: f.services.blowout, employeeId: f.employees.cleo }], start, phone: nextPhone() }))
        expect(free.statusCode).toBe(201)
      })
    })

    describe('when the card is declined', () => {
      for (const [card, declineCode, message] of [['4000000000000002', 'generic_decline', 'Your card was declined.'], ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.']] as const) {
        it(`(${declineCode}) leaves the intent awaiting a card, answers "Payment failed" and books nothing`, async () => {
          const phone = nextPhone()
          const item = formCartItem(f.paid.prepaid, f.employees.ana)
          const intent = (await createIntent('payment', [item], phone)).json()
          const confirmed = await confirm(intent.clientSecret, card)
          expect(confirmed.json()).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'card_declined', declineCode, message } })
          const start = nextStart()
          const response = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.prepaid, employeeId: f.employees.ana }], start, phone, paymentIntentId: intent.paymentIntentId }))
          expect(response.statusCode).toBe(409)
          expect(response.json()).toMatchObject({ code: 'payment.notCompleted', message: 'Payment failed', paymentError: { declineCode } })
          expect(await bookingCount(phone)).toBe(0)
          await t.deps.waitForProjections()
          const { rows } = await t.deps.sql.query<Record<string, unknown>>('SELECT status, error_code FROM payment_intents WHERE intent_id = $1', [intent.paymentIntentId])
          expect(rows[0]).toMatchObject({ status: 'requires_payment_method', error_code: declineCode })
          // A retry with a good card on the same intent succeeds (Stripe's retry flow).
          expect((await confirm(intent.clientSecret, '4242424242424242')).json().status).toBe('succeeded')
          const retried = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.prepaid, employeeId: f.employees.ana }], start, phone, paymentIntentId: intent.paymentIntentId }))
          expect(retried.statusCode).toBe(201)
        })
      }

      it('answers "Card setup failed" when card authorization is declined', async () => {
        const phone = nextPhone()
        const item = formCartItem(f.paid.protected, f.employees.ben)
        const setup = (await createIntent('setup', [item], phone)).json()
        expect((await confirm(setup.clientSecret, '4000000000000002')).json().status).toBe('requires_payment_method')
        const response = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.protected, employeeId: f.employees.ben }], start: nextStart(), phone, setupIntentId: setup.setupIntentId }))
        expect(response.statusCode).toBe(409)
        expect(response.json()).toMatchObject({ code: 'payment.cardSetupNotCompleted', message: 'Card setup failed' })
        expect(await bookingCount(phone)).toBe(0)
      })

      it('needs 3-D Secure for 4000002500003155 and books once the challenge completes', async () => {
        const phone = nextPhone()
        const item = formCartItem(f.paid.prepaid, null)
        const intent = (await createIntent('payment', [item], phone)).json()
        expect((await confirm(intent.clientSecret, '4000002500003155')).json().status).toBe('requires_action')
        const body = paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.prepaid, employeeId: null }], start: nextStart(), phone, paymentIntentId: intent.paymentIntentId })
        expect((await guest.post('/api/v1/submit_booking_form/', body)).json().message).toBe('Payment was not completed')
        expect((await guest.post('/api/v1/payments/test_mode/authenticate/', { clientSecret: intent.clientSecret, outcome: 'complete' })).json().status).toBe('succeeded')
        expect((await guest.post('/api/v1/submit_booking_form/', body)).statusCode).toBe(201)
      })
    })

    describe('when the slot is taken after the customer paid', () => {
      it('answers CONFLICTING_BOOKING_EVENT and refunds the payment', async () => {
        const start = nextStart()
        const taken = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: randomUUID(), serviceId: f.services.blowout, employeeId: f.employees.ana }], start, phone: nextPhone() }))
        expect(taken.statusCode).toBe(201)
        const phone = nextPhone()
        const item = formCartItem(f.paid.prepaid, f.employees.ana)
        const intent = (await createIntent('payment', [item], phone)).json()
        await confirm(intent.clientSecret, '4242424242424242')
        const response = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.prepaid, employeeId: f.employees.ana }], start, phone, paymentIntentId: intent.paymentIntentId }))
        expect(response.statusCode).toBe(409)
        expect(response.json()).toMatchObject({ code: 'booking.slotTaken', message: SLOT_TAKEN })
        expect(await streamTypes(paymentIntentStream(intent.paymentIntentId))).toContain('PaymentRefunded')
        const { rows } = await t.deps.sql.query<{ data: { amount_refunded: number } }>('SELECT data FROM payment_test_objects WHERE id = $1', [intent.paymentIntentId])
        expect(rows[0]!.data.amount_refunded).toBe(8000)
      })
    })

    describe('when a no-show fee applies (setup mode) and the customer does not show up', () => {
      it('saves the card, books, and charges 50% of the item off-session exactly once', async () => {
        const phone = nextPhone()
        const item = formCartItem(f.paid.protected, f.employees.ben)
        const setupResponse = await createIntent('setup', [item], phone)
        expect(setupResponse.statusCode).toBe(201)
        const setup = setupResponse.json()
        expect(setup).toMatchObject({ setupIntentId: expect.stringMatching(/^seti_test_/), noShowFeeAmount: 30, testMode: true })
        expect((await createIntent('payment', [item], phone)).json()).toMatchObject({ code: 'payment.notRequired' })
        expect((await confirm(setup.clientSecret, '4242424242424242')).json().status).toBe('succeeded')
        const start = nextStart()
        const booked = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.protected, employeeId: f.employees.ben }], start, phone, setupIntentId: setup.setupIntentId }))
        expect(booked.statusCode).toBe(201)
        expect(booked.json().paymentRequired).toBe(false)
        const bookingId = booked.json().bookingIds[0] as string
        const appointmentId = await appointmentOf(bookingId)

        await markNoShow(appointmentId, start)
        const manager = new NoShowFeeProcessManager(t.deps)
        await manager.catchUp()
        await manager.catchUp()
        const outcome = await t.store.readStream(noShowFeeStream(appointmentId))
        expect(outcome.map((e) => e.type)).toEqual(['NoShowFeeCharged'])
        expect(outcome[0]!.data).toMatchObject({ amountCents: 3000, status: 'succeeded' })
        expect(await offSessionCharges(appointmentId)).toBe(1)
        await t.deps.waitForProjections()
        const { rows } = await t.deps.sql.query<Record<string, unknown>>('SELECT outcome, amount_cents, transaction_status FROM no_show_fees WHERE appointment_id = $1', [appointmentId])
        expect(rows[0]).toMatchObject({ outcome: 'charged', amount_cents: 3000, transaction_status: 'succeeded' })
        const staff = await signIn(t, f.owner.email, f.owner.password)
        const detail = (await staff.get(`/api/v1/appointments/${appointmentId}/`)).json()
        expect(detail.data.noShowFeeInfo).toMatchObject({ hasNoShowFee: true, feeProcessed: true, transactionStatus: 'succeeded', transactionAmount: 30, holdAmount: 30, holdStatus: 'card_on_file', requiresCustomerAction: false })
        const list = (await staff.get(`/api/v1/appointments/?bookingID=${bookingId}`)).json()
        expect(list.data[0].paymentInfo).toMatchObject({ hasPaymentOrder: false, hasNoShowHold: true, noShowHoldStatus: 'card_on_file', noShowFeeAmount: 30, noShowFeeStatus: 'charged' })
      })

      it('charges exactly once across a crash between the charge and its record, and a restart', async () => {
        const phone = nextPhone()
        const item = formCartItem(f.paid.protected, f.employees.cleo)
        const setup = (await createIntent('setup', [item], phone)).json()
        await confirm(setup.clientSecret, '4242424242424242')
        const start = nextStart()
        const booked = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.protected, employeeId: f.employees.cleo }], start, phone, setupIntentId: setup.setupIntentId }))
        const appointmentId = await appointmentOf(booked.json().bookingIds[0])
        await new NoShowFeeProcessManager(t.deps).catchUp()
        const checkpointBefore = await checkpoint()
        await markNoShow(appointmentId, start)

        // The process dies right after the provider charged the card, before anything is recorded.
        let crashes = 0
        const crashing = new Proxy(provider, {
          get(target, prop, receiver) {
            if (prop === 'chargeOffSession') {
              return async (...args: Parameters<PaymentProvider['chargeOffSession']>) => {
                const result = await target.chargeOffSession(...args)
                if (crashes++ === 0) throw new Error('process killed after the charge')
                return result
              }
            }
            const value = Reflect.get(target, prop, receiver) as unknown
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
          },
        }) as PaymentProvider
        await expect(new NoShowFeeProcessManager(t.deps, { provider: crashing }).catchUp()).rejects.toThrow('process killed after the charge')
        expect(await checkpoint()).toBe(checkpointBefore)
        expect(await streamTypes(noShowFeeStream(appointmentId))).toEqual([])
        expect(await offSessionCharges(appointmentId)).toBe(1)

        // Restart: the live process resumes from its checkpoint and records the first charge.
        const restarted = new NoShowFeeProcessManager(t.deps, { retryMs: 20 })
        restarted.start()
        const deadline = Date.now() + 10_000
        while ((await streamTypes(noShowFeeStream(appointmentId))).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25))
        await restarted.stop()
        // Replaying the whole log again changes nothing either.
        await t.deps.sql.query('DELETE FROM projection_checkpoints WHERE projection = $1', [NO_SHOW_FEE_PROCESS])
        await new NoShowFeeProcessManager(t.deps).catchUp()

        expect(await streamTypes(noShowFeeStream(appointmentId))).toEqual(['NoShowFeeCharged'])
        expect(await offSessionCharges(appointmentId)).toBe(1)
        const { rows } = await t.deps.sql.query<{ data: { amount_received: number } }>(
          `SELECT data FROM payment_test_objects WHERE object = 'payment_intent' AND data->'metadata'->>'appointmentId' = $1`, [appointmentId],
        )
        expect(rows.map((r) => r.data.amount_received)).toEqual([3000])
      })

      it('records a failed fee when the saved card is declined off-session', async () => {
        const phone = nextPhone()
        const item = formCartItem(f.paid.protected, f.employees.ana)
        const setup = (await createIntent('setup', [item], phone)).json()
        expect((await confirm(setup.clientSecret, '4000000000000341')).json().status).toBe('succeeded')
        const start = nextStart()
        const booked = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: item.localId, serviceId: f.paid.protected, employeeId: f.employees.ana }], start, phone, setupIntentId: setup.setupIntentId }))
        const appointmentId = await appointmentOf(booked.json().bookingIds[0])
        await markNoShow(appointmentId, start)
        await new NoShowFeeProcessManager(t.deps).catchUp()
        const outcome = await t.store.readStream(noShowFeeStream(appointmentId))
        expect(outcome.map((e) => e.type)).toEqual(['NoShowFeeChargeFailed'])
        expect(outcome[0]!.data).toMatchObject({ amountCents: 3000, error: { code: 'card_declined' }, requiresCustomerAction: false })
      })
    })

    describe('when the cart mixes a no-show fee with online payment (mixed mode)', () => {
      it('authorizes the card first, then takes the payment, and books with both ids', async () => {
        const phone = nextPhone()
        const protectedItem = formCartItem(f.paid.protected, f.employees.ana)
        const prepaidItem = formCartItem(f.paid.prepaidProtected, f.employees.ana)
        const cart = [protectedItem, prepaidItem]
        const setup = (await createIntent('setup', cart, phone)).json()
        // Step 1: 50% of $60 in store + 20% of $100 online.
        expect(setup.noShowFeeAmount).toBe(50)
        expect((await confirm(setup.clientSecret, '4242424242424242')).json().status).toBe('succeeded')
        const payment = (await createIntent('payment', cart, phone)).json()
        expect(payment.amount).toBe(100)
        const items = [{ cartItemID: protectedItem.localId, serviceId: f.paid.protected, employeeId: f.employees.ana }, { cartItemID: prepaidItem.localId, serviceId: f.paid.prepaidProtected, employeeId: f.employees.ana }]
        const start = nextStart()
        const onlySetup = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items, start, phone, setupIntentId: setup.setupIntentId }))
        expect(onlySetup.json()).toMatchObject({ code: 'payment.paymentRequired', message: 'Payment was not completed' })
        expect((await confirm(payment.clientSecret, '4242424242424242')).json().status).toBe('succeeded')
        const booked = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items, start, phone, setupIntentId: setup.setupIntentId, paymentIntentId: payment.paymentIntentId }))
        expect(booked.statusCode).toBe(201)
        expect(booked.json().paymentRequired).toBe(true)
        const bookingId = booked.json().bookingIds[0] as string
        await t.deps.waitForProjections()
        const { rows } = await t.deps.sql.query<Record<string, unknown>>('SELECT due_now_cents, due_in_store_cents, no_show_online_cents, no_show_in_store_cents, appointments FROM booking_payments WHERE booking_id = $1', [bookingId])
        expect(rows[0]).toMatchObject({ due_now_cents: 10_000, due_in_store_cents: 6000, no_show_online_cents: 2000, no_show_in_store_cents: 3000 })

        // A no-show of the online-paid item keeps its fee from the prepayment; nothing is charged.
        const placed = eventRegistry.parse((await t.store.readStream(`booking-${bookingId}`))[0]!)
        const online = placed.type === 'BookingPlaced' ? placed.data.appointments.find((a) => a.serviceId === f.paid.prepaidProtected)! : null
        await markNoShow(online!.appointmentId, online!.start)
        await new NoShowFeeProcessManager(t.deps).catchUp()
        expect(await streamTypes(noShowFeeStream(online!.appointmentId))).toEqual(['NoShowFeeRetained'])
        expect(await offSessionCharges(online!.appointmentId)).toBe(0)
      })
    })

    describe('when the provider delivers webhooks', () => {
      const post = (payload: string, signature?: string) =>
        guest.inject({ method: 'POST', url: '/api/v1/payments/webhook/', csrf: 'none', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, payload })

      it('applies an event delivered 5 times, in shuffled order with its siblings, once', async () => {
        const intent = (await createIntent('payment', [formCartItem(f.paid.prepaid)], nextPhone())).json()
        await provider.confirmWithCard(intent.clientSecret, '4242424242424242')
        const pending = (await provider.pendingWebhooks()).filter((e) => e.payload.includes(intent.paymentIntentId))
        expect(pending.map((e) => JSON.parse(e.payload).type)).toEqual(['payment_intent.created', 'payment_intent.processing', 'payment_intent.succeeded'])
        const deliveries = pending.flatMap((e) => Array(5).fill(e) as typeof pending)
        for (let i = deliveries.length - 1; i > 0; i--) {
          const j = Math.floor(Math.random() * (i + 1))
          ;[deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!]
        }
        const responses = []
        for (const d of deliveries.slice(0, 8)) responses.push(await post(d.payload, d.signature))
        responses.push(...(await Promise.all(deliveries.slice(8).map((d) => post(d.payload, d.signature)))))
        expect(responses.map((r) => r.statusCode)).toEqual(Array(15).fill(200))
        const changes = (await t.store.readStream(paymentIntentStream(intent.paymentIntentId))).filter((e) => e.type === 'PaymentIntentStatusChanged')
        const byEvent = changes.map((e) => (e.data as { providerEventId: string }).providerEventId)
        expect(new Set(byEvent).size).toBe(byEvent.length)
        expect(changes.filter((e) => (e.data as { status: string }).status === 'succeeded')).toHaveLength(1)
        expect((changes.at(-1)!.data as { status: string }).status).toBe('succeeded')
        await t.deps.waitForProjections()
        const { rows } = await t.deps.sql.query<{ status: string }>('SELECT status FROM payment_intents WHERE intent_id = $1', [intent.paymentIntentId])
        expect(rows[0]!.status).toBe('succeeded')
        const { rows: history } = await t.deps.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_history WHERE intent_id = $1 AND kind = 'payment'`, [intent.paymentIntentId])
        expect(history[0]!.n).toBe(1)
        for (const e of pending) await provider.markDelivered(e.eventId)
      })

      it('refuses bad, stale and missing signatures with 400 and changes nothing', async () => {
        const intent = (await createIntent('payment', [formCartItem(f.paid.prepaid)], nextPhone())).json()
        await provider.confirmWithCard(intent.clientSecret, '4242424242424242')
        const succeeded = (await provider.pendingWebhooks()).find((e) => e.payload.includes(intent.paymentIntentId) && e.payload.includes('payment_intent.succeeded'))!
        const before = await t.store.readStream(paymentIntentStream(intent.paymentIntentId))
        const now = Math.floor(t.deps.now().getTime() / 1000)
        const attempts = [
          post(succeeded.payload, signWebhook(succeeded.payload, 'whsec_wrong_secret', now)),
          post(succeeded.payload, signWebhook(succeeded.payload, provider.webhookSecret, now - 600)),
          post(succeeded.payload.replace('"amount":8000', '"amount":1'), succeeded.signature),
          post(succeeded.payload, 't=abc'),
          post(succeeded.payload),
        ]
        for (const response of await Promise.all(attempts)) {
          expect(response.statusCode).toBe(400)
          expect(response.headers['content-type']).toContain('application/problem+json')
          expect(response.json().code).toBe('payment.webhookSignatureInvalid')
        }
        expect(await t.store.readStream(paymentIntentStream(intent.paymentIntentId))).toHaveLength(before.length)
        for (const e of (await provider.pendingWebhooks()).filter((p) => p.payload.includes(intent.paymentIntentId))) await provider.markDelivered(e.eventId)
      })
    })

    describe('when the payment calls get bad input', () => {
      it('answers 4xx problem+json, never a 500', async () => {
        const cases: Array<[unknown, number]> = [
          [{}, 400],
          [{ cartItems: [], businessLocationId: f.locationId, customerData: { phone: nextPhone() } }, 400],
          [{ cartItems: [formCartItem(f.paid.prepaid)], businessLocationId: 'nope', customerData: { phone: nextPhone() } }, 400],
          [{ cartItems: [formCartItem(f.paid.prepaid)], businessLocationId: f.locationId, customerData: { phone: '12' } }, 400],
          [{ cartItems: [formCartItem(randomUUID())], businessLocationId: f.locationId, customerData: { phone: nextPhone() } }, 400],
          [{ cartItems: [formCartItem(f.paid.prepaid)], businessLocationId: randomUUID(), customerData: { phone: nextPhone() } }, 404],
          [{ cartItems: [formCartItem(f.services.blowout)], businessLocationId: f.locationId, customerData: { phone: nextPhone() } }, 409],
          [{ cartItems: [{ type: 'bundle', localId: 'x', bundleId: randomUUID(), selectedItems: {} }], businessLocationId: f.locationId, customerData: { phone: nextPhone() } }, 400],
        ]
        for (const [payload, status] of cases) {
          const response = await guest.post('/api/v1/create_payment_intent_for_cart/', payload)
          expect(response.statusCode, JSON.stringify(payload)).toBe(status)
          expect(response.headers['content-type']).toContain('application/problem+json')
        }
        expect((await guest.post('/api/v1/payments/test_mode/confirm/', { clientSecret: 'pi_test_nothing_secret_x', cardNumber: '4242424242424242' })).statusCode).toBe(409)
        const fakeIntent = await guest.post('/api/v1/submit_booking_form/', paidSubmission(f, { items: [{ cartItemID: randomUUID(), serviceId: f.paid.prepaid }], start: nextStart(), phone: nextPhone(), paymentIntentId: 'pi_forged' }))
        expect(fakeIntent.statusCode).toBe(409)
        expect(fakeIntent.json().code).toBe('payment.intentMismatch')
      })
    })

    async function appointmentOf(bookingId: string): Promise<string> {
      const placed = eventRegistry.parse((await t.store.readStream(`booking-${bookingId}`))[0]!)
      if (placed.type !== 'BookingPlaced') throw new Error('no booking')
      return placed.data.appointments[0]!.appointmentId
    }
    async function markNoShow(appointmentId: string, start: string) {
      const realNow = t.deps.now()
      t.setNow(new Date(Date.parse(start) + 90 * 60_000))
      try {
        const staff = await signIn(t, f.owner.email, f.owner.password)
        const response = await staff.post(`/api/v1/appointments/${appointmentId}/no_show/`, { confirmed: true })
        expect(response.statusCode, response.body).toBe(200)
      } finally {
        t.setNow(realNow)
      }
    }
    async function offSessionCharges(appointmentId: string): Promise<number> {
      const { rows } = await t.deps.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_test_objects WHERE object = 'payment_intent' AND data->'metadata'->>'appointmentId' = $1`, [appointmentId],
      )
      return rows[0]!.n
    }
    async function checkpoint() {
      const { rows } = await t.deps.sql.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projection_checkpoints WHERE projection = $1', [NO_SHOW_FEE_PROCESS])
      return rows[0]?.checkpoint ?? null
    }
  })
}
