import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { DomainError } from '@slotwise/infra/platform/errors.ts'

/** The spec's phone messages (public-side §5). */
export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Please enter a valid phone number!',
  tooShort: 'Phone number must be at least 10 digits',
} as const

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string; code: string }

/**
 * Reads a phone as the booking form sends it (every non-digit removed; 10 digits, or 11 starting
 * with 1, for the US) or in international form (`+44…`), and returns it in E.164. Validity is
 * libphonenumber-js's, with the US as the default country.
 */
export function checkPhone(raw: string | null | undefined): PhoneCheck {
  const input = (raw ?? '').trim()
  if (!input) return { ok: false, message: PHONE_MESSAGES.required, code: 'phone.required' }
  if (input.length > 250) return { ok: false, message: PHONE_MESSAGES.invalid, code: 'phone.invalid' }
  const digits = input.replace(/\D/g, '')
  const international = input.startsWith('+') && !input.startsWith('+1')
  if (!international && digits.length < 10) return { ok: false, message: PHONE_MESSAGES.tooShort, code: 'phone.tooShort' }
  let candidate: string
  if (international) candidate = `+${digits}`
  else if (digits.length === 10) candidate = `+1${digits}`
  else if (digits.length === 11 && digits.startsWith('1')) candidate = `+${digits}`
  else return { ok: false, message: PHONE_MESSAGES.invalid, code: 'phone.invalid' }
  const parsed = parsePhoneNumberFromString(candidate)
  if (!parsed || !parsed.isValid()) return { ok: false, message: PHONE_MESSAGES.invalid, code: 'phone.invalid' }
  return { ok: true, e164: parsed.number }
}

/** E.164 or a 400 with the spec's message. */
export function requirePhone(raw: string | null | undefined): string {
  const result = checkPhone(raw)
  if (!result.ok) throw new DomainError(result.code, result.message, 400)
  return result.e164
}
