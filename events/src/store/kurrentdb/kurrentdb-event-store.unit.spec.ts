import { createRequire } from 'node:module'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { EventStoreUnavailableError, WrongExpectedVersionError, type EventMetadata } from '../event-store.port.ts'
import {
  assertSupportedServerVersion,
  comparePositions,
  connectKurrentDb,
  decodeMetadata,
  encodeMetadata,
  formatCheckpoint,
  KurrentDbEventStore,
  KurrentDbVersionError,
  parseCheckpoint,
  parseServerVersion,
  toStreamState,
  translateClientError,
  withDeadline,
} from './kurrentdb-event-store.ts'

describe('KurrentDB adapter (no server)', () => {
  describe('when reading $all up to a checkpoint (until)', () => {
    // A client whose $all holds ten events, read from a position (inclusive) in pages.
    const metadata = encodeMetadata({ actor: { type: 'system', id: 't' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-03-01T10:00:00.000Z' })
    const all = Array.from({ length: 10 }, (_, n) => ({
      event: { id: `e${n}`, streamId: 'until-1', revision: BigInt(n), type: 'U', data: { n }, metadata, created: new Date(0), position: { commit: BigInt(100 * (n + 1)), prepare: BigInt(100 * (n + 1)) } },
    }))
    const client = {
      async *readAll(options: { fromPosition: unknown; maxCount: number }) {
        const from = typeof options.fromPosition === 'object' ? (options.fromPosition as { commit: bigint }).commit : 0n
        const page = all.filter((e) => e.event.position.commit >= from).slice(0, options.maxCount)
        yield* page
      },
    }
    const store = new KurrentDbEventStore(client as never, { liveWakeups: false })

    it('returns the events up to and including it, page by page, and nothing past it', async () => {
      const until = formatCheckpoint(all[6]!.event.position)
      const first = await store.readAll({ until, maxCount: 4 })
      expect(first.events.map((e) => e.eventId)).toEqual(['e0', 'e1', 'e2', 'e3'])
      const second = await store.readAll({ after: first.checkpoint, until, maxCount: 100 })
      expect(second.events.map((e) => e.eventId)).toEqual(['e4', 'e5', 'e6'])
      expect(second.checkpoint).toBe(until)
      expect((await store.readAll({ after: until, until, maxCount: 100 })).events).toEqual([])
      expect((await store.readAll({ after: until, maxCount: 100 })).events.map((e) => e.eventId)).toEqual(['e7', 'e8', 'e9'])
    })
  })

  describe('when mapping expected revisions', () => {
    it('maps no_stream, exists, any and n to the client stream states', () => {
      expect(toStreamState('no_stream')).toBe('no_stream')
      expect(toStreamState('exists')).toBe('stream_exists')
      expect(toStreamState('any')).toBe('any')
      expect(toStreamState(0)).toBe(0n)
      expect(toStreamState(41)).toBe(41n)
    })

    it('rejects negative and fractional revisions', () => {
      expect(() => toStreamState(-1)).toThrow(TypeError)
      expect(() => toStreamState(1.5)).toThrow(TypeError)
    })
  })

  describe('when encoding checkpoints', () => {
    it('round-trips commit and prepare positions beyond 2^53', () => {
      const position = { commit: 9_007_199_254_740_993n, prepare: 9_007_199_254_740_995n }
      const checkpoint = formatCheckpoint(position)
      expect(parseCheckpoint(checkpoint)).toEqual(position)
    })

    it('reads null, undefined and empty as the start, and refuses foreign checkpoints', () => {
      expect(parseCheckpoint(null)).toBeNull()
      expect(parseCheckpoint(undefined)).toBeNull()
      expect(parseCheckpoint('')).toBeNull()
      expect(() => parseCheckpoint('123/456')).toThrow(TypeError) // a PostgreSQL checkpoint
      expect(() => parseCheckpoint('kdb:1')).toThrow(TypeError)
    })

    it('orders positions by commit, then prepare', () => {
      expect(comparePositions({ commit: 1n, prepare: 9n }, { commit: 2n, prepare: 0n })).toBe(-1)
      expect(comparePositions({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 1n })).toBe(1)
      expect(comparePositions({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 3n })).toBe(0)
    })
  })

  describe('when checking the server version', () => {
    it('refuses servers older than 25.1', () => {
      for (const version of ['24.10.0.1234', '24.10', '25.0.1', '23.10.0', '5.0.9']) {
        expect(() => assertSupportedServerVersion(version), version).toThrow(KurrentDbVersionError)
      }
      expect(() => assertSupportedServerVersion('24.10.0')).toThrow(/24\.10\.0.*25\.1 or newer/)
    })

    it('accepts 25.1 and newer', () => {
      for (const version of ['25.1', '25.1.0.2017', '25.2.0', '26.0.0', '26.0']) {
        expect(() => assertSupportedServerVersion(version), version).not.toThrow()
      }
    })

    it('refuses a server that does not say its version', () => {
      expect(() => assertSupportedServerVersion('unknown')).toThrow(/does not report its version/)
      expect(parseServerVersion('unknown')).toBeNull()
      expect(parseServerVersion('25.1.0.2017')).toEqual({ major: 25, minor: 1 })
    })
  })

  describe('when encoding metadata', () => {
    it('stores string values only (what multiStreamAppend accepts) and reads them back', () => {
      const metadata: EventMetadata = {
        actor: { type: 'user', id: 'u-1' },
        correlationId: 'c-1',
        causationId: 'k-1',
        occurredAt: '2026-03-01T10:00:00.000+01:00',
        reason: 'customer asked',
        schemaVersion: 2,
      }
      const encoded = encodeMetadata(metadata)
      expect(Object.values(encoded).every((value) => typeof value === 'string')).toBe(true)
      expect(decodeMetadata(encoded)).toEqual(metadata)
      expect(decodeMetadata(Buffer.from(JSON.stringify(encoded)))).toEqual(metadata)
    })

    it('refuses metadata without the required fields', () => {
      expect(() => decodeMetadata({ correlationId: 'c' })).toThrow(/actor/)
      expect(() => decodeMetadata(undefined)).toThrow()
    })
  })

  describe('when translating client errors', () => {
    it('maps the client WrongExpectedVersion to the port error', () => {
      const error = translateClientError(
        { type: 'wrong-expected-version', streamName: 'day-1', expectedState: 5n, actualState: 0n, message: 'x' },
        [{ streamId: 'booking-1', expectedRevision: 'no_stream', events: [] }, { streamId: 'day-1', expectedRevision: 5, events: [] }],
      )
      expect(error).toBeInstanceOf(WrongExpectedVersionError)
      expect(error).toMatchObject({ streamId: 'day-1', expected: 5, actual: 0 })
      const missing = translateClientError({ type: 'wrong-expected-version', streamName: 's', actualState: 'no_stream' }, [
        { streamId: 's', expectedRevision: 'exists', events: [] },
      ])
      expect(missing).toMatchObject({ streamId: 's', expected: 'exists', actual: 'no_stream' })
    })

    it('maps unavailable and deadline errors to EventStoreUnavailableError', () => {
      expect(translateClientError({ type: 'unavailable', message: 'down' })).toBeInstanceOf(EventStoreUnavailableError)
      expect(translateClientError({ type: 'deadline-exceeded', message: 'slow' })).toBeInstanceOf(EventStoreUnavailableError)
      expect(translateClientError(new Error('connect ECONNREFUSED 127.0.0.1:2113'))).toBeInstanceOf(EventStoreUnavailableError)
    })
  })

  describe('when a call never answers', () => {
    it('withDeadline rejects with EventStoreUnavailableError', async () => {
      const started = Date.now()
      const never = new Promise<never>(() => {})
      await expect(withDeadline(never, 50, 'a test call')).rejects.toThrow(EventStoreUnavailableError)
      await expect(withDeadline(never, 50, 'a test call')).rejects.toThrow(/did not answer a test call within 50 ms/)
      expect(Date.now() - started).toBeLessThan(1_000)
    })

    it('withDeadline passes results and errors through', async () => {
      await expect(withDeadline(Promise.resolve(7), 50, 'x')).resolves.toBe(7)
      await expect(withDeadline(Promise.reject(new Error('boom')), 50, 'x')).rejects.toThrow('boom')
    })
  })

  describe('when a gRPC server reports its version (the client\'s own ServerFeatures call)', () => {
    // A stand-in for KurrentDB that implements only ServerFeatures.GetSupportedMethods, built from
    // the client's own generated protocol code so the request travels the real wire format.
    const requireFromClient = createRequire(createRequire(import.meta.url).resolve('@kurrent/kurrentdb-client'))
    const grpc = requireFromClient('@grpc/grpc-js')
    const { ServerFeaturesService } = requireFromClient('../generated/kurrentdb/protocols/v1/serverfeatures_grpc_pb')
    const { SupportedMethods } = requireFromClient('../generated/kurrentdb/protocols/v1/serverfeatures_pb')
    let stop: (() => Promise<void>) | undefined
    afterEach(async () => {
      await stop?.()
      stop = undefined
    })

    async function fakeServer(version: string | null): Promise<string> {
      const server = new grpc.Server()
      if (version !== null) {
        server.addService(ServerFeaturesService, {
          getSupportedMethods: (_call: unknown, callback: (error: null, reply: unknown) => void) => {
            const reply = new SupportedMethods()
            reply.setEventStoreServerVersion(version)
            callback(null, reply)
          },
        })
      }
      const port = await new Promise<number>((resolve, reject) =>
        server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error: Error | null, bound: number) =>
          error ? reject(error) : resolve(bound),
        ),
      )
      stop = () => new Promise<void>((resolve) => server.tryShutdown(() => resolve()))
      return `kurrentdb://127.0.0.1:${port}?tls=false`
    }

    it('refuses 24.10 at start-up', async () => {
      const url = await fakeServer('24.10.0.1234')
      await expect(connectKurrentDb(url, { connectTimeoutMs: 3_000 })).rejects.toThrow(KurrentDbVersionError)
      await expect(connectKurrentDb(url, { connectTimeoutMs: 3_000 })).rejects.toThrow(/version 24\.10\.0\.1234; Slotwise needs 25\.1 or newer/)
    })

    it('refuses a server without the ServerFeatures API (version unknown)', async () => {
      const url = await fakeServer(null)
      await expect(connectKurrentDb(url, { connectTimeoutMs: 3_000 })).rejects.toThrow(/does not report its version/)
    })

    it('accepts 25.1 and 26.0', async () => {
      for (const version of ['25.1.0.2017', '26.0.0']) {
        const url = await fakeServer(version)
        const store = await connectKurrentDb(url, { connectTimeoutMs: 3_000, liveWakeups: false })
        expect(store.kind).toBe('kurrentdb')
        await store.close()
        await stop?.()
        stop = undefined
      }
    })
  })

  describe('when the server accepts connections but never answers', () => {
    const sockets = new Set<net.Socket>()
    let server: net.Server | undefined
    afterEach(async () => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      server = undefined
    })

    it('connectKurrentDb fails with EventStoreUnavailableError within its deadline instead of hanging', async () => {
      server = net.createServer((socket) => {
        sockets.add(socket) // accept, read nothing back, never answer
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as net.AddressInfo
      const started = Date.now()
      const outcome = await connectKurrentDb(`kurrentdb://127.0.0.1:${port}?tls=false`, { connectTimeoutMs: 500 }).then(
        () => 'connected',
        (error: unknown) => error,
      )
      const elapsed = Date.now() - started
      expect(outcome).toBeInstanceOf(EventStoreUnavailableError)
      expect((outcome as Error).message).toMatch(/did not answer the version check/)
      expect(sockets.size).toBeGreaterThan(0) // it did connect: the silence, not a refusal, was caught
      expect(elapsed).toBeGreaterThanOrEqual(450)
      expect(elapsed).toBeLessThan(5_000)
    })

    it('connectKurrentDb reports a refused connection as EventStoreUnavailableError', async () => {
      server = net.createServer()
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      const { port } = server.address() as net.AddressInfo
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
      await expect(connectKurrentDb(`kurrentdb://127.0.0.1:${port}?tls=false`, { connectTimeoutMs: 3_000 })).rejects.toBeInstanceOf(
        EventStoreUnavailableError,
      )
    })
  })
})
