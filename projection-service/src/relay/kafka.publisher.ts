import { Producer, stringSerializers } from '@platformatic/kafka'
import { PublishError, PublishTimeoutError, type IntegrationMessage, type Publisher } from './publisher.port.ts'

/** The slice of `@platformatic/kafka`'s Producer the adapter uses (a seam for tests). */
export interface ProducerLike {
  send(options: { messages: Array<{ topic: string; key: string; value: string; headers: Record<string, string> }> }): Promise<unknown>
  close(force?: boolean): Promise<void>
}

export interface KafkaPublisherOptions {
  brokers: readonly string[]
  clientId?: string
  /** Our own deadline on each produce call, acknowledgement included. */
  sendTimeoutMs?: number
  /** Messages are sent in chunks of about this many bytes, one acknowledged chunk after another. */
  maxChunkBytes?: number
  /** Let the broker create missing topics (needs `auto.create.topics.enable` on the broker). */
  autocreateTopics?: boolean
  createProducer?: (options: KafkaPublisherOptions) => ProducerLike
}

function defaultProducer(options: KafkaPublisherOptions): ProducerLike {
  const timeout = options.sendTimeoutMs ?? 10_000
  return new Producer<string, string, string, string>({
    clientId: options.clientId ?? 'slotwise-relay',
    bootstrapBrokers: [...options.brokers],
    serializers: stringSerializers,
    // Idempotent: acks from all in-sync replicas, and the client's own retries never duplicate
    // or reorder within this producer session. Retries are bounded: our deadline decides.
    idempotent: true,
    retries: 3,
    retryDelay: 250,
    connectTimeout: Math.min(5000, timeout),
    timeout: Math.min(5000, timeout),
    autocreateTopics: options.autocreateTopics ?? true,
  })
}

/**
 * `Publisher` on `@platformatic/kafka` 1.x. `publish` resolves once the brokers acknowledged every
 * chunk (acks=all). A chunk that fails or outlives `sendTimeoutMs` rejects the call; the producer
 * is then closed and replaced, so a half-dead connection or a desynchronised idempotence sequence
 * never carries over to the retry.
 */
export class KafkaPublisher implements Publisher {
  private producer: ProducerLike | null = null
  private closed = false
  private readonly timeoutMs: number
  private readonly maxChunkBytes: number

  constructor(private readonly options: KafkaPublisherOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaPublisher needs at least one broker')
    this.timeoutMs = options.sendTimeoutMs ?? 10_000
    this.maxChunkBytes = options.maxChunkBytes ?? 512 * 1024
  }

  async publish(messages: readonly IntegrationMessage[]): Promise<void> {
    for (const chunk of chunks(messages, this.maxChunkBytes)) await this.send(chunk)
  }

  private async send(chunk: IntegrationMessage[]): Promise<void> {
    if (this.closed) throw new PublishError('Kafka publisher is closed')
    const producer = (this.producer ??= (this.options.createProducer ?? defaultProducer)(this.options))
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PublishTimeoutError(this.timeoutMs)), this.timeoutMs)
    })
    try {
      await Promise.race([
        producer.send({ messages: chunk.map((m) => ({ topic: m.topic, key: m.key, value: m.value, headers: { ...m.headers } })) }),
        deadline,
      ])
    } catch (error) {
      if (this.producer === producer) this.producer = null
      void producer.close(true).catch(() => {})
      if (error instanceof PublishError) throw error
      throw new PublishError(`Kafka did not accept ${chunk.length} message(s): ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    } finally {
      clearTimeout(timer)
    }
  }

  async close(): Promise<void> {
    this.closed = true
    const producer = this.producer
    this.producer = null
    await producer?.close().catch(() => {})
  }
}

/** Splits messages into consecutive chunks under `maxBytes` (one oversized message goes alone). */
export function chunks(messages: readonly IntegrationMessage[], maxBytes: number): IntegrationMessage[][] {
  const result: IntegrationMessage[][] = []
  let current: IntegrationMessage[] = []
  let size = 0
  for (const message of messages) {
    let bytes = 64 + Buffer.byteLength(message.key) + Buffer.byteLength(message.value)
    for (const [k, v] of Object.entries(message.headers)) bytes += Buffer.byteLength(k) + Buffer.byteLength(v)
    if (current.length > 0 && size + bytes > maxBytes) {
      result.push(current)
      current = []
      size = 0
    }
    current.push(message)
    size += bytes
  }
  if (current.length > 0) result.push(current)
  return result
}
