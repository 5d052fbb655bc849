import {
  bookingFormStream, businessStream, catalogStream, employeeStream, locationStream, storefrontStream,
  type BundleFields, type ServiceFields,
} from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { handleCommand, type CommandContext, type StreamReader } from '../platform/command-handler.ts'
import { bookingFormDecider, type BookingFormCommand } from './booking-form.decider.ts'
import { businessSettingsDecider, catalogLocationDecider, type BusinessSettingsCommand, type LocationCommand } from './business-settings.decider.ts'
import { bundleWarnings, catalogDecider, type CatalogCommand, type CatalogFacts, type CatalogState } from './catalog.decider.ts'
import { employeeDecider, type EmployeeCommand } from './employee.decider.ts'
import { storefrontDecider, type StorefrontCommand } from './storefront.decider.ts'

/**
 * The catalog's command functions: the staff routes and the demo seed both call these, so the
 * seed goes through exactly the rules the API enforces. Facts a decision needs from other streams
 * (locations, employees, services) are read from those streams here, and the handler appends with
 * their read revisions, so a fact that changes underneath makes the command retry.
 */
type Distribute<T> = T extends unknown ? Omit<T, 'facts'> : never
export type CatalogInput = Distribute<CatalogCommand>
export type EmployeeInput = Distribute<EmployeeCommand>
export type FormInput = Distribute<BookingFormCommand>

async function requireBusiness(reader: StreamReader, businessId: string) {
  const business = await reader.load(businessStream(businessId), businessSettingsDecider)
  if (!business.state.exists) throw new DomainError('business.notFound', 'Business not found', 404)
  return business.state
}

/** The given location ids that are open locations of the business. */
async function openLocations(reader: StreamReader, businessId: string, ids: readonly string[]): Promise<string[]> {
  const valid: string[] = []
  for (const id of new Set(ids)) {
    const { state } = await reader.load(locationStream(id), catalogLocationDecider)
    if (state.exists && !state.closed && state.businessId === businessId) valid.push(id)
  }
  return valid
}

async function businessEmployees(reader: StreamReader, businessId: string, ids: readonly string[]): Promise<string[]> {
  const valid: string[] = []
  for (const id of new Set(ids)) {
    const { state } = await reader.load(employeeStream(id), employeeDecider)
    if (state.exists && state.businessId === businessId) valid.push(id)
  }
  return valid
}

const bookableServices = (state: CatalogState, locationId?: string) =>
  Object.entries(state.services).filter(([, s]) => !s.deprecated && (!locationId || s.locationIds.includes(locationId))).map(([id]) => id)

function referencedIds(command: CatalogInput): { locations: string[]; employees: string[] } {
  switch (command.type) {
    case 'CreateCategory':
    case 'ChangeCategory':
      return { locations: command.fields.forLocationId ? [command.fields.forLocationId] : [], employees: [] }
    case 'CreateService':
    case 'ChangeService':
      return { locations: command.fields.locationIds, employees: Object.keys(command.fields.employeeAdditionalFee) }
    case 'CreateAddOn':
    case 'ChangeAddOn':
      return { locations: command.fields.locationIds, employees: [] }
    case 'CreateBundle':
    case 'ChangeBundle':
      return { locations: [command.fields.locationId], employees: [] }
    default:
      return { locations: [], employees: [] }
  }
}

export interface CatalogResult {
  warnings: Array<{ code: string; message: string }>
}

export async function runCatalogCommand(ctx: CommandContext, input: CatalogInput): Promise<CatalogResult> {
  return handleCommand(ctx, async (reader) => {
    await requireBusiness(reader, input.businessId)
    const refs = referencedIds(input)
    const facts: CatalogFacts = {
      locationIds: await openLocations(reader, input.businessId, refs.locations),
      employeeIds: await businessEmployees(reader, input.businessId, refs.employees),
    }
    const catalog = await reader.load(catalogStream(input.businessId), catalogDecider)
    const command = { ...input, facts } as CatalogCommand
    const events = catalogDecider.decide(command, catalog.state)
    const warnings = command.type === 'CreateBundle' || command.type === 'ChangeBundle' ? bundleWarnings(catalog.state, command.fields as BundleFields) : []
    return { appends: [{ streamId: catalogStream(input.businessId), events }], result: { warnings } }
  })
}

export async function runBusinessSettingsCommand(ctx: CommandContext, command: BusinessSettingsCommand): Promise<void> {
  await handleCommand(ctx, async (reader) => {
    const business = await reader.load(businessStream(command.businessId), businessSettingsDecider)
    return { appends: [{ streamId: businessStream(command.businessId), events: businessSettingsDecider.decide(command, business.state) }], result: null }
  })
}

