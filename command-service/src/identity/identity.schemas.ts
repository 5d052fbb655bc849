import { z } from 'zod'
import { parsePhoneNumberWithError } from 'libphonenumber-js'
import { STAFF_ROLES } from '@slotwise/events'

/** Spec: text, @, domain, dot and a top-level part of at least 2 letters. Stored lower-cased. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Enter a valid email address')
  .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, 'Enter a valid email address')
  .transform((s) => s.toLowerCase())

/** A phone number in any common format (US default country), stored as E.164. */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(250, 'Phone number is too long')
  .transform((value, ctx) => {
    try {
      const parsed = parsePhoneNumberWithError(value, 'US')
      if (!parsed.isValid()) {
        ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number' })
        return z.NEVER
      }
      return parsed.number as string
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number' })
      return z.NEVER
    }
  })

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')

export const firstNameSchema = z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100)
export const lastNameSchema = z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100)

export const rolesSchema = z.array(z.enum(STAFF_ROLES), { error: 'Select at least one role' }).min(1, 'Select at least one role')

export const verificationCodeSchema = z.string().regex(/^\d{6}$/, 'The verification code has 6 digits')
