import { createContext, useContext } from 'react'
import type { Location } from '../../../lib/catalog-schemas.ts'
import type { Storefront } from '../api/get-digital-storefront.ts'

export type StorefrontPage = 'home' | 'team' | 'services'

export interface StorefrontContextValue {
  subdomain: string
  data: Storefront
  location: Location
  /** The content language (one of the business's supported languages). */
  language: string
  setLanguage: (language: string) => void
  chooseLocation: (locationId: string) => void
  /** Preview mode (the business owner's editor): pages switch by state, no language switch. */
  preview: boolean
  page: StorefrontPage
  goTo: (page: StorefrontPage, hash?: string) => void
  bookHref: string
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null)

export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext)
  if (!value) throw new Error('useStorefront outside StorefrontContext')
  return value
}
