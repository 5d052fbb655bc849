import { rowProjection } from '../../projection.ts'

export interface StaffMemberRow {
  user_id: string
  business_id: string
  first_name: string
  last_name: string
  email: string
  phone: string | null
  roles: string[]
  location_ids: string[]
  joined_at: string
  updated_at: string
  [column: string]: unknown
}

/** `staff_members`: who works for which business, with which roles and at which locations. */
export const staffMembersProjection = rowProjection<StaffMemberRow>({
  name: 'staff_members',
  table: 'staff_members',
  key: ['user_id'],
  handles: ['StaffMemberJoined', 'StaffRolesChanged', 'StaffLocationsChanged', 'StaffContactChanged'],
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
          roles: d.roles,
          location_ids: d.locationIds,
          joined_at: at,
          updated_at: at,
        }
      }
      case 'StaffRolesChanged':
        return row && { ...row, roles: event.data.roles, updated_at: at }
      case 'StaffLocationsChanged':
        return row && { ...row, location_ids: event.data.locationIds, updated_at: at }
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
