import type { z } from 'zod'
import type { SqlQueryable } from '@slotwise/events'
import { INDUSTRY_QUESTIONS, PLATFORM_QUESTIONS, QUESTION_TYPE_DESCRIPTIONS, STANDARD_QUESTIONS, SOCIAL_PLATFORMS, type CustomQuestion, type FormEntry, type PlatformQuestion } from '@slotwise/events'
import { qb, run } from '@slotwise/infra/db/database.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type {
  addOnView, bundleView, categoryView, formLayoutEntryView, formQuestionView, publicEmployeeView, publicLocationView, serviceView,
} from './public-catalog.schemas.ts'

type Row = Record<string, unknown>
type Translation = { language: string } & Record<string, string | null>

const ENGLISH = 'en_US'
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : new Date(String(value)).toISOString())
const num = (value: unknown) => Number(value)

/**
 * One entry per supported language: its own text, else English, else the spec's label
 * (`[Service]`, `[Category]`, `[Bundle]`, `[Add-on]`) for the name; other fields fall back to null.
 */
export function withFallback(list: readonly Translation[], languages: readonly string[], nameKey: string, otherKeys: readonly string[], label: string): Translation[] {
  const pick = (t: Translation | undefined, key: string) => {
    const value = t?.[key]
    return typeof value === 'string' && value.trim() !== '' ? value : null
  }
  const english = list.find((t) => t.language === ENGLISH)
  const wanted = languages.includes(ENGLISH) ? languages : [...languages, ENGLISH]
  return wanted.map((language) => {
    const own = list.find((t) => t.language === language)
    const entry: Translation = { language, [nameKey]: pick(own, nameKey) ?? pick(english, nameKey) ?? label }
    for (const key of otherKeys) entry[key] = pick(own, key) ?? pick(english, key)
    return entry
  })
}

export const businessNotFound = (subdomain: string) =>
  new DomainError('business.notFound', 'This business does not exist.', 404, { subdomain })

export interface PublicCatalog {
  business: Row
  languages: string[]
  locations: Array<z.infer<typeof publicLocationView>>
  /** Bookable services by id (any location), for form questions. */
  serviceNames: Map<string, { translations: z.infer<typeof serviceView>['translations']; locationName: string | null }>
}

export async function findBusinessBySubdomain(sql: SqlQueryable, subdomain: string): Promise<Row> {
  const [business] = await run(sql, qb('businesses').where({ subdomain: subdomain.trim().toLowerCase() }))
  if (!business) throw businessNotFound(subdomain)
  return business
}

