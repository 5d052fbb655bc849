import { describe, expect, it } from 'vitest'
import type { CustomerEvent } from '@slotwise/events'
import { given } from '../booking/testing/given.ts'
import { customerDecider, phoneClaimDecider } from './customer.decider.ts'
import { checkPhone } from './phone.ts'

const customerId = '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11'
const targetId = '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b'
const businessId = '11111111-1111-4111-8111-111111111111'
const noteId = '22222222-2222-4222-8222-222222222222'
const contact = { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phone: '+17185550142' }
const registered: CustomerEvent = { type: 'CustomerRegistered', data: { customerId, businessId, ...contact, source: 'online' } }
const merged: CustomerEvent = { type: 'CustomerMergedInto', data: { customerId, businessId, targetCustomerId: targetId } }

describe('when a customer books for the first time', () => {
  it('registers them; a repeat decides nothing', () => {
    given(customerDecider).when({ type: 'RegisterCustomer', customerId, businessId, contact, source: 'online' }).then([registered])
    given(customerDecider, [registered]).when({ type: 'RegisterCustomer', customerId, businessId, contact, source: 'online' }).then([])
  })
})

describe('when contact details change', () => {
  it('records the new contact, keeping fields not given', () => {
    given(customerDecider, [registered])
      .when({ type: 'ChangeCustomerContact', customerId, businessId, contact: { email: 'ana.l@example.com' } })
      .then([{ type: 'CustomerContactChanged', data: { customerId, businessId, ...contact, email: 'ana.l@example.com' } }])
  })
  it('decides nothing when nothing changed', () => {
    given(customerDecider, [registered]).when({ type: 'ChangeCustomerContact', customerId, businessId, contact: { firstName: 'Ana' } }).then([])
  })
  it('answers customer.notFound for another business', () => {
    given(customerDecider, [registered]).when({ type: 'ChangeCustomerContact', customerId, businessId: targetId, contact: { firstName: 'X' } }).thenThrows('customer.notFound')
  })
})

describe('when merging profiles', () => {
  it('deactivates the source for good', () => {
    given(customerDecider, [registered]).when({ type: 'MergeCustomerInto', customerId, businessId, targetCustomerId: targetId }).then([merged])
    given(customerDecider, [registered, merged]).when({ type: 'AddCustomerNote', customerId, businessId, noteId, text: 'hi', authorUserId: null }).thenThrows('customer.merged')
    given(customerDecider, [registered, merged]).when({ type: 'MergeCustomerInto', customerId, businessId, targetCustomerId: businessId }).thenThrows('customer.merged')
  })
  it('refuses merging a profile into itself', () => {
    given(customerDecider, [registered]).when({ type: 'MergeCustomerInto', customerId, businessId, targetCustomerId: customerId }).thenThrows('customer.mergeIntoSelf')
  })
  it('a merged profile cannot receive a merge', () => {
    given(customerDecider, [registered, merged]).when({ type: 'ReceiveMerge', customerId, businessId, sourceCustomerId: targetId }).thenThrows('customer.merged')
  })
})

describe('when notes are added and deleted', () => {
  const added: CustomerEvent = { type: 'CustomerNoteAdded', data: { customerId, businessId, noteId, text: 'Allergic to latex', authorUserId: null } }
  it('adds and deletes', () => {
    given(customerDecider, [registered]).when({ type: 'AddCustomerNote', customerId, businessId, noteId, text: 'Allergic to latex', authorUserId: null }).then([added])
    given(customerDecider, [registered, added]).when({ type: 'DeleteCustomerNote', customerId, businessId, noteId }).then([{ type: 'CustomerNoteDeleted', data: { customerId, businessId, noteId } }])
    given(customerDecider, [registered]).when({ type: 'DeleteCustomerNote', customerId, businessId, noteId }).thenThrows('note.notFound')
  })
})

describe('phone claims', () => {
  const claim = { type: 'ClaimPhone' as const, businessId, phone: '+17185550142', customerId, takeOver: false }
  const claimed: CustomerEvent = { type: 'CustomerPhoneClaimed', data: { businessId, phone: '+17185550142', customerId } }
  it('a free phone is claimed; the owner claiming again decides nothing', () => {
    given(phoneClaimDecider).when(claim).then([claimed])
    given(phoneClaimDecider, [claimed]).when(claim).then([])
  })
  it('another customer cannot claim it, a merge target takes it over', () => {
    given(phoneClaimDecider, [claimed]).when({ ...claim, customerId: targetId }).thenThrows('customer.phoneTaken')
    given(phoneClaimDecider, [claimed]).when({ ...claim, customerId: targetId, takeOver: true }).then([{ type: 'CustomerPhoneClaimed', data: { businessId, phone: '+17185550142', customerId: targetId } }])
  })
})

describe('phone numbers', () => {
  it('reads the form\'s digits, a leading 1 and international numbers into E.164', () => {
    expect(checkPhone('7185550142')).toEqual({ ok: true, e164: '+17185550142' })
    expect(checkPhone('17185550142')).toEqual({ ok: true, e164: '+17185550142' })
    expect(checkPhone('(718) 555-0142')).toEqual({ ok: true, e164: '+17185550142' })
    expect(checkPhone('+1 718 555 0142')).toEqual({ ok: true, e164: '+17185550142' })
    expect(checkPhone('+44 7911 123456')).toEqual({ ok: true, e164: '+447911123456' })
  })
  it('gives the spec\'s messages', () => {
    expect(checkPhone('')).toMatchObject({ ok: false, message: 'Phone number is required' })
    expect(checkPhone('555014')).toMatchObject({ ok: false, message: 'Phone number must be at least 10 digits' })
    expect(checkPhone('1234567890')).toMatchObject({ ok: false, message: 'Please enter a valid phone number!' })
    expect(checkPhone('27185550142')).toMatchObject({ ok: false, message: 'Please enter a valid phone number!' })
  })
})
