import { z } from 'zod'
import {
  businessHours, featureSection, formEntry, ianaZone, imageRef, images, languageCode, questionFormat, schedulerConfig, socialLinks,
  storefrontTranslation, weeklyWorkingHours,
} from '@slotwise/events'

/** HTTP bodies of the staff catalog API, with the spec's validation messages. */
const required = (message: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined) })
const text = (message: string, max = 200) => z.string(required(message)).trim().min(1, message).max(max)
const price = (message: string) =>
  z.number(required(message)).min(0, 'Price cannot be negative').max(1_000_000).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Prices have at most two decimals')
const noShow = z.number().int('The no-show fee is a whole percentage').min(1, 'The no-show fee must be between 1% and 100%').max(100, 'The no-show fee must be between 1% and 100%')
const uuid = z.string().uuid()

export const nameTranslations = z.array(z.object({ language: languageCode, name: z.string().trim().max(200), description: z.string().trim().max(5000).nullable().default(null) })).default([])

export const categoryBody = z.object({
  name: text('Please enter the name of the category!'),
  translations: z.array(z.object({ language: languageCode, name: z.string().trim().max(200) })).default([]),
  forLocationId: uuid.nullable().default(null),
})

export const serviceBody = z
  .object({
    name: text('Please enter the name of the service!'),
    description: text('Please enter the description!', 5000),
    translations: nameTranslations,
    categoryId: z.string(required('Please select a category!')).uuid('Please select a category!'),
    price: price('Please enter the price!'),
    durationMinutes: z.number(required('Please enter the duration!')).int().min(1, 'The duration must be at least 1 minute').max(1440),
    bookingType: z.enum(['instant', 'consultation'], required('Please select the booking type!')),
    appointmentType: z.enum(['individual', 'group']).default('individual'),
    maxCapacity: z.number().int().min(1).max(1000).default(1),
    images: images.default([]),
    locationIds: z.array(uuid).min(1, 'Please select at least one location!'),
    allowEmployeeSelection: z.boolean().default(true),
    employeeAdditionalFee: z.record(uuid, price('Please enter the fee!')).default({}),
    addOnIds: z.array(uuid).default([]),
    requireCardOnFile: z.boolean().default(false),
    enableServiceOnlinePayment: z.boolean().default(false),
    enableServiceNoShowFee: z.boolean().default(false),
    serviceNoShowFeePercentage: noShow.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.enableServiceNoShowFee && body.serviceNoShowFeePercentage === null) {
      ctx.addIssue({ code: 'custom', path: ['serviceNoShowFeePercentage'], message: 'Please enter the no-show fee percentage!' })
    }
  })

export const addOnBody = z.object({
  name: text('Please enter the name of the add-on!'),
  description: text('Please enter the description!', 5000),
  translations: nameTranslations,
  price: price('Please enter the price!'),
  durationMinutes: z.number().int().min(0).max(1440).nullable().default(null),
  locationIds: z.array(uuid, required('Please select at least one location!')).min(1, 'Please select at least one location!'),
})

