import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'

/**
 * Stream `customer-{customerId}`: a business's customer, identified by phone (E.164), with contact
 * changes, notes and merging. Stream `customer-phone-{businessId}-{e164}` holds which customer owns
 * a phone at a business, so two first bookings from one phone cannot create two customers: both
 * append to it at `no_stream`, one wins, the other retries and finds the owner.
 */
export const customerStream = (customerId: string) => `customer-${customerId}`
export const customerPhoneStream = (businessId: string, e164: string) => `customer-phone-${businessId}-${e164}`

export const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'Phone numbers are stored in E.164')

export const customerContact = z.object({
  firstName: z.string().max(100).nullable(),
  lastName: z.string().max(100).nullable(),
  email: z.string().max(320).nullable(),
  phone: e164,
})
export type CustomerContact = z.infer<typeof customerContact>

export const CustomerRegistered = defineEvent(
  'CustomerRegistered',
  z.object({ customerId: uuid, businessId: uuid, ...customerContact.shape, source: z.enum(['online', 'staff']) }),
)
export const CustomerContactChanged = defineEvent('CustomerContactChanged', z.object({ customerId: uuid, businessId: uuid, ...customerContact.shape }))
export const CustomerNoteAdded = defineEvent(
  'CustomerNoteAdded',
  z.object({ customerId: uuid, businessId: uuid, noteId: uuid, text: z.string().min(1).max(5000), authorUserId: uuid.nullable() }),
)
export const CustomerNoteDeleted = defineEvent('CustomerNoteDeleted', z.object({ customerId: uuid, businessId: uuid, noteId: uuid }))
/** On the source: it is deactivated for good; its bookings and notes now belong to the target. */
export const CustomerMergedInto = defineEvent('CustomerMergedInto', z.object({ customerId: uuid, businessId: uuid, targetCustomerId: uuid }))
/** On the target: it received the source's bookings and notes. */
export const CustomerMergeReceived = defineEvent('CustomerMergeReceived', z.object({ customerId: uuid, businessId: uuid, sourceCustomerId: uuid }))

/** On `customer-phone-…`: this phone now identifies this customer at the business. */
export const CustomerPhoneClaimed = defineEvent('CustomerPhoneClaimed', z.object({ businessId: uuid, phone: e164, customerId: uuid }))
/** On `customer-phone-…`: the phone is free again (its customer changed number). */
export const CustomerPhoneReleased = defineEvent('CustomerPhoneReleased', z.object({ businessId: uuid, phone: e164, customerId: uuid }))

export const customerEvents = [
  CustomerRegistered, CustomerContactChanged, CustomerNoteAdded, CustomerNoteDeleted, CustomerMergedInto, CustomerMergeReceived,
  CustomerPhoneClaimed, CustomerPhoneReleased,
] as const
export type CustomerEvent = EventUnion<typeof customerEvents>
