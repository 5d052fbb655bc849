import type { BusinessEvent, BusinessHours, CatalogBusinessEvent, ImageRef, LocationEvent, SchedulerConfigData, SocialLinks } from '@slotwise/events'
import { WEEKDAYS } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

type BusinessStreamEvent = BusinessEvent | CatalogBusinessEvent
type LocationStreamEvent = LocationEvent | CatalogBusinessEvent

export interface BusinessProfileInput {
  businessName: string
  businessPhone: string | null
  businessEmail: string | null
  website: string | null
  industry: string | null
  timezone: string
}

export type BusinessSettingsCommand =
  | { type: 'ChangeBusinessProfile'; businessId: string; profile: BusinessProfileInput }
  | { type: 'ChangeLanguages'; businessId: string; defaultLanguage: string; supportedLanguages: string[] }
  | { type: 'ChangeBranding'; businessId: string; logo: ImageRef | null; showLogo: boolean; showBusinessName: boolean }

export interface BusinessSettingsState {
  exists: boolean
  profile: BusinessProfileInput | null
  defaultLanguage: string | null
  supportedLanguages: string[]
  branding: { logo: ImageRef | null; showLogo: boolean; showBusinessName: boolean }
}

const notFound = () => new DomainError('business.notFound', 'Business not found', 404)

/** `business-{id}` as the catalog sees it: profile, languages and branding. */
export const businessSettingsDecider: Decider<BusinessSettingsState, BusinessSettingsCommand, BusinessStreamEvent> = {
  initialState: () => ({ exists: false, profile: null, defaultLanguage: null, supportedLanguages: [], branding: { logo: null, showLogo: true, showBusinessName: true } }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'BusinessRegistered': {
        const d = event.data
        return {
          ...state,
          exists: true,
          profile: { businessName: d.businessName, businessPhone: d.businessPhone, businessEmail: d.businessEmail, website: null, industry: d.industry, timezone: d.timezone },
          defaultLanguage: d.defaultLanguage,
          supportedLanguages: d.supportedLanguages,
        }
      }
      case 'BusinessProfileChanged': {
        if (!state.profile) return state
        const { businessId: _b, ...changes } = event.data
        const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
        return { ...state, profile: { ...state.profile, ...defined } }
      }
      case 'BusinessLanguagesChanged':
        return { ...state, defaultLanguage: event.data.defaultLanguage, supportedLanguages: event.data.supportedLanguages }
      case 'BusinessBrandingChanged': {
        const { businessId: _b, ...branding } = event.data
        return { ...state, branding }
      }
      default:
        return state
    }
  },
  decide: (command, state) => {
    if (!state.exists) throw notFound()
    const { businessId } = command
    switch (command.type) {
      case 'ChangeBusinessProfile': {
        const changes = Object.fromEntries(
          Object.entries(command.profile).filter(([key, value]) => JSON.stringify(state.profile?.[key as keyof BusinessProfileInput]) !== JSON.stringify(value)),
        )
        return Object.keys(changes).length ? [{ type: 'BusinessProfileChanged', data: { businessId, ...changes } }] : []
      }
      case 'ChangeLanguages': {
        if (command.supportedLanguages.length === 0) throw new DomainError('business.languagesRequired', 'At least one language must be supported', 400)
        if (!command.supportedLanguages.includes(command.defaultLanguage)) {
          throw new DomainError('business.defaultLanguageNotSupported', 'The default language cannot be removed from the supported languages', 400)
        }
        const supportedLanguages = [...new Set(command.supportedLanguages)]
        if (state.defaultLanguage === command.defaultLanguage && JSON.stringify(state.supportedLanguages) === JSON.stringify(supportedLanguages)) return []
        return [{ type: 'BusinessLanguagesChanged', data: { businessId, defaultLanguage: command.defaultLanguage, supportedLanguages } }]
      }
      case 'ChangeBranding': {
        const { type: _t, businessId: _b, ...branding } = command
        if (JSON.stringify(branding) === JSON.stringify(state.branding)) return []
        return [{ type: 'BusinessBrandingChanged', data: { businessId, ...branding } }]
      }
    }
  },
}

