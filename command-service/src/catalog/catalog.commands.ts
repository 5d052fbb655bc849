import {
  bookingFormStream, businessStream, catalogStream, DEFAULT_EMPLOYEE_COLOR, employeeStream, locationStream, staffStream, storefrontStream,
  type BundleFields, type EmployeeEvent, type EmployeeProfile, type ServiceFields, type SlotwiseEvent,
} from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { handleCommand, type CommandContext, type StreamReader } from '../platform/command-handler.ts'
import { bookingFormDecider, type BookingFormCommand } from './booking-form.decider.ts'
import { businessSettingsDecider, catalogLocationDecider, type BusinessSettingsCommand, type LocationCommand } from './business-settings.decider.ts'
import { bundleWarnings, catalogDecider, type CatalogCommand, type CatalogFacts, type CatalogState } from './catalog.decider.ts'
import { lastAdminRefused } from '../identity/last-admin.ts'
import { staffDecider } from '../identity/staff.decider.ts'
import { employeeDecider, type EmployeeCommand, type EmployeeState } from './employee.decider.ts'
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

/**
 * An employee record as the decider sees it. A staff account opened before ADR 0014 has no
 * `employee-{userId}` stream, only roles and locations on `staff-{userId}`: its record is adopted,
 * i.e. `EmployeeAdded` from that legacy state goes out with the first change to it.
 */
export async function loadEmployee(reader: StreamReader, employeeId: string): Promise<{ state: EmployeeState; adopted: EmployeeEvent[] }> {
  const { state } = await reader.load(employeeStream(employeeId), employeeDecider)
  if (state.exists) return { state, adopted: [] }
  const account = (await reader.load(staffStream(employeeId), staffDecider)).state
  if (!account.businessId || !account.legacyAccess) return { state, adopted: [] }
  const adopted: EmployeeEvent[] = [{
    type: 'EmployeeAdded',
    data: {
      employeeId, businessId: account.businessId, userId: employeeId, ...accountProfile(account),
      roles: account.legacyAccess.roles, locationIds: account.legacyAccess.locationIds,
    },
  }]
  return { state: adopted.reduce(employeeDecider.evolve, state), adopted }
}

/** The employee profile of someone known only by their account: name and contact, default colour. */
export const accountProfile = (p: { firstName: string; lastName: string; email: string | null; phone: string | null }): EmployeeProfile => ({
  firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone,
  color: DEFAULT_EMPLOYEE_COLOR, position: null, bio: null, socialLinks: [], profileImage: null,
})

async function businessEmployees(reader: StreamReader, businessId: string, ids: readonly string[]): Promise<string[]> {
  const valid: string[] = []
  for (const id of new Set(ids)) {
    const { state } = await loadEmployee(reader, id)
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

/** Facts an employee command may rest on besides the record itself. */
export interface EmployeeFacts {
  /**
   * Records that may be the business's other admins (`adminCandidates`, read model). A command
   * that leaves the record without admin-with-login confirms one of them on its stream; without
   * candidates such a command is refused.
   */
  adminCandidates?: readonly string[]
}

/** An active admin record with an account: someone who can sign in and run the business. */
const signsInAsAdmin = (state: EmployeeState) => state.exists && state.isActive && state.userId !== null && state.roles.includes('admin')

/**
 * The last-admin rule (ADR 0015): another admin who can sign in must remain. The record confirming
 * it is read through `reader`, so the append checks it at the revision read: if it is demoted or
 * deactivated concurrently, this command retries and then sees there is no other admin.
 */
async function requireAnotherAdmin(reader: StreamReader, businessId: string, employeeId: string, candidates: readonly string[]) {
  for (const id of candidates) {
    if (id === employeeId) continue
    const { state } = await loadEmployee(reader, id)
    if (state.businessId === businessId && signsInAsAdmin(state)) return
  }
  throw lastAdminRefused()
}

/** One employee command decided on the record (adopting a pre-ADR 0014 account's), ready to append. */
export async function decideEmployeeCommand(
  reader: StreamReader,
  input: EmployeeInput,
  facts: EmployeeFacts = {},
): Promise<{ state: EmployeeState; append: { streamId: string; events: SlotwiseEvent[] } }> {
  await requireBusiness(reader, input.businessId)
  let command: EmployeeCommand
  if (input.type === 'AddEmployee' || input.type === 'ChangeEmployeeLocations' || input.type === 'LinkEmployeeAccount') {
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
  const employee = await loadEmployee(reader, input.employeeId)
  const events = employeeDecider.decide(command, employee.state)
  if (signsInAsAdmin(employee.state) && !signsInAsAdmin(events.reduce(employeeDecider.evolve, employee.state))) {
    await requireAnotherAdmin(reader, input.businessId, input.employeeId, facts.adminCandidates ?? [])
  }
  return { state: employee.state, append: { streamId: employeeStream(input.employeeId), events: events.length ? [...employee.adopted, ...events] : [] } }
}

export async function runEmployeeCommand(ctx: CommandContext, input: EmployeeInput, facts: EmployeeFacts = {}): Promise<void> {
  await handleCommand(ctx, async (reader) => ({ appends: [(await decideEmployeeCommand(reader, input, facts)).append], result: null }))
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
      const employee = await loadEmployee(reader, employeeId)
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
      appends.push({ streamId: employeeStream(employeeId), events: events.length ? [...employee.adopted, ...events] : [] })
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
