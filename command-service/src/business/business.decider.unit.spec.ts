import { describe, expect, it } from 'vitest'
import type { BusinessHours } from '@slotwise/events'
import { businessDecider, locationDecider, subdomainDecider, type RegisterBusiness } from './business.decider.ts'

const register: RegisterBusiness = {
  type: 'RegisterBusiness',
  businessId: '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11',
  ownerUserId: '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b',
  businessName: 'Maple Salon',
  subdomain: 'maple',
  industry: 'salon',
  timezone: 'America/New_York',
  businessPhone: null,
  businessEmail: null,
  defaultLanguage: 'en_US',
  supportedLanguages: ['en_US', 'es_US'],
}

const hours: BusinessHours = {
  monday: { startMinutes: 540, endMinutes: 1020 },
  tuesday: { startMinutes: 540, endMinutes: 1020 },
  wednesday: { startMinutes: 540, endMinutes: 1020 },
  thursday: { startMinutes: 540, endMinutes: 1200 },
  friday: { startMinutes: 540, endMinutes: 1200 },
  saturday: { startMinutes: 600, endMinutes: 960 },
  sunday: { startMinutes: null, endMinutes: null },
}

const given = <S, C, E>(decider: { initialState: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S) => E[] }, events: E[]) => ({
  when: (command: C) => decider.decide(command, events.reduce(decider.evolve, decider.initialState())),
})

describe('when a subdomain is free', () => {
  it('reserves it', () => {
    expect(given(subdomainDecider, []).when(register)).toEqual([{ type: 'SubdomainReserved', data: { subdomain: 'maple', businessId: register.businessId } }])
  })
})

describe('when another business holds the subdomain', () => {
  it('throws business.subdomainTaken', () => {
    const taken = [{ type: 'SubdomainReserved' as const, data: { subdomain: 'maple', businessId: '11111111-1111-4111-8111-111111111111' } }]
    expect(() => given(subdomainDecider, taken).when(register)).toThrow(expect.objectContaining({ code: 'business.subdomainTaken' }))
  })
})

describe('when registering a business', () => {
  it('records BusinessRegistered once; a repeat decides nothing', () => {
    const events = given(businessDecider, []).when(register)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'BusinessRegistered', data: { businessName: 'Maple Salon', supportedLanguages: ['en_US', 'es_US'] } })
    expect(given(businessDecider, events).when(register)).toEqual([])
  })

  it('refuses a default language that is not supported', () => {
    expect(() => given(businessDecider, []).when({ ...register, defaultLanguage: 'ja_JP' })).toThrow(expect.objectContaining({ code: 'business.defaultLanguageNotSupported' }))
  })
})

describe('when changing the hours of a location', () => {
  const opened = {
    type: 'LocationOpened' as const,
    data: {
      locationId: '2c1f0a8e-5b7d-4e3a-9c6f-1d2e3f4a5b6c', businessId: register.businessId, locationName: 'Downtown', address: null, city: null,
      region: null, postalCode: null, country: null, phone: null, timezone: 'America/New_York', businessHours: hours,
    },
  }
  it('records the new hours for its own business', () => {
    const closedSaturday = { ...hours, saturday: { startMinutes: null, endMinutes: null } }
    expect(given(locationDecider, [opened]).when({ type: 'ChangeLocationHours', locationId: opened.data.locationId, businessId: register.businessId, businessHours: closedSaturday }))
      .toEqual([{ type: 'LocationHoursChanged', data: { locationId: opened.data.locationId, businessId: register.businessId, businessHours: closedSaturday } }])
  })
  it('answers not found to another business', () => {
    expect(() => given(locationDecider, [opened]).when({ type: 'ChangeLocationHours', locationId: opened.data.locationId, businessId: '11111111-1111-4111-8111-111111111111', businessHours: hours }))
      .toThrow(expect.objectContaining({ code: 'location.notFound' }))
  })
})
