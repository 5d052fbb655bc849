import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { businessLanguage, changeLanguage } from '../../../lib/i18n.ts'
import type { BusinessInfo } from '../api/get-booking-details.ts'

/**
 * The page language of a booking view, as the booking form chooses it (§9): `?language=` when the
 * business supports it, else the visitor's language matched to the business's languages. The
 * choice is kept in `?language=` (replacing the history entry) so a shared link opens the same way.
 */
export function useViewLanguage(business: BusinessInfo | null): { language: string; languages: string[]; setLanguage: (language: string) => void } {
  const { i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const started = useRef(false)
  const languages = business?.supportedLanguages ?? []

  useEffect(() => {
    if (!business || started.current) return
    started.current = true
    const requested = params.get('language')
    if (requested && business.supportedLanguages.includes(requested)) void changeLanguage(requested)
    else void changeLanguage(businessLanguage(business.supportedLanguages, business.defaultLanguage, i18n.language))
  }, [business, params, i18n.language])

  const language = business ? businessLanguage(languages, business.defaultLanguage, i18n.language) : i18n.language

  useEffect(() => {
    if (!business || !started.current) return
    if (languages.length < 2 && !params.has('language')) return
    if (params.get('language') === language) return
    const next = new URLSearchParams(params)
    next.set('language', language)
    setParams(next, { replace: true })
  }, [business, language, languages.length, params, setParams])

  return { language, languages, setLanguage: (lng) => void changeLanguage(lng) }
}
