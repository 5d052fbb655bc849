import { PLATFORM_QUESTIONS, type SchedulerConfigData, type WeeklyWorkingHours } from '@slotwise/events'
import type { SqlQueryable } from '@slotwise/events'
import type { WeeklyHours } from '@slotwise/scheduler-engine'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { PlacementEmployee } from './placement.ts'

/**
 * Catalog facts a booking decision needs, read from the catalog's read models (issue 4): the
 * location with its hours and scheduler config, services, add-ons, bundles, and the employees who
 * provide them at the location with their hours. The schedule itself is never read from here: busy
 * time comes from the schedule-day streams, at exact revisions.
 */
type Row = Record<string, unknown>
type Translation = { language: string } & Record<string, string | null>

export interface LocationFacts {
  locationId: string
  businessId: string
  locationName: string
  timezone: string
  businessHours: WeeklyHours
  schedulerConfig: SchedulerConfigData | null
  requireOtp: boolean
  address: string | null
  businessName: string
}

export interface ServiceFacts {
  serviceId: string
  name: string
  price: number
  durationMinutes: number
  maxCapacity: number
  isInstantBooking: boolean
  allowEmployeeSelection: boolean
  employeeAdditionalFee: Record<string, number>
  addOnIds: string[]
}

export interface AddOnFacts {
  addOnId: string
  name: string
  price: number
  durationMinutes: number
}

export interface BundleFacts {
  bundleId: string
  name: string
  price: number
  items: Array<{ itemId: string; serviceId: string; addOnIds: string[]; order: number }>
}

export interface EmployeeFacts extends PlacementEmployee {
  name: string
  userId: string | null
}

export interface BookingFacts {
  location: LocationFacts
  services: Map<string, ServiceFacts>
  addOns: Map<string, AddOnFacts>
  bundles: Map<string, BundleFacts>
  /** Active service providers working at the location, with the services they provide there. */
  employees: Map<string, EmployeeFacts>
  questionText: (id: string) => string | null
}

export const englishName = (translations: unknown, key = 'name'): string => {
  const list = (Array.isArray(translations) ? translations : []) as Translation[]
  const pick = (t: Translation | undefined) => (typeof t?.[key] === 'string' && t[key]!.trim() ? t[key]! : null)
  return pick(list.find((t) => t.language === 'en_US')) ?? pick(list[0]) ?? ''
}

export const locationNotFound = () => new DomainError('location.notFound', 'Location not found', 404)

export async function loadLocationFacts(sql: SqlQueryable, locationId: string): Promise<LocationFacts> {
  const { rows } = await sql.query<Row>(
    `SELECT l.*, b.business_name FROM locations l JOIN businesses b ON b.business_id = l.business_id WHERE l.location_id = $1 AND l.closed_at IS NULL`,
    [locationId],
  )
  const l = rows[0]
  if (!l) throw locationNotFound()
  const config = l.scheduler_config as SchedulerConfigData | null
  return {
    locationId,
    businessId: l.business_id as string,
    locationName: l.location_name as string,
    timezone: l.timezone as string,
    businessHours: l.business_hours as WeeklyHours,
    schedulerConfig: config && Object.keys(config).length ? config : null,
    requireOtp: Boolean(l.require_customer_booking_otp_verification),
    address: [l.address, l.city, l.region, l.postal_code].filter((p) => typeof p === 'string' && p).join(', ') || null,
    businessName: l.business_name as string,
  }
}