export async function runLocationCommand(ctx: CommandContext, command: LocationCommand): Promise<void> {
  await handleCommand(ctx, async (reader) => {
    await requireBusiness(reader, command.businessId)
    const location = await reader.load(locationStream(command.locationId), catalogLocationDecider)
    return { appends: [{ streamId: locationStream(command.locationId), events: catalogLocationDecider.decide(command, location.state) }], result: null }
  })
}

export async function runEmployeeCommand(ctx: CommandContext, input: EmployeeInput): Promise<void> {
  await handleCommand(ctx, async (reader) => {
    await requireBusiness(reader, input.businessId)
    let command: EmployeeCommand
    if (input.type === 'AddEmployee' || input.type === 'ChangeEmployeeLocations') {
      command = { ...input, facts: { locationIds: await openLocations(reader, input.businessId, input.locationIds) } }
    } else if (input.type === 'SetEmployeeServices') {
      const catalog = await reader.load(catalogStream(input.businessId), catalogDecider)
      command = { ...input, facts: { serviceIds: bookableServices(catalog.state, input.locationId) } }
    } else {
      command = input
    }
    if (input.type === 'SetWorkingHours' || input.type === 'SetEmployeeServices') {
      if (!(await openLocations(reader, input.businessId, [input.locationId])).length) throw new DomainError('location.notFound', 'Location not found', 404)
    }
    const employee = await reader.load(employeeStream(input.employeeId), employeeDecider)
    return { appends: [{ streamId: employeeStream(input.employeeId), events: employeeDecider.decide(command, employee.state) }], result: null }
  })
}

/**
 * The service editor's Employees tab: who provides this service at this location. One decision
 * over every employee of that location, appended together to their streams.
 */
export async function setServiceProviders(
  ctx: CommandContext,
  input: { businessId: string; serviceId: string; locationId: string; employeeIds: string[]; candidateEmployeeIds: string[] },
): Promise<void> {
  await handleCommand(ctx, async (reader) => {
    await requireBusiness(reader, input.businessId)
    const catalog = await reader.load(catalogStream(input.businessId), catalogDecider)
    const service = catalog.state.services[input.serviceId]
    if (!service || service.deprecated) throw new DomainError('service.notFound', 'Service not found', 404)
    if (!service.locationIds.includes(input.locationId)) throw new DomainError('service.notAtLocation', 'This service is not offered at this location', 409)
    const offered = bookableServices(catalog.state, input.locationId)
    const appends = []
    for (const employeeId of new Set([...input.candidateEmployeeIds, ...input.employeeIds])) {
      const employee = await reader.load(employeeStream(employeeId), employeeDecider)
      const state = employee.state
      if (!state.exists || state.businessId !== input.businessId) throw new DomainError('employee.notFound', 'Employee not found', 404)
      const wanted = input.employeeIds.includes(employeeId)
      if (!state.locationIds.includes(input.locationId)) {
        if (wanted) throw new DomainError('employee.notAtLocation', 'This employee does not work at this location', 409)
        continue
      }
      const current = state.services[input.locationId] ?? []
      const serviceIds = wanted ? [...new Set([...current, input.serviceId])] : current.filter((id) => id !== input.serviceId)
      const events = employeeDecider.decide(
        { type: 'SetEmployeeServices', businessId: input.businessId, employeeId, locationId: input.locationId, serviceIds, facts: { serviceIds: offered } },
        state,
      )
      appends.push({ streamId: employeeStream(employeeId), events })
    }
    return { appends, result: null }
  })
}

export async function runStorefrontCommand(ctx: CommandContext, command: StorefrontCommand): Promise<void> {
  await handleCommand(ctx, async (reader) => {
    await requireBusiness(reader, command.businessId)
    const storefront = await reader.load(storefrontStream(command.businessId), storefrontDecider)
    return { appends: [{ streamId: storefrontStream(command.businessId), events: storefrontDecider.decide(command, storefront.state) }], result: null }
  })
}

export async function runFormCommand(ctx: CommandContext, input: FormInput): Promise<{ version: number }> {
  return handleCommand(ctx, async (reader) => {
    await requireBusiness(reader, input.businessId)
    let command: BookingFormCommand
    if (input.type === 'CreateQuestion' || input.type === 'ChangeQuestion' || input.type === 'LinkQuestionService') {
      const catalog = await reader.load(catalogStream(input.businessId), catalogDecider)
      command = { ...input, facts: { serviceIds: bookableServices(catalog.state) } } as BookingFormCommand
    } else {
      command = input as BookingFormCommand
    }
    const form = await reader.load(bookingFormStream(input.businessId), bookingFormDecider)
    const events = bookingFormDecider.decide(command, form.state)
    const published = events.find((e) => e.type === 'FormPublished' || e.type === 'FormChangesDiscarded')
    const version = published ? (published.data as { version: number }).version : form.state.published.version
    return { appends: [{ streamId: bookingFormStream(input.businessId), events }], result: { version } }
  })
}

export type { ServiceFields, BundleFields }
