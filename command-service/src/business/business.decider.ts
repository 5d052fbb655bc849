import type { BusinessEvent, BusinessHours, LocationEvent } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

export interface RegisterBusiness {
  type: 'RegisterBusiness'
  businessId: string
  ownerUserId: string
  businessName: string
  subdomain: string
  industry: string | null
  timezone: string
  businessPhone: string | null
  businessEmail: string | null
  defaultLanguage: string
  supportedLanguages: string[]
}

export interface OpenLocation {
  type: 'OpenLocation'
  locationId: string
  businessId: string
  locationName: string
  address: string | null
  city: string | null
  region: string | null
  postalCode: string | null
  country: string | null
  phone: string | null
  timezone: string
  businessHours: BusinessHours
}

export interface ChangeLocationHours {
  type: 'ChangeLocationHours'
  locationId: string
  businessId: string
  businessHours: BusinessHours
}

/** `subdomain-{name}`: whether the subdomain is taken. */
export const subdomainDecider: Decider<{ takenBy: string | null }, RegisterBusiness, BusinessEvent> = {
  initialState: () => ({ takenBy: null }),
  evolve: (state, event) => (event.type === 'SubdomainReserved' ? { takenBy: event.data.businessId } : state),
  decide: (command, state) => {
    if (state.takenBy && state.takenBy !== command.businessId) {
      throw new DomainError('business.subdomainTaken', 'This subdomain is already taken', 409)
    }
    return state.takenBy ? [] : [{ type: 'SubdomainReserved', data: { subdomain: command.subdomain, businessId: command.businessId } }]
  },
}

export interface BusinessState {
  exists: boolean
  businessId: string | null
}

/** `business-{id}`: the business profile. */
export const businessDecider: Decider<BusinessState, RegisterBusiness, BusinessEvent> = {
  initialState: () => ({ exists: false, businessId: null }),
  evolve: (state, event) => (event.type === 'BusinessRegistered' ? { exists: true, businessId: event.data.businessId } : state),
  decide: (command, state) => {
    if (state.exists) return []
    if (!command.supportedLanguages.includes(command.defaultLanguage)) {
      throw new DomainError('business.defaultLanguageNotSupported', 'The default language must be one of the supported languages', 400)
    }
    const { type: _type, ...data } = command
    return [{ type: 'BusinessRegistered', data }]
  },
}

export interface LocationState {
  exists: boolean
  businessId: string | null
}

/** `location-{id}`: a location and its hours. */
export const locationDecider: Decider<LocationState, OpenLocation | ChangeLocationHours, LocationEvent> = {
  initialState: () => ({ exists: false, businessId: null }),
  evolve: (state, event) => (event.type === 'LocationOpened' ? { exists: true, businessId: event.data.businessId } : state),
  decide: (command, state) => {
    switch (command.type) {
      case 'OpenLocation': {
        if (state.exists) return []
        const { type: _type, ...data } = command
        return [{ type: 'LocationOpened', data }]
      }
      case 'ChangeLocationHours': {
        if (!state.exists || state.businessId !== command.businessId) {
          throw new DomainError('location.notFound', 'Location not found', 404)
        }
        return [{ type: 'LocationHoursChanged', data: { locationId: command.locationId, businessId: command.businessId, businessHours: command.businessHours } }]
      }
    }
  },
}