/** Everything a customer may see of one business, assembled from the read models in a few queries. */
export async function loadPublicCatalog(sql: SqlQueryable, business: Row): Promise<PublicCatalog> {
  const businessId = business.business_id as string
  const languages = business.supported_languages as string[]
  const [locations, categories, services, addOns, bundles, employees, provides] = await Promise.all([
    run(sql, qb('locations').where({ business_id: businessId }).whereNull('closed_at').orderBy(['opened_at', 'location_id'])),
    run(sql, qb('service_categories').where({ business_id: businessId }).orderBy(['created_at', 'category_id'])),
    run(sql, qb('services').where({ business_id: businessId }).whereNull('deprecated_at').orderBy(['created_at', 'service_id'])),
    run(sql, qb('add_ons').where({ business_id: businessId }).orderBy(['created_at', 'add_on_id'])),
    run(sql, qb('bundles').where({ business_id: businessId, is_active: true }).orderBy(['created_at', 'bundle_id'])),
    run(sql, qb('employees').where({ business_id: businessId, is_active: true }).orderBy(['first_name', 'last_name', 'employee_id'])),
    run(sql, qb('employee_services').where({ business_id: businessId })),
  ])

  const categoryById = new Map(categories.map((c) => [c.category_id as string, c]))
  const categoryTranslations = (c: Row) => withFallback(c.translations as Translation[], languages, 'name', [], '[Category]') as Array<{ language: string; name: string }>
  const addOnById = new Map(addOns.map((a) => [a.add_on_id as string, a]))
  const toAddOn = (a: Row, locationId: string): z.infer<typeof addOnView> => ({
    id: a.add_on_id as string,
    translations: withFallback(a.translations as Translation[], languages, 'name', ['description'], '[Add-on]') as never,
    price: num(a.price),
    duration: a.duration_minutes === null ? null : num(a.duration_minutes),
    businessLocation: locationId,
  })
  const isProvider = (e: Row) => (e.roles as string[]).includes('serviceProvider')
  const toEmployee = (e: Row, fee: number): z.infer<typeof publicEmployeeView> => ({
    id: e.employee_id as string,
    firstName: e.first_name as string,
    lastName: e.last_name as string,
    bio: (e.bio as string | null) ?? null,
    additionalFee: fee,
    profileImageUrl: ((e.profile_image as { fileUrl: string | null } | null)?.fileUrl) ?? null,
    position: (e.position as string | null) ?? null,
    socialLinks: (e.social_links as Array<{ platform: string; url: string }>).filter((l) => l.url.trim() !== ''),
  })
  const locationNameById = new Map(locations.map((l) => [l.location_id as string, l.location_name as string]))

  const toService = (s: Row, locationId: string): z.infer<typeof serviceView> => {
    const serviceId = s.service_id as string
    const fees = s.employee_additional_fee as Record<string, number>
    const providerIds = new Set(provides.filter((p) => p.service_id === serviceId && p.location_id === locationId).map((p) => p.employee_id as string))
    const category = categoryById.get(s.category_id as string)
    const percentage = s.no_show_fee_percentage as number | null
    return {
      id: serviceId,
      translations: withFallback(s.translations as Translation[], languages, 'name', ['description'], '[Service]') as never,
      price: num(s.price),
      duration: num(s.duration_minutes),
      category: { id: s.category_id as string, translations: category ? categoryTranslations(category) : [{ language: ENGLISH, name: '[Category]' }] },
      allowEmployeeSelection: s.allow_employee_selection as boolean,
      employees: employees
        .filter((e) => providerIds.has(e.employee_id as string) && isProvider(e) && (e.location_ids as string[]).includes(locationId))
        .map((e) => toEmployee(e, fees[e.employee_id as string] ?? 0)),
      maxCapacity: num(s.max_capacity),
      requireCardOnFile: s.require_card_on_file as boolean,
      isInstantBooking: s.is_instant_booking as boolean,
      appointmentType: s.appointment_type as 'individual' | 'group',
      createdAt: iso(s.created_at)!,
      deprecatedAt: iso(s.deprecated_at),
      enableServiceOnlinePayment: s.enable_online_payment as boolean,
      enableServiceNoShowFee: s.enable_no_show_fee as boolean,
      serviceNoShowFeePercentage: percentage === null ? null : percentage / 100,
      addOns: (s.add_on_ids as string[])
        .map((id) => addOnById.get(id))
        .filter((a): a is Row => Boolean(a) && (a!.location_ids as string[]).includes(locationId))
        .map((a) => toAddOn(a, locationId)),
      images: s.images as never,
      employeeAdditionalFee: fees,
    }
  }

  const result: PublicCatalog['locations'] = locations.map((l) => {
    const locationId = l.location_id as string
    const here = services.filter((s) => (s.location_ids as string[]).includes(locationId)).map((s) => toService(s, locationId))
    const serviceById = new Map(here.map((s) => [s.id, s]))
    const bundleViews: Array<z.infer<typeof bundleView>> = []
    for (const b of bundles.filter((x) => x.location_id === locationId)) {
      const items = (b.items as Array<{ itemId: string; serviceId: string; addOnIds: string[]; order: number }>)
      if (!items.every((i) => serviceById.has(i.serviceId))) continue
      const percentage = b.no_show_fee_percentage as number | null
      bundleViews.push({
        id: b.bundle_id as string,
        translations: withFallback(b.translations as Translation[], languages, 'bundleName', ['bundleDescription'], '[Bundle]') as never,
        price: num(b.price),
        originalTotalPrice: items.reduce((sum, i) => sum + Math.round(serviceById.get(i.serviceId)!.price * 100), 0) / 100,
        percentDiscount: b.percent_discount === null ? null : num(b.percent_discount),
        duration: items.reduce((sum, i) => sum + serviceById.get(i.serviceId)!.duration, 0),
        items: items.map((i) => ({
          id: i.itemId,
          bundleService: serviceById.get(i.serviceId)!,
          bundleAddOns: i.addOnIds.map((id) => addOnById.get(id)).filter((a): a is Row => Boolean(a)).map((a) => toAddOn(a, locationId)),
          bundleItemOrder: i.order,
        })),
        images: b.images as never,
        is_active: true,
        enableBundleOnlinePayment: b.enable_online_payment as boolean,
        enableBundleNoShowFee: b.enable_no_show_fee as boolean,
        bundleNoShowFeePercentage: percentage === null ? null : percentage / 100,
      })
    }
    const social = l.social_links as Record<string, string | null | undefined>
    return {
      id: locationId,
      business: businessId,
      locationName: l.location_name as string,
      address: l.address as string | null,
      city: l.city as string | null,
      region: l.region as string | null,
      postalCode: l.postal_code as string | null,
      country: l.country as string | null,
      phone: l.phone as string | null,
      timezone: l.timezone as string,
      businessHours: l.business_hours as never,
      images: l.images as never,
      socialLinks: Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, social[p]?.trim() ? social[p]! : null])) as never,
      requireCustomerBookingOTPVerification: l.require_customer_booking_otp_verification as boolean,
      schedulerConfig: l.scheduler_config as Record<string, unknown>,
      categories: categories
        .filter((c) => c.for_location_id === null || c.for_location_id === locationId)
        .map((c): z.infer<typeof categoryView> => ({ id: c.category_id as string, translations: categoryTranslations(c), forLocationID: c.for_location_id as string | null })),
      services: here,
      bundles: bundleViews,
      employees: employees.filter((e) => isProvider(e) && (e.location_ids as string[]).includes(locationId)).map((e) => toEmployee(e, 0)),
    }
  })

  const serviceNames: PublicCatalog['serviceNames'] = new Map()
  for (const s of services) {
    const first = (s.location_ids as string[]).map((id) => locationNameById.get(id)).find(Boolean) ?? null
    serviceNames.set(s.service_id as string, {
      translations: withFallback(s.translations as Translation[], languages, 'name', ['description'], '[Service]') as never,
      locationName: first,
    })
  }
  return { business, languages, locations: result, serviceNames }
}

