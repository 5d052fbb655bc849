import { rowProjection } from '../../projection.ts'

export interface BusinessRow {
  business_id: string
  owner_user_id: string
  business_name: string
  subdomain: string
  industry: string | null
  timezone: string
  business_phone: string | null
  business_email: string | null
  website: string | null
  default_language: string
  supported_languages: string[]
  registered_at: string
  updated_at: string
  [column: string]: unknown
}

export const businessesProjection = rowProjection<BusinessRow>({
  name: 'businesses',
  table: 'businesses',
  key: ['business_id'],
  handles: ['BusinessRegistered', 'BusinessProfileChanged', 'BusinessLanguagesChanged', 'BusinessBrandingChanged'],
  keyOf: (event) => ({ business_id: (event.data as { businessId: string }).businessId }),
  evolve: (row, event) => {
    const at = event.metadata.occurredAt
    switch (event.type) {
      case 'BusinessRegistered': {
        const d = event.data
        return {
          business_id: d.businessId,
          owner_user_id: d.ownerUserId,
          business_name: d.businessName,
          subdomain: d.subdomain,
          industry: d.industry,
          timezone: d.timezone,
          business_phone: d.businessPhone,
          business_email: d.businessEmail,
          website: null,
          default_language: d.defaultLanguage,
          supported_languages: d.supportedLanguages,
          registered_at: at,
          updated_at: at,
        }
      }
      case 'BusinessProfileChanged': {
        if (!row) return null
        const d = event.data
        return {
          ...row,
          ...(d.businessName !== undefined && { business_name: d.businessName }),
          ...(d.businessPhone !== undefined && { business_phone: d.businessPhone }),
          ...(d.businessEmail !== undefined && { business_email: d.businessEmail }),
          ...(d.website !== undefined && { website: d.website }),
          ...(d.industry !== undefined && { industry: d.industry }),
          ...(d.timezone !== undefined && { timezone: d.timezone }),
          updated_at: at,
        }
      }
      // Catalog settings (issue 4): languages and branding.
      case 'BusinessLanguagesChanged':
        return row && { ...row, default_language: event.data.defaultLanguage, supported_languages: event.data.supportedLanguages, updated_at: at }
      case 'BusinessBrandingChanged':
        return row && { ...row, logo: event.data.logo, show_logo: event.data.showLogo, show_business_name: event.data.showBusinessName, updated_at: at }
      default:
        return row
    }
  },
})
