import { describe, it } from 'vitest'
import type { BookingFormEvent, BusinessEvent, BusinessHours, CatalogBusinessEvent, CustomQuestion, EmployeeEvent, LocationEvent } from '@slotwise/events'
import { STANDARD_QUESTIONS } from '@slotwise/events'
import { bookingFormDecider } from './booking-form.decider.ts'
import { businessSettingsDecider, catalogLocationDecider } from './business-settings.decider.ts'
import { employeeDecider } from './employee.decider.ts'
import { storefrontDecider } from './storefront.decider.ts'
import { given } from './testing/given.ts'

const B = '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11'
const L1 = '2c1f0a8e-5b7d-4e3a-9c6f-1d2e3f4a5b6c'
const L2 = '3d2f0a8e-5b7d-4e3a-9c6f-1d2e3f4a5b6c'
const E = '55555555-5555-4555-8555-555555555555'
const S = '22222222-2222-4222-8222-222222222222'
const Q = '99999999-9999-4999-8999-999999999999'
const open = { startMinutes: 540, endMinutes: 1020 }
const closed = { startMinutes: null, endMinutes: null }
const hours: BusinessHours = { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: closed, sunday: closed }

const registered: BusinessEvent = {
  type: 'BusinessRegistered',
  data: { businessId: B, ownerUserId: E, businessName: 'Maple', subdomain: 'maple', industry: null, timezone: 'America/New_York', businessPhone: null, businessEmail: null, defaultLanguage: 'en_US', supportedLanguages: ['en_US', 'es_US'] },
}

describe('language settings', () => {
  it('records a new default among the supported languages', () => {
    given<unknown, never, BusinessEvent | CatalogBusinessEvent>(businessSettingsDecider as never, [registered]).when({ type: 'ChangeLanguages', businessId: B, defaultLanguage: 'es_US', supportedLanguages: ['en_US', 'es_US'] } as never)
      .then([{ type: 'BusinessLanguagesChanged', data: { businessId: B, defaultLanguage: 'es_US', supportedLanguages: ['en_US', 'es_US'] } }])
  })
  it('refuses to drop the default language from the supported ones', () => {
    given(businessSettingsDecider, [registered]).when({ type: 'ChangeLanguages', businessId: B, defaultLanguage: 'en_US', supportedLanguages: ['es_US'] }).thenThrows('business.defaultLanguageNotSupported')
  })
  it('refuses an empty list', () => {
    given(businessSettingsDecider, [registered]).when({ type: 'ChangeLanguages', businessId: B, defaultLanguage: 'en_US', supportedLanguages: [] }).thenThrows('business.languagesRequired')
  })
  it('records only the profile fields that changed', () => {
    given(businessSettingsDecider, [registered]).when({ type: 'ChangeBusinessProfile', businessId: B, profile: { businessName: 'Maple & Thread', businessPhone: null, businessEmail: null, website: null, industry: null, timezone: 'America/New_York' } })
      .then([{ type: 'BusinessProfileChanged', data: { businessId: B, businessName: 'Maple & Thread' } }])
  })
  it('answers not found for a business that does not exist', () => {
    given(businessSettingsDecider).when({ type: 'ChangeBranding', businessId: B, logo: null, showLogo: false, showBusinessName: true }).thenThrows('business.notFound')
  })
})

describe('locations', () => {
  const details = { locationName: 'Downtown', address: '1 Main', city: 'NYC', region: 'NY', postalCode: '10001', country: 'US', phone: null, timezone: 'America/New_York', images: [], socialLinks: {}, requireCustomerBookingOTPVerification: true }
  const opened: LocationEvent = { type: 'LocationOpened', data: { locationId: L1, businessId: B, locationName: 'Downtown', address: '1 Main', city: 'NYC', region: 'NY', postalCode: '10001', country: 'US', phone: null, timezone: 'America/New_York', businessHours: hours } }
  it('opens a location with its details and scheduler config', () => {
    given(catalogLocationDecider).when({ type: 'AddLocation', businessId: B, locationId: L1, details, businessHours: hours, schedulerConfig: { secondarySlotGranularity: 30 } })
      .thenMatches([{ type: 'LocationOpened' }, { type: 'LocationDetailsChanged', data: { requireCustomerBookingOTPVerification: true } }, { type: 'LocationSchedulerConfigChanged', data: { schedulerConfig: { secondarySlotGranularity: 30 } } }])
  })
  it('refuses a week without a working day', () => {
    const allClosed = Object.fromEntries(Object.keys(hours).map((d) => [d, closed])) as BusinessHours
    given(catalogLocationDecider, [opened]).when({ type: 'SetLocationHours', businessId: B, locationId: L1, businessHours: allClosed }).thenThrows('location.workingDayRequired')
  })
  it('answers not found for a removed location', () => {
    given(catalogLocationDecider, [opened, { type: 'LocationClosed', data: { locationId: L1, businessId: B } }]).when({ type: 'ChangeLocationDetails', businessId: B, locationId: L1, details }).thenThrows('location.notFound')
  })
})

