import { rowProjection } from '../../projection.ts'

export interface StaffMemberRow {
  user_id: string
  business_id: string
  first_name: string
  last_name: string
  email: string
  phone: string | null
  employee_id: string
  joined_at: string
  updated_at: string
  [column: string]: unknown
}

/**
 * `staff_members`: the staff accounts of each business and the employee record each signs in as.
 * Roles and locations are the employee record's (`employees`, ADR 0014).
 */
export const staffMembersProjection = rowProjection<StaffMemberRow>({
  name: 'staff_members',
  table: 'staff_members',
  key: ['user_id'],
  handles: ['StaffMemberJoined', 'StaffContactChanged'],
  keyOf: (event) => ({ user_id: (event.data as { userId: string }).userId }),
  evolve: (row, event) => {
    const at = event.metadata.occurredAt
    switch (event.type) {
      case 'StaffMemberJoined': {
        const d = event.data
        return {
          user_id: d.userId,
          business_id: d.businessId,
          first_name: d.firstName,
          last_name: d.lastName,
          email: d.email,
          phone: d.phone,
          employee_id: d.employeeId,
          joined_at: at,
          updated_at: at,
        }
      }
      case 'StaffContactChanged':
        return (
          row && {
            ...row,
            ...(event.data.email !== undefined && { email: event.data.email }),
            ...(event.data.phone !== undefined && { phone: event.data.phone }),
            updated_at: at,
          }
        )
      default:
        return row
    }
  },
})
