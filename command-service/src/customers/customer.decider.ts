import type { CustomerContact, CustomerEvent } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

export interface CustomerState {
  exists: boolean
  customerId: string | null
  businessId: string | null
  contact: CustomerContact | null
  /** Set once the profile was merged into another: deactivated for good. */
  mergedInto: string | null
  noteIds: string[]
}

export type CustomerCommand =
  | { type: 'RegisterCustomer'; customerId: string; businessId: string; contact: CustomerContact; source: 'online' | 'staff' }
  /** Partial: absent fields keep their value (a returning customer may leave email empty). */
  | { type: 'ChangeCustomerContact'; customerId: string; businessId: string; contact: Partial<CustomerContact> }
  | { type: 'AddCustomerNote'; customerId: string; businessId: string; noteId: string; text: string; authorUserId: string | null }
  | { type: 'DeleteCustomerNote'; customerId: string; businessId: string; noteId: string }
  | { type: 'MergeCustomerInto'; customerId: string; businessId: string; targetCustomerId: string }
  | { type: 'ReceiveMerge'; customerId: string; businessId: string; sourceCustomerId: string }

const notFound = () => new DomainError('customer.notFound', 'Customer not found', 404)
const merged = () => new DomainError('customer.merged', 'This customer profile was merged into another and cannot be changed', 409)

function requireActive(state: CustomerState, businessId: string): CustomerState & { contact: CustomerContact } {
  if (!state.exists || state.businessId !== businessId || !state.contact) throw notFound()
  if (state.mergedInto) throw merged()
  return state as CustomerState & { contact: CustomerContact }
}

/** `customer-{id}`: contact, notes and merging of one customer of a business. */
export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: () => ({ exists: false, customerId: null, businessId: null, contact: null, mergedInto: null, noteIds: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CustomerRegistered': {
        const { customerId, businessId, firstName, lastName, email, phone } = event.data
        return { ...state, exists: true, customerId, businessId, contact: { firstName, lastName, email, phone } }
      }
      case 'CustomerContactChanged': {
        const { firstName, lastName, email, phone } = event.data
        return { ...state, contact: { firstName, lastName, email, phone } }
      }
      case 'CustomerNoteAdded':
        return { ...state, noteIds: [...state.noteIds, event.data.noteId] }
      case 'CustomerNoteDeleted':
        return { ...state, noteIds: state.noteIds.filter((n) => n !== event.data.noteId) }
      case 'CustomerMergedInto':
        return { ...state, mergedInto: event.data.targetCustomerId, noteIds: [] }
      default:
        return state
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterCustomer': {
        if (state.exists) return []
        return [{ type: 'CustomerRegistered', data: { customerId: command.customerId, businessId: command.businessId, ...command.contact, source: command.source } }]
      }
      case 'ChangeCustomerContact': {
        const current = requireActive(state, command.businessId)
        const next: CustomerContact = {
          firstName: command.contact.firstName !== undefined ? command.contact.firstName : current.contact.firstName,
          lastName: command.contact.lastName !== undefined ? command.contact.lastName : current.contact.lastName,
          email: command.contact.email !== undefined ? command.contact.email : current.contact.email,
          phone: command.contact.phone ?? current.contact.phone,
        }
        const c = current.contact
        if (next.firstName === c.firstName && next.lastName === c.lastName && next.email === c.email && next.phone === c.phone) return []
        return [{ type: 'CustomerContactChanged', data: { customerId: command.customerId, businessId: command.businessId, ...next } }]
      }
      case 'AddCustomerNote': {
        requireActive(state, command.businessId)
        if (state.noteIds.includes(command.noteId)) return []
        const text = command.text.trim()
        if (!text) throw new DomainError('note.textRequired', 'Note text is required', 400)
        return [{ type: 'CustomerNoteAdded', data: { customerId: command.customerId, businessId: command.businessId, noteId: command.noteId, text, authorUserId: command.authorUserId } }]
      }
      case 'DeleteCustomerNote': {
        requireActive(state, command.businessId)
        if (!state.noteIds.includes(command.noteId)) throw new DomainError('note.notFound', 'Note not found', 404)
        return [{ type: 'CustomerNoteDeleted', data: { customerId: command.customerId, businessId: command.businessId, noteId: command.noteId } }]
      }
      case 'MergeCustomerInto': {
        if (state.exists && state.mergedInto === command.targetCustomerId) return []
        requireActive(state, command.businessId)
        if (command.targetCustomerId === command.customerId) throw new DomainError('customer.mergeIntoSelf', 'Choose another profile to merge into', 400)
        return [{ type: 'CustomerMergedInto', data: { customerId: command.customerId, businessId: command.businessId, targetCustomerId: command.targetCustomerId } }]
      }
      case 'ReceiveMerge': {
        requireActive(state, command.businessId)
        return [{ type: 'CustomerMergeReceived', data: { customerId: command.customerId, businessId: command.businessId, sourceCustomerId: command.sourceCustomerId } }]
      }
    }
  },
}

export interface PhoneClaimState {
  owner: string | null
}

export type PhoneClaimCommand =
  | { type: 'ClaimPhone'; businessId: string; phone: string; customerId: string; /** merge: the target takes the phone over */ takeOver: boolean }
  | { type: 'ReleasePhone'; businessId: string; phone: string; customerId: string }

/** `customer-phone-{businessId}-{e164}`: which customer a phone identifies at a business. */
export const phoneClaimDecider: Decider<PhoneClaimState, PhoneClaimCommand, CustomerEvent> = {
  initialState: () => ({ owner: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CustomerPhoneClaimed':
        return { owner: event.data.customerId }
      case 'CustomerPhoneReleased':
        return state.owner === event.data.customerId ? { owner: null } : state
      default:
        return state
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ClaimPhone':
        if (state.owner === command.customerId) return []
        if (state.owner && !command.takeOver) {
          throw new DomainError('customer.phoneTaken', 'Another customer already has this phone number', 409, { customerId: state.owner })
        }
        return [{ type: 'CustomerPhoneClaimed', data: { businessId: command.businessId, phone: command.phone, customerId: command.customerId } }]
      case 'ReleasePhone':
        if (state.owner !== command.customerId) return []
        return [{ type: 'CustomerPhoneReleased', data: { businessId: command.businessId, phone: command.phone, customerId: command.customerId } }]
    }
  },
}
