import { describe, expect, it } from 'vitest'
import { eventRegistry, type InvitationEvent, type StaffEvent } from '@slotwise/events'
import { invitationDecider, staffDecider, type AcceptInvitation, type JoinStaff } from './staff.decider.ts'

const B = '0b9a7f0e-7a43-4bb5-9f4f-7a1a5c0e2b11'
const OTHER = '11111111-1111-4111-8111-111111111111'
const U = '7c2d3b0e-1f6e-4a8f-8b1e-3c7d9e0f1a2b'
const L = '5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a'
const I = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'

const given = <S, C, E>(decider: { initialState: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S) => E[] }, events: E[]) => ({
  when: (command: C) => decider.decide(command, events.reduce(decider.evolve, decider.initialState())),
})

const join: JoinStaff = { type: 'JoinStaff', userId: U, businessId: B, employeeId: U, firstName: 'Ada', lastName: 'L', email: 'a@b.example', phone: null, via: 'registration', invitationId: null }
const { type: _type, ...joinData } = join
const joined: StaffEvent = { type: 'StaffMemberJoined', data: joinData }

describe('when a member joins', () => {
  it('records StaffMemberJoined once; a repeat decides nothing', () => {
    expect(given(staffDecider, []).when(join)).toEqual([joined])
    expect(given(staffDecider, [joined]).when(join)).toEqual([])
  })
})

describe("when another business changes a member's contact", () => {
  it('throws employee.notFound (404)', () => {
    expect(() => given(staffDecider, [joined]).when({ type: 'ChangeStaffContact', userId: U, businessId: OTHER, phone: '+12125550100' })).toThrow(expect.objectContaining({ code: 'employee.notFound', status: 404 }))
  })
  it('records the change for the own business, nothing when unchanged', () => {
    expect(given(staffDecider, [joined]).when({ type: 'ChangeStaffContact', userId: U, businessId: B, phone: '+12125550100' })).toHaveLength(1)
    expect(given(staffDecider, [joined]).when({ type: 'ChangeStaffContact', userId: U, businessId: B, email: 'a@b.example' })).toEqual([])
  })
})

describe('when an account was opened before the employee record owned roles (StaffMemberJoined v1)', () => {
  const v1 = { userId: U, businessId: B, firstName: 'Ada', lastName: 'L', email: 'a@b.example', phone: null, roles: ['manager'], locationIds: [L], via: 'registration', invitationId: null }
  const recorded = (type: string, data: unknown, schemaVersion: number, revision: number) => ({
    eventId: `00000000-0000-4000-8000-00000000000${revision}`, streamId: `staff-${U}`, revision, type, data, recordedAt: new Date(0), checkpoint: String(revision),
    metadata: { actor: { type: 'system', id: 't' }, correlationId: 'c', causationId: 'c', occurredAt: '2026-03-01T00:00:00.000Z', schemaVersion },
  })
  it('reads it as signing in as employee-{userId}, its roles and locations kept as legacy access', () => {
    const events = [recorded('StaffMemberJoined', v1, 1, 0), recorded('StaffRolesChanged', { userId: U, businessId: B, roles: ['admin'] }, 1, 1)].map((e) => eventRegistry.parse(e as never) as StaffEvent)
    expect(events[0]!.data).toMatchObject({ employeeId: U, legacyAccess: { roles: ['manager'], locationIds: [L] } })
    expect(events[0]!.data).not.toHaveProperty('roles')
    expect(events.reduce(staffDecider.evolve, staffDecider.initialState())).toMatchObject({ employeeId: U, legacyAccess: { roles: ['admin'], locationIds: [L] } })
  })
})

const sent: InvitationEvent = {
  type: 'InvitationSent',
  data: { invitationId: I, businessId: B, email: 'n@b.example', firstName: 'N', phone: '+12125550187', roles: ['serviceProvider'], locationIds: [L], invitedBy: U, invitedAt: '2026-03-01T00:00:00.000Z', expiresAt: '2026-03-08T00:00:00.000Z' },
}
const accept = (now: string, userId = OTHER): AcceptInvitation => ({ type: 'AcceptInvitation', invitationId: I, userId, now: new Date(now) })

describe('when an invitation is accepted', () => {
  it('records InvitationAccepted before expiry', () => {
    expect(given(invitationDecider, [sent]).when(accept('2026-03-07T23:59:59Z'))).toEqual([{ type: 'InvitationAccepted', data: { invitationId: I, businessId: B, userId: OTHER } }])
  })
  it('throws invitation.expired at or after expiry', () => {
    expect(() => given(invitationDecider, [sent]).when(accept('2026-03-08T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'invitation.expired' }))
  })
  it('throws invitation.alreadyAccepted for a second account', () => {
    const accepted: InvitationEvent = { type: 'InvitationAccepted', data: { invitationId: I, businessId: B, userId: OTHER } }
    expect(() => given(invitationDecider, [sent, accepted]).when(accept('2026-03-02T00:00:00Z', U))).toThrow(expect.objectContaining({ code: 'invitation.alreadyAccepted' }))
  })
})

const revoked: InvitationEvent = { type: 'InvitationRevoked', data: { invitationId: I, businessId: B, revokedBy: U } }
const revoke = (businessId = B) => ({ type: 'RevokeInvitation' as const, invitationId: I, businessId, revokedBy: U })
const resend = (expiresAt: string, businessId = B) => ({ type: 'ResendInvitation' as const, invitationId: I, businessId, resentBy: U, expiresAt: new Date(expiresAt) })

describe('when an invitation is revoked', () => {
  it('records InvitationRevoked once; a repeat decides nothing', () => {
    expect(given(invitationDecider, [sent]).when(revoke())).toEqual([revoked])
    expect(given(invitationDecider, [sent, revoked]).when(revoke())).toEqual([])
  })
  it('is no longer accepted (the link is not valid) nor resent', () => {
    expect(() => given(invitationDecider, [sent, revoked]).when(accept('2026-03-02T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'invitation.notFound', status: 404 }))
    expect(() => given(invitationDecider, [sent, revoked]).when(resend('2026-03-10T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'invitation.revoked', status: 409 }))
  })
  it("throws invitation.notFound (404) for another business's staff and alreadyAccepted once joined", () => {
    expect(() => given(invitationDecider, [sent]).when(revoke(OTHER))).toThrow(expect.objectContaining({ code: 'invitation.notFound', status: 404 }))
    const accepted: InvitationEvent = { type: 'InvitationAccepted', data: { invitationId: I, businessId: B, userId: OTHER } }
    expect(() => given(invitationDecider, [sent, accepted]).when(revoke())).toThrow(expect.objectContaining({ code: 'invitation.alreadyAccepted' }))
  })
})

describe('when an invitation is resent', () => {
  const resent: InvitationEvent = { type: 'InvitationResent', data: { invitationId: I, businessId: B, resentBy: U, expiresAt: '2026-03-15T00:00:00.000Z' } }
  it('records the new expiry, after which acceptance is judged', () => {
    expect(given(invitationDecider, [sent]).when(resend('2026-03-15T00:00:00Z'))).toEqual([resent])
    expect(given(invitationDecider, [sent, resent]).when(accept('2026-03-10T00:00:00Z'))).toHaveLength(1)
    expect(() => given(invitationDecider, [sent, resent]).when(accept('2026-03-15T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'invitation.expired' }))
  })
  it("throws invitation.notFound (404) for another business's staff", () => {
    expect(() => given(invitationDecider, [sent]).when(resend('2026-03-15T00:00:00Z', OTHER))).toThrow(expect.objectContaining({ code: 'invitation.notFound', status: 404 }))
  })
})
