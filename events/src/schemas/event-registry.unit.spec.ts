import { describe, expect, it } from 'vitest'
import { EventParseError, type RecordedEvent } from '../store/event-store.port.ts'
import { eventRegistry } from '../streams/index.ts'

const metadata = (schemaVersion?: number) => ({
  actor: { type: 'user' as const, id: 'u1' },
  correlationId: 'c1',
  causationId: 'c1',
  occurredAt: '2026-11-21T10:00:00.000Z',
  ...(schemaVersion ? { schemaVersion } : {}),
})

const recorded = (type: string, data: unknown, meta: unknown = metadata(2)): RecordedEvent => ({
  eventId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  streamId: 'business-1',
  revision: 4,
  type,
  data,
  metadata: meta as RecordedEvent['metadata'],
  recordedAt: new Date(),
  checkpoint: '812/77',
})

const registered = {
  businessId: '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11',
  ownerUserId: '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b',
  businessName: 'Maple Salon',
  subdomain: 'maple',
  industry: 'salon',
  timezone: 'America/New_York',
  businessPhone: null,
  businessEmail: null,
}

describe('when an event written at an older version is read', () => {
  it('upcasts it to the current version', () => {
    const event = eventRegistry.parse(recorded('BusinessRegistered', registered, metadata(1)))
    expect(event.type).toBe('BusinessRegistered')
    expect(event.data).toMatchObject({ defaultLanguage: 'en_US', supportedLanguages: ['en_US'], businessName: 'Maple Salon' })
  })
})

describe('when an event cannot be read', () => {
  it('throws a loud error naming stream, revision and position for invalid data', () => {
    const read = () => eventRegistry.parse(recorded('BusinessRegistered', { ...registered, timezone: 'Mars/Olympus' }, metadata(1)))
    expect(read).toThrow(EventParseError)
    expect(read).toThrow(/business-1@4 \(position 812\/77\)/)
  })

  it('throws for an unknown type and for a version newer than the code', () => {
    expect(() => eventRegistry.parse(recorded('SomethingElse', {}))).toThrow(/unknown event type/)
    expect(() => eventRegistry.parse(recorded('BusinessRegistered', registered, metadata(9)))).toThrow(/written at v9/)
  })

  it('throws for metadata without an actor', () => {
    expect(() => eventRegistry.parse(recorded('BusinessRegistered', registered, { correlationId: 'x' }))).toThrow(/bad metadata/)
  })
})

describe('when an event is written', () => {
  it('validates the data and stamps the current schema version', () => {
    const event = eventRegistry.toNew(
      { type: 'BusinessRegistered', data: { ...registered, defaultLanguage: 'en_US', supportedLanguages: ['en_US', 'es_US'] } },
      metadata(),
    )
    expect(event.metadata.schemaVersion).toBe(2)
    expect(() =>
      eventRegistry.toNew({ type: 'BusinessRegistered', data: { ...registered, subdomain: 'Bad Sub!' } as never }, metadata()),
    ).toThrow()
  })
})
