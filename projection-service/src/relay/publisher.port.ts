/**
 * The relay's outbound port: something that durably publishes integration messages.
 *
 * `publish` resolves only once the broker has acknowledged every message of the call, and rejects
 * otherwise. A rejection says nothing about which messages got through: some may have been
 * written, so the caller must treat the whole call as unsent and send it again (at-least-once).
 * Within one call, messages with the same key must reach the broker in the order given.
 */
export interface IntegrationMessage {
  /** Kafka topic, e.g. `slotwise.booking`. */
  topic: string
  /** Partition key: the stream id, so one stream's events stay in order in one partition. */
  key: string
  /** JSON envelope of the event (see `integration-message.ts`). */
  value: string
  headers: Record<string, string>
}

export interface Publisher {
  publish(messages: readonly IntegrationMessage[]): Promise<void>
  close(): Promise<void>
}

export class PublishError extends Error {
  readonly code: string = 'relay.publishFailed'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PublishError'
  }
}

export class PublishTimeoutError extends PublishError {
  override readonly code = 'relay.publishTimeout'
  constructor(readonly timeoutMs: number) {
    super(`The broker did not acknowledge within ${timeoutMs} ms`)
    this.name = 'PublishTimeoutError'
  }
}
