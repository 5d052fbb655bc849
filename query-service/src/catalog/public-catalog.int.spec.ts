import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { DEMO, demoId, seedDemoBusiness } from '@slotwise/infra/seed/demo-business.ts'
import { runCatalogCommand, runFormCommand } from '@slotwise/command-service/catalog/catalog.commands.ts'
import type { CommandContext } from '@slotwise/command-service/platform/command-handler.ts'
import { allProjections } from '@slotwise/projection-service'
import { verifyProjection } from '@slotwise/projection-service/rebuild/rebuild.ts'
import { formComponentsResponse, formDataResponse, questionTypesResponse, storefrontResponse } from './public-catalog.schemas.ts'
import { countEvents } from '@slotwise/infra/testing/test-app.ts'

const ctx = (t: TestApp, step: string): CommandContext => ({
  store: t.store, actor: { type: 'system', id: 'test' }, correlationId: step, causationId: step, now: t.deps.now(),
})

for (const kind of testDatabaseKinds()) {
  describe(`public catalog reads of the demo salon (${kind})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind)
      await seedDemoBusiness(t.deps, { withOwnerLogin: false })
      await t.deps.waitForProjections()
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('GET /api/v1/form_data/', () => {
      it('returns the spec shape with both locations, their services, bundles and the published form', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/v1/form_data/?subdomain=maple' })
        expect(response.statusCode).toBe(200)
        const body = formDataResponse.parse(response.json())
        expect(body.businessInfo).toEqual({ businessName: DEMO.businessName, logo: expect.objectContaining({ fileUrl: '/demo/maple/logo.svg' }), showLogo: true, showBusinessName: true, defaultLanguage: 'en_US', supportedLanguages: ['en_US', 'es_US'] })
        const [brooklyn, west] = body.businessData
        expect([brooklyn!.timezone, west!.timezone]).toEqual(['America/New_York', 'America/Los_Angeles'])
        expect(brooklyn!.requireCustomerBookingOTPVerification).toBe(true)
        expect(brooklyn!.schedulerConfig).toMatchObject({ cleanupBufferMinutes: 10 })
        const ids = new Set(body.businessData.flatMap((l) => l.services.map((s) => s.id)))
        expect(ids.size).toBe(15)
        expect(brooklyn!.services.map((s) => s.id)).not.toContain(demoId('service:scalp-ritual'))
        expect(brooklyn!.categories).toHaveLength(4)
        expect(brooklyn!.bundles.map((b) => b.translations.find((x) => x.language === 'en_US')!.bundleName)).toEqual(['Colour refresh', 'Mani-pedi'])
        expect(west!.bundles).toEqual([])
      })

      it('lists providers with their fee, add-ons at the location, and the fee as a fraction', async () => {
        const body = formDataResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/form_data/?subdomain=maple' })).json())
        const cut = body.businessData[0]!.services.find((s) => s.id === demoId('service:womens-cut'))!
        expect(cut.employees.map((e) => [e.firstName, e.additionalFee])).toEqual([['Jonah', 10], ['Maya', 15]])
        expect(cut.addOns.map((a) => a.translations[0]!.name)).toEqual(['Deep conditioning mask', 'Scalp massage'])
        expect(cut.serviceNoShowFeePercentage).toBe(0.5)
        expect(cut.duration).toBe(60)
        const westCut = body.businessData[1]!.services.find((s) => s.id === demoId('service:womens-cut'))!
        expect(westCut.employees.map((e) => e.firstName)).toEqual(['Diego'])
      })

      it('falls back to English for a missing Spanish translation', async () => {
        const body = formDataResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/form_data/?subdomain=maple' })).json())
        const maniPedi = body.businessData[0]!.bundles.find((b) => b.id === demoId('bundle:mani-pedi'))!
        expect(maniPedi.translations).toEqual([
          { language: 'en_US', bundleName: 'Mani-pedi', bundleDescription: 'Gel manicure and spa pedicure, back to back.' },
          { language: 'es_US', bundleName: 'Mani-pedi', bundleDescription: 'Gel manicure and spa pedicure, back to back.' },
        ])
        expect(maniPedi.originalTotalPrice).toBe(100)
        expect(maniPedi.duration).toBe(105)
        expect(maniPedi.items.map((i) => i.bundleItemOrder)).toEqual([0, 1])
      })

      it('serves the published form layout with custom and standard questions', async () => {
        const body = formDataResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/form_data/?subdomain=maple' })).json())
        expect(body.formLayout).toHaveLength(8)
        expect(body.formLayout.every((e) => e.bookingFormVersion === 1)).toBe(true)
        const shade = body.formLayout.find((e) => e.formQuestion.id === demoId('question:shade'))!
        expect(shade).toMatchObject({ isCustom: true, isRequired: true, position: { page: 1, row: 1, col: 0 } })
        expect(shade.formQuestion.questionFormat.format).toBe('SELECT')
        expect(shade.formQuestion.validAnswers.map((a) => a.possibleAnswer)).toEqual(['Blonde', 'Brunette', 'Red', 'Not sure yet'])
        expect(shade.formQuestion.forServices).toHaveLength(4)
        expect(new Set(body.formLayout.map((e) => e.formQuestion.questionFormat.format)).size).toBeGreaterThanOrEqual(6)
      })

      it('answers 404 business.notFound for an unknown subdomain and 400 without one', async () => {
        const missing = await t.app.inject({ method: 'GET', url: '/api/v1/form_data/?subdomain=nope' })
        expect(missing.statusCode).toBe(404)
        expect(missing.json()).toMatchObject({ code: 'business.notFound', title: 'This business does not exist.' })
        const bad = await t.app.inject({ method: 'GET', url: '/api/v1/form_data/' })
        expect(bad.statusCode).toBe(400)
        expect(bad.headers['content-type']).toContain('application/problem+json')
      })
    })

    describe('GET /api/v1/digital_storefront/', () => {
      it('returns the storefront with content in English and Spanish and sorted feature sections', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/v1/digital_storefront/?subdomain=maple' })
        expect(response.statusCode).toBe(200)
        const body = storefrontResponse.parse(response.json())
        expect(body).toMatchObject({ heroImageContrast: 0.35, sloganWidth: 420, sloganVerticalPosition: 30, showAdditionalBookButton: true, showReviews: true, showTestimonials: true, showMovingBanner: true })
        expect(body.translations.map((x) => x.language)).toEqual(['en_US', 'es_US'])
        expect(body.translations[1]!.slogan).toBe('Buenos días de pelo, a tu ritmo.')
        expect(body.featureSections.map((f) => f.order)).toEqual([0, 1, 2, 3])
        expect(body.heroImage?.fileUrl).toBe('/demo/maple/hero.svg')
        expect(body.featureSections[0]!.imageData?.fileUrl).toBe('/demo/maple/feature-colour.svg')
        expect(body.businessLocationData[0]!.services.find((s) => s.id === demoId('service:balayage'))!.images.map((i) => i.fileUrl)).toHaveLength(2)
        expect(body.featureSections[0]!.translations[1]).toMatchObject({ language: 'es_US', title: 'Color natural' })
        expect(body.businessData).toMatchObject({ subdomain: 'maple', website: 'https://maple-thread.example', locations: [{ id: DEMO.mainLocationId }, { id: DEMO.westLocationId }] })
        expect(body.businessLocationData[1]!.employees.map((e) => e.firstName)).toEqual(['Diego', 'Priya'])
      })
    })

    describe('question types and form components', () => {
      it('lists the seven formats', async () => {
        const body = questionTypesResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/fetch_form_question_types/' })).json())
        expect(body.data.map((d) => d.format).sort()).toEqual(['CONFIRMATION', 'DATE_PICKER', 'DATE_RANGE_PICKER', 'MULTI_SELECT', 'SELECT', 'TEXT', 'YES_NO'])
      })
      it('returns standard, industry and the published custom questions of a subdomain', async () => {
        const anonymous = formComponentsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/fetch_form_components/' })).json())
        expect(anonymous.standard).toHaveLength(4)
        expect(anonymous.custom).toEqual([])
        const maple = formComponentsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/fetch_form_components/?subdomain=maple' })).json())
        expect(maple.custom).toHaveLength(6)
        expect(maple.industry.map((q) => q.label)).toEqual(['Hair length', 'Allergies'])
      })
    })

    describe('when the catalog changes behind the public side', () => {
      it('hides deprecated services, inactive bundles and unpublished form changes', async () => {
        const businessId = DEMO.businessId
        await runCatalogCommand(ctx(t, 'deprecate'), { type: 'DeprecateService', businessId, serviceId: demoId('service:kids-cut') })
        const before = (await t.store.readStream(`booking-form-${businessId}`)).length
        await runFormCommand(ctx(t, 'delete-q'), { type: 'DeleteQuestion', businessId, questionId: demoId('question:inspiration') })
        expect((await t.store.readStream(`booking-form-${businessId}`)).length).toBe(before + 1)
        await t.deps.waitForProjections()
        const body = formDataResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/form_data/?subdomain=maple' })).json())
        expect(body.businessData[0]!.services.map((s) => s.id)).not.toContain(demoId('service:kids-cut'))
        expect(body.formLayout.map((e) => e.formQuestion.id)).toContain(demoId('question:inspiration'))
        await runFormCommand(ctx(t, 'publish'), { type: 'PublishForm', businessId })
        await t.deps.waitForProjections()
        const after = formDataResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/form_data/?subdomain=maple' })).json())
        expect(after.formLayout.map((e) => e.formQuestion.id)).not.toContain(demoId('question:inspiration'))
        expect(after.formLayout[0]!.bookingFormVersion).toBe(2)
      })
    })

    describe('the seed', () => {
      it('appends nothing when run again', async () => {
        const before = await countEvents(t)
        await seedDemoBusiness(t.deps, { withOwnerLogin: false })
        expect(await countEvents(t)).toBe(before)
      })

      it('leaves read models that a replay reproduces exactly', async () => {
        await t.deps.waitForProjections()
        const names = ['businesses', 'locations', 'service_categories', 'services', 'add_ons', 'bundles', 'employees', 'employee_working_hours', 'employee_services', 'storefronts', 'booking_forms']
        for (const projection of allProjections.filter((p) => names.includes(p.name))) {
          const report = await verifyProjection(t.deps.sql, projection)
          expect({ projection: projection.name, differences: report.differences }).toEqual({ projection: projection.name, differences: [] })
          expect(report.eventsReplayed).toBeGreaterThan(0)
        }
      })
    })
  })
}
