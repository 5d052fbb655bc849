import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  WrongExpectedVersionError,
  type AppendStreamRequest,
  type Checkpoint,
  type EventStore,
  type NewEvent,
  type ReadAllResult,
  type RecordedEvent,
} from '../src/store/event-store.port.ts'

/**
 * One conformance suite for every EventStore adapter. Each adapter's spec file calls
 * `eventStoreConformance` with a factory; backends that are not reachable are skipped by the
 * caller with a printed reason.
 */
export interface ConformanceBackend {
  store: EventStore
  /** True when two appends can be in flight in separate transactions (not PGlite's one session). */
  concurrentTransactions: boolean
  /**
   * Appends inside a transaction that stays open for `holdMs` (or until `release` resolves)
   * before committing, so a later append can commit first. Backends whose log order is commit
   * order (KurrentDB) may append directly.
   */
  slowAppend?: (requests: AppendStreamRequest[], release: Promise<void> | number) => Promise<void>
  /** The classic wrong reader: `global_position > checkpoint`, ordered by position. */
  naiveReadAll?: (after: Checkpoint | null, maxCount: number) => Promise<ReadAllResult>
  teardown: () => Promise<void>
}

export const testEvent = (type = 'TestHappened', data: unknown = {}): NewEvent => ({
  type,
  data,
  metadata: {
    actor: { type: 'system', id: 'conformance' },
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: new Date().toISOString(),
  },
})

const stream = (label: string) => `test-${label}-${randomUUID()}`

async function outcome<T>(promise: Promise<T>): Promise<'ok' | 'wrong_version' | Error> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    return error instanceof WrongExpectedVersionError ? 'wrong_version' : (error as Error)
  }
}

/** Drains a reader until it returns nothing, collecting events. */
async function drain(
  read: (after: Checkpoint | null, max: number) => Promise<ReadAllResult>,
  state: { checkpoint: Checkpoint | null; seen: RecordedEvent[] },
) {
  for (;;) {
    const result = await read(state.checkpoint, 200)
    if (result.events.length === 0) return
    state.seen.push(...result.events)
    state.checkpoint = result.checkpoint
  }
}

/** Checks exactly-once and per-stream order of `seen` against the streams written. */
function checkExactlyOnceInOrder(seen: RecordedEvent[], streams: Map<string, number>) {
  const ids = new Set<string>()
  const duplicates = seen.filter((e) => (ids.has(e.eventId) ? true : (ids.add(e.eventId), false)))
  const lastRevision = new Map<string, number>()
  let outOfOrder = 0
  for (const event of seen) {
    if (!streams.has(event.streamId)) continue
    const previous = lastRevision.get(event.streamId) ?? -1
    if (event.revision !== previous + 1) outOfOrder += 1
    lastRevision.set(event.streamId, event.revision)
  }
  let missing = 0
  for (const [streamId, count] of streams) missing += count - ((lastRevision.get(streamId) ?? -1) + 1)
  return { duplicates: duplicates.length, outOfOrder, missing }
}

