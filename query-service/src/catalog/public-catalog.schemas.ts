import { z } from 'zod'
import { businessHours, QUESTION_FORMATS } from '@slotwise/events'

/** The public shapes of public-side §3, used to serialise responses and to check them in tests. */
export const fileView = z.object({ id: z.string(), fileName: z.string(), fileUrl: z.string().nullable(), fileType: z.string() })

export const serviceTranslationView = z.object({ language: z.string(), name: z.string(), description: z.string().nullable() })
export const categoryView = z.object({
  id: z.string().uuid(),
  translations: z.array(z.object({ language: z.string(), name: z.string() })),
  forLocationID: z.string().uuid().nullable(),
})
export const addOnView = z.object({
  id: z.string().uuid(),
  translations: z.array(serviceTranslationView),
  price: z.number(),
  duration: z.number().int().nullable(),
  businessLocation: z.string().uuid(),
})
export const publicEmployeeView = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string().nullable(),
  additionalFee: z.number(),
  profileImageUrl: z.string().nullable(),
  position: z.string().nullable(),
  socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })),
})
export const serviceView = z.object({
  id: z.string().uuid(),
  translations: z.array(serviceTranslationView),
  price: z.number(),
  duration: z.number().int(),
  category: z.object({ id: z.string().uuid(), translations: z.array(z.object({ language: z.string(), name: z.string() })) }),
  allowEmployeeSelection: z.boolean(),
  employees: z.array(publicEmployeeView),
  maxCapacity: z.number().int(),
  requireCardOnFile: z.boolean(),
  isInstantBooking: z.boolean(),
  appointmentType: z.enum(['individual', 'group']),
  createdAt: z.string(),
  deprecatedAt: z.string().nullable(),
  enableServiceOnlinePayment: z.boolean(),
  enableServiceNoShowFee: z.boolean(),
  /** A fraction 0–1 on the public side. */
  serviceNoShowFeePercentage: z.number().min(0).max(1).nullable(),
  addOns: z.array(addOnView),
  images: z.array(fileView),
  employeeAdditionalFee: z.record(z.string(), z.number()),
})
export const bundleView = z.object({
  id: z.string().uuid(),
  translations: z.array(z.object({ language: z.string(), bundleName: z.string(), bundleDescription: z.string().nullable() })),
  price: z.number(),
  originalTotalPrice: z.number(),
  percentDiscount: z.number().nullable(),
  duration: z.number().int(),
  items: z.array(z.object({ id: z.string().uuid(), bundleService: serviceView, bundleAddOns: z.array(addOnView), bundleItemOrder: z.number().int() })),
  images: z.array(fileView),
  is_active: z.boolean(),
  enableBundleOnlinePayment: z.boolean(),
  enableBundleNoShowFee: z.boolean(),
  bundleNoShowFeePercentage: z.number().min(0).max(1).nullable(),
})
export const socialLinksView = z.object({
  facebook: z.string().nullable(), instagram: z.string().nullable(), youtube: z.string().nullable(),
  tiktok: z.string().nullable(), linkedin: z.string().nullable(), yelp: z.string().nullable(),
})
/** The fields every view of a location shares (staff and public shapes differ around them). */
export const locationCoreView = z.object({
  locationName: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string(),
  businessHours,
})
export const publicLocationView = z.object({
  id: z.string().uuid(),
  business: z.string().uuid(),
  ...locationCoreView.shape,
  images: z.array(fileView),
  socialLinks: socialLinksView,
  requireCustomerBookingOTPVerification: z.boolean(),
  schedulerConfig: z.record(z.string(), z.unknown()),
  categories: z.array(categoryView),
  services: z.array(serviceView),
  bundles: z.array(bundleView),
  employees: z.array(publicEmployeeView),
})

export const questionTypeView = z.object({ format: z.enum(QUESTION_FORMATS), description: z.string() })
export const formQuestionView = z.object({
  id: z.string().uuid(),
  label: z.string(),
  questionFormat: questionTypeView,
  questionText: z.string(),
  description: z.string().nullable(),
  translations: z.array(z.object({ language: z.string(), questionText: z.string(), description: z.string().nullable() })),
  validAnswers: z.array(z.object({ question: z.string().uuid(), possibleAnswer: z.string() })),
  forBusiness: z.string().uuid().nullable(),
  forServices: z.array(z.object({ id: z.string().uuid(), translations: z.array(serviceTranslationView), businessLocationName: z.string().nullable() })),
})
export const formLayoutEntryView = z.object({
  id: z.string(),
  bookingFormVersion: z.number().int(),
  formQuestion: formQuestionView,
  isRequired: z.boolean(),
  isCustom: z.boolean(),
  position: z.object({ page: z.number().int(), row: z.number().int(), col: z.number().int() }),
})

export const businessInfoView = z.object({
  businessName: z.string(),
  logo: fileView.nullable(),
  showLogo: z.boolean(),
  showBusinessName: z.boolean(),
  defaultLanguage: z.string().nullable(),
  supportedLanguages: z.array(z.string()),
})

export const formDataResponse = z.object({
  success: z.literal(true),
  businessInfo: businessInfoView,
  businessData: z.array(publicLocationView),
  formLayout: z.array(formLayoutEntryView),
})

export const publicBusinessView = z.object({
  businessId: z.string().uuid(),
  businessName: z.string(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  subdomain: z.string(),
  timezone: z.string(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()),
  locations: z.array(z.object({ id: z.string().uuid(), locationName: z.string() })),
  stripeAccountStatus: z.record(z.string(), z.boolean()),
})

export const storefrontResponse = z.object({
  translations: z.array(z.object({ language: z.string(), slogan: z.string().nullable(), about: z.string().nullable() })),
  heroImage: fileView.nullable(),
  heroImageContrast: z.number().min(0.1).max(1),
  sloganWidth: z.number().int().min(100).max(500),
  sloganVerticalPosition: z.number().int().min(10).max(65),
  showAdditionalBookButton: z.boolean(),
  logo: fileView.nullable(),
  showLogo: z.boolean(),
  showBusinessName: z.boolean(),
  featureSections: z.array(z.object({
    id: z.string().uuid(),
    order: z.number().int(),
    imageData: fileView.nullable(),
    translations: z.array(z.object({ language: z.string(), title: z.string(), caption: z.string().nullable(), description: z.string().nullable() })),
  })),
  /** Visible testimonials of the chosen location, newest first. */
  testimonials: z.array(z.unknown()),
  /** The first page (5) of visible reviews of the chosen location, featured first, newest first. */
  reviews: z.array(z.unknown()),
  showReviews: z.boolean(),
  showTestimonials: z.boolean(),
  showMovingBanner: z.boolean(),
  businessData: publicBusinessView,
  businessLocationData: z.array(publicLocationView),
})

export const questionTypesResponse = z.object({ success: z.literal(true), data: z.array(questionTypeView) })
export const formComponentsResponse = z.object({ standard: z.array(formQuestionView), custom: z.array(formQuestionView), industry: z.array(formQuestionView) })
