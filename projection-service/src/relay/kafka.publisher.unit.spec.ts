import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chunks, KafkaPublisher, type ProducerLike } from './kafka.publisher.ts'
import { PublishError, PublishTimeoutError, type IntegrationMessage } from './publisher.port.ts'

const message = (n: number, bytes = 10): IntegrationMessage => ({
  topic: 'slotwise.business',
  key: `business-${n % 2}`,
  value: 'x'.repeat(bytes),
  headers: { 'event-id': `e${n}` },
})

describe('when the broker never answers', () => {
  // A TCP server that accepts connections and never replies: the worst broker there is.
  let server: Server
  const sockets: Socket[] = []
  let port = 0
  beforeAll(async () => {
    server = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as { port: number }).port
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  it('rejects with PublishTimeoutError at our deadline (real @platformatic/kafka producer)', async () => {
    const publisher = new KafkaPublisher({ brokers: [`127.0.0.1:${port}`], sendTimeoutMs: 300 })
    const started = Date.now()
    await expect(publisher.publish([message(1)])).rejects.toBeInstanceOf(PublishTimeoutError)
    expect(Date.now() - started).toBeLessThan(2000)
    await publisher.close()
  })
})

describe('when a send fails', () => {
  it('replaces the producer so the retry starts on a fresh session', async () => {
    const created: Array<{ sent: number; closed: boolean }> = []
    const publisher = new KafkaPublisher({
      brokers: ['kafka:9092'],
      sendTimeoutMs: 50,
      createProducer: (): ProducerLike => {
        const state = { sent: 0, closed: false }
        created.push(state)
        const first = created.length === 1
        return {
          send: async () => {
            state.sent += 1
            if (first) throw new Error('NOT_LEADER_OR_FOLLOWER')
            return {}
          },
          close: async () => {
            state.closed = true
          },
        }
      },
    })
    await expect(publisher.publish([message(1)])).rejects.toBeInstanceOf(PublishError)
    await publisher.publish([message(1)])
    expect(created).toHaveLength(2)
    expect(created[0]).toEqual({ sent: 1, closed: true })
    expect(created[1]!.sent).toBe(1)
  })
})

describe('chunking a large batch', () => {
  it('keeps the message order across chunks under the byte budget', () => {
    const messages = Array.from({ length: 10 }, (_, n) => message(n, 300))
    const parts = chunks(messages, 1000)
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.flat()).toEqual(messages)
    expect(chunks([message(1, 5000)], 1000)).toEqual([[message(1, 5000)]])
  })
})
