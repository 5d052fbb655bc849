import { DateTime } from 'luxon'
import type { SqlQueryable } from '@slotwise/events'
import { qb, run } from '@slotwise/infra/db/database.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type {
  AvailabilityEmployee, AvailabilityInput, BusyAppointment, CartItem, EmployeeWeeklyHours, SchedulerConfig, TimeOff, WeeklyHours,
} from '../core/types.ts'
import type { AvailabilityRequest } from './availability.schemas.ts'

/**
 * Loads everything `computeSlotOptions` needs for one availability request from the read models,
 * with one query per kind for the whole window (never per day, employee or slot):
 *
 * 1. the requested services (duration, capacity, locations, add-ons, employee selection);
 * 2. the location (zone, hours, scheduler config);
 * 3. the location's active service providers who provide a requested service there, with their
 *    hours at the location and the services they provide there (one query, aggregated);
 * 4. the requested add-ons (durations);
 * 5. busy time (appointments, breaks, vacations) of the business's employees from 8 days before
 *    the window to 2 days after it (the core's trailing-7-days tie-break needs the week before).
 *
 * Queries 2–5 run concurrently. Instants go to the core as epoch milliseconds (no ISO parsing).
 * Busy time is by employee, not by location: an employee booked at another location is busy.
 */

type Row = Record<string, unknown>

const DAY_MS = 86_400_000

const invalid = (code: string, message: string, details: Record<string, unknown> = {}) => new DomainError(code, message, 400, details)

export interface LoadedLocation {
  locationId: string
  businessId: string
  timezone: string
  businessHours: WeeklyHours
  schedulerConfig: SchedulerConfig | null
}

export interface LoadedAvailability {
  location: LoadedLocation
  /** The core's input, over the location-local dates covering the customer's requested dates. */
  input: AvailabilityInput
  /** Number of location-local days searched (the requested days, plus one when zones differ). */
  maxDays: number
  /** [start, end) of the requested dates in the customer's zone, epoch ms. */
  window: { startMs: number; endMs: number }
}

export const toMs = (value: unknown): number => (value instanceof Date ? value.getTime() : Date.parse(String(value)))

/** First instant of a local date in a zone (a zone may skip local midnight: then the first one after). */
export const startOfLocalDate = (date: string, zone: string): number => DateTime.fromISO(date, { zone }).startOf('day').toMillis()

export const localDateAt = (ms: number, zone: string): string => DateTime.fromMillis(ms, { zone }).toISODate()!

export async function loadLocation(sql: SqlQueryable, locationId: string): Promise<LoadedLocation> {
  const [row] = await run<Row>(
    sql,
    qb('locations').select('location_id', 'business_id', 'timezone', 'business_hours', 'scheduler_config').where({ location_id: locationId }).whereNull('closed_at'),
  )
  if (!row) throw new DomainError('location.notFound', 'Location not found', 404, { businessLocationId: locationId })
  const config = row.scheduler_config as SchedulerConfig | null
  return {
    locationId,
    businessId: row.business_id as string,
    timezone: row.timezone as string,
    businessHours: (row.business_hours ?? {}) as WeeklyHours,
    schedulerConfig: config && Object.keys(config).length > 0 ? config : null,
  }
}