const typeOf = (format: string) => QUESTION_TYPE_DESCRIPTIONS.find((t) => t.format === format)!

/** The spec's form-question shape, for a business's custom question or a platform question. */
export function toFormQuestion(
  question: (CustomQuestion & { id?: never }) | PlatformQuestion,
  businessId: string | null,
  serviceNames: PublicCatalog['serviceNames'],
): z.infer<typeof formQuestionView> {
  const id = 'questionId' in question ? question.questionId : question.id
  const forServiceIds = 'forServiceIds' in question ? question.forServiceIds : [...serviceNames.keys()]
  return {
    id,
    label: question.label,
    questionFormat: typeOf(question.format),
    questionText: question.questionText,
    description: question.description,
    translations: question.translations,
    validAnswers: question.validAnswers.map((possibleAnswer) => ({ question: id, possibleAnswer })),
    forBusiness: 'questionId' in question ? businessId : null,
    forServices: forServiceIds
      .filter((serviceId) => serviceNames.has(serviceId))
      .map((serviceId) => ({ id: serviceId, translations: serviceNames.get(serviceId)!.translations, businessLocationName: serviceNames.get(serviceId)!.locationName })),
  }
}

/** The published form only: unpublished drafts never reach customers. */
export async function loadPublishedLayout(sql: SqlQueryable, catalog: PublicCatalog): Promise<Array<z.infer<typeof formLayoutEntryView>>> {
  const businessId = catalog.business.business_id as string
  const [form] = await run(sql, qb('booking_forms').where({ business_id: businessId }))
  if (!form) return []
  const version = num(form.published_version)
  const questions = new Map((form.published_questions as CustomQuestion[]).map((q) => [q.questionId, q]))
  const entries: Array<z.infer<typeof formLayoutEntryView>> = []
  for (const entry of form.published_layout as FormEntry[]) {
    const question = entry.isCustom ? questions.get(entry.questionId) : PLATFORM_QUESTIONS.get(entry.questionId)
    if (!question) continue
    const view = toFormQuestion(question, businessId, catalog.serviceNames)
    // SELECT and MULTI_SELECT questions without answers, and questions tied to no bookable service, are hidden.
    if ((question.format === 'SELECT' || question.format === 'MULTI_SELECT') && view.validAnswers.length === 0) continue
    if (view.forServices.length === 0) continue
    entries.push({ id: `${version}:${entry.questionId}`, bookingFormVersion: version, formQuestion: view, isRequired: entry.isRequired, isCustom: entry.isCustom, position: entry.position })
  }
  return entries
}

export function platformQuestions(industry: string | null, catalog: PublicCatalog | null) {
  const names = catalog?.serviceNames ?? new Map()
  const wanted = industry?.trim().toLowerCase()
  const industryList = INDUSTRY_QUESTIONS.filter((q) => !wanted || (q.industries ?? []).some((i) => wanted.includes(i)))
  return {
    standard: STANDARD_QUESTIONS.map((q) => toFormQuestion(q, null, names)),
    industry: (industryList.length ? industryList : INDUSTRY_QUESTIONS).map((q) => toFormQuestion(q, null, names)),
  }
}
