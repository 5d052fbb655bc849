import { z } from 'zod'

/** Phone mask of §5: "(123) 456-7890", 14 characters; a leading +1 is stripped. */
export const PHONE_MASK_LENGTH = 14
export const OTP_LENGTH = 6
export const OTP_RESEND_COOLDOWN_S = 30

export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '')
  if (input.trim().startsWith('+1')) digits = digits.slice(1)
  else if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  return digits.slice(0, 10)
}

export function formatPhoneInput(input: string): string {
  const d = phoneDigits(input)
  if (d.length === 0) return ''
  if (d.length < 4) return `(${d}`
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
}

/** 10 digits, or 11 starting with 1. */
export function isValidPhone(input: string): boolean {
  const raw = input.replace(/\D/g, '')
  return raw.length === 10 || (raw.length === 11 && raw.startsWith('1'))
}

const NAME = /^[\p{L} ]+$/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i

/** Contact details with the spec's messages as i18n keys (§5). */
export const contactSchema = z.object({
  firstName: z.string().trim().min(1, 'booking.contact.errors.firstNameRequired').regex(NAME, 'booking.contact.errors.firstNameLetters'),
  lastName: z.string().trim().min(1, 'booking.contact.errors.lastNameRequired').regex(NAME, 'booking.contact.errors.lastNameLetters'),
  email: z.string().trim().min(1, 'booking.contact.errors.emailRequired').regex(EMAIL, 'booking.contact.errors.emailInvalid'),
  phone: z.string().trim().min(1, 'booking.contact.errors.phoneRequired').refine(isValidPhone, 'booking.contact.errors.phoneInvalid'),
})
export type ContactValues = z.infer<typeof contactSchema>

export const otpSchema = z.string().length(OTP_LENGTH, 'booking.otp.errors.length')