describe('employees', () => {
  const profile = { firstName: 'Ana', lastName: 'Ruiz', email: null, phone: null, color: '#aa3355', position: 'Stylist', bio: null, socialLinks: [], profileImage: null }
  const added: EmployeeEvent = { type: 'EmployeeAdded', data: { employeeId: E, businessId: B, userId: null, ...profile, roles: ['serviceProvider'], locationIds: [L1, L2] } }
  const week = { monday: [{ startMinutes: 540, endMinutes: 720 }, { startMinutes: 780, endMinutes: 1020 }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }
  it('records split-shift hours at a location the employee works at', () => {
    given(employeeDecider, [added]).when({ type: 'SetWorkingHours', businessId: B, employeeId: E, locationId: L1, hours: week })
      .then([{ type: 'EmployeeWorkingHoursSet', data: { employeeId: E, businessId: B, locationId: L1, hours: week } }])
  })
  it('refuses overlapping ranges on one day', () => {
    given(employeeDecider, [added]).when({ type: 'SetWorkingHours', businessId: B, employeeId: E, locationId: L1, hours: { ...week, monday: [{ startMinutes: 540, endMinutes: 800 }, { startMinutes: 780, endMinutes: 1020 }] } })
      .thenThrows('employee.hoursOverlap')
  })
  it('refuses hours at a location the employee left', () => {
    const left: EmployeeEvent = { type: 'EmployeeLocationsChanged', data: { employeeId: E, businessId: B, locationIds: [L2], removedLocationIds: [L1] } }
    given(employeeDecider, [added, left]).when({ type: 'SetWorkingHours', businessId: B, employeeId: E, locationId: L1, hours: week }).thenThrows('employee.notAtLocation')
  })
  it('names the removed locations when locations change', () => {
    given(employeeDecider, [added]).when({ type: 'ChangeEmployeeLocations', businessId: B, employeeId: E, locationIds: [L2], facts: { locationIds: [L1, L2] } })
      .then([{ type: 'EmployeeLocationsChanged', data: { employeeId: E, businessId: B, locationIds: [L2], removedLocationIds: [L1] } }])
  })
  it('refuses services not offered at the location', () => {
    given(employeeDecider, [added]).when({ type: 'SetEmployeeServices', businessId: B, employeeId: E, locationId: L1, serviceIds: [S], facts: { serviceIds: [] } }).thenThrows('service.notAtLocation')
  })
  it('answers not found to another business', () => {
    given(employeeDecider, [added]).when({ type: 'SetEmployeeActive', businessId: L1, employeeId: E, isActive: false }).thenThrows('employee.notFound')
  })
  it('deactivates once', () => {
    const off: EmployeeEvent = { type: 'EmployeeDeactivated', data: { employeeId: E, businessId: B } }
    given(employeeDecider, [added]).when({ type: 'SetEmployeeActive', businessId: B, employeeId: E, isActive: false }).then([off])
    given(employeeDecider, [added, off]).when({ type: 'SetEmployeeActive', businessId: B, employeeId: E, isActive: false }).then([])
  })
  describe('when an invited account links to the record', () => {
    const U = '66666666-6666-4666-8666-666666666666'
    const link = (userId: string, roles: Array<'admin' | 'manager' | 'serviceProvider'>, locationIds: string[]) =>
      ({ type: 'LinkEmployeeAccount' as const, businessId: B, employeeId: E, userId, roles, locationIds, facts: { locationIds: [L1, L2] } })
    it('links it, adds the invited roles and takes nothing away; a retry decides nothing', () => {
      const linked: EmployeeEvent = { type: 'EmployeeAccountLinked', data: { employeeId: E, businessId: B, userId: U } }
      const roles: EmployeeEvent = { type: 'EmployeeRolesChanged', data: { employeeId: E, businessId: B, roles: ['serviceProvider', 'manager'] } }
      given(employeeDecider, [added]).when(link(U, ['manager'], [L1])).then([linked, roles])
      given(employeeDecider, [added, linked, roles]).when(link(U, ['manager'], [L1])).then([])
    })
    it('refuses a record that already signs in as another account (employee.alreadyExists)', () => {
      const linked: EmployeeEvent = { type: 'EmployeeAccountLinked', data: { employeeId: E, businessId: B, userId: S } }
      given(employeeDecider, [added, linked]).when(link(U, ['serviceProvider'], [L1])).thenThrows('employee.alreadyExists')
    })
  })
})

describe('storefront', () => {
  it('records only the settings that changed', () => {
    given(storefrontDecider, [{ type: 'StorefrontSettingsChanged', data: { businessId: B, sloganWidth: 300 } }])
      .when({ type: 'ChangeStorefrontSettings', businessId: B, settings: { sloganWidth: 300, showReviews: false } })
      .then([{ type: 'StorefrontSettingsChanged', data: { businessId: B, showReviews: false } }])
  })
})

describe('booking form', () => {
  const question: CustomQuestion = { questionId: Q, label: 'Colour', format: 'SELECT', questionText: 'Which shade?', description: null, translations: [], validAnswers: ['Ash', 'Gold'], forServiceIds: [S] }
  const created: BookingFormEvent = { type: 'FormQuestionCreated', data: { businessId: B, ...question } }
  const entries = [{ questionId: Q, isCustom: true, isRequired: true, position: { page: 1, row: 0, col: 0 } }]
  const layout: BookingFormEvent = { type: 'FormLayoutChanged', data: { businessId: B, layout: entries } }
  const facts = { serviceIds: [S] }
  it.each([
    ['no service', { forServiceIds: [] }, 'formQuestion.servicesRequired'],
    ['a choice without answers', { validAnswers: [] }, 'formQuestion.answersRequired'],
    ['an unknown service', { forServiceIds: [Q] }, 'service.notFound'],
  ])('refuses a question with %s', (_l, change, code) => {
    given(bookingFormDecider).when({ type: 'CreateQuestion', businessId: B, question: { ...question, ...change }, facts }).thenThrows(code)
  })
  it('gives YES_NO questions the answers yes and no', () => {
    given(bookingFormDecider).when({ type: 'CreateQuestion', businessId: B, question: { ...question, format: 'YES_NO', validAnswers: [] }, facts })
      .thenMatches([{ data: { validAnswers: ['yes', 'no'] } }])
  })
  it('publishes the draft as version 1, then has nothing to publish', () => {
    given(bookingFormDecider, [created, layout]).when({ type: 'PublishForm', businessId: B })
      .then([{ type: 'FormPublished', data: { businessId: B, version: 1, questions: [question], layout: entries } }])
    const published = given(bookingFormDecider, [created, layout]).when({ type: 'PublishForm', businessId: B }).events()
    given(bookingFormDecider, [created, layout, ...published]).when({ type: 'PublishForm', businessId: B }).then([])
  })
  it('reverts unpublished changes to the last published form', () => {
    const published = given(bookingFormDecider, [created, layout]).when({ type: 'PublishForm', businessId: B }).events()
    const deleted: BookingFormEvent = { type: 'FormQuestionDeleted', data: { businessId: B, questionId: Q } }
    given(bookingFormDecider, [created, layout, ...published, deleted]).when({ type: 'DiscardFormChanges', businessId: B })
      .thenMatches([{ type: 'FormChangesDiscarded', data: { version: 1, questions: [{ questionId: Q }] } }])
  })
  it('refuses two questions in one cell and unknown questions', () => {
    const std = STANDARD_QUESTIONS[0]!.id
    given(bookingFormDecider, [created]).when({ type: 'ChangeFormLayout', businessId: B, layout: [
      { questionId: Q, isCustom: true, isRequired: true, position: { page: 1, row: 0, col: 0 } },
      { questionId: std, isCustom: false, isRequired: false, position: { page: 1, row: 0, col: 0 } },
    ] }).thenThrows('form.positionTaken')
    given(bookingFormDecider, [created]).when({ type: 'ChangeFormLayout', businessId: B, layout: [{ questionId: S, isCustom: false, isRequired: false, position: { page: 1, row: 0, col: 0 } }] }).thenThrows('formQuestion.notFound')
  })
  it('keeps at least one linked service', () => {
    given(bookingFormDecider, [created]).when({ type: 'UnlinkQuestionService', businessId: B, questionId: Q, serviceId: S }).thenThrows('formQuestion.servicesRequired')
  })
})
