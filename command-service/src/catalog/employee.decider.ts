import type { EmployeeEvent, EmployeeProfile, WeeklyWorkingHours } from '@slotwise/events'
import { WEEKDAYS } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { StaffRole } from '@slotwise/infra/platform/staff-principal.ts'
import type { Decider } from '../platform/decider.ts'

export type EmployeeCommand =
  | { type: 'AddEmployee'; businessId: string; employeeId: string; userId: string | null; profile: EmployeeProfile; roles: StaffRole[]; locationIds: string[]; facts: { locationIds: readonly string[] } }
  /**
   * A staff account signs in as this existing employee (an accepted invitation found it by email).
   * The employee keeps what it had and gains the invited roles and locations: nothing is taken away.
   */
  | { type: 'LinkEmployeeAccount'; businessId: string; employeeId: string; userId: string; roles: StaffRole[]; locationIds: string[]; facts: { locationIds: readonly string[] } }
  | { type: 'ChangeEmployeeProfile'; businessId: string; employeeId: string; profile: EmployeeProfile }
  | { type: 'ChangeEmployeeRoles'; businessId: string; employeeId: string; roles: StaffRole[] }
  | { type: 'SetEmployeeActive'; businessId: string; employeeId: string; isActive: boolean }
  | { type: 'ChangeEmployeeLocations'; businessId: string; employeeId: string; locationIds: string[]; facts: { locationIds: readonly string[] } }
  | { type: 'SetWorkingHours'; businessId: string; employeeId: string; locationId: string; hours: WeeklyWorkingHours }
  /** `facts.serviceIds`: the business's bookable services offered at that location. */
  | { type: 'SetEmployeeServices'; businessId: string; employeeId: string; locationId: string; serviceIds: string[]; facts: { serviceIds: readonly string[] } }

export interface EmployeeState {
  exists: boolean
  businessId: string | null
  userId: string | null
  roles: StaffRole[]
  isActive: boolean
  locationIds: string[]
  services: Record<string, string[]>
}

/** Spec text; also when the record already signs in as another account. */
export const employeeAlreadyExists = () => new DomainError('employee.alreadyExists', 'Employee already exists', 409)
const union = <T>(a: readonly T[], b: readonly T[]) => [...new Set([...a, ...b])]
const unknownLocations = (ids: readonly string[], facts: { locationIds: readonly string[] }) => {
  const unknown = ids.filter((id) => !facts.locationIds.includes(id))
  if (unknown.length) throw new DomainError('location.notFound', 'Location not found', 404, { locationIds: unknown })
}
const notFound = () => new DomainError('employee.notFound', 'Employee not found', 404)
const notAtLocation = () => new DomainError('employee.notAtLocation', 'This employee does not work at this location', 409)

/** Overlapping ranges on one weekday are a mistake, not a split shift. */
function checkHours(hours: WeeklyWorkingHours) {
  for (const day of WEEKDAYS) {
    const ranges = [...hours[day]].sort((a, b) => a.startMinutes - b.startMinutes)
    for (let i = 1; i < ranges.length; i += 1) {
      if (ranges[i]!.startMinutes < ranges[i - 1]!.endMinutes) {
        throw new DomainError('employee.hoursOverlap', 'Working hours on one day must not overlap', 400, { weekday: day })
      }
    }
  }
}

