import type { BusinessHours } from '@slotwise/events'
import { rowProjection } from '../../projection.ts'

export interface LocationRow {
  location_id: string
  business_id: string
  location_name: string
  address: string | null
  city: string | null
  region: string | null
  postal_code: string | null
  country: string | null
  phone: string | null
  timezone: string
  business_hours: BusinessHours
  opened_at: string
  updated_at: string
  [column: string]: unknown
}

export const locationsProjection = rowProjection<LocationRow>({
  name: 'locations',
  table: 'locations',
  key: ['location_id'],
  handles: ['LocationOpened', 'LocationHoursChanged', 'LocationDetailsChanged', 'LocationSchedulerConfigChanged', 'LocationClosed'],
  keyOf: (event) => ({ location_id: (event.data as { locationId: string }).locationId }),
  evolve: (row, event) => {
    const at = event.metadata.occurredAt
    switch (event.type) {
      case 'LocationOpened': {
        const d = event.data
        return {
          location_id: d.locationId,
          business_id: d.businessId,
          location_name: d.locationName,
          address: d.address,
          city: d.city,
          region: d.region,
          postal_code: d.postalCode,
          country: d.country,
          phone: d.phone,
          timezone: d.timezone,
          business_hours: d.businessHours,
          opened_at: at,
          updated_at: at,
        }
      }
      case 'LocationHoursChanged':
        return row && { ...row, business_hours: event.data.businessHours, updated_at: at }
      // Catalog settings (issue 4): details, scheduler config, removal.
      case 'LocationDetailsChanged': {
        if (!row) return null
        const d = event.data
        return {
          ...row,
          location_name: d.locationName,
          address: d.address,
          city: d.city,
          region: d.region,
          postal_code: d.postalCode,
          country: d.country,
          phone: d.phone,
          timezone: d.timezone,
          images: d.images,
          social_links: d.socialLinks,
          require_customer_booking_otp_verification: d.requireCustomerBookingOTPVerification,
          updated_at: at,
        }
      }
      case 'LocationSchedulerConfigChanged':
        return row && { ...row, scheduler_config: event.data.schedulerConfig, updated_at: at }
      case 'LocationClosed':
        return row && { ...row, closed_at: at, updated_at: at }
      default:
        return row
    }
  },
})
