import { PublishError, type IntegrationMessage, type Publisher } from './publisher.port.ts'

/**
 * A broker in memory, for tests: `published` is the log as a consumer would read it, duplicates
 * included. `failWhen` decides per call whether the broker fails it, and after how many messages:
 * a failed produce may still have written a prefix of the batch, as a real one that reached some
 * partitions and timed out on others.
 */
export class InMemoryPublisher implements Publisher {
  readonly published: IntegrationMessage[] = []
  /** Number of `publish` calls, failed ones included. */
  calls = 0
  closed = false

  constructor(
    /** Returns how many messages of this call are written before it fails, or null to succeed. */
    public failWhen: (call: number, messages: readonly IntegrationMessage[]) => number | null = () => null,
  ) {}

  async publish(messages: readonly IntegrationMessage[]): Promise<void> {
    if (this.closed) throw new PublishError('publisher is closed')
    this.calls += 1
    const failAfter = this.failWhen(this.calls, messages)
    // A broker acknowledges asynchronously; let other work interleave as it would.
    await new Promise((resolve) => setImmediate(resolve))
    const written = failAfter === null ? messages : messages.slice(0, failAfter)
    this.published.push(...written.map((m) => ({ ...m, headers: { ...m.headers } })))
    if (failAfter !== null) throw new PublishError(`simulated broker failure after ${failAfter} of ${messages.length} messages`)
  }

  /** Published messages of one key, in broker order. */
  byKey(key: string): IntegrationMessage[] {
    return this.published.filter((m) => m.key === key)
  }

  async close(): Promise<void> {
    this.closed = true
  }
}
