import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { addStaffMember, registerOwner, type TestOwner } from '@slotwise/infra/testing/auth.ts'
import { formDataResponse } from '@slotwise/query-service/catalog/public-catalog.schemas.ts'
import { countEvents } from '@slotwise/infra/testing/test-app.ts'

const week = { monday: [{ startMinutes: 540, endMinutes: 720 }, { startMinutes: 780, endMinutes: 1020 }], tuesday: [{ startMinutes: 540, endMinutes: 1020 }], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)])

type Problem = { code: string; title: string; detail: string; operation?: string; errors?: Array<{ path: string; message: string }> }

for (const kind of testDatabaseKinds()) {
  describe(`staff catalog API (${kind})`, () => {
    let t: TestApp
    let owner: TestOwner
    let categoryId: string
    let addOnId: string
    let serviceId: string
    const service = () => ({
      name: 'Haircut', description: 'Wash and cut', categoryId, price: 60, durationMinutes: 45, bookingType: 'instant',
      locationIds: [owner.locationId], addOnIds: [addOnId], enableServiceNoShowFee: true, serviceNoShowFeePercentage: 50,
      translations: [{ language: 'es_US', name: 'Corte', description: 'Lavado y corte' }],
    })

    beforeAll(async () => {
      t = await createTestApp(kind, { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'slotwise-files-')) } })
      owner = await registerOwner(t, `cat-${kind}`)
      categoryId = ((await owner.client.post('/api/v1/categories/', { name: 'Hair', translations: [{ language: 'es_US', name: 'Cabello' }] })).json() as { id: string }).id
      addOnId = ((await owner.client.post('/api/v1/add-ons/', { name: 'Mask', description: 'Deep mask', price: 15, durationMinutes: 10, locationIds: [owner.locationId] })).json() as { id: string }).id
      const created = await owner.client.post('/api/v1/services/', service())
      expect(created.statusCode).toBe(201)
      serviceId = (created.json() as { id: string }).id
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when an admin builds the catalog', () => {
      it('shows services, providers, bundles and the published form on the public side after projection', async () => {
        expect((await owner.client.put('/api/v1/business/languages/', { defaultLanguage: 'en_US', supportedLanguages: ['en_US', 'es_US'] })).statusCode).toBe(200)
        const employee = await owner.client.post('/api/v1/employees/', { firstName: 'Ana', lastName: 'Ruiz', color: '#aa3355', roles: ['serviceProvider'], locationIds: [owner.locationId] })
        expect(employee.statusCode).toBe(201)
        const employeeId = (employee.json() as { id: string }).id
        expect((await owner.client.put(`/api/v1/employees/${employeeId}/working-hours/${owner.locationId}/`, { hours: week })).statusCode).toBe(200)
        expect((await owner.client.put(`/api/v1/services/${serviceId}/providers/`, { locationId: owner.locationId, employeeIds: [employeeId] })).statusCode).toBe(200)
        const bundle = await owner.client.post('/api/v1/bundles/', { bundleName: 'Cut twice', bundleDescription: 'Two cuts', locationId: owner.locationId, items: [{ serviceId, addOnIds: [addOnId] }, { serviceId }], price: 130 })
        expect(bundle.statusCode).toBe(201)
        expect((bundle.json() as { warnings: Array<{ code: string }> }).warnings.map((w) => w.code)).toEqual(['bundle.priceAboveServicesTotal'])
        const question = await owner.client.post('/api/v1/form/questions/', { format: 'YES_NO', questionText: 'First time?', forServiceIds: [serviceId] })
        expect(question.statusCode).toBe(201)
        const questionId = (question.json() as { id: string }).id
        expect((await owner.client.put('/api/v1/form/layout/', { layout: [{ questionId, isCustom: true, isRequired: true, position: { page: 1, row: 0, col: 0 } }] })).statusCode).toBe(200)

        const draft = formDataResponse.parse((await t.app.inject({ method: 'GET', url: `/api/v1/form_data/?subdomain=${owner.subdomain}` })).json())
        expect(draft.formLayout).toEqual([])
        expect((await owner.client.post('/api/v1/form/publish/')).json()).toEqual({ success: true, bookingFormVersion: 1 })

        const body = formDataResponse.parse((await t.app.inject({ method: 'GET', url: `/api/v1/form_data/?subdomain=${owner.subdomain}` })).json())
        const location = body.businessData.find((l) => l.id === owner.locationId)!
        const cut = location.services.find((s) => s.id === serviceId)!
        expect(cut.translations).toEqual([{ language: 'en_US', name: 'Haircut', description: 'Wash and cut' }, { language: 'es_US', name: 'Corte', description: 'Lavado y corte' }])
        expect(cut.employees.map((e) => e.firstName)).toEqual(['Ana'])
        expect(cut.addOns.map((a) => a.id)).toEqual([addOnId])
        expect(location.bundles[0]).toMatchObject({ price: 130, originalTotalPrice: 120, duration: 90 })
        expect(body.formLayout[0]!.formQuestion.validAnswers.map((a) => a.possibleAnswer)).toEqual(['yes', 'no'])

        const staffView = (await owner.client.get('/api/v1/catalog/')).json() as { employees: Array<{ employeeId: string; workingHours: Array<{ hours: unknown }> }>; categories: Array<{ serviceCount: number }> }
        expect(staffView.employees.find((e) => e.employeeId === employeeId)!.workingHours[0]!.hours).toEqual(week)
        expect(staffView.categories[0]!.serviceCount).toBe(1)

        // Removing the location from the employee deletes the hours there.
        const second = await owner.client.post('/api/v1/locations/', {
          locationName: 'Second', address: '2 Main', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', timezone: 'America/Chicago',
          businessHours: { ...Object.fromEntries(Object.keys(week).map((d) => [d, { startMinutes: null, endMinutes: null }])), monday: { startMinutes: 600, endMinutes: 1080 } },
        })
        expect(second.statusCode).toBe(201)
        const secondId = (second.json() as { id: string }).id
        expect((await owner.client.put(`/api/v1/employees/${employeeId}/locations/`, { locationIds: [secondId] })).statusCode).toBe(200)
        const { rows } = await t.deps.sql.query('SELECT * FROM employee_working_hours WHERE employee_id = $1', [employeeId])
        expect(rows).toEqual([])
      })

      it('refuses to delete a category that still has services', async () => {
        const response = await owner.client.delete(`/api/v1/categories/${categoryId}/`)
        expect(response.statusCode).toBe(409)
        expect(response.json()).toMatchObject({ code: 'category.hasServices', title: 'Failed to delete category', operation: 'category.deleteFailed' })
      })
    })

    describe('when the input breaks a rule of the spec', () => {
      it.each([
        ['/api/v1/services/', 'service without a name', () => ({ ...service(), name: undefined }), 'name', 'Please enter the name of the service!', 'Failed to create service'],
        ['/api/v1/services/', 'service without a price', () => ({ ...service(), price: undefined }), 'price', 'Please enter the price!', 'Failed to create service'],
        ['/api/v1/services/', 'service without a booking type', () => ({ ...service(), bookingType: undefined }), 'bookingType', 'Please select the booking type!', 'Failed to create service'],
        ['/api/v1/services/', 'service without a description', () => ({ ...service(), description: '' }), 'description', 'Please enter the description!', 'Failed to create service'],
        ['/api/v1/services/', 'no-show fee of 150%', () => ({ ...service(), serviceNoShowFeePercentage: 150 }), 'serviceNoShowFeePercentage', 'The no-show fee must be between 1% and 100%', 'Failed to create service'],
        ['/api/v1/add-ons/', 'add-on without locations', () => ({ name: 'X', description: 'Y', price: 1, locationIds: [] }), 'locationIds', 'Please select at least one location!', 'Failed to create add-on'],
        ['/api/v1/bundles/', 'bundle without services', () => ({ bundleName: 'B', bundleDescription: 'D', locationId: owner.locationId, items: [], price: 10 }), 'items', 'Please add at least one service!', 'Failed to create bundle'],
        ['/api/v1/form/questions/', 'question without services', () => ({ format: 'TEXT', questionText: 'Why?', forServiceIds: [] }), 'forServiceIds', 'Please select at least one service', 'Failed to create question'],
      ])('answers 400 for a %s', async (url, _label, payload, path, message, title) => {
        const before = await countEvents(t)
        const response = await owner.client.post(url, payload())
        expect(response.statusCode).toBe(400)
        expect(response.headers['content-type']).toContain('application/problem+json')
        const problem = response.json() as Problem
        expect(problem).toMatchObject({ code: 'request.invalid', title })
        expect(problem.errors).toContainEqual({ path, message })
        expect(await countEvents(t)).toBe(before)
      })

      it('refuses a default language that is not supported', async () => {
        const response = await owner.client.put('/api/v1/business/languages/', { defaultLanguage: 'en_US', supportedLanguages: ['es_US'] })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ code: 'business.defaultLanguageNotSupported', title: 'Failed to save language settings' })
      })

      it('refuses storefront values out of bounds and stores valid ones', async () => {
        const bad = await owner.client.put('/api/v1/storefront/', { sloganWidth: 600, translations: [{ language: 'en_US', slogan: 'x'.repeat(101), about: null }] })
        expect(bad.statusCode).toBe(400)
        expect((bad.json() as Problem).errors!.map((e) => e.path).sort()).toEqual(['sloganWidth', 'translations.0.slogan'])
        expect((await owner.client.put('/api/v1/storefront/', { sloganWidth: 250, showReviews: false })).statusCode).toBe(200)
        const storefront = (await t.app.inject({ method: 'GET', url: `/api/v1/digital_storefront/?subdomain=${owner.subdomain}` })).json() as Record<string, unknown>
        expect(storefront).toMatchObject({ sloganWidth: 250, showReviews: false, sloganVerticalPosition: 20, heroImageContrast: 0.1, showMovingBanner: true, showAdditionalBookButton: false })
      })
    })

    describe('role rules of docs/permissions.md', () => {
      it('lets a service provider edit only their own schedule, and not the catalog', async () => {
        const sp = await addStaffMember(t, owner, { roles: ['serviceProvider'] })
        const own = (await owner.client.post('/api/v1/employees/', { firstName: 'Sam', lastName: 'P', roles: ['serviceProvider'], locationIds: [owner.locationId], userId: sp.userId })).json() as { id: string }
        const other = (await owner.client.post('/api/v1/employees/', { firstName: 'Kim', lastName: 'Q', roles: ['serviceProvider'], locationIds: [owner.locationId] })).json() as { id: string }
        expect((await sp.client.put(`/api/v1/employees/${own.id}/working-hours/${owner.locationId}/`, { hours: week })).statusCode).toBe(200)
        const foreign = await sp.client.put(`/api/v1/employees/${other.id}/working-hours/${owner.locationId}/`, { hours: week })
        expect(foreign.statusCode).toBe(403)
        expect(foreign.json()).toMatchObject({ code: 'auth.forbidden', title: 'Failed to save working schedule' })
        expect((await sp.client.post('/api/v1/services/', service())).statusCode).toBe(403)
      })

      it('does not let a manager assign the admin role', async () => {
        const manager = await addStaffMember(t, owner, { roles: ['manager'] })
        const response = await manager.client.post('/api/v1/employees/', { firstName: 'New', lastName: 'Admin', roles: ['admin'], locationIds: [] })
        expect(response.statusCode).toBe(403)
        expect(response.json()).toMatchObject({ code: 'employee.noPermissionToAssignAdmin', detail: 'no permission to assign admin role' })
      })

      it('never lets another business touch this catalog', async () => {
        const stranger = await registerOwner(t, `other-${kind}`)
        const response = await stranger.client.put(`/api/v1/services/${serviceId}/`, { ...service(), locationIds: [stranger.locationId] })
        expect(response.statusCode).toBe(404)
        const removed = await stranger.client.delete(`/api/v1/services/${serviceId}/`)
        expect(removed.statusCode).toBe(404)
        const body = formDataResponse.parse((await t.app.inject({ method: 'GET', url: `/api/v1/form_data/?subdomain=${owner.subdomain}` })).json())
        expect(body.businessData.find((l) => l.id === owner.locationId)!.services.map((s) => [s.id, s.price, s.deprecatedAt])).toEqual([[serviceId, 60, null]])
      })
    })

    describe('image upload', () => {
      it('stores a PNG and serves it back', async () => {
        const response = await owner.client.inject({ method: 'POST', url: '/api/v1/images/', payload: PNG, headers: { 'content-type': 'image/png', 'x-file-name': 'logo.png' } })
        expect(response.statusCode).toBe(201)
        const image = response.json() as { fileUrl: string; fileName: string; fileType: string }
        expect(image).toMatchObject({ fileName: 'logo.png', fileType: 'image/png' })
        const file = await t.app.inject({ method: 'GET', url: image.fileUrl })
        expect(file.statusCode).toBe(200)
        expect(file.rawPayload.equals(PNG)).toBe(true)
      })
      it('refuses bytes that are not the declared image type, and other types', async () => {
        const fake = await owner.client.inject({ method: 'POST', url: '/api/v1/images/', payload: Buffer.from('<svg/>'), headers: { 'content-type': 'image/png' } })
        expect(fake.statusCode).toBe(400)
        expect(fake.json()).toMatchObject({ code: 'image.unsupportedType', title: 'Failed to upload image' })
        const svg = await owner.client.inject({ method: 'POST', url: '/api/v1/images/', payload: Buffer.from('<svg/>'), headers: { 'content-type': 'image/svg+xml' } })
        expect(svg.statusCode).toBe(415)
      })
    })

    it('documents the staff routes in OpenAPI generated from the zod schemas', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
      expect(response.statusCode).toBe(200)
      const doc = response.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>> }
      expect(doc.paths['/api/v1/services/']!.post!.requestBody!.content['application/json']!.schema.required).toContain('name')
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/bundles/', '/api/v1/form/publish/', '/api/v1/form_data/']))
    })
  })
}
