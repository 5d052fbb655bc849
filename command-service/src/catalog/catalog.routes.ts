import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { businessHours, formEntry, staffStream, schedulerConfig, weeklyWorkingHours, featureSection } from '@slotwise/events'
import { staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { IMAGE_TYPES, localDiskFileStorage, MAX_IMAGE_BYTES, sniffImageType, type FileStorage, type ImageType } from '@slotwise/infra/platform/file-storage.ts'
import { isLead, requireCanAssignRoles, requireCanEditEmployeeAt, requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import { revokeAllSessions } from '@slotwise/infra/platform/sessions.ts'
import { requireStaff, type StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import type { FastifyRequest } from 'fastify'
import { commandContext } from '../platform/request-context.ts'
import { failsAs } from './catalog-errors.ts'
import {
  loadEmployee as loadEmployeeRecord, runBusinessSettingsCommand, runCatalogCommand, runEmployeeCommand, runFormCommand, runLocationCommand, runStorefrontCommand, setServiceProviders,
  type CatalogInput,
} from './catalog.commands.ts'
import { StreamReader } from '../platform/command-handler.ts'
import { adminCandidates } from '../identity/last-admin.ts'
import { staffDecider } from '../identity/staff.decider.ts'
import {
  addOnBody, brandingBody, bundleBody, businessProfileBody, categoryBody, created, employeeProfileBody, idParams, languagesBody, locationDetailsBody,
  newEmployeeBody, newLocationBody, ok, questionBody, serviceBody, storefrontBody,
} from './catalog.schemas.ts'

const uuid = z.string().uuid()
type WithoutBusiness<T> = T extends unknown ? Omit<T, 'businessId'> : never
const tag = (name: string) => ({ tags: [name] })
const withEnglish = <T extends { language: string }>(english: T, others: T[]) => [english, ...others.filter((t) => t.language !== 'en_US')]

/** The staff catalog API: every route scoped to the caller's business, named after its resource. */
export function catalogRoutes(app: ZodApp, deps: ServiceDeps, options: { files?: FileStorage } = {}) {
  const files = options.files ?? localDiskFileStorage(deps.config.DATA_DIR)
  const as = (request: FastifyRequest) => {
    const staff = requireStaff(request)
    return { staff, ctx: commandContext(deps, request, { type: 'user', id: staff.userId }) }
  }
  const catalog = async (request: FastifyRequest, input: WithoutBusiness<CatalogInput>) => {
    const { staff, ctx } = as(request)
    const result = await runCatalogCommand(ctx, { ...input, businessId: staff.businessId } as CatalogInput)
    await deps.waitForProjections()
    return result
  }

  // ---- business profile, languages, branding
  app.put('/api/v1/business/profile/', {
    config: staffAccess('business.manage'), ...failsAs('business.profileFailed'),
    schema: { ...tag('business'), body: businessProfileBody, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await runBusinessSettingsCommand(ctx, { type: 'ChangeBusinessProfile', businessId: staff.businessId, profile: request.body })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/business/languages/', {
    config: staffAccess('business.manage'), ...failsAs('business.languagesFailed'),
    schema: { ...tag('business'), body: languagesBody, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await runBusinessSettingsCommand(ctx, { type: 'ChangeLanguages', businessId: staff.businessId, ...request.body })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/business/branding/', {
    config: staffAccess('business.manage'), ...failsAs('business.profileFailed'),
    schema: { ...tag('business'), body: brandingBody, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await runBusinessSettingsCommand(ctx, { type: 'ChangeBranding', businessId: staff.businessId, ...request.body })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  // ---- locations
  const locationScope = (staff: StaffPrincipal, locationId: string) => {
    if (!staff.roles.includes('admin')) requireLocationAccess(staff, locationId)
  }
  app.post('/api/v1/locations/', {
    config: staffAccess('business.manage'), ...failsAs('location.createFailed'),
    schema: { ...tag('locations'), body: newLocationBody, response: { 201: created } },
    handler: async (request, reply) => {
      const { staff, ctx } = as(request)
      const locationId = randomUUID()
      const { businessHours: hours, schedulerConfig: config, ...details } = request.body
      await runLocationCommand(ctx, { type: 'AddLocation', businessId: staff.businessId, locationId, details: details as never, businessHours: hours, schedulerConfig: config })
      await deps.waitForProjections()
      return reply.status(201).send({ id: locationId, warnings: [] })
    },
  })
  app.put('/api/v1/locations/:id/details/', {
    config: staffAccess('locations.manage'), ...failsAs('location.updateFailed'),
    schema: { ...tag('locations'), params: idParams, body: locationDetailsBody, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      locationScope(staff, request.params.id)
      await runLocationCommand(ctx, { type: 'ChangeLocationDetails', businessId: staff.businessId, locationId: request.params.id, details: request.body as never })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/locations/:id/business-hours/', {
    config: staffAccess('locations.manage'), ...failsAs('location.updateFailed'),
    schema: { ...tag('locations'), params: idParams, body: z.object({ businessHours }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      locationScope(staff, request.params.id)
      await runLocationCommand(ctx, { type: 'SetLocationHours', businessId: staff.businessId, locationId: request.params.id, businessHours: request.body.businessHours })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/locations/:id/scheduler-config/', {
    config: staffAccess('locations.manage'), ...failsAs('location.updateFailed'),
    schema: { ...tag('locations'), params: idParams, body: schedulerConfig, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      locationScope(staff, request.params.id)
      await runLocationCommand(ctx, { type: 'ChangeSchedulerConfig', businessId: staff.businessId, locationId: request.params.id, schedulerConfig: request.body })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.delete('/api/v1/locations/:id/', {
    config: staffAccess('business.manage'), ...failsAs('location.removeFailed'),
    schema: { ...tag('locations'), params: idParams, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await runLocationCommand(ctx, { type: 'RemoveLocation', businessId: staff.businessId, locationId: request.params.id })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  // ---- categories
  const categoryFields = (body: z.infer<typeof categoryBody>) => ({
    translations: withEnglish({ language: 'en_US', name: body.name }, body.translations),
    forLocationId: body.forLocationId,
  })
  app.post('/api/v1/categories/', {
    config: staffAccess('catalog.manage'), ...failsAs('category.createFailed'),
    schema: { ...tag('catalog'), body: categoryBody, response: { 201: created } },
    handler: async (request, reply) => {
      const categoryId = randomUUID()
      const { warnings } = await catalog(request, { type: 'CreateCategory', categoryId, fields: categoryFields(request.body) })
      return reply.status(201).send({ id: categoryId, warnings })
    },
  })
  app.put('/api/v1/categories/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('category.updateFailed'),
    schema: { ...tag('catalog'), params: idParams, body: categoryBody, response: { 200: ok } },
    handler: async (request) => {
      await catalog(request, { type: 'ChangeCategory', categoryId: request.params.id, fields: categoryFields(request.body) })
      return { success: true as const }
    },
  })
  app.delete('/api/v1/categories/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('category.deleteFailed'),
    schema: { ...tag('catalog'), params: idParams, response: { 200: ok } },
    handler: async (request) => {
      await catalog(request, { type: 'DeleteCategory', categoryId: request.params.id })
      return { success: true as const }
    },
  })

  // ---- services
  const serviceFields = (body: z.infer<typeof serviceBody>) => {
    const { name, description, translations, bookingType, ...rest } = body
    return { ...rest, translations: withEnglish({ language: 'en_US', name, description }, translations), isInstantBooking: bookingType === 'instant' }
  }
  app.post('/api/v1/services/', {
    config: staffAccess('catalog.manage'), ...failsAs('service.createFailed'),
    schema: { ...tag('catalog'), body: serviceBody, response: { 201: created } },
    handler: async (request, reply) => {
      const serviceId = randomUUID()
      const { warnings } = await catalog(request, { type: 'CreateService', serviceId, fields: serviceFields(request.body) })
      return reply.status(201).send({ id: serviceId, warnings })
    },
  })
  app.put('/api/v1/services/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('service.updateFailed'),
    schema: { ...tag('catalog'), params: idParams, body: serviceBody, response: { 200: ok } },
    handler: async (request) => {
      await catalog(request, { type: 'ChangeService', serviceId: request.params.id, fields: serviceFields(request.body) })
      return { success: true as const }
    },
  })
  app.delete('/api/v1/services/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('service.deleteFailed'),
    schema: { ...tag('catalog'), params: idParams, response: { 200: ok } },
    handler: async (request) => {
      await catalog(request, { type: 'DeprecateService', serviceId: request.params.id })
      return { success: true as const }
    },
  })
  app.put('/api/v1/services/:id/providers/', {
    config: staffAccess('employees.manage'), ...failsAs('service.assignmentFailed'),
    schema: { ...tag('catalog'), params: idParams, body: z.object({ locationId: uuid, employeeIds: z.array(uuid) }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      if (!staff.roles.includes('admin')) requireLocationAccess(staff, request.body.locationId)
      const { rows } = await deps.sql.query<{ employee_id: string }>(
        `SELECT employee_id FROM employees WHERE business_id = $1 AND location_ids ? $2`,
        [staff.businessId, request.body.locationId],
      )
      await setServiceProviders(ctx, {
        businessId: staff.businessId, serviceId: request.params.id, locationId: request.body.locationId,
        employeeIds: request.body.employeeIds, candidateEmployeeIds: rows.map((r) => r.employee_id),
      })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  // ---- add-ons
  const addOnFields = (body: z.infer<typeof addOnBody>) => {
    const { name, description, translations, ...rest } = body
    return { ...rest, translations: withEnglish({ language: 'en_US', name, description }, translations) }
  }
  app.post('/api/v1/add-ons/', {
    config: staffAccess('catalog.manage'), ...failsAs('addOn.createFailed'),
    schema: { ...tag('catalog'), body: addOnBody, response: { 201: created } },
    handler: async (request, reply) => {
      const addOnId = randomUUID()
      const { warnings } = await catalog(request, { type: 'CreateAddOn', addOnId, fields: addOnFields(request.body) })
      return reply.status(201).send({ id: addOnId, warnings })
    },
  })
  app.put('/api/v1/add-ons/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('addOn.updateFailed'),
    schema: { ...tag('catalog'), params: idParams, body: addOnBody, response: { 200: ok } },
    handler: async (request) => {
      await catalog(request, { type: 'ChangeAddOn', addOnId: request.params.id, fields: addOnFields(request.body) })
      return { success: true as const }
    },
  })
  app.delete('/api/v1/add-ons/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('addOn.deleteFailed'),
    schema: { ...tag('catalog'), params: idParams, response: { 200: ok } },
    handler: async (request) => {
      await catalog(request, { type: 'DeleteAddOn', addOnId: request.params.id })
      return { success: true as const }
    },
  })

  // ---- bundles
  const bundleFields = (body: z.infer<typeof bundleBody>) => {
    const { bundleName, bundleDescription, translations, items, ...rest } = body
    return {
      ...rest,
      translations: withEnglish({ language: 'en_US', bundleName, bundleDescription }, translations),
      items: items.map((item, order) => ({ itemId: item.itemId ?? randomUUID(), serviceId: item.serviceId, addOnIds: item.addOnIds, order })),
    }
  }
  app.post('/api/v1/bundles/', {
    config: staffAccess('catalog.manage'), ...failsAs('bundle.createFailed'),
    schema: { ...tag('catalog'), body: bundleBody, response: { 201: created } },
    handler: async (request, reply) => {
      const bundleId = randomUUID()
      const { warnings } = await catalog(request, { type: 'CreateBundle', bundleId, fields: bundleFields(request.body) })
      return reply.status(201).send({ id: bundleId, warnings })
    },
  })
  app.put('/api/v1/bundles/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('bundle.updateFailed'),
    schema: { ...tag('catalog'), params: idParams, body: bundleBody, response: { 200: ok } },
    handler: async (request) => {
      const { warnings } = await catalog(request, { type: 'ChangeBundle', bundleId: request.params.id, fields: bundleFields(request.body) })
      return { success: true as const, warnings }
    },
  })
  app.delete('/api/v1/bundles/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('bundle.deleteFailed'),
    schema: { ...tag('catalog'), params: idParams, response: { 200: ok } },
    handler: async (request) => {
      await catalog(request, { type: 'DeleteBundle', bundleId: request.params.id })
      return { success: true as const }
    },
  })

  // ---- employees
  const loadEmployee = async (businessId: string, employeeId: string) => {
    const { state } = await loadEmployeeRecord(new StreamReader(deps.store), employeeId)
    if (!state.exists || state.businessId !== businessId) throw new DomainError('employee.notFound', 'Employee not found', 404)
    return { userId: state.userId ?? employeeId, locationIds: state.locationIds, roles: state.roles }
  }
  const requireLeadFor = (staff: StaffPrincipal, employee: { userId: string }) => {
    if (employee.userId !== staff.userId && !isLead(staff)) throw new DomainError('auth.forbidden', "You don't have permission to edit another employee", 403)
  }
  app.post('/api/v1/employees/', {
    config: staffAccess('employees.manage'), ...failsAs('employee.createFailed'),
    schema: { ...tag('employees'), body: newEmployeeBody, response: { 201: created } },
    handler: async (request, reply) => {
      const { staff, ctx } = as(request)
      const { roles, locationIds, userId, ...profile } = request.body
      requireCanAssignRoles(staff, roles)
      // One record per human: an account of this business already has its employee record (ADR 0014).
      const account = userId ? (await new StreamReader(deps.store).load(staffStream(userId), staffDecider)).state : null
      if (account?.businessId && account.businessId !== staff.businessId) throw new DomainError('employee.notFound', 'Employee not found', 404)
      const employeeId = account?.employeeId ?? userId ?? randomUUID()
      await runEmployeeCommand(ctx, { type: 'AddEmployee', businessId: staff.businessId, employeeId, userId, profile: profile as never, roles, locationIds })
      await deps.waitForProjections()
      return reply.status(201).send({ id: employeeId, warnings: [] })
    },
  })
  app.put('/api/v1/employees/:id/profile/', {
    config: staffAccess('schedule.manageOwn'), ...failsAs('employee.updateFailed'),
    schema: { ...tag('employees'), params: idParams, body: employeeProfileBody, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      const employee = await loadEmployee(staff.businessId, request.params.id)
      requireLeadFor(staff, employee)
      if (employee.roles.includes('admin') && employee.userId !== staff.userId && !staff.roles.includes('admin')) {
        throw new DomainError('auth.forbidden', "You don't have permission to edit this profile", 403)
      }
      await runEmployeeCommand(ctx, { type: 'ChangeEmployeeProfile', businessId: staff.businessId, employeeId: request.params.id, profile: request.body as never })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/employees/:id/roles/', {
    config: staffAccess('employees.manage'), ...failsAs('employee.updateFailed'),
    schema: { ...tag('employees'), params: idParams, body: z.object({ roles: z.array(z.enum(['admin', 'manager', 'serviceProvider'])).min(1, 'Please select at least one role') }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      const employee = await loadEmployee(staff.businessId, request.params.id)
      requireCanAssignRoles(staff, request.body.roles)
      if (employee.roles.includes('admin')) requireCanAssignRoles(staff, ['admin'])
      await runEmployeeCommand(ctx, { type: 'ChangeEmployeeRoles', businessId: staff.businessId, employeeId: request.params.id, roles: request.body.roles }, {
        adminCandidates: await adminCandidates(deps.sql, staff.businessId),
      })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/employees/:id/status/', {
    config: staffAccess('employees.manage'), ...failsAs('employee.updateFailed'),
    schema: { ...tag('employees'), params: idParams, body: z.object({ isActive: z.boolean() }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      // Deactivating ends the member's sign-in (ADR 0015): an admin's status is changed only by admins.
      const employee = await loadEmployee(staff.businessId, request.params.id)
      if (employee.roles.includes('admin') && !staff.roles.includes('admin')) {
        throw new DomainError('employee.privileged', "You don't have permission to edit an admin's account", 403)
      }
      await runEmployeeCommand(ctx, { type: 'SetEmployeeActive', businessId: staff.businessId, employeeId: request.params.id, isActive: request.body.isActive }, {
        adminCandidates: await adminCandidates(deps.sql, staff.businessId),
      })
      // Their sessions end for good: reactivating later asks them to sign in again.
      if (!request.body.isActive) await revokeAllSessions(deps.sql, employee.userId, deps.now())
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/employees/:id/locations/', {
    config: staffAccess('employees.manage'), ...failsAs('employee.updateFailed'),
    schema: { ...tag('employees'), params: idParams, body: z.object({ locationIds: z.array(uuid) }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await runEmployeeCommand(ctx, { type: 'ChangeEmployeeLocations', businessId: staff.businessId, employeeId: request.params.id, locationIds: request.body.locationIds })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/employees/:id/working-hours/:locationId/', {
    config: staffAccess('schedule.manageOwn'), ...failsAs('employee.scheduleFailed'),
    schema: { ...tag('employees'), params: z.object({ id: uuid, locationId: uuid }), body: z.object({ hours: weeklyWorkingHours }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      const employee = await loadEmployee(staff.businessId, request.params.id)
      requireCanEditEmployeeAt(staff, employee, request.params.locationId)
      await runEmployeeCommand(ctx, { type: 'SetWorkingHours', businessId: staff.businessId, employeeId: request.params.id, locationId: request.params.locationId, hours: request.body.hours })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/employees/:id/services/:locationId/', {
    config: staffAccess('schedule.manageOwn'), ...failsAs('service.assignmentFailed'),
    schema: { ...tag('employees'), params: z.object({ id: uuid, locationId: uuid }), body: z.object({ serviceIds: z.array(uuid) }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      const employee = await loadEmployee(staff.businessId, request.params.id)
      requireCanEditEmployeeAt(staff, employee, request.params.locationId)
      await runEmployeeCommand(ctx, { type: 'SetEmployeeServices', businessId: staff.businessId, employeeId: request.params.id, locationId: request.params.locationId, serviceIds: request.body.serviceIds })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  // ---- storefront
  app.put('/api/v1/storefront/', {
    config: staffAccess('storefront.manage'), ...failsAs('storefront.updateFailed'),
    schema: { ...tag('storefront'), body: storefrontBody, response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      const settings = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined))
      await runStorefrontCommand(ctx, { type: 'ChangeStorefrontSettings', businessId: staff.businessId, settings })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })
  app.put('/api/v1/storefront/feature-sections/', {
    config: staffAccess('storefront.manage'), ...failsAs('storefront.updateFailed'),
    schema: { ...tag('storefront'), body: z.object({ featureSections: z.array(featureSection).max(20) }), response: { 200: ok } },
    handler: async (request) => {
      const { staff, ctx } = as(request)
      await runStorefrontCommand(ctx, { type: 'ChangeFeatureSections', businessId: staff.businessId, featureSections: request.body.featureSections })
      await deps.waitForProjections()
      return { success: true as const }
    },
  })

  // ---- booking form
  const form = async (request: FastifyRequest, input: Record<string, unknown>) => {
    const { staff, ctx } = as(request)
    const result = await runFormCommand(ctx, { ...input, businessId: staff.businessId } as never)
    await deps.waitForProjections()
    return result
  }
  const question = (questionId: string, body: z.infer<typeof questionBody>) => ({ questionId, ...body, format: body.format!, label: body.label || body.questionText.slice(0, 200) })
  app.post('/api/v1/form/questions/', {
    config: staffAccess('catalog.manage'), ...failsAs('formQuestion.createFailed'),
    schema: { ...tag('form'), body: questionBody, response: { 201: created } },
    handler: async (request, reply) => {
      const questionId = randomUUID()
      await form(request, { type: 'CreateQuestion', question: question(questionId, request.body) })
      return reply.status(201).send({ id: questionId, warnings: [] })
    },
  })
  app.put('/api/v1/form/questions/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('formQuestion.updateFailed'),
    schema: { ...tag('form'), params: idParams, body: questionBody, response: { 200: ok } },
    handler: async (request) => {
      await form(request, { type: 'ChangeQuestion', question: question(request.params.id, request.body) })
      return { success: true as const }
    },
  })
  app.delete('/api/v1/form/questions/:id/', {
    config: staffAccess('catalog.manage'), ...failsAs('formQuestion.deleteFailed'),
    schema: { ...tag('form'), params: idParams, response: { 200: ok } },
    handler: async (request) => {
      await form(request, { type: 'DeleteQuestion', questionId: request.params.id })
      return { success: true as const }
    },
  })
  app.post('/api/v1/form/questions/:id/services/', {
    config: staffAccess('catalog.manage'), ...failsAs('formQuestion.addServiceFailed'),
    schema: { ...tag('form'), params: idParams, body: z.object({ serviceId: uuid }), response: { 200: ok } },
    handler: async (request) => {
      await form(request, { type: 'LinkQuestionService', questionId: request.params.id, serviceId: request.body.serviceId })
      return { success: true as const }
    },
  })
  app.delete('/api/v1/form/questions/:id/services/:serviceId/', {
    config: staffAccess('catalog.manage'), ...failsAs('formQuestion.removeServiceFailed'),
    schema: { ...tag('form'), params: z.object({ id: uuid, serviceId: uuid }), response: { 200: ok } },
    handler: async (request) => {
      await form(request, { type: 'UnlinkQuestionService', questionId: request.params.id, serviceId: request.params.serviceId })
      return { success: true as const }
    },
  })
  app.put('/api/v1/form/layout/', {
    config: staffAccess('catalog.manage'), ...failsAs('formQuestion.updateFailed'),
    schema: { ...tag('form'), body: z.object({ layout: z.array(formEntry).max(200) }), response: { 200: ok } },
    handler: async (request) => {
      await form(request, { type: 'ChangeFormLayout', layout: request.body.layout })
      return { success: true as const }
    },
  })
  app.post('/api/v1/form/publish/', {
    config: staffAccess('catalog.manage'), ...failsAs('form.publishFailed'),
    schema: { ...tag('form'), response: { 200: z.object({ success: z.literal(true), bookingFormVersion: z.number().int() }) } },
    handler: async (request) => ({ success: true as const, bookingFormVersion: (await form(request, { type: 'PublishForm' })).version }),
  })
  app.post('/api/v1/form/discard/', {
    config: staffAccess('catalog.manage'), ...failsAs('form.discardFailed'),
    schema: { ...tag('form'), response: { 200: z.object({ success: z.literal(true), bookingFormVersion: z.number().int() }) } },
    handler: async (request) => ({ success: true as const, bookingFormVersion: (await form(request, { type: 'DiscardFormChanges' })).version }),
  })

  // ---- images: the raw file as the body, type and size checked, stored through the port
  app.register(async (scope) => {
    for (const type of Object.keys(IMAGE_TYPES)) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) => done(null, body))
    }
    const zscope = scope as unknown as ZodApp
    zscope.post('/api/v1/images/', {
      config: staffAccess('catalog.read'), ...failsAs('image.uploadFailed'),
      schema: { ...tag('images'), response: { 201: z.object({ id: uuid, fileName: z.string(), fileUrl: z.string(), fileType: z.string() }) } },
      handler: async (request, reply) => {
        requireStaff(request)
        const declared = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
        const bytes = request.body
        if (!Buffer.isBuffer(bytes) || !(declared in IMAGE_TYPES)) {
          throw new DomainError('image.unsupportedType', 'Only JPG, PNG, GIF and WebP images can be uploaded', 400)
        }
        if (bytes.length === 0) throw new DomainError('image.empty', 'The file is empty', 400)
        const actual = sniffImageType(bytes)
        if (actual !== declared) throw new DomainError('image.unsupportedType', 'Only JPG, PNG, GIF and WebP images can be uploaded', 400)
        const id = randomUUID()
        const key = `${id}.${IMAGE_TYPES[actual as ImageType]}`
        await files.put(key, bytes, actual)
        const rawName = String(request.headers['x-file-name'] ?? key)
        const fileName = rawName.replace(/[^\w. -]/g, '_').slice(0, 200) || key
        return reply.status(201).send({ id, fileName, fileUrl: `/api/v1/files/${key}`, fileType: actual })
      },
    })
  })
}
