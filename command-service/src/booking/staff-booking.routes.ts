import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { z } from 'zod'
import { staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { isLead, requireLocationAccess } from '@slotwise/infra/platform/permissions.ts'
import { requireStaff, type StaffPrincipal } from '@slotwise/infra/platform/staff-principal.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { checkPhone } from '../customers/phone.ts'
import { handleCommand } from '../platform/command-handler.ts'
import { commandContext } from '../platform/request-context.ts'
import { findAppointmentFor, moveAppointment, runAppointmentCommand, EmployeeNotAvailable } from './appointment-commands.ts'
import { loadBookingFacts, loadLocationFacts, type BookingFacts } from './booking-facts.ts'
import { resolveCart } from './cart.ts'
import { placeBooking, ScheduleWrites, SlotConflict } from './place-booking.ts'
import { explainConflicts, localDatesTouched, type PlacementDay } from './placement.ts'
import { EMAIL } from './submit-booking.schemas.ts'

/** Messages of the staff "create event" form (business-side §5). */
export const EVENT_MESSAGES = {
  title: 'Please enter an event title',
  dateTime: 'Please select a date and time',
  firstName: 'Please input your first name!',
  employeeForAll: 'Please select an employee for all services',
  noItems: 'Please select at least one service',
  endAfterStart: 'End time must be after start time',
  noteText: 'Note text is required',
  noShowConfirm: 'Please confirm: marking a booking as no-show cannot be undone',
} as const

const MAX_TIME_OFF_DAYS = 62
const uuid = z.string().uuid()
const dateTime = z.string({ error: EVENT_MESSAGES.dateTime }).datetime({ offset: true, message: EVENT_MESSAGES.dateTime })
const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.dateTime)

const bookingEvent = z.object({
  type: z.literal('booking'),
  businessLocationId: uuid,
  title: z.string().trim().max(200).optional(),
  start: dateTime,
  customer: z
    .object({
      firstName: z.string().trim().max(100).optional(),
      lastName: z.string().trim().max(100).optional(),
      phone: z.string().trim().max(250).optional(),
      email: z.string().trim().max(320).regex(EMAIL, 'Please enter a valid email address!').optional().or(z.literal('')),
    })
    .default({}),
  items: z
    .array(z.object({ serviceId: uuid, addOnIds: z.array(uuid).max(50).default([]), employeeId: uuid.nullable().optional() }), { error: EVENT_MESSAGES.noItems })
    .min(1, EVENT_MESSAGES.noItems)
    .max(20),
  createAnyway: z.boolean().default(false),
})
const timeOffEvent = z.object({
  type: z.enum(['break', 'vacation']),
  businessLocationId: uuid,
  employeeId: uuid,
  title: z.string({ error: EVENT_MESSAGES.title }).trim().min(1, EVENT_MESSAGES.title).max(200),
  description: z.string().trim().max(2000).optional(),
  allDay: z.boolean().default(false),
  /** Specific time: instants. All day: `startDate`/`endDate` (inclusive local dates). */
  start: dateTime.optional(),
  end: dateTime.optional(),
  startDate: localDay.optional(),
  endDate: localDay.optional(),
  createAnyway: z.boolean().default(false),
})
export const calendarEventBody = z.discriminatedUnion('type', [bookingEvent, timeOffEvent])

const created = z.object({
  id: z.string(),
  type: z.enum(['booking', 'break', 'vacation']),
  overridden: z.boolean(),
  bookingConfirmationCode: z.string().nullable(),
  appointmentIds: z.array(z.string()),
})

async function requireEmployeeFor(deps: ServiceDeps, staff: StaffPrincipal, employeeId: string, locationId: string) {
  const { rows } = await deps.sql.query<{ user_id: string | null; location_ids: string[] }>(
    'SELECT user_id, location_ids FROM employees WHERE employee_id = $1 AND business_id = $2 AND is_active',
    [employeeId, staff.businessId],
  )
  const employee = rows[0]
  if (!employee || !employee.location_ids.includes(locationId)) throw new DomainError('employee.notFound', 'Employee not found', 404)
  if (!isLead(staff) && employee.user_id !== staff.userId) throw new DomainError('auth.forbidden', "You don't have permission to edit another employee", 403)
}