export const bundleBody = z
  .object({
    bundleName: text('Please enter the name of the bundle!'),
    bundleDescription: text('Please enter the description!', 5000),
    translations: z.array(z.object({ language: languageCode, bundleName: z.string().trim().max(200), bundleDescription: z.string().trim().max(5000).nullable().default(null) })).default([]),
    locationId: uuid,
    items: z
      .array(z.object({ itemId: uuid.optional(), serviceId: uuid, addOnIds: z.array(uuid).default([]) }), required('Please add at least one service!'))
      .min(1, 'Please add at least one service!'),
    price: price('Please enter the price!'),
    percentDiscount: z.number().min(0).max(100).nullable().default(null),
    images: images.default([]),
    isActive: z.boolean().default(true),
    enableBundleOnlinePayment: z.boolean().default(false),
    enableBundleNoShowFee: z.boolean().default(false),
    bundleNoShowFeePercentage: noShow.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.enableBundleNoShowFee && body.bundleNoShowFeePercentage === null) {
      ctx.addIssue({ code: 'custom', path: ['bundleNoShowFeePercentage'], message: 'Please enter the no-show fee percentage!' })
    }
  })

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#].*)?$/i.test(v), 'Please enter a valid URL')
  .transform((v) => (v === '' ? null : /^https?:\/\//i.test(v) ? v : `https://${v}`))

export const locationDetailsBody = z.object({
  locationName: text('Location name is required'),
  address: text('Address is required', 300),
  city: text('City is required', 120),
  region: text('Region is required', 120),
  postalCode: text('Postal code is required', 20),
  country: text('Country is required', 120),
  phone: z.string().trim().max(40).nullable().default(null),
  timezone: ianaZone,
  images: images.default([]),
  socialLinks: z.object(Object.fromEntries(Object.keys(socialLinks.shape).map((k) => [k, optionalUrl.nullable().optional()]))).default({}),
  requireCustomerBookingOTPVerification: z.boolean().default(false),
})

export const newLocationBody = locationDetailsBody.extend({ businessHours, schedulerConfig: schedulerConfig.default({}) })

export const businessProfileBody = z.object({
  businessName: text('Business name is required'),
  businessPhone: z.string().trim().max(40).nullable().default(null),
  businessEmail: z.string().trim().email('Please enter a valid email address!').nullable().default(null),
  website: optionalUrl.nullable().default(null),
  industry: z.string().trim().max(100).nullable().default(null),
  timezone: ianaZone,
})

export const languagesBody = z.object({
  defaultLanguage: languageCode.describe('Default language is required'),
  supportedLanguages: z.array(languageCode).min(1, 'At least one language must be supported'),
})

export const brandingBody = z.object({ logo: imageRef.nullable(), showLogo: z.boolean(), showBusinessName: z.boolean() })

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours look like #8e44ad')
export const employeeProfileBody = z.object({
  firstName: text('First name is required', 100),
  lastName: text('Last name is required', 100),
  email: z.string().trim().email('Please enter a valid email address!').nullable().default(null),
  phone: z.string().trim().max(40).nullable().default(null),
  color: colour.default('#7f8c8d'),
  position: z.string().trim().max(100).nullable().default(null),
  bio: z.string().trim().max(5000).nullable().default(null),
  socialLinks: z.array(z.object({ platform: z.string().trim().min(1).max(40), url: optionalUrl.pipe(z.string()) })).max(10).default([]),
  profileImage: imageRef.nullable().default(null),
})
const role = z.enum(['admin', 'manager', 'serviceProvider'])
export const newEmployeeBody = employeeProfileBody.extend({
  roles: z.array(role).min(1, 'Please select at least one role'),
  locationIds: z.array(uuid).default([]),
  userId: uuid.nullable().default(null),
})

export { weeklyWorkingHours, storefrontTranslation, featureSection, formEntry }

export const storefrontBody = z.object({
  translations: z.array(storefrontTranslation.extend({ slogan: z.string().trim().max(100, 'The slogan can be at most 100 characters').nullable() })).optional(),
  heroImage: imageRef.nullable().optional(),
  heroImageContrast: z.number().min(0.1, 'Contrast is between 0.1 and 1').max(1, 'Contrast is between 0.1 and 1').optional(),
  sloganWidth: z.number().int().min(100, 'Slogan width is between 100 and 500').max(500, 'Slogan width is between 100 and 500').optional(),
  sloganVerticalPosition: z.number().int().min(10, 'Slogan position is between 10 and 65').max(65, 'Slogan position is between 10 and 65').optional(),
  showAdditionalBookButton: z.boolean().optional(),
  showMovingBanner: z.boolean().optional(),
  showReviews: z.boolean().optional(),
  showTestimonials: z.boolean().optional(),
})

export const questionBody = z.object({
  label: z.string().trim().max(200).default(''),
  format: questionFormat.or(z.undefined()).refine((f) => f !== undefined, 'Please select the question format'),
  questionText: text('Please enter the question text', 1000),
  description: z.string().trim().max(5000).nullable().default(null),
  translations: z.array(z.object({ language: languageCode, questionText: z.string().trim().min(1).max(1000), description: z.string().trim().max(5000).nullable().default(null) })).default([]),
  validAnswers: z.array(z.string().trim().min(1).max(500)).max(100).default([]),
  forServiceIds: z.array(uuid, required('Please select at least one service')).min(1, 'Please select at least one service'),
})

export const idParams = z.object({ id: uuid })
export const created = z.object({ id: uuid, warnings: z.array(z.object({ code: z.string(), message: z.string() })) })
export const ok = z.object({ success: z.literal(true), warnings: z.array(z.object({ code: z.string(), message: z.string() })).optional() })
