import { describe, expect, it } from 'vitest'
import { isInternalStream, streamCategory, topicFor, topicRouting } from './integration-message.ts'

const routing = topicRouting('slotwise')

describe('stream routing', () => {
  it('puts a stream in the topic of its category, ids with dashes included', () => {
    expect(topicFor('booking-6f1c2d3e-0000-4000-8000-000000000001', routing)).toBe('slotwise.booking')
    expect(topicFor('schedule-6f1c2d3e-0000-4000-8000-000000000001-2026-03-01', routing)).toBe('slotwise.schedule')
  })

  it('keeps multi-word categories apart from their first word', () => {
    expect(streamCategory('booking-form-6f1c2d3e-0000-4000-8000-000000000001')).toBe('booking-form')
    expect(topicFor('booking-form-6f1c2d3e-0000-4000-8000-000000000001', routing)).toBe('slotwise.booking-form')
  })

  it('treats command and subdomain streams as internal', () => {
    expect(isInternalStream('command-some-idempotency-key', routing)).toBe(true)
    expect(isInternalStream('subdomain-acme', routing)).toBe(true)
    expect(isInternalStream('business-6f1c2d3e-0000-4000-8000-000000000001', routing)).toBe(false)
  })

  it('refuses a stream that would need an illegal topic name', () => {
    expect(() => topicFor('bad category-1', routing)).toThrow(/illegal Kafka topic/)
  })
})