export interface LocationDetailsInput {
  locationName: string
  address: string | null
  city: string | null
  region: string | null
  postalCode: string | null
  country: string | null
  phone: string | null
  timezone: string
  images: ImageRef[]
  socialLinks: SocialLinks
  requireCustomerBookingOTPVerification: boolean
}

export type LocationCommand =
  | { type: 'AddLocation'; businessId: string; locationId: string; details: LocationDetailsInput; businessHours: BusinessHours; schedulerConfig: SchedulerConfigData }
  | { type: 'ChangeLocationDetails'; businessId: string; locationId: string; details: LocationDetailsInput }
  | { type: 'SetLocationHours'; businessId: string; locationId: string; businessHours: BusinessHours }
  | { type: 'ChangeSchedulerConfig'; businessId: string; locationId: string; schedulerConfig: SchedulerConfigData }
  | { type: 'RemoveLocation'; businessId: string; locationId: string }

export interface CatalogLocationState {
  exists: boolean
  closed: boolean
  businessId: string | null
}

/** Each location needs at least one working day with a valid start and end (business-side §5). */
export function checkLocationHours(hours: BusinessHours) {
  const open = WEEKDAYS.filter((d) => hours[d].startMinutes !== null && hours[d].endMinutes !== null)
  if (open.length === 0) throw new DomainError('location.workingDayRequired', 'Each location needs at least one working day with a start and end time', 400)
  for (const d of WEEKDAYS) {
    const { startMinutes, endMinutes } = hours[d]
    if ((startMinutes === null) !== (endMinutes === null)) throw new DomainError('location.hoursIncomplete', 'Please enter both a start and an end time', 400, { weekday: d })
  }
}

/** `location-{id}` as the catalog sees it: add, details, hours, scheduler config, removal. */
export const catalogLocationDecider: Decider<CatalogLocationState, LocationCommand, LocationStreamEvent> = {
  initialState: () => ({ exists: false, closed: false, businessId: null }),
  evolve: (state, event) => {
    if (event.type === 'LocationOpened') return { exists: true, closed: false, businessId: event.data.businessId }
    if (event.type === 'LocationClosed') return { ...state, closed: true }
    return state
  },
  decide: (command, state) => {
    const { businessId, locationId } = command
    if (command.type === 'AddLocation') {
      if (state.exists) return []
      checkLocationHours(command.businessHours)
      const { images, socialLinks, requireCustomerBookingOTPVerification, ...basics } = command.details
      const events: LocationStreamEvent[] = [
        { type: 'LocationOpened', data: { locationId, businessId, ...basics, businessHours: command.businessHours } },
        { type: 'LocationDetailsChanged', data: { locationId, businessId, ...command.details } },
      ]
      if (Object.keys(command.schedulerConfig).length) events.push({ type: 'LocationSchedulerConfigChanged', data: { locationId, businessId, schedulerConfig: command.schedulerConfig } })
      return events
    }
    if (!state.exists || state.closed || state.businessId !== businessId) throw new DomainError('location.notFound', 'Location not found', 404)
    switch (command.type) {
      case 'ChangeLocationDetails':
        return [{ type: 'LocationDetailsChanged', data: { locationId, businessId, ...command.details } }]
      case 'SetLocationHours':
        checkLocationHours(command.businessHours)
        return [{ type: 'LocationHoursChanged', data: { locationId, businessId, businessHours: command.businessHours } }]
      case 'ChangeSchedulerConfig':
        return [{ type: 'LocationSchedulerConfigChanged', data: { locationId, businessId, schedulerConfig: command.schedulerConfig } }]
      case 'RemoveLocation':
        return [{ type: 'LocationClosed', data: { locationId, businessId } }]
    }
  },
}