function requireOwnBookingEmployees(staff: StaffPrincipal, facts: BookingFacts, employeeIds: string[]) {
  if (isLead(staff)) return
  for (const id of employeeIds) {
    if (facts.employees.get(id)?.userId !== staff.userId) throw new DomainError('auth.forbidden', 'Service providers book only their own appointments', 403)
  }
}

/** Staff calendar: create events (booking, break, vacation), lifecycle of appointments, notes. */
export function staffBookingRoutes(app: ZodApp, deps: ServiceDeps) {
  app.post('/api/v1/calendar/events/', {
    config: staffAccess('bookings.manage'),
    schema: { body: calendarEventBody, response: { 201: created } },
    handler: async (request, reply) => {
      const staff = requireStaff(request)
      const body = request.body
      requireLocationAccess(staff, body.businessLocationId)
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      if (body.type === 'booking') {
        const facts = await loadBookingFacts(deps.sql, body.businessLocationId)
        if (facts.location.businessId !== staff.businessId) throw new DomainError('location.notFound', 'Location not found', 404)
        if (body.items.some((i) => !i.employeeId)) throw new DomainError('request.invalid', EVENT_MESSAGES.employeeForAll, 400)
        requireOwnBookingEmployees(staff, facts, body.items.map((i) => i.employeeId!))
        const c = body.customer
        let customer = null
        if (c.phone) {
          const phone = checkPhone(c.phone)
          if (!phone.ok) throw new DomainError(phone.code, phone.message, 400)
          if (!c.firstName) throw new DomainError('request.invalid', EVENT_MESSAGES.firstName, 400)
          const contact = { firstName: c.firstName, lastName: c.lastName || null, email: c.email || null, phone: phone.e164 }
          customer = { contact, provided: { firstName: contact.firstName, lastName: c.lastName, email: c.email || undefined } }
        }
        const lines = resolveCart(
          facts,
          body.items.map((item, order) => ({ cartItemID: randomUUID(), order, serviceID: item.serviceId, addOns: item.addOnIds, employeeIDs: [item.employeeId!], requestingSpecificEmployee: true })),
          { staff: true },
        )
        try {
          const placed = await placeBooking(ctx, {
            facts, lines, start: body.start, customer, formResponse: [], source: 'staff', createdByUserId: staff.userId,
            title: body.title || null, mode: 'staff', createAnyway: body.createAnyway,
          })
          await deps.waitForProjections()
          return reply.status(201).send({
            id: placed.bookingId, type: 'booking' as const, overridden: placed.overridden,
            bookingConfirmationCode: placed.bookingConfirmationCode, appointmentIds: placed.appointments.map((a) => a.appointmentId),
          })
        } catch (error) {
          if (error instanceof SlotConflict) throw new EmployeeNotAvailable(error.conflicts)
          throw error
        }
      }

      await requireEmployeeFor(deps, staff, body.employeeId, body.businessLocationId)
      const location = await loadLocationFacts(deps.sql, body.businessLocationId)
      const zone = location.timezone
      let start: number
      let end: number
      if (body.allDay) {
        if (!body.startDate) throw new DomainError('request.invalid', EVENT_MESSAGES.dateTime, 400)
        start = DateTime.fromISO(body.startDate, { zone }).startOf('day').toMillis()
        end = DateTime.fromISO(body.endDate ?? body.startDate, { zone }).plus({ days: 1 }).startOf('day').toMillis()
      } else {
        if (!body.start || !body.end) throw new DomainError('request.invalid', EVENT_MESSAGES.dateTime, 400)
        start = Date.parse(body.start)
        end = Date.parse(body.end)
      }
      if (!(Number.isFinite(start) && Number.isFinite(end)) || end <= start) throw new DomainError('request.invalid', EVENT_MESSAGES.endAfterStart, 400)
      const dates = localDatesTouched(zone, start, end)
      if (dates.length > MAX_TIME_OFF_DAYS) throw new DomainError('request.invalid', `Time off can span at most ${MAX_TIME_OFF_DAYS} days`, 400)
      const id = randomUUID()
      const facts = body.type === 'break' ? await loadBookingFacts(deps.sql, body.businessLocationId) : null
      const result = await handleCommand(ctx, async (reader) => {
        const writes = new ScheduleWrites(reader)
        const days: PlacementDay[] = []
        for (const date of dates) days.push({ employeeId: body.employeeId, date, state: await writes.state(body.employeeId, date) })
        // A clash with a booking (and for a break, time outside working hours) is a warning.
        const conflicts = explainConflicts({
          location: { timezone: zone, businessHours: location.businessHours, schedulerConfig: null },
          employees: facts ? [...facts.employees.values()] : [],
          days,
          items: [{ cartItemId: id, order: 0, serviceId: id, durationMinutes: Math.round((end - start) / 60_000), addOnMinutes: 0, employeeId: body.employeeId, maxCapacity: 1 }],
          start: new Date(start).toISOString(),
          now: ctx.now.toISOString(),
          mode: 'staff',
        }).filter((c) => c.kind === 'appointment' || (c.kind === 'outsideWorkingHours' && facts !== null && !body.allDay && facts.employees.has(body.employeeId)))
        if (conflicts.length && !body.createAnyway) throw new EmployeeNotAvailable(conflicts)
        for (const date of dates) {
          await writes.apply({
            type: 'AddTimeOff', kind: body.type, id, employeeId: body.employeeId, businessId: location.businessId, locationId: location.locationId, date,
            start: DateTime.fromMillis(start, { zone }).toISO({ suppressMilliseconds: true })!, end: DateTime.fromMillis(end, { zone }).toISO({ suppressMilliseconds: true })!,
            title: body.title, description: body.description ?? null, allDay: body.allDay, overridden: conflicts.length > 0,
          })
        }
        return { appends: writes.appends(), result: { overridden: conflicts.length > 0 } }
      })
      await deps.waitForProjections()
      return reply.status(201).send({ id, type: body.type, overridden: result.overridden, bookingConfirmationCode: null, appointmentIds: [] })
    },
  })

  app.delete('/api/v1/calendar/events/:kind/:id/', {
    config: staffAccess('bookings.manage'),
    schema: { params: z.object({ kind: z.enum(['break', 'vacation']), id: uuid }), response: { 200: z.object({ id: z.string() }) } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { kind, id } = request.params
      const { rows } = await deps.sql.query<{ employee_id: string; location_id: string; business_id: string; date: string }>(
        'SELECT employee_id, location_id, business_id, date FROM employee_busy_intervals WHERE kind = $1 AND interval_id = $2 AND business_id = $3',
        [kind, id, staff.businessId],
      )
      if (rows.length === 0) throw new DomainError('calendarEvent.notFound', 'Event not found', 404)
      requireLocationAccess(staff, rows[0]!.location_id)
      await requireEmployeeFor(deps, staff, rows[0]!.employee_id, rows[0]!.location_id)
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      await handleCommand(ctx, async (reader) => {
        const writes = new ScheduleWrites(reader)
        for (const r of rows) await writes.apply({ type: 'RemoveTimeOff', kind, id, employeeId: r.employee_id, businessId: r.business_id, locationId: r.location_id, date: r.date })
        return { appends: writes.appends(), result: null }
      })
      await deps.waitForProjections()
      return { id }
    },
  })

  const appointmentParams = z.object({ appointmentId: uuid })
  const done = z.object({ appointmentId: z.string() })
  const lifecycle = (path: string, body: z.ZodType, toCommand: (appointmentId: string, body: never, now: string) => Parameters<typeof runAppointmentCommand>[3], reason?: (body: never) => string | undefined) =>
    app.post(`/api/v1/appointments/:appointmentId/${path}/`, {
      config: staffAccess('bookings.manage'),
      schema: { params: appointmentParams, body, response: { 200: done } },
      handler: async (request) => {
        const staff = requireStaff(request)
        const ref = await findAppointmentFor(deps.sql, staff, request.params.appointmentId)
        const location = await loadLocationFacts(deps.sql, ref.locationId)
        const command = toCommand(ref.appointmentId, request.body as never, deps.now().toISOString())
        const ctx = commandContext(deps, request, { type: 'user', id: staff.userId }, reason ? { reason: reason(request.body as never) ?? '' } : {})
        await runAppointmentCommand({ ...ctx, reason: ctx.reason || undefined }, ref, location.timezone, command)
        await deps.waitForProjections()
        return { appointmentId: ref.appointmentId }
      },
    })

  const empty = z.object({}).default({})
  lifecycle('confirm', empty, (appointmentId) => ({ type: 'ConfirmAppointment', appointmentId }))
  lifecycle('complete', empty, (appointmentId, _b, now) => ({ type: 'CompleteAppointment', appointmentId, now }))
  const cancelBody = z.object({ reason: z.string().trim().max(1000).optional() }).default({})
  lifecycle('cancel', cancelBody, (appointmentId, b: z.infer<typeof cancelBody>) => ({ type: 'CancelAppointment', appointmentId, reason: b.reason || null }), (b: z.infer<typeof cancelBody>) => b.reason)
  const noShowBody = z.object({ confirmed: z.literal(true, { error: EVENT_MESSAGES.noShowConfirm }) }, { error: EVENT_MESSAGES.noShowConfirm })
  lifecycle('no_show', noShowBody, (appointmentId, _b, now) => ({ type: 'MarkNoShow', appointmentId, now }), () => 'Marked as no-show by business user')
  const noteBody = z.object({ text: z.string({ error: EVENT_MESSAGES.noteText }).trim().min(1, EVENT_MESSAGES.noteText).max(5000) })
  app.post('/api/v1/appointments/:appointmentId/notes/', {
    config: staffAccess('bookings.manage'),
    schema: { params: appointmentParams, body: noteBody, response: { 201: z.object({ noteId: z.string() }) } },
    handler: async (request, reply) => {
      const staff = requireStaff(request)
      const ref = await findAppointmentFor(deps.sql, staff, request.params.appointmentId)
      const location = await loadLocationFacts(deps.sql, ref.locationId)
      const noteId = randomUUID()
      await runAppointmentCommand(commandContext(deps, request, { type: 'user', id: staff.userId }), ref, location.timezone, {
        type: 'AddAppointmentNote', appointmentId: ref.appointmentId, noteId, text: request.body.text, authorUserId: staff.userId,
      })
      await deps.waitForProjections()
      return reply.status(201).send({ noteId })
    },
  })
  app.delete('/api/v1/appointments/:appointmentId/notes/:noteId/', {
    config: staffAccess('bookings.manage'),
    schema: { params: z.object({ appointmentId: uuid, noteId: uuid }), response: { 200: done } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const ref = await findAppointmentFor(deps.sql, staff, request.params.appointmentId)
      const location = await loadLocationFacts(deps.sql, ref.locationId)
      await runAppointmentCommand(commandContext(deps, request, { type: 'user', id: staff.userId }), ref, location.timezone, { type: 'DeleteAppointmentNote', appointmentId: ref.appointmentId, noteId: request.params.noteId })
      await deps.waitForProjections()
      return { appointmentId: ref.appointmentId }
    },
  })

  const moveBody = z.object({ startTime: dateTime.optional(), employeeId: uuid.optional(), createAnyway: z.boolean().default(false) })
  for (const [path, needs] of [['reschedule', 'startTime'], ['reassign', 'employeeId']] as const) {
    app.post(`/api/v1/appointments/:appointmentId/${path}/`, {
      config: staffAccess('bookings.manage'),
      schema: { params: appointmentParams, body: moveBody, response: { 200: done } },
      handler: async (request) => {
        const staff = requireStaff(request)
        const body = request.body
        if (!body[needs]) throw new DomainError('request.invalid', needs === 'startTime' ? EVENT_MESSAGES.dateTime : 'Please select an employee', 400)
        const ref = await findAppointmentFor(deps.sql, staff, request.params.appointmentId)
        const facts = await loadBookingFacts(deps.sql, ref.locationId)
        if (body.employeeId) requireOwnBookingEmployees(staff, facts, [body.employeeId])
        await moveAppointment(commandContext(deps, request, { type: 'user', id: staff.userId }), ref, facts, {
          newStart: path === 'reschedule' ? body.startTime! : null,
          newEmployeeId: body.employeeId ?? null,
          createAnyway: body.createAnyway,
        })
        await deps.waitForProjections()
        return { appointmentId: ref.appointmentId }
      },
    })
  }
}

