import { z } from 'zod'
import { languageCode, uuid, WEEKDAYS, type Weekday } from './shared.schemas.ts'

/** Dollars with at most two decimals (USD, the spec's only currency). */
export const money = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Amounts have at most two decimals')

/** A stored image or file, as the spec's Image/file shape. */
export const imageRef = z.object({
  id: uuid,
  fileName: z.string().min(1).max(255),
  fileUrl: z.string().min(1).max(2000).nullable(),
  fileType: z.string().min(1).max(100),
})
export type ImageRef = z.infer<typeof imageRef>

/** Up to 5 images per service, bundle and location (business-side §9). */
export const images = z.array(imageRef).max(5, 'Up to 5 images')

/** No-show fee as a whole percentage 1–100 (business side); the public side shows it as 0–1. */
export const noShowPercentage = z.number().int().min(1).max(100)

export const nameTranslation = z.object({ language: languageCode, name: z.string().max(200), description: z.string().max(5000).nullable() })
export const categoryTranslation = z.object({ language: languageCode, name: z.string().max(200) })
export const bundleTranslation = z.object({ language: languageCode, bundleName: z.string().max(200), bundleDescription: z.string().max(5000).nullable() })
export const storefrontTranslation = z.object({ language: languageCode, slogan: z.string().max(100).nullable(), about: z.string().max(10_000).nullable() })
export const featureTranslation = z.object({
  language: languageCode,
  title: z.string().max(200).nullable(),
  caption: z.string().max(500).nullable(),
  description: z.string().max(5000).nullable(),
})
export const questionTranslation = z.object({ language: languageCode, questionText: z.string().max(1000), description: z.string().max(5000).nullable() })

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'yelp'] as const
export const socialLinks = z.object(Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, z.string().max(500).nullable().optional()])) as Record<
  (typeof SOCIAL_PLATFORMS)[number],
  z.ZodOptional<z.ZodNullable<z.ZodString>>
>)
export type SocialLinks = z.infer<typeof socialLinks>

const minutesOfDay = z.number().int().min(0).max(1440)
/** One working range in local minutes from midnight. */
export const workRange = z
  .object({ startMinutes: minutesOfDay, endMinutes: minutesOfDay })
  .refine((r) => r.startMinutes < r.endMinutes, { message: 'Start time must be before end time' })
/** An employee's week at one location: per weekday a list of ranges (split shifts); empty = off. */
export const weeklyWorkingHours = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(workRange).max(6)])) as Record<Weekday, z.ZodArray<typeof workRange>>)
export type WeeklyWorkingHours = z.infer<typeof weeklyWorkingHours>

/** The scheduler config of a location (all optional; the engine clamps and defaults). */
export const schedulerConfig = z.object({
  weeklyAnchors: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(z.number().int().min(0).max(1439)).max(96).nullable().optional()])) as Record<
    Weekday,
    z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodNumber>>>
  >).nullable().optional(),
  secondarySlotGranularity: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)]).nullable().optional(),
  allowSecondaryAnchors: z.boolean().nullable().optional(),
  fragmentationThresholdMin: z.number().int().min(0).max(1440).nullable().optional(),
  enableCleanupBuffer: z.boolean().nullable().optional(),
  cleanupBufferMinutes: z.number().int().min(0).max(120).nullable().optional(),
  primaryAnchorsForLongServicesOnly: z.boolean().nullable().optional(),
  longServiceMinimumDuration: z.number().int().min(0).max(1440).nullable().optional(),
  primaryAnchorsStrictMode: z.boolean().nullable().optional(),
  allowOverlap: z.boolean().nullable().optional(),
  appointmentMaximumOverlap: z.number().int().min(0).max(1440).nullable().optional(),
  minServiceDurationAllowingOverlap: z.number().int().min(0).max(1440).nullable().optional(),
  overlapAggressively: z.boolean().nullable().optional(),
})
export type SchedulerConfigData = z.infer<typeof schedulerConfig>

export const QUESTION_FORMATS = ['TEXT', 'DATE_PICKER', 'CONFIRMATION', 'YES_NO', 'DATE_RANGE_PICKER', 'SELECT', 'MULTI_SELECT'] as const
export const questionFormat = z.enum(QUESTION_FORMATS)
export type QuestionFormat = z.infer<typeof questionFormat>

export const EMPLOYEE_ROLES = ['admin', 'manager', 'serviceProvider'] as const
export const employeeRole = z.enum(EMPLOYEE_ROLES)
