import { DateTime } from 'luxon'
import { z } from 'zod'
import { APPOINTMENT_STATUSES, ianaZone } from '@slotwise/events'
import { publicAccess, staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { isLead } from '@slotwise/infra/platform/permissions.ts'
import { requireStaff, type StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import {
  appointmentView, bookingDetails, catalogNames, customerOf, employeesById, isoIn, loadBooking, modificationHistory, ms, paymentEvents, weekdayOf, type LoadedBooking,
} from './booking.read.ts'
import { bucketOf, liveStatus } from './live-status.ts'
import { appointmentPaymentInfo, noShowFeeInfo, NO_PAYMENT_INFO } from '../payments/payment-info.read.ts'

type Row = Record<string, unknown>
const uuid = z.string().uuid()
const code = z.string().trim().toUpperCase().regex(/^[0-9A-Z]{6,16}$/, 'Not a confirmation code')
/** Lists in a query string: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((s) => s.trim()).filter(Boolean)), z.array(item).max(200).optional())
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional())

const appointmentSchema = z.looseObject({ uuid: z.string(), confirmationCode: z.string(), status: z.enum(APPOINTMENT_STATUSES), requestedStartTime: z.string() })
const bookingDetailsSchema = z.looseObject({ uuid: z.string(), bookingConfirmationCode: z.string(), appointments: z.array(appointmentSchema) })
const pagination = z.object({ total: z.number(), page: z.number(), pageSize: z.number(), totalPages: z.number() })
const notFound = (what: 'booking' | 'appointment' | 'customer') =>
  new DomainError(`${what}.notFound`, what === 'customer' ? 'Customer not found' : `${what[0]!.toUpperCase()}${what.slice(1)} not found`, 404)

/** Staff see their business, at locations they may act on; service providers their own appointments. */
function scope(staff: StaffPrincipal, alias = 'a') {
  const params: unknown[] = [staff.businessId, staff.locationIds]
  let sql = `${alias}.business_id = $1 AND ${alias}.location_id = ANY($2::uuid[])`
  if (!isLead(staff)) {
    params.push(staff.userId)
    sql += ` AND ${alias}.employee_id IN (SELECT employee_id FROM employees WHERE user_id = $${params.length})`
  }
  return { sql, params }
}

async function staffAppointmentDetail(deps: ServiceDeps, b: LoadedBooking, a: Row) {
  const view = appointmentView(a, { zone: b.zone, booking: b.booking, customer: b.customer, employees: b.employees, location: b.location, siblings: b.appointments, names: b.names })
  const { rows: notes } = await deps.sql.query<Row>('SELECT * FROM appointment_notes WHERE appointment_id = $1 ORDER BY created_at, note_id', [a.appointment_id])
  const authors = await authorsOf(deps, notes.map((n) => n.author_user_id as string | null))
  return {
    ...view,
    id: a.appointment_id as string,
    createdAt: isoIn(a.created_at, b.zone)!,
    completedAt: isoIn(a.completed_at, b.zone),
    formResponse: b.booking.form_response as unknown[],
    isNoShow: a.status === 'NO_SHOW',
    forBundle: view.bundleInfo !== null,
    calendarEvent: { id: a.appointment_id as string, startTime: view.requestedStartTime, endTime: view.endTime, isBookingEvent: true },
    bookingData: { id: b.booking.booking_id as string, bookingConfirmationCode: b.booking.confirmation_code as string, totalPrice: Number(b.booking.total_price), title: (b.booking.title as string | null) ?? null },
    bundleData: view.bundleInfo,
    notes: notes.map((n) => ({ id: n.note_id as string, text: n.text as string, createdAt: isoIn(n.created_at, b.zone)!, author: authors.get(n.author_user_id as string) ?? null })),
    modificationHistory: await modificationHistory(deps.sql, a.appointment_id as string, b.zone, b.booking, b.customer),
    createdByBusinessUser: b.booking.source === 'staff',
    noShowFeeInfo: await noShowFeeInfo(deps.sql, a.appointment_id as string),
  }
}

async function authorsOf(deps: ServiceDeps, ids: Array<string | null>) {
  const wanted = ids.filter((id): id is string => Boolean(id))
  const map = new Map<string, { id: string; firstName: string; lastName: string }>()
  if (!wanted.length) return map
  const { rows } = await deps.sql.query<Row>('SELECT user_id, first_name, last_name FROM employees WHERE user_id = ANY($1::uuid[])', [[...new Set(wanted)]])
  for (const r of rows) map.set(r.user_id as string, { id: r.user_id as string, firstName: r.first_name as string, lastName: r.last_name as string })
  for (const id of wanted) if (!map.has(id)) map.set(id, { id, firstName: '', lastName: '' })
  return map
}

export const appointmentListQuery = z.object({
  timezone: ianaZone.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  businessLocationIDs: list(uuid),
  employeeIDs: list(uuid),
  serviceIDs: list(uuid),
  customerIDs: list(uuid),
  isCompleted: bool,
  timeFilterType: z.enum(['during', 'before', 'after']).optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  comparisonDate: z.string().optional(),
  textSearch: z.string().trim().max(200).optional(),
  status: list(z.enum(APPOINTMENT_STATUSES)),
  bookingID: z.string().trim().max(100).optional(),
  appointment: z.string().trim().max(100).optional(),
})

/** A date filter value: a local date (in `zone`) or an instant. */
function instantOf(value: string, zone: string, edge: 'start' | 'end'): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = DateTime.fromISO(value, { zone })
    return (edge === 'start' ? d.startOf('day') : d.plus({ days: 1 }).startOf('day')).toMillis()
  }
  const t = Date.parse(value)
  if (!Number.isFinite(t)) throw new DomainError('request.invalid', 'Dates look like 2025-06-03 or an ISO instant', 400)
  return t
}

