import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { testClient } from '@slotwise/infra/testing/auth.ts'
import { DEMO, demoId, seedDemoBusiness } from '@slotwise/infra/seed/demo-business.ts'
import { STANDARD_QUESTIONS } from '@slotwise/events'
import { runCatalogCommand, runFormCommand } from '@slotwise/command-service/catalog/catalog.commands.ts'
import { strictProjectionWait } from '@slotwise/command-service/booking/testing/fixture.ts'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const LA = 'America/Los_Angeles'
const es = (translations: Json[]): Json | undefined => translations.find((x) => x.language === 'es_US')

/**
 * The customer's booking pages name services, add-ons and bundles in the page language (ADR 0011):
 * the booking details carry the catalog's current translations next to the English snapshot, and a
 * deleted bundle falls back to the snapshot. The demo salon's Silver Lake location (no phone code),
 * Diego on a Wednesday.
 */
for (const kind of testDatabaseKinds()) {
  describe(`booking details in the customer's language (${kind})`, () => {
    let t: TestApp
    const bundleId = randomUUID()
    let wednesday = DateTime.now().setZone(LA).plus({ days: 2 }).startOf('day')
    while (wednesday.weekday !== 3) wednesday = wednesday.plus({ days: 1 })
    const at = (hhmm: string) => DateTime.fromISO(`${wednesday.toISODate()}T${hhmm}`, { zone: LA }).toISO({ suppressMilliseconds: true })!
    const diego = demoId('employee:diego')

    const book = async (items: Json[], start: string, phone: string, bookingFormAnswers: Json[] = []) => {
      const response = await testClient(t).post('/api/v1/submit_booking_form/', {
        bookingItems: items, requestedStartTime: start, timezone: LA, businessLocationId: DEMO.westLocationId, bookingFormAnswers,
        customerData: { firstName: 'Lucía', lastName: 'Ramos', email: 'lucia@example.com', phone, otp: '' },
      })
      expect(response.statusCode, response.body).toBe(201)
      const code = (response.json() as Json).bookingConfirmationCode as string
      const details = await testClient(t).get(`/api/v1/bookings/code/${code}/`)
      expect(details.statusCode, details.body).toBe(200)
      return { code, data: (details.json() as Json).data as Json }
    }

    beforeAll(async () => {
      t = await createTestApp(kind)
      t.deps.waitForProjections = strictProjectionWait(t)
      await seedDemoBusiness(t.deps, { withOwnerLogin: false })
      const now = t.deps.now()
      await runCatalogCommand({ store: t.store, actor: { type: 'system', id: 'test' }, correlationId: 'names', causationId: 'names', now }, {
        type: 'CreateBundle', businessId: DEMO.businessId, bundleId,
        fields: {
          translations: [{ language: 'en_US', bundleName: 'Cut & blowout', bundleDescription: null }, { language: 'es_US', bundleName: 'Corte y secado', bundleDescription: null }],
          locationId: DEMO.westLocationId,
          items: [
            { itemId: randomUUID(), serviceId: demoId('service:mens-cut'), addOnIds: [], order: 0 },
            { itemId: randomUUID(), serviceId: demoId('service:blowout'), addOnIds: [], order: 1 },
          ],
          price: 85, percentDiscount: 10, images: [], isActive: true, enableBundleOnlinePayment: false, enableBundleNoShowFee: false, bundleNoShowFeePercentage: null,
        },
      })
      await t.deps.waitForProjections()
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when a customer books a service with an add-on', () => {
      it('gives Spanish names for es_US next to the English snapshot', async () => {
        const { code, data } = await book(
          [{ cartItemID: randomUUID(), order: 0, serviceID: demoId('service:mens-cut'), addOns: [demoId('add-on:scalp-massage')], employeeIDs: [diego], requestingSpecificEmployee: true }],
          at('11:00'),
          '3235550191',
        )
        const [appointment] = data.appointments as Json[]
        expect(appointment!.service.name).toBe("Men's cut")
        expect(es(appointment!.service.translations)).toEqual({ language: 'es_US', name: 'Corte de hombre' })
        expect(appointment!.addOns[0].name).toBe('Scalp massage')
        expect(es(appointment!.addOns[0].translations)).toEqual({ language: 'es_US', name: 'Masaje de cuero cabelludo' })
        // The appointment page reads the same names.
        const one = await testClient(t).get(`/api/v1/bookings/code/${code}/appointments/${appointment!.confirmationCode}/`)
        expect(es((one.json() as Json).data.appointment.service.translations)?.name).toBe('Corte de hombre')
      })
    })

    describe('when a customer answers the booking form and a question is later deleted', () => {
      it('gives the questions in Spanish with their format, then the saved English text once a question is gone', async () => {
        const firstVisit = STANDARD_QUESTIONS[0]!.id
        const concerns = demoId('question:concerns')
        const inspiration = demoId('question:inspiration')
        const { code, data } = await book(
          [{ cartItemID: randomUUID(), order: 0, serviceID: demoId('service:mens-cut'), addOns: [], employeeIDs: [diego], requestingSpecificEmployee: true }],
          at('16:00'),
          '3235550193',
          [{ uuid: firstVisit, answer: 'yes' }, { uuid: concerns, answer: ['Dryness', 'Frizz'] }, { uuid: inspiration, answer: 'Short on the sides' }],
        )
        const answer = (list: Json[], uuid: string) => list.find((r) => r.uuid === uuid)!
        const responses = data.formResponse as Json[]
        expect(answer(responses, firstVisit)).toMatchObject({ questionText: 'Is this your first visit with us?', answer: 'yes', questionFormat: 'YES_NO' })
        expect(es(answer(responses, firstVisit).translations)).toEqual({ language: 'es_US', questionText: '¿Es tu primera visita con nosotros?' })
        expect(answer(responses, concerns)).toMatchObject({ answer: ['Dryness', 'Frizz'], questionFormat: 'MULTI_SELECT' })
        expect(es(answer(responses, concerns).translations)?.questionText).toBe('¿Alguna preocupación con tu cabello?')
        // Free text stays as typed.
        expect(answer(responses, inspiration)).toMatchObject({ answer: 'Short on the sides', questionFormat: 'TEXT' })
        expect(es(answer(responses, inspiration).translations)?.questionText).toBe('Describe el look que quieres (se aceptan enlaces).')

        const ctx = (id: string) => ({ store: t.store, actor: { type: 'system' as const, id: 'test' }, correlationId: id, causationId: id, now: t.deps.now() })
        await runFormCommand(ctx('delete-question'), { type: 'DeleteQuestion', businessId: DEMO.businessId, questionId: inspiration })
        await runFormCommand(ctx('publish'), { type: 'PublishForm', businessId: DEMO.businessId })
        await t.deps.waitForProjections()
        const after = ((await testClient(t).get(`/api/v1/bookings/code/${code}/`)).json() as Json).data.formResponse as Json[]
        expect(answer(after, inspiration)).toEqual({ uuid: inspiration, questionText: 'Describe the look you want (links welcome).', answer: 'Short on the sides', questionFormat: null, translations: [] })
        expect(es(answer(after, firstVisit).translations)?.questionText).toBe('¿Es tu primera visita con nosotros?')
      })
    })

    describe('when a customer books a bundle that is later deleted', () => {
      it('names the bundle in Spanish, then falls back to the English snapshot', async () => {
        const catalog = (await testClient(t).get('/api/v1/form_data/?subdomain=maple')).json() as Json
        const bundle = (catalog.businessData as Json[]).flatMap((l) => l.bundles as Json[]).find((b) => b.id === bundleId)!
        const { code, data } = await book(
          [{
            cartItemID: randomUUID(), order: 0, bundleID: bundleId,
            bundleItems: (bundle.items as Json[]).map((i) => ({ bundleItemID: i.id, serviceID: i.bundleService.id, addOns: [], employeeIDs: [diego], requestingSpecificEmployee: true })),
          }],
          at('14:00'),
          '3235550192',
        )
        const [cut, blowout] = data.appointments as Json[]
        expect(es(cut!.bundleInfo.translations)).toEqual({ language: 'es_US', bundleName: 'Corte y secado' })
        expect(es(blowout!.service.translations)?.name).toBe('Secado con volumen')
        expect(es(cut!.bundleInfo.otherAppointmentsInBundle[0].serviceTranslations)?.name).toBe('Secado con volumen')

        await runCatalogCommand({ store: t.store, actor: { type: 'system', id: 'test' }, correlationId: 'delete', causationId: 'delete', now: t.deps.now() }, { type: 'DeleteBundle', businessId: DEMO.businessId, bundleId })
        await t.deps.waitForProjections()
        const after = ((await testClient(t).get(`/api/v1/bookings/code/${code}/`)).json() as Json).data.appointments[0] as Json
        expect(after.bundleInfo).toMatchObject({ bundleName: 'Cut & blowout', translations: [] })
        expect(es(after.service.translations)?.name).toBe('Corte de hombre')
      })
    })
  })
}