export async function loadAvailability(sql: SqlQueryable, request: AvailabilityRequest, nowMs: number): Promise<LoadedAvailability> {
  const tz = request.timezone
  const window = { startMs: startOfLocalDate(request.requestedStartDate, tz), endMs: startOfLocalDate(request.requestedEndDate, tz) }
  window.endMs = DateTime.fromMillis(window.endMs, { zone: tz }).plus({ days: 1 }).startOf('day').toMillis()

  // 1. services
  const serviceIds = [...new Set(request.slotQueries.map((q) => q.serviceID))]
  const services = await run<Row>(
    sql,
    qb('services')
      .select('service_id', 'business_id', 'duration_minutes', 'max_capacity', 'location_ids', 'add_on_ids', 'allow_employee_selection')
      .whereIn('service_id', serviceIds)
      .whereNull('deprecated_at'),
  )
  const serviceById = new Map(services.map((s) => [s.service_id as string, s]))
  for (const q of request.slotQueries) {
    if (!serviceById.has(q.serviceID)) throw new DomainError('service.notFound', 'Service not found', 404, { cartItemId: q.cartItemId, serviceID: q.serviceID })
  }
  const businessIds = new Set(services.map((s) => s.business_id as string))
  if (businessIds.size > 1) throw invalid('availability.serviceUnavailable', 'These services cannot be booked together')
  const businessId = [...businessIds][0]!

  // The location: given, or the one location every requested service is offered at.
  let locationId = request.businessLocationId
  if (!locationId) {
    let common: string[] | null = null
    for (const s of services) {
      const ids = (s.location_ids as string[]) ?? []
      common = common === null ? [...ids] : common.filter((id) => ids.includes(id))
    }
    if (!common || common.length === 0) throw invalid('availability.serviceUnavailable', 'These services are not offered together at any location')
    if (common.length > 1) {
      throw invalid('availability.locationRequired', 'These services are offered at several locations: choose a location (businessLocationId)', { locationIds: [...common].sort() })
    }
    locationId = common[0]!
  }

  // 2–5, concurrently.
  const addOnIds = [...new Set(request.slotQueries.flatMap((q) => q.addOns))]
  const busyFrom = new Date(window.startMs - 8 * DAY_MS)
  const busyTo = new Date(window.endMs + 2 * DAY_MS)
  const [location, employeeRows, addOnRows, busyRows] = await Promise.all([
    loadLocation(sql, locationId),
    run<Row>(
      sql,
      qb('employees as e')
        .leftJoin('employee_working_hours as h', (j) => j.on('h.employee_id', '=', 'e.employee_id').andOnVal('h.location_id', '=', locationId))
        .select(
          'e.employee_id',
          'h.hours',
          qb.raw(
            `(SELECT coalesce(json_agg(es.service_id ORDER BY es.service_id), '[]'::json) FROM employee_services es WHERE es.employee_id = e.employee_id AND es.location_id = ?) AS service_ids`,
            [locationId],
          ),
        )
        .where({ 'e.business_id': businessId, 'e.is_active': true })
        .whereRaw(`e.roles @> '["serviceProvider"]'::jsonb`)
        .whereRaw('e.location_ids @> ?::jsonb', [JSON.stringify([locationId])])
        .whereExists(qb('employee_services as x').select(qb.raw('1')).whereRaw('x.employee_id = e.employee_id').where('x.location_id', locationId).whereIn('x.service_id', serviceIds))
        .orderBy('e.employee_id'),
    ),
    addOnIds.length === 0
      ? Promise.resolve([] as Row[])
      : run<Row>(sql, qb('add_ons').select('add_on_id', 'business_id', 'duration_minutes', 'location_ids').whereIn('add_on_id', addOnIds)),
    run<Row>(
      sql,
      qb('employee_busy_intervals')
        .distinctOn('employee_id', 'kind', 'interval_id')
        .select('employee_id', 'kind', 'interval_id', 'service_id', 'participants', 'start_time', 'end_time')
        .where('business_id', businessId)
        .where('start_time', '<', busyTo)
        .where('end_time', '>', busyFrom),
    ),
  ])
  if (location.businessId !== businessId) {
    throw invalid('availability.serviceUnavailable', 'This service is not available at this location', { serviceID: serviceIds[0] })
  }

  // Validate the cart against the location.
  const employees: AvailabilityEmployee[] = employeeRows.map((e) => {
    const hours = e.hours as EmployeeWeeklyHours | null
    return { id: e.employee_id as string, serviceIds: (e.service_ids as string[]) ?? [], ...(hours ? { hours } : {}) }
  })
  const employeeById = new Map(employees.map((e) => [e.id, e]))
  const addOnById = new Map(addOnRows.map((a) => [a.add_on_id as string, a]))
  const cart: CartItem[] = request.slotQueries.map((q) => {
    const s = serviceById.get(q.serviceID)!
    if (!((s.location_ids as string[]) ?? []).includes(locationId)) {
      throw invalid('availability.serviceUnavailable', 'This service is not available at this location', { cartItemId: q.cartItemId, serviceID: q.serviceID })
    }
    const addOns = [...new Set(q.addOns)].map((id) => {
      const a = addOnById.get(id)
      if (!a || !((s.add_on_ids as string[]) ?? []).includes(id) || !((a.location_ids as string[]) ?? []).includes(locationId)) {
        throw invalid('availability.addOnUnavailable', 'This add-on is not available for this service', { cartItemId: q.cartItemId, addOnID: id })
      }
      return { id, durationMinutes: a.duration_minutes == null ? 0 : Number(a.duration_minutes) }
    })
    if (q.employeeID) {
      if (!s.allow_employee_selection) {
        throw invalid('availability.employeeSelectionNotAllowed', 'This service does not allow choosing a professional', { cartItemId: q.cartItemId, employeeID: q.employeeID })
      }
      if (!employeeById.get(q.employeeID)?.serviceIds.includes(q.serviceID)) {
        throw invalid('availability.employeeUnavailable', 'This professional does not provide this service at this location', { cartItemId: q.cartItemId, employeeID: q.employeeID })
      }
    }
    return {
      cartItemId: q.cartItemId,
      order: q.order,
      serviceId: q.serviceID,
      durationMinutes: Number(s.duration_minutes),
      addOns,
      employeeId: q.employeeID ?? null,
      maxCapacity: Number(s.max_capacity ?? 1),
    }
  })

  // Busy time of the employees that matter, as epoch ms; group-service participants summed per
  // (employee, service, start, end) exactly as the booking command's re-check does.
  const ignore = new Set(request.appointmentsToIgnore ?? [])
  const grouped = new Map<string, BusyAppointment>()
  const breaks: TimeOff[] = []
  const vacations: TimeOff[] = []
  const sorted = busyRows.filter((r) => employeeById.has(r.employee_id as string)).sort((a, b) => ((a.interval_id as string) < (b.interval_id as string) ? -1 : 1))
  for (const r of sorted) {
    const employeeId = r.employee_id as string
    const start = toMs(r.start_time)
    const end = toMs(r.end_time)
    if (r.kind === 'appointment') {
      if (ignore.has(r.interval_id as string)) continue
      const serviceId = (r.service_id as string | null) ?? ''
      const key = `${employeeId}|${serviceId}|${start}|${end}`
      const participants = r.participants == null ? 1 : Number(r.participants)
      const existing = grouped.get(key)
      if (existing) existing.participants = (existing.participants ?? 1) + participants
      else grouped.set(key, { id: r.interval_id as string, employeeId, serviceId, start, end, participants })
    } else if (r.kind === 'break') breaks.push({ employeeId, start, end })
    else if (r.kind === 'vacation') vacations.push({ employeeId, start, end })
  }

  // The location-local dates covering the customer's dates.
  const locStart = localDateAt(window.startMs, location.timezone)
  const locEnd = localDateAt(window.endMs - 1, location.timezone)
  const maxDays = Math.round((Date.parse(`${locEnd}T00:00:00Z`) - Date.parse(`${locStart}T00:00:00Z`)) / DAY_MS) + 1

  return {
    location,
    maxDays,
    window,
    input: {
      location: { timezone: location.timezone, businessHours: location.businessHours },
      employees,
      appointments: [...grouped.values()],
      breaks,
      vacations,
      cart,
      config: location.schedulerConfig,
      now: nowMs,
      requestedStartDate: locStart,
      requestedEndDate: locEnd,
    },
  }
}
