import type { ParsedEvent, SlotwiseEvent } from '@slotwise/events'
import type { IntegrationMessage } from './publisher.port.ts'

/**
 * How events become Kafka messages.
 *
 * - Topic: `${prefix}.${category}`, the category being the stream id's type prefix
 *   (`booking-<id>` → `slotwise.booking`). Ids contain dashes (UUIDs, dates), so the category is
 *   the first dash-separated word unless the stream id starts with a known multi-word category
 *   (`booking-form-<businessId>` → `slotwise.booking-form`, not `slotwise.booking`).
 * - Key: the stream id, so every event of a stream lands in one partition, in stream order.
 * - Value: a JSON envelope with the event upcast to its current schema version.
 * - Headers: event type, event id, correlation id, causation id, schema version, content type.
 */
export interface TopicRouting {
  prefix: string
  /** Stream categories never published: bookkeeping, not facts other systems may rely on. */
  internalCategories: readonly string[]
  /** Categories whose names contain a dash; matched before the one-word rule. */
  multiWordCategories: readonly string[]
}

export const DEFAULT_INTERNAL_CATEGORIES = ['command', 'subdomain'] as const
export const DEFAULT_MULTI_WORD_CATEGORIES = ['booking-form'] as const

export function topicRouting(prefix: string, overrides: Partial<Omit<TopicRouting, 'prefix'>> = {}): TopicRouting {
  return {
    prefix,
    internalCategories: overrides.internalCategories ?? DEFAULT_INTERNAL_CATEGORIES,
    multiWordCategories: overrides.multiWordCategories ?? DEFAULT_MULTI_WORD_CATEGORIES,
  }
}

export function streamCategory(streamId: string, multiWordCategories: readonly string[] = DEFAULT_MULTI_WORD_CATEGORIES): string {
  const multi = [...multiWordCategories].sort((a, b) => b.length - a.length).find((c) => streamId.startsWith(`${c}-`))
  if (multi) return multi
  const dash = streamId.indexOf('-')
  return dash <= 0 ? streamId : streamId.slice(0, dash)
}

export function isInternalStream(streamId: string, routing: TopicRouting): boolean {
  return routing.internalCategories.includes(streamCategory(streamId, routing.multiWordCategories))
}

const legalTopic = /^[a-zA-Z0-9._-]{1,249}$/

export function topicFor(streamId: string, routing: TopicRouting): string {
  const topic = `${routing.prefix}.${streamCategory(streamId, routing.multiWordCategories)}`
  // A stream id we cannot route is a bug to fix, not an event to drop: stop loudly.
  if (!legalTopic.test(topic)) throw new Error(`Stream ${streamId} maps to an illegal Kafka topic name "${topic}"`)
  return topic
}

/** The message value: what consumers parse. Versioned by `schemaVersion` per event type. */
export interface IntegrationEnvelope {
  eventId: string
  type: string
  schemaVersion: number
  streamId: string
  revision: number
  occurredAt: string
  recordedAt: string
  actor: ParsedEvent<SlotwiseEvent>['metadata']['actor']
  correlationId: string
  causationId: string
  reason?: string
  data: unknown
}

export const HEADERS = {
  eventType: 'event-type',
  eventId: 'event-id',
  correlationId: 'correlation-id',
  causationId: 'causation-id',
  schemaVersion: 'schema-version',
  contentType: 'content-type',
} as const

export function toIntegrationMessage(event: ParsedEvent<SlotwiseEvent>, routing: TopicRouting, schemaVersion: number): IntegrationMessage {
  const { metadata } = event
  const envelope: IntegrationEnvelope = {
    eventId: event.eventId,
    type: event.type,
    schemaVersion,
    streamId: event.streamId,
    revision: event.revision,
    occurredAt: metadata.occurredAt,
    recordedAt: event.recordedAt.toISOString(),
    actor: metadata.actor,
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
    ...(metadata.reason === undefined ? {} : { reason: metadata.reason }),
    data: event.data,
  }
  return {
    topic: topicFor(event.streamId, routing),
    key: event.streamId,
    value: JSON.stringify(envelope),
    headers: {
      [HEADERS.eventType]: event.type,
      [HEADERS.eventId]: event.eventId,
      [HEADERS.correlationId]: metadata.correlationId,
      [HEADERS.causationId]: metadata.causationId,
      [HEADERS.schemaVersion]: String(schemaVersion),
      [HEADERS.contentType]: 'application/json',
    },
  }
}