/** Read routes of bookings, appointments, customers, dashboard and calendar busy time. */
export function bookingQueryRoutes(app: ZodApp, deps: ServiceDeps) {
  // ---- customer-facing views; the confirmation code is the key the customer holds
  app.get('/api/v1/bookings/code/:confirmationCode/', {
    config: publicAccess('the customer view of a booking, keyed by its unguessable confirmation code'),
    schema: { params: z.object({ confirmationCode: code }), response: { 200: z.object({ success: z.literal(true), data: bookingDetailsSchema }) } },
    handler: async (request) => {
      const b = await loadBooking(deps.sql, { confirmationCode: request.params.confirmationCode })
      if (!b) throw notFound('booking')
      return { success: true as const, data: bookingDetails(b, deps.now().getTime()) }
    },
  })

  app.get('/api/v1/bookings/code/:confirmationCode/appointments/:appointmentConfirmationCode/', {
    config: publicAccess('one appointment of a booking with its modification history, keyed by confirmation codes'),
    schema: {
      params: z.object({ confirmationCode: code, appointmentConfirmationCode: code }),
      response: { 200: z.object({ success: z.literal(true), data: z.looseObject({ appointment: appointmentSchema, modificationHistory: z.array(z.looseObject({ modificationType: z.string() })) }) }) },
    },
    handler: async (request) => {
      const b = await loadBooking(deps.sql, { confirmationCode: request.params.confirmationCode })
      const a = b?.appointments.find((x) => x.confirmation_code === request.params.appointmentConfirmationCode)
      if (!b || !a) throw notFound('appointment')
      const details = bookingDetails(b, deps.now().getTime())
      return {
        success: true as const,
        data: {
          booking: { ...details, appointments: undefined },
          appointment: details.appointments.find((x) => x.uuid === a.appointment_id)!,
          modificationHistory: await modificationHistory(deps.sql, a.appointment_id as string, b.zone, b.booking, b.customer),
          /** Not in the spec's shape: the payments of this appointment for its timeline. */
          paymentEvents: await paymentEvents(deps.sql, b.booking.booking_id as string, a.appointment_id as string, b.zone),
        },
      }
    },
  })

  // ---- staff: appointment list and detail
  app.get('/api/v1/appointments/', {
    config: staffAccess('bookings.read'),
    schema: { querystring: appointmentListQuery, response: { 200: z.object({ success: z.literal(true), data: z.array(z.looseObject({ uuid: z.string() })), pagination }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const q = request.query
      const s = scope(staff)
      const where = [s.sql]
      const params = [...s.params]
      const add = (clause: (p: string) => string, value: unknown) => {
        params.push(value)
        where.push(clause(`$${params.length}`))
      }
      if (q.businessLocationIDs?.length) add((p) => `a.location_id = ANY(${p}::uuid[])`, q.businessLocationIDs)
      if (q.employeeIDs?.length) add((p) => `a.employee_id = ANY(${p}::uuid[])`, q.employeeIDs)
      if (q.serviceIDs?.length) add((p) => `a.service_id = ANY(${p}::uuid[])`, q.serviceIDs)
      if (q.customerIDs?.length) add((p) => `a.customer_id = ANY(${p}::uuid[])`, q.customerIDs)
      if (q.status?.length) add((p) => `a.status = ANY(${p}::text[])`, q.status)
      if (q.isCompleted !== undefined) where.push(q.isCompleted ? `a.status = 'COMPLETED'` : `a.status <> 'COMPLETED'`)
      if (q.bookingID) add((p) => `(b.booking_id::text = ${p} OR b.confirmation_code = upper(${p}))`, q.bookingID)
      if (q.appointment) add((p) => `(a.appointment_id::text = ${p} OR a.confirmation_code = upper(${p}))`, q.appointment)
      const zone = q.timezone ?? 'UTC'
      if (q.timeFilterType === 'during') {
        if (!q.startDate) throw new DomainError('request.invalid', 'startDate is required for timeFilterType during', 400)
        add((p) => `a.start_time >= ${p}`, new Date(instantOf(q.startDate!, zone, 'start')))
        add((p) => `a.start_time < ${p}`, new Date(instantOf(q.endDate ?? q.startDate!, zone, 'end')))
      } else if (q.timeFilterType) {
        if (!q.comparisonDate) throw new DomainError('request.invalid', `comparisonDate is required for timeFilterType ${q.timeFilterType}`, 400)
        add((p) => (q.timeFilterType === 'before' ? `a.start_time < ${p}` : `a.start_time >= ${p}`), new Date(instantOf(q.comparisonDate, zone, q.timeFilterType === 'before' ? 'start' : 'end')))
      }
      if (q.textSearch) {
        add((p) => `(a.service_name ILIKE ${p} OR a.employee_name ILIKE ${p} OR a.confirmation_code ILIKE ${p} OR b.confirmation_code ILIKE ${p}
          OR concat_ws(' ', c.first_name, c.last_name) ILIKE ${p} OR c.email ILIKE ${p} OR c.phone ILIKE ${p}
          OR concat_ws(' ', b.customer->>'firstName', b.customer->>'lastName') ILIKE ${p} OR b.title ILIKE ${p})`, `%${q.textSearch.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
      }
      const from = `FROM appointments a JOIN bookings b ON b.booking_id = a.booking_id LEFT JOIN customers c ON c.customer_id = a.customer_id WHERE ${where.join(' AND ')}`
      const { rows: counted } = await deps.sql.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)
      const total = counted[0]!.n
      const { rows } = await deps.sql.query<Row>(
        `SELECT a.*, b.confirmation_code AS booking_code, b.source, b.customer AS booking_customer, b.customer_id AS booking_customer_id, l.timezone, l.location_name,
                c.first_name AS c_first, c.last_name AS c_last, c.email AS c_email, c.phone AS c_phone
         ${from.replace('LEFT JOIN customers c', 'JOIN locations l ON l.location_id = a.location_id LEFT JOIN customers c')}
         ORDER BY a.start_time, a.appointment_id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
        params,
      )
      const [employees, names, payments] = await Promise.all([
        employeesById(deps.sql, rows.map((r) => r.employee_id as string)),
        catalogNames(deps.sql, staff.businessId, rows),
        appointmentPaymentInfo(deps.sql, rows.map((r) => r.appointment_id as string)),
      ])
      const data = rows.map((r) => {
        const rowZone = r.timezone as string
        const booking = { customer: r.booking_customer, customer_id: r.booking_customer_id }
        const customer = r.c_phone ? { first_name: r.c_first, last_name: r.c_last, email: r.c_email, phone: r.c_phone } : undefined
        const view = appointmentView(r, { zone: rowZone, booking, customer, employees, location: { location_id: r.location_id, location_name: r.location_name }, siblings: [], names })
        return {
          ...view,
          id: r.appointment_id as string,
          bookingCode: r.booking_code as string,
          bookingId: r.booking_id as string,
          createdAt: isoIn(r.created_at, rowZone)!,
          completedAt: isoIn(r.completed_at, rowZone),
          createdByBusinessUser: r.source === 'staff',
          paymentInfo: payments.get(r.appointment_id as string) ?? NO_PAYMENT_INFO,
        }
      })
      return { success: true as const, data, pagination: { total, page: q.page, pageSize: q.pageSize, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) } }
    },
  })

  app.get('/api/v1/appointments/:appointmentId/', {
    config: staffAccess('bookings.read'),
    schema: { params: z.object({ appointmentId: uuid }), response: { 200: z.object({ success: z.literal(true), data: appointmentSchema.extend({ modificationHistory: z.array(z.looseObject({})) }) }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const s = scope(staff)
      const { rows } = await deps.sql.query<{ booking_id: string }>(`SELECT a.booking_id FROM appointments a WHERE ${s.sql} AND a.appointment_id = $${s.params.length + 1}`, [...s.params, request.params.appointmentId])
      if (!rows[0]) throw notFound('appointment')
      const b = (await loadBooking(deps.sql, { bookingId: rows[0].booking_id }))!
      const a = b.appointments.find((x) => x.appointment_id === request.params.appointmentId)!
      return { success: true as const, data: await staffAppointmentDetail(deps, b, a) }
    },
  })

  // ---- staff: customers
  app.get('/api/v1/customers/', {
    config: staffAccess('customers.read'),
    schema: {
      querystring: z.object({ search: z.string().trim().max(200).optional(), page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(20), includeInactive: bool }),
      response: { 200: z.object({ success: z.literal(true), data: z.array(z.looseObject({ id: z.string() })), pagination }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const q = request.query
      const params: unknown[] = [staff.businessId]
      const where = ['c.business_id = $1']
      if (!q.includeInactive) where.push('c.is_active')
      if (q.search) {
        params.push(`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
        const p = `$${params.length}`
        where.push(`(concat_ws(' ', c.first_name, c.last_name) ILIKE ${p} OR c.email ILIKE ${p} OR c.phone ILIKE ${p} OR c.phone ILIKE '%' || regexp_replace(${p}, '[^0-9%]', '', 'g'))`)
      }
      const { rows: counted } = await deps.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers c WHERE ${where.join(' AND ')}`, params)
      const { rows } = await deps.sql.query<Row>(
        `SELECT c.*, (SELECT count(*)::int FROM appointments a WHERE a.customer_id = c.customer_id) AS appointment_count,
                (SELECT max(a.start_time) FROM appointments a WHERE a.customer_id = c.customer_id AND a.status <> 'CANCELLED') AS last_visit
         FROM customers c WHERE ${where.join(' AND ')}
         ORDER BY c.last_name NULLS LAST, c.first_name NULLS LAST, c.customer_id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
        params,
      )
      const total = counted[0]!.n
      return {
        success: true as const,
        data: rows.map((c) => ({ ...customerView(c), appointmentCount: c.appointment_count as number, lastVisit: c.last_visit ? new Date(c.last_visit as string).toISOString() : null })),
        pagination: { total, page: q.page, pageSize: q.pageSize, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) },
      }
    },
  })

  const customerParams = z.object({ customerId: uuid })
  const requireCustomer = async (staff: StaffPrincipal, customerId: string) => {
    const { rows } = await deps.sql.query<Row>('SELECT * FROM customers WHERE customer_id = $1 AND business_id = $2', [customerId, staff.businessId])
    if (!rows[0]) throw notFound('customer')
    return rows[0]
  }

  app.get('/api/v1/customers/:customerId/', {
    config: staffAccess('customers.read'),
    schema: { params: customerParams, response: { 200: z.object({ success: z.literal(true), data: z.looseObject({ id: z.string(), notes: z.array(z.looseObject({ id: z.string() })) }) }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const c = await requireCustomer(staff, request.params.customerId)
      const { rows: notes } = await deps.sql.query<Row>('SELECT * FROM customer_notes WHERE customer_id = $1 ORDER BY created_at DESC, note_id', [c.customer_id])
      const authors = await authorsOf(deps, notes.map((n) => n.author_user_id as string | null))
      return {
        success: true as const,
        data: {
          ...customerView(c),
          notes: notes.map((n) => ({ id: n.note_id as string, text: n.text as string, createdAt: new Date(n.created_at as string).toISOString(), author: authors.get(n.author_user_id as string) ?? null })),
        },
      }
    },
  })

  app.get('/api/v1/customers/:customerId/bookings/', {
    config: staffAccess('customers.read'),
    schema: { params: customerParams, response: { 200: z.object({ success: z.literal(true), data: z.array(z.looseObject({ appointmentId: z.string() })) }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const c = await requireCustomer(staff, request.params.customerId)
      const { rows } = await deps.sql.query<Row>(
        `SELECT a.*, b.confirmation_code AS booking_code, l.timezone FROM appointments a JOIN bookings b ON b.booking_id = a.booking_id JOIN locations l ON l.location_id = a.location_id
         WHERE a.customer_id = $1 AND a.business_id = $2 ORDER BY a.start_time DESC, a.appointment_id`,
        [c.customer_id, staff.businessId],
      )
      return {
        success: true as const,
        data: rows.map((a) => {
          const zone = a.timezone as string
          const start = DateTime.fromJSDate(new Date(a.start_time as string), { zone })
          return {
            appointmentId: a.appointment_id as string,
            bookingId: a.booking_id as string,
            bookingCode: a.booking_code as string,
            confirmationCode: a.confirmation_code as string,
            service: a.service_name as string,
            price: Number(a.total_price),
            date: start.toISODate()!,
            time: start.toFormat('h:mm a'),
            startTime: start.toISO({ suppressMilliseconds: true })!,
            status: a.status as string,
            employeeName: a.employee_name as string,
          }
        }),
      }
    },
  })

  // ---- staff: today's dashboard
  app.get('/api/v1/dashboard/today/', {
    config: staffAccess('dashboard.read'),
    schema: {
      querystring: z.object({ businessLocationIDs: list(uuid), timezone: ianaZone.optional() }),
      response: { 200: z.object({ success: z.literal(true), data: z.looseObject({ date: z.string(), view: z.enum(['admin', 'serviceProvider']) }) }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const now = deps.now().getTime()
      const locations = (request.query.businessLocationIDs ?? staff.locationIds).filter((id) => staff.locationIds.includes(id))
      const { rows: locationRows } = await deps.sql.query<Row>('SELECT location_id, timezone, location_name FROM locations WHERE location_id = ANY($1::uuid[]) AND business_id = $2 AND closed_at IS NULL', [locations, staff.businessId])
      const zone = request.query.timezone ?? (locationRows[0]?.timezone as string | undefined) ?? 'UTC'
      const today = DateTime.fromMillis(now, { zone })
      const dayStart = today.startOf('day').toMillis()
      const dayEnd = today.plus({ days: 1 }).startOf('day').toMillis()
      const s = scope({ ...staff, locationIds: locationRows.map((l) => l.location_id as string) })
      const { rows: appts } = await deps.sql.query<Row>(
        `SELECT a.*, b.confirmation_code AS booking_code, b.customer AS booking_customer, b.customer_id AS booking_customer_id, c.first_name AS c_first, c.last_name AS c_last, c.phone AS c_phone, c.email AS c_email
         FROM appointments a JOIN bookings b ON b.booking_id = a.booking_id LEFT JOIN customers c ON c.customer_id = a.customer_id
         WHERE ${s.sql} AND a.start_time < $${s.params.length + 1} AND a.end_time > $${s.params.length + 2} ORDER BY a.start_time, a.appointment_id`,
        [...s.params, new Date(dayEnd), new Date(dayStart)],
      )
      const buckets = { morning: [] as unknown[], afternoon: [] as unknown[], evening: [] as unknown[] }
      for (const a of appts) {
        const start = DateTime.fromMillis(ms(a.start_time), { zone })
        const customer = customerOf({ customer: a.booking_customer, customer_id: a.booking_customer_id }, a.c_phone ? { first_name: a.c_first, last_name: a.c_last, email: a.c_email, phone: a.c_phone } : undefined)
        buckets[bucketOf(start.hour * 60 + start.minute)].push({
          id: a.appointment_id as string, confirmationCode: a.confirmation_code as string, bookingCode: a.booking_code as string, locationId: a.location_id as string,
          serviceName: a.service_name as string, employeeId: a.employee_id as string, employeeName: a.employee_name as string, status: a.status as string,
          startTime: isoIn(a.start_time, zone)!, endTime: isoIn(a.end_time, zone)!, customer,
        })
      }
      // Live status of each provider working at these locations today.
      const employeeParams: unknown[] = [staff.businessId, locations, locations]
      if (!isLead(staff)) employeeParams.push(staff.userId)
      const { rows: employees } = await deps.sql.query<Row>(
        `SELECT DISTINCT ON (e.employee_id) e.employee_id, e.first_name, e.last_name, e.color, h.hours, h.location_id FROM employees e
         LEFT JOIN employee_working_hours h ON h.employee_id = e.employee_id AND h.location_id = ANY($2::uuid[])
         WHERE e.business_id = $1 AND e.is_active AND e.roles ? 'serviceProvider' AND e.location_ids ?| $3::text[]${isLead(staff) ? '' : ' AND e.user_id = $4'}
         ORDER BY e.employee_id, h.location_id`,
        employeeParams,
      )
      const { rows: busy } = await deps.sql.query<Row>(
        `SELECT DISTINCT ON (employee_id, kind, interval_id) employee_id, kind, start_time, end_time FROM employee_busy_intervals
         WHERE business_id = $1 AND start_time < $2 AND end_time > $3 AND employee_id = ANY($4::uuid[])`,
        [staff.businessId, new Date(dayEnd + 86_400_000), new Date(dayStart - 86_400_000), employees.map((e) => e.employee_id)],
      )
      const weekday = weekdayOf(now, zone)
      const team = employees.map((e) => {
        const ranges = ((e.hours as Record<string, Array<{ startMinutes: number; endMinutes: number }>> | null)?.[weekday] ?? [])
        const working = ranges.map((r) => ({ start: today.startOf('day').plus({ minutes: r.startMinutes }).toMillis(), end: today.startOf('day').plus({ minutes: r.endMinutes }).toMillis() }))
        const mine = busy.filter((b) => b.employee_id === e.employee_id)
        return {
          id: e.employee_id as string,
          firstName: e.first_name as string,
          lastName: e.last_name as string,
          color: e.color as string,
          status: liveStatus({
            now,
            working,
            busy: mine.filter((b) => b.kind !== 'vacation').map((b) => ({ start: ms(b.start_time), end: ms(b.end_time) })),
            vacations: mine.filter((b) => b.kind === 'vacation').map((b) => ({ start: ms(b.start_time), end: ms(b.end_time) })),
          }),
        }
      })
      return {
        success: true as const,
        data: { date: today.toISODate()!, timezone: zone, view: isLead(staff) ? ('admin' as const) : ('serviceProvider' as const), total: appts.length, ...buckets, employees: team },
      }
    },
  })

  // ---- staff: busy time for the calendar (appointments, breaks, vacations)
  app.get('/api/v1/calendar/events/', {
    config: staffAccess('bookings.read'),
    schema: {
      querystring: z.object({ start: z.string().datetime({ offset: true }), end: z.string().datetime({ offset: true }), businessLocationIDs: list(uuid), employeeIDs: list(uuid) }),
      response: { 200: z.object({ success: z.literal(true), data: z.array(z.looseObject({ id: z.string(), type: z.string() })) }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const q = request.query
      const locations = (q.businessLocationIDs ?? staff.locationIds).filter((id) => staff.locationIds.includes(id))
      const params: unknown[] = [staff.businessId, locations, new Date(q.end), new Date(q.start)]
      let extra = ''
      if (q.employeeIDs?.length) {
        params.push(q.employeeIDs)
        extra += ` AND i.employee_id = ANY($${params.length}::uuid[])`
      }
      if (!isLead(staff)) {
        params.push(staff.userId)
        extra += ` AND i.employee_id IN (SELECT employee_id FROM employees WHERE user_id = $${params.length})`
      }
      const { rows } = await deps.sql.query<Row>(
        `SELECT DISTINCT ON (i.employee_id, i.kind, i.interval_id) i.*, a.service_name, a.status, a.confirmation_code, l.timezone
         FROM employee_busy_intervals i JOIN locations l ON l.location_id = i.location_id
         LEFT JOIN appointments a ON i.kind = 'appointment' AND a.appointment_id = i.interval_id
         WHERE i.business_id = $1 AND i.location_id = ANY($2::uuid[]) AND i.start_time < $3 AND i.end_time > $4${extra}
         ORDER BY i.employee_id, i.kind, i.interval_id`,
        params,
      )
      return {
        success: true as const,
        data: rows
          .map((r) => ({
            id: r.interval_id as string,
            type: r.kind === 'appointment' ? 'booking' : (r.kind as string),
            employeeId: r.employee_id as string,
            locationId: r.location_id as string,
            startTime: isoIn(r.start_time, r.timezone as string)!,
            endTime: isoIn(r.end_time, r.timezone as string)!,
            title: (r.title as string | null) ?? (r.service_name as string | null) ?? null,
            description: (r.description as string | null) ?? null,
            allDay: Boolean(r.all_day),
            status: (r.status as string | null) ?? null,
            confirmationCode: (r.confirmation_code as string | null) ?? null,
            bookingId: (r.booking_id as string | null) ?? null,
            overridden: Boolean(r.overridden),
          }))
          .sort((x, y) => Date.parse(x.startTime) - Date.parse(y.startTime) || (x.id < y.id ? -1 : 1)),
      }
    },
  })
}

function customerView(c: Row) {
  return {
    id: c.customer_id as string,
    firstName: (c.first_name as string | null) ?? null,
    lastName: (c.last_name as string | null) ?? null,
    email: (c.email as string | null) ?? null,
    phone: c.phone as string,
    createdAt: new Date(c.created_at as string).toISOString(),
    isActive: Boolean(c.is_active),
    mergedIntoCustomerId: (c.merged_into_customer_id as string | null) ?? null,
  }
}