/** `employee-{id}`: profile, roles, status, locations, weekly hours and services per location. */
export const employeeDecider: Decider<EmployeeState, EmployeeCommand, EmployeeEvent> = {
  initialState: () => ({ exists: false, businessId: null, userId: null, roles: [], isActive: true, locationIds: [], services: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmployeeAdded':
        return { ...state, exists: true, businessId: event.data.businessId, userId: event.data.userId, roles: event.data.roles, locationIds: event.data.locationIds }
      case 'EmployeeAccountLinked':
        return { ...state, userId: event.data.userId }
      case 'EmployeeRolesChanged':
        return { ...state, roles: event.data.roles }
      case 'EmployeeActivated':
        return { ...state, isActive: true }
      case 'EmployeeDeactivated':
        return { ...state, isActive: false }
      case 'EmployeeLocationsChanged': {
        const services = Object.fromEntries(Object.entries(state.services).filter(([loc]) => !event.data.removedLocationIds.includes(loc)))
        return { ...state, locationIds: event.data.locationIds, services }
      }
      case 'EmployeeServicesSet':
        return { ...state, services: { ...state.services, [event.data.locationId]: event.data.serviceIds } }
      default:
        return state
    }
  },
  decide: (command, state) => {
    const { businessId, employeeId } = command
    if (command.type === 'AddEmployee') {
      if (state.exists) return []
      unknownLocations(command.locationIds, command.facts)
      return [{ type: 'EmployeeAdded', data: { employeeId, businessId, userId: command.userId, ...command.profile, roles: command.roles, locationIds: [...new Set(command.locationIds)] } }]
    }
    if (!state.exists || state.businessId !== businessId) throw notFound()
    switch (command.type) {
      case 'LinkEmployeeAccount': {
        if (state.userId && state.userId !== command.userId) throw employeeAlreadyExists()
        unknownLocations(command.locationIds, command.facts)
        const events: EmployeeEvent[] = []
        if (!state.userId) events.push({ type: 'EmployeeAccountLinked', data: { employeeId, businessId, userId: command.userId } })
        const roles = union(state.roles, command.roles)
        if (roles.length !== state.roles.length) events.push({ type: 'EmployeeRolesChanged', data: { employeeId, businessId, roles } })
        const locationIds = union(state.locationIds, command.locationIds)
        if (locationIds.length !== state.locationIds.length) events.push({ type: 'EmployeeLocationsChanged', data: { employeeId, businessId, locationIds, removedLocationIds: [] } })
        return events
      }
      case 'ChangeEmployeeProfile':
        return [{ type: 'EmployeeProfileChanged', data: { employeeId, businessId, ...command.profile } }]
      case 'ChangeEmployeeRoles':
        if (JSON.stringify([...command.roles].sort()) === JSON.stringify([...state.roles].sort())) return []
        return [{ type: 'EmployeeRolesChanged', data: { employeeId, businessId, roles: command.roles } }]
      case 'SetEmployeeActive':
        if (command.isActive === state.isActive) return []
        return [{ type: command.isActive ? 'EmployeeActivated' : 'EmployeeDeactivated', data: { employeeId, businessId } }]
      case 'ChangeEmployeeLocations': {
        unknownLocations(command.locationIds, command.facts)
        const locationIds = [...new Set(command.locationIds)]
        const removedLocationIds = state.locationIds.filter((id) => !locationIds.includes(id))
        if (removedLocationIds.length === 0 && locationIds.length === state.locationIds.length) return []
        return [{ type: 'EmployeeLocationsChanged', data: { employeeId, businessId, locationIds, removedLocationIds } }]
      }
      case 'SetWorkingHours':
        if (!state.locationIds.includes(command.locationId)) throw notAtLocation()
        checkHours(command.hours)
        return [{ type: 'EmployeeWorkingHoursSet', data: { employeeId, businessId, locationId: command.locationId, hours: command.hours } }]
      case 'SetEmployeeServices': {
        if (!state.locationIds.includes(command.locationId)) throw notAtLocation()
        const unknown = command.serviceIds.filter((id) => !command.facts.serviceIds.includes(id))
        if (unknown.length) throw new DomainError('service.notAtLocation', 'This service is not offered at this location', 409, { serviceIds: unknown })
        const serviceIds = [...new Set(command.serviceIds)].sort()
        if (JSON.stringify(state.services[command.locationId] ?? []) === JSON.stringify(serviceIds)) return []
        return [{ type: 'EmployeeServicesSet', data: { employeeId, businessId, locationId: command.locationId, serviceIds } }]
      }
    }
  },
}