export async function loadBookingFacts(sql: SqlQueryable, locationId: string): Promise<BookingFacts> {
  const location = await loadLocationFacts(sql, locationId)
  const businessId = location.businessId
  const [services, addOns, bundles, employees, provides, hours, forms] = await Promise.all([
    sql.query<Row>(`SELECT * FROM services WHERE business_id = $1 AND deprecated_at IS NULL AND location_ids @> $2::jsonb`, [businessId, JSON.stringify([locationId])]),
    sql.query<Row>(`SELECT * FROM add_ons WHERE business_id = $1`, [businessId]),
    sql.query<Row>(`SELECT * FROM bundles WHERE business_id = $1 AND location_id = $2 AND is_active`, [businessId, locationId]),
    sql.query<Row>(`SELECT * FROM employees WHERE business_id = $1 AND is_active AND location_ids @> $2::jsonb`, [businessId, JSON.stringify([locationId])]),
    sql.query<Row>(`SELECT employee_id, service_id FROM employee_services WHERE business_id = $1 AND location_id = $2`, [businessId, locationId]),
    sql.query<Row>(`SELECT employee_id, hours FROM employee_working_hours WHERE business_id = $1 AND location_id = $2`, [businessId, locationId]),
    sql.query<Row>(`SELECT published_questions FROM booking_forms WHERE business_id = $1`, [businessId]),
  ])
  const serviceMap = new Map<string, ServiceFacts>()
  for (const s of services.rows) {
    serviceMap.set(s.service_id as string, {
      serviceId: s.service_id as string,
      name: englishName(s.translations),
      price: Number(s.price),
      durationMinutes: Number(s.duration_minutes),
      maxCapacity: Number(s.max_capacity),
      isInstantBooking: Boolean(s.is_instant_booking),
      allowEmployeeSelection: Boolean(s.allow_employee_selection),
      employeeAdditionalFee: Object.fromEntries(Object.entries((s.employee_additional_fee ?? {}) as Record<string, unknown>).map(([k, v]) => [k, Number(v)])),
      addOnIds: (s.add_on_ids as string[]) ?? [],
    })
  }
  const addOnMap = new Map<string, AddOnFacts>()
  for (const a of addOns.rows) {
    if (!((a.location_ids as string[]) ?? []).includes(locationId)) continue
    addOnMap.set(a.add_on_id as string, { addOnId: a.add_on_id as string, name: englishName(a.translations), price: Number(a.price), durationMinutes: Number(a.duration_minutes ?? 0) })
  }
  const bundleMap = new Map<string, BundleFacts>()
  for (const b of bundles.rows) {
    const items = ((b.items as Array<{ itemId: string; serviceId: string; addOnIds: string[]; order: number }>) ?? []).map((i) => ({ ...i }))
    bundleMap.set(b.bundle_id as string, { bundleId: b.bundle_id as string, name: englishName(b.translations, 'bundleName'), price: Number(b.price), items: items.sort((x, y) => x.order - y.order) })
  }
  const providedBy = new Map<string, string[]>()
  for (const p of provides.rows) providedBy.set(p.employee_id as string, [...(providedBy.get(p.employee_id as string) ?? []), p.service_id as string])
  const hoursBy = new Map(hours.rows.map((h) => [h.employee_id as string, h.hours as WeeklyWorkingHours]))
  const employeeMap = new Map<string, EmployeeFacts>()
  for (const e of employees.rows) {
    if (!((e.roles as string[]) ?? []).includes('serviceProvider')) continue
    const id = e.employee_id as string
    const h = hoursBy.get(id)
    employeeMap.set(id, {
      id,
      name: `${e.first_name as string} ${(e.last_name as string) ?? ''}`.trim(),
      userId: (e.user_id as string | null) ?? null,
      serviceIds: providedBy.get(id) ?? [],
      hours: h as PlacementEmployee['hours'],
    })
  }
  const custom = new Map<string, string>()
  for (const q of (forms.rows[0]?.published_questions as Array<{ questionId: string; questionText: string }> | undefined) ?? []) custom.set(q.questionId, q.questionText)
  return {
    location,
    services: serviceMap,
    addOns: addOnMap,
    bundles: bundleMap,
    employees: employeeMap,
    questionText: (id) => custom.get(id) ?? (PLATFORM_QUESTIONS.get(id) as { questionText?: string } | undefined)?.questionText ?? null,
  }
}
