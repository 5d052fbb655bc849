import { EventRegistry, type EventUnion } from '../schemas/event-registry.ts'
import { businessEvents } from './business.events.ts'
import { locationEvents } from './location.events.ts'
import { commandEvents } from './command.events.ts'
import { invitationEvents, staffEvents } from './staff.events.ts'
import { catalogEvents } from './catalog.events.ts'
import { catalogBusinessEvents } from './catalog-business.events.ts'
import { employeeEvents } from './catalog-employee.events.ts'
import { storefrontEvents } from './catalog-storefront.events.ts'
import { bookingFormEvents } from './catalog-form.events.ts'
import { bookingEvents } from './booking.events.ts'
import { scheduleEvents } from './schedule.events.ts'
import { customerEvents } from './customer.events.ts'
import { paymentEvents } from './payment.events.ts'
import { reviewEvents, testimonialEvents } from './review.events.ts'

export * from './shared.schemas.ts'
export * from './business.events.ts'
export * from './location.events.ts'
export * from './command.events.ts'
export * from './staff.events.ts'
export * from './catalog-shared.schemas.ts'
export * from './catalog.events.ts'
export * from './catalog-business.events.ts'
export * from './catalog-employee.events.ts'
export * from './catalog-storefront.events.ts'
export * from './catalog-form.events.ts'
export * from './catalog-form-questions.ts'
export * from './schedule.events.ts'
export * from './booking.events.ts'
export * from './customer.events.ts'
export * from './payment.events.ts'
export * from './review.events.ts'
export * from './review.rules.ts'

/** Every event type Slotwise writes. New stream types add their definitions here. */
export const allEventDefinitions = [...commandEvents, ...businessEvents, ...locationEvents, ...staffEvents, ...invitationEvents,
  ...catalogEvents, ...catalogBusinessEvents, ...employeeEvents, ...storefrontEvents, ...bookingFormEvents,
  ...bookingEvents, ...scheduleEvents, ...customerEvents, ...paymentEvents, ...reviewEvents, ...testimonialEvents] as const
export type SlotwiseEvent = EventUnion<typeof allEventDefinitions>
export const eventRegistry = new EventRegistry<SlotwiseEvent>(allEventDefinitions)