export function eventStoreConformance(name: string, makeBackend: () => Promise<ConformanceBackend>) {
  describe(`EventStore conformance: ${name}`, () => {
    let backend: ConformanceBackend
    let store: EventStore
    beforeAll(async () => {
      backend = await makeBackend()
      store = backend.store
    })
    afterAll(async () => {
      await backend?.teardown()
    })

    describe('when appending with expected revisions', () => {
      it('writes 0-based revisions and reads them back in order', async () => {
        const id = stream('basic')
        const result = await store.append([{ streamId: id, expectedRevision: 'no_stream', events: [testEvent('A', { n: 1 }), testEvent('B', { n: 2 })] }])
        expect(result.streams).toEqual([{ streamId: id, nextRevision: 1 }])
        expect(result.duplicate).toBe(false)
        const events = await store.readStream(id)
        expect(events.map((e) => [e.revision, e.type, e.data])).toEqual([[0, 'A', { n: 1 }], [1, 'B', { n: 2 }]])
        expect(events[0]!.metadata.actor).toEqual({ type: 'system', id: 'conformance' })
      })

      it('enforces no_stream, exists, an exact revision and accepts any', async () => {
        const id = stream('expect')
        await expect(store.append([{ streamId: id, expectedRevision: 'exists', events: [testEvent()] }])).rejects.toBeInstanceOf(WrongExpectedVersionError)
        await expect(store.append([{ streamId: id, expectedRevision: 3, events: [testEvent()] }])).rejects.toBeInstanceOf(WrongExpectedVersionError)
        await store.append([{ streamId: id, expectedRevision: 'no_stream', events: [testEvent()] }])
        await expect(store.append([{ streamId: id, expectedRevision: 'no_stream', events: [testEvent()] }])).rejects.toBeInstanceOf(WrongExpectedVersionError)
        await store.append([{ streamId: id, expectedRevision: 'exists', events: [testEvent()] }])
        await store.append([{ streamId: id, expectedRevision: 1, events: [testEvent()] }])
        await expect(store.append([{ streamId: id, expectedRevision: 1, events: [testEvent()] }])).rejects.toMatchObject({ streamId: id, actual: 2 })
        const result = await store.append([{ streamId: id, expectedRevision: 'any', events: [testEvent()] }])
        expect(result.streams[0]!.nextRevision).toBe(3)
        expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0, 1, 2, 3])
      })

      it('reads a missing stream as empty and pages a stream from a revision', async () => {
        expect(await store.readStream(stream('missing'))).toEqual([])
        const id = stream('page')
        await store.append([{ streamId: id, expectedRevision: 'no_stream', events: Array.from({ length: 5 }, (_, n) => testEvent('N', { n })) }])
        const page = await store.readStream(id, { fromRevision: 2, maxCount: 2 })
        expect(page.map((e) => e.revision)).toEqual([2, 3])
      })
    })

    describe('when many appenders race on one stream', () => {
      it('lets exactly one win each revision', async () => {
        const id = stream('race')
        const racers = 8
        for (let revision = 0; revision < 6; revision += 1) {
          const expected = revision === 0 ? ('no_stream' as const) : revision - 1
          const results = await Promise.all(
            Array.from({ length: racers }, (_, r) =>
              outcome(store.append([{ streamId: id, expectedRevision: expected, events: [testEvent('Raced', { revision, r })] }])),
            ),
          )
          expect(results.filter((r) => r === 'ok')).toHaveLength(1)
          expect(results.filter((r) => r === 'wrong_version')).toHaveLength(racers - 1)
        }
        const events = await store.readStream(id)
        expect(events.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5])
        expect(events.map((e) => (e.data as { revision: number }).revision)).toEqual([0, 1, 2, 3, 4, 5])
      })
    })

    describe('when a multi-stream append fails on one stream', () => {
      it('leaves nothing visible on any stream or in the global log', async () => {
        const booking = stream('booking')
        const day = stream('day')
        // Resume after DayOpened's own checkpoint: a catch-up read may not see it yet while any
        // older transaction in the cluster is still open.
        const opened = await store.append([{ streamId: day, expectedRevision: 'no_stream', events: [testEvent('DayOpened')] }])
        const before = { checkpoint: opened.checkpoint }
        await expect(
          store.append([
            { streamId: booking, expectedRevision: 'no_stream', events: [testEvent('BookingPlaced')] },
            { streamId: day, expectedRevision: 5, events: [testEvent('SlotTaken')] },
          ]),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError)
        expect(await store.readStream(booking)).toEqual([])
        expect(await store.readStream(day)).toHaveLength(1)
        const after = await store.readAll({ after: before.checkpoint, maxCount: 100_000 })
        expect(after.events.filter((e) => e.streamId === booking || e.streamId === day)).toEqual([])
      })

      it('writes every stream together when all revisions match', async () => {
        const a = stream('multi-a')
        const b = stream('multi-b')
        const result = await store.append([
          { streamId: a, expectedRevision: 'no_stream', events: [testEvent('A1'), testEvent('A2')] },
          { streamId: b, expectedRevision: 'any', events: [testEvent('B1')] },
        ])
        expect(result.streams).toEqual([
          { streamId: a, nextRevision: 1 },
          { streamId: b, nextRevision: 0 },
        ])
        expect((await store.readStream(a)).map((e) => e.type)).toEqual(['A1', 'A2'])
        expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B1'])
      })
    })

    describe('when a command is retried with its idempotency key', () => {
      it('appends nothing and returns the first result', async () => {
        const id = stream('idem')
        const key = `cmd-${randomUUID()}`
        const request = () => [{ streamId: id, expectedRevision: 'no_stream' as const, events: [testEvent('Once'), testEvent('Twice')] }]
        const first = await store.append(request(), { idempotencyKey: key })
        const retry = await store.append(request(), { idempotencyKey: key })
        expect(retry.duplicate).toBe(true)
        expect(retry.checkpoint).toBe(first.checkpoint)
        expect(retry.streams).toEqual(first.streams)
        expect(await store.readStream(id)).toHaveLength(2)
      })

      it('appends once when ten retries arrive together', async () => {
        const id = stream('idem-par')
        const key = `cmd-${randomUUID()}`
        const results = await Promise.all(
          Array.from({ length: 10 }, () =>
            store.append([{ streamId: id, expectedRevision: 'any', events: [testEvent('Once')] }], { idempotencyKey: key }).catch((e: unknown) => e),
          ),
        )
        expect(results.filter((r) => r instanceof Error && !(r instanceof WrongExpectedVersionError))).toEqual([])
        expect(await store.readStream(id)).toHaveLength(1)
      })
    })

    describe('when a catch-up reader races 16 writers committing out of order', () => {
      it('sees every event exactly once and in per-stream order (and the naive reader does not)', async () => {
        const writers = 16
        const appendsPerWriter = 12
        const rounds = backend.concurrentTransactions && backend.naiveReadAll ? 3 : 1
        let naiveMissedTotal = 0
        for (let round = 0; round < rounds; round += 1) {
          const start = await store.readAll({ after: null, maxCount: 1 })
          void start
          const head = await lastCheckpoint(store)
          const streams = new Map<string, number>()
          const ours = { checkpoint: head, seen: [] as RecordedEvent[] }
          const naive = { checkpoint: head, seen: [] as RecordedEvent[] }
          let writing = true
          const readers = (async () => {
            while (writing) {
              await drain((after, max) => store.readAll({ after, maxCount: max }), ours)
              if (backend.naiveReadAll) await drain(backend.naiveReadAll, naive)
              await new Promise((r) => setTimeout(r, 1))
            }
          })()
          await Promise.all(
            Array.from({ length: writers }, async (_, w) => {
              const id = stream(`w${w}`)
              streams.set(id, appendsPerWriter)
              for (let n = 0; n < appendsPerWriter; n += 1) {
                const request = [{ streamId: id, expectedRevision: n === 0 ? ('no_stream' as const) : n - 1, events: [testEvent('Written', { w, n })] }]
                if (backend.slowAppend) await backend.slowAppend(request, Math.floor(Math.random() * 15))
                else await store.append(request)
              }
            }),
          )
          writing = false
          await readers
          await drain((after, max) => store.readAll({ after, maxCount: max }), ours)
          const ourCheck = checkExactlyOnceInOrder(ours.seen, streams)
          expect(ourCheck).toEqual({ duplicates: 0, outOfOrder: 0, missing: 0 })
          if (backend.naiveReadAll) {
            await drain(backend.naiveReadAll, naive)
            naiveMissedTotal += checkExactlyOnceInOrder(naive.seen, streams).missing
          }
          if (naiveMissedTotal > 0) break
        }
        if (backend.concurrentTransactions && backend.naiveReadAll) expect(naiveMissedTotal).toBeGreaterThan(0)
      })

      it('reads an event committed late with a lower position after it commits, where the naive reader skips it', async () => {
        if (!backend.concurrentTransactions || !backend.slowAppend) return
        const head = await lastCheckpoint(store)
        const early = stream('early')
        const late = stream('late')
        let release!: () => void
        const released = new Promise<void>((r) => (release = r))
        // The early transaction takes its position first and commits last.
        const held = backend.slowAppend([{ streamId: early, expectedRevision: 'no_stream', events: [testEvent('Early')] }], released)
        await new Promise((r) => setTimeout(r, 100))
        await store.append([{ streamId: late, expectedRevision: 'no_stream', events: [testEvent('Late')] }])
        const ours = { checkpoint: head, seen: [] as RecordedEvent[] }
        const naive = { checkpoint: head, seen: [] as RecordedEvent[] }
        await drain((after, max) => store.readAll({ after, maxCount: max }), ours)
        if (backend.naiveReadAll) await drain(backend.naiveReadAll, naive)
        release()
        await held
        await drain((after, max) => store.readAll({ after, maxCount: max }), ours)
        if (backend.naiveReadAll) await drain(backend.naiveReadAll, naive)
        const oursTypes = ours.seen.filter((e) => e.streamId === early || e.streamId === late).map((e) => e.type)
        expect(oursTypes.sort()).toEqual(['Early', 'Late'])
        if (backend.naiveReadAll) {
          expect(naive.seen.filter((e) => e.streamId === early || e.streamId === late).map((e) => e.type)).toEqual(['Late'])
        }
      })
    })

    describe('when reading all up to a checkpoint (until)', () => {
      it('stops at that event, pages to it, and ignores everything appended later', async () => {
        const head = await lastCheckpoint(store)
        const id = stream('until')
        await store.append([{ streamId: id, expectedRevision: 'no_stream', events: Array.from({ length: 6 }, (_, n) => testEvent('U', { n })) }])
        const log = (await store.readAll({ after: head, maxCount: 100_000 })).events
        const end = log.findIndex((e) => e.streamId === id && e.revision === 3)
        const until = log[end]!.checkpoint
        const expected = log.slice(0, end + 1).map((e) => e.eventId)

        const bounded = await store.readAll({ after: head, until, maxCount: 100_000 })
        expect(bounded.events.map((e) => e.eventId)).toEqual(expected)
        expect(bounded.checkpoint).toBe(until)

        // Later appends, then a paged read: the same events, the last page ending at `until`.
        await store.append([{ streamId: id, expectedRevision: 5, events: [testEvent('U', { n: 6 })] }])
        const paged = { checkpoint: head, seen: [] as RecordedEvent[] }
        await drain((after, max) => store.readAll({ after, until, maxCount: Math.min(max, 2) }), paged)
        expect(paged.seen.map((e) => e.eventId)).toEqual(expected)
        expect(paged.checkpoint).toBe(until)
        expect((await store.readAll({ after: until, until, maxCount: 10 })).events).toEqual([])
        // An `until` before `after` reads nothing; without `until` the read goes on to the end.
        expect((await store.readAll({ after: log[end + 1]!.checkpoint, until, maxCount: 10 })).events).toEqual([])
        const rest = (await store.readAll({ after: until, maxCount: 100_000 })).events.filter((e) => e.streamId === id)
        expect(rest.map((e) => e.revision)).toEqual([4, 5, 6])
      })
    })

    describe('when subscribing', () => {
      it('catches up, then follows live appends, in order', async () => {
        const head = await lastCheckpoint(store)
        const id = stream('sub')
        await store.append([{ streamId: id, expectedRevision: 'no_stream', events: [testEvent('S', { n: 0 }), testEvent('S', { n: 1 })] }])
        const seen: number[] = []
        let resolveAll!: () => void
        const all = new Promise<void>((r) => (resolveAll = r))
        const subscription = store.subscribe({
          after: head,
          onBatch: async (events) => {
            for (const event of events) if (event.streamId === id) seen.push((event.data as { n: number }).n)
            if (seen.length >= 5) resolveAll()
          },
        })
        await store.append([{ streamId: id, expectedRevision: 1, events: [testEvent('S', { n: 2 }), testEvent('S', { n: 3 })] }])
        await store.append([{ streamId: id, expectedRevision: 3, events: [testEvent('S', { n: 4 })] }])
        await Promise.race([all, new Promise((_, reject) => setTimeout(() => reject(new Error('subscription timed out')), 10_000))])
        await subscription.stop()
        expect(seen).toEqual([0, 1, 2, 3, 4])
      })

      it('reports a failing handler through done and stops', async () => {
        await store.append([{ streamId: stream('boom'), expectedRevision: 'any', events: [testEvent()] }])
        const subscription = store.subscribe({
          after: null,
          onBatch: async () => {
            throw new Error('handler failed')
          },
        })
        await expect(subscription.done).rejects.toThrow('handler failed')
      })
    })
  })
}

async function lastCheckpoint(store: EventStore): Promise<Checkpoint | null> {
  let checkpoint: Checkpoint | null = null
  for (;;) {
    const result = await store.readAll({ after: checkpoint, maxCount: 5000 })
    if (result.events.length === 0) return checkpoint
    checkpoint = result.checkpoint
  }
}
