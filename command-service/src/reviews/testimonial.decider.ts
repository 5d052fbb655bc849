import type { TestimonialEvent } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

type Added = Extract<TestimonialEvent, { type: 'TestimonialAdded' }>['data']

export interface TestimonialState {
  exists: boolean
  deleted: boolean
  businessId: string | null
  visible: boolean
}

export type TestimonialCommand =
  | { type: 'AddTestimonial'; testimonial: Added }
  | { type: 'SetTestimonialVisibility'; testimonialId: string; businessId: string; visible: boolean }
  | { type: 'DeleteTestimonial'; testimonialId: string; businessId: string }

const notFound = () => new DomainError('testimonial.notFound', 'Testimonial not found', 404)

/** `testimonial-{id}`: added visible; hidden and shown again; deleted for good. */
export const testimonialDecider: Decider<TestimonialState, TestimonialCommand, TestimonialEvent> = {
  initialState: () => ({ exists: false, deleted: false, businessId: null, visible: true }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'TestimonialAdded':
        return { ...state, exists: true, businessId: event.data.businessId, visible: true }
      case 'TestimonialHidden':
        return { ...state, visible: false }
      case 'TestimonialShown':
        return { ...state, visible: true }
      case 'TestimonialDeleted':
        return { ...state, deleted: true }
      default:
        return state
    }
  },
  decide: (command, state) => {
    if (command.type === 'AddTestimonial') return state.exists ? [] : [{ type: 'TestimonialAdded', data: command.testimonial }]
    if (!state.exists || state.deleted || state.businessId !== command.businessId) throw notFound()
    const ref = { testimonialId: command.testimonialId, businessId: command.businessId }
    if (command.type === 'DeleteTestimonial') return [{ type: 'TestimonialDeleted', data: ref }]
    if (state.visible === command.visible) return []
    return [{ type: command.visible ? 'TestimonialShown' : 'TestimonialHidden', data: ref }]
  },
}
