import { employeeStream, staffStream, type SlotwiseEvent } from '@slotwise/events'
import type { StaffRole } from '@slotwise/infra/platform/staff-principal.ts'
import { accountProfile, decideEmployeeCommand } from '../catalog/catalog.commands.ts'
import { employeeDecider } from '../catalog/employee.decider.ts'
import type { StreamReader } from '../platform/command-handler.ts'
import { staffDecider, type JoinStaff } from './staff.decider.ts'

type Append = { streamId: string; events: SlotwiseEvent[] }

/** Who is opening the account, as registration or the invitation knows them. */
export interface AccountHolder {
  userId: string
  businessId: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
}

async function joinAppend(reader: StreamReader, holder: AccountHolder, employeeId: string, via: JoinStaff['via'], invitationId: string | null): Promise<Append> {
  const account = await reader.load(staffStream(holder.userId), staffDecider)
  const join: JoinStaff = { type: 'JoinStaff', ...holder, employeeId, via, invitationId }
  return { streamId: staffStream(holder.userId), events: staffDecider.decide(join, account.state) }
}

/**
 * The owner's account and employee record (admin at the first location), to go in the business's
 * registration append: the business does not exist before it, so the location is the one fact.
 * A new account's employee record takes the account's id.
 */
export async function ownerMembershipAppends(reader: StreamReader, owner: AccountHolder, locationId: string): Promise<Append[]> {
  const employee = await reader.load(employeeStream(owner.userId), employeeDecider)
  const events = employeeDecider.decide(
    {
      type: 'AddEmployee', businessId: owner.businessId, employeeId: owner.userId, userId: owner.userId, profile: accountProfile(owner),
      roles: ['admin'], locationIds: [locationId], facts: { locationIds: [locationId] },
    },
    employee.state,
  )
  return [await joinAppend(reader, owner, owner.userId, 'registration', null), { streamId: employeeStream(owner.userId), events }]
}

/**
 * An invitee's account and employee record with the invited roles and locations: a new record, or
 * `existingEmployeeId` (found by email) linked to the account, gaining those roles and locations.
 */
export async function invitedMembershipAppends(
  reader: StreamReader,
  invitee: AccountHolder,
  invitation: { invitationId: string; roles: StaffRole[]; locationIds: string[] },
  existingEmployeeId: string | null,
): Promise<Append[]> {
  const { businessId, userId } = invitee
  const { roles, locationIds } = invitation
  const decided = existingEmployeeId
    ? await decideEmployeeCommand(reader, { type: 'LinkEmployeeAccount', businessId, employeeId: existingEmployeeId, userId, roles, locationIds })
    : await decideEmployeeCommand(reader, { type: 'AddEmployee', businessId, employeeId: userId, userId, profile: accountProfile(invitee), roles, locationIds })
  return [await joinAppend(reader, invitee, existingEmployeeId ?? userId, 'invitation', invitation.invitationId), decided.append]
}
