import type { Projection, ProjectedEvent } from '../../projection.ts'
import { isConfirmedStatus, type SqlQueryable } from '@slotwise/events'

const at = (event: ProjectedEvent) => event.metadata.occurredAt
const money = (n: number) => n.toFixed(2)

interface HistoryRow {
  appointmentId: string
  type: string
  originalStart?: string | null
  newStart?: string | null
  originalStatus?: string | null
  newStatus?: string | null
  originalEmployeeId?: string | null
  newEmployeeId?: string | null
  reason?: string | null
  detail?: string | null
}

async function history(tx: SqlQueryable, event: ProjectedEvent, bookingId: string, businessId: string, row: HistoryRow) {
  const actor = event.metadata.actor
  await tx.query(
    `INSERT INTO appointment_history (appointment_id, revision, booking_id, business_id, modification_type, actor_type, actor_id, reason,
       original_start_time, new_start_time, original_status, new_status, original_employee_id, new_employee_id, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (appointment_id, revision) DO NOTHING`,
    [
      row.appointmentId, event.revision, bookingId, businessId, row.type, actor.type, actor.id, row.reason ?? event.metadata.reason ?? null,
      row.originalStart ?? null, row.newStart ?? null, row.originalStatus ?? null, row.newStatus ?? null,
      row.originalEmployeeId ?? null, row.newEmployeeId ?? null, row.detail ?? null, at(event),
    ],
  )
}

async function appointmentRow(tx: SqlQueryable, appointmentId: string) {
  const { rows } = await tx.query<{ business_id: string; status: string; start_time: Date }>('SELECT business_id, status, start_time FROM appointments WHERE appointment_id = $1', [appointmentId])
  return rows[0]
}

async function setStatus(tx: SqlQueryable, event: ProjectedEvent, data: { bookingId: string; appointmentId: string; previousStatus: string }, status: string, extra: { reason?: string | null; completedAt?: string } = {}) {
  const row = await appointmentRow(tx, data.appointmentId)
  if (!row) return
  await tx.query(
    `UPDATE appointments SET status = $2, is_confirmed = $3, completed_at = COALESCE($4, completed_at), updated_at = $5 WHERE appointment_id = $1`,
    [data.appointmentId, status, isConfirmedStatus(status), extra.completedAt ?? null, at(event)],
  )
  await tx.query('UPDATE bookings SET updated_at = $2 WHERE booking_id = $1', [data.bookingId, at(event)])
  await history(tx, event, data.bookingId, row.business_id, {
    appointmentId: data.appointmentId, type: status, originalStatus: data.previousStatus, newStatus: status, reason: extra.reason ?? null,
  })
}

/**
 * Bookings, their appointments, notes and the modification-history timeline (one row per
 * appointment per booking-stream event, ordered by revision). Customer merges move bookings to
 * the target profile.
 */
export const bookingsProjection: Projection = {
  name: 'bookings',
  tables: ['appointment_history', 'appointment_notes', 'appointments', 'bookings'],
  handles: [
    'BookingPlaced', 'AppointmentRescheduled', 'AppointmentReassigned', 'AppointmentConfirmed', 'AppointmentCompleted',
    'AppointmentCancelled', 'AppointmentMarkedNoShow', 'AppointmentNoteAdded', 'AppointmentNoteDeleted', 'CustomerMergedInto',
  ],
  async apply(tx, event) {
    switch (event.type) {
      case 'BookingPlaced': {
        const d = event.data
        await tx.query(
          `INSERT INTO bookings (booking_id, business_id, location_id, confirmation_code, customer_id, customer, timezone, requested_start_time, source,
             created_by_user_id, title, form_response, total_price, overridden, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) ON CONFLICT (booking_id) DO NOTHING`,
          [d.bookingId, d.businessId, d.locationId, d.confirmationCode, d.customerId, JSON.stringify(d.customer), d.timezone, d.requestedStartTime, d.source,
            d.createdByUserId, d.title, JSON.stringify(d.formResponse), money(d.totalPrice), d.overridden, at(event)],
        )
        for (const a of d.appointments) {
          await tx.query(
            `INSERT INTO appointments (appointment_id, booking_id, business_id, location_id, confirmation_code, customer_id, cart_item_id, item_order, service_id,
               service_name, add_ons, employee_id, employee_name, requested_specific_employee, start_time, end_time, duration_minutes, service_price, employee_fee,
               total_price, participants, status, is_confirmed, bundle, completed_at, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, NULL, $25, $25)
             ON CONFLICT (appointment_id) DO NOTHING`,
            [a.appointmentId, d.bookingId, d.businessId, d.locationId, a.confirmationCode, d.customerId, a.cartItemId, a.order, a.serviceId,
              a.serviceName, JSON.stringify(a.addOns), a.employeeId, a.employeeName, a.requestedSpecificEmployee, a.start, a.end, a.durationMinutes,
              money(a.servicePrice), money(a.employeeFee), money(a.totalPrice), a.participants, a.status, isConfirmedStatus(a.status),
              a.bundle ? JSON.stringify(a.bundle) : null, at(event)],
          )
          await history(tx, event, d.bookingId, d.businessId, {
            appointmentId: a.appointmentId, type: 'CREATED', newStart: a.start, newStatus: a.status, newEmployeeId: a.employeeId,
            detail: d.overridden ? 'Created over a scheduling conflict' : null,
          })
        }
        return
      }
      case 'AppointmentRescheduled': {
        const d = event.data
        const row = await appointmentRow(tx, d.appointmentId)
        if (!row) return
        await tx.query(
          `UPDATE appointments SET start_time = $2, end_time = $3, employee_id = $4, employee_name = $5, updated_at = $6 WHERE appointment_id = $1`,
          [d.appointmentId, d.newStart, d.newEnd, d.newEmployeeId, d.newEmployeeName, at(event)],
        )
        await tx.query('UPDATE bookings SET updated_at = $2 WHERE booking_id = $1', [d.bookingId, at(event)])
        await history(tx, event, d.bookingId, row.business_id, {
          appointmentId: d.appointmentId, type: 'RESCHEDULED', originalStart: d.originalStart, newStart: d.newStart, originalStatus: row.status, newStatus: row.status,
          originalEmployeeId: d.originalEmployeeId, newEmployeeId: d.newEmployeeId, detail: d.overridden ? 'Moved over a scheduling conflict' : null,
        })
        return
      }
      case 'AppointmentReassigned': {
        const d = event.data
        const row = await appointmentRow(tx, d.appointmentId)
        if (!row) return
        await tx.query(`UPDATE appointments SET employee_id = $2, employee_name = $3, updated_at = $4 WHERE appointment_id = $1`, [d.appointmentId, d.newEmployeeId, d.newEmployeeName, at(event)])
        await tx.query('UPDATE bookings SET updated_at = $2 WHERE booking_id = $1', [d.bookingId, at(event)])
        await history(tx, event, d.bookingId, row.business_id, {
          appointmentId: d.appointmentId, type: 'REASSIGNED', originalStatus: row.status, newStatus: row.status,
          originalEmployeeId: d.originalEmployeeId, newEmployeeId: d.newEmployeeId, detail: d.overridden ? 'Reassigned over a scheduling conflict' : null,
        })
        return
      }
      case 'AppointmentConfirmed':
        return setStatus(tx, event, event.data, 'CONFIRMED')
      case 'AppointmentCompleted':
        return setStatus(tx, event, event.data, 'COMPLETED', { completedAt: event.data.completedAt })
      case 'AppointmentCancelled':
        return setStatus(tx, event, event.data, 'CANCELLED', { reason: event.data.reason })
      case 'AppointmentMarkedNoShow':
        return setStatus(tx, event, event.data, 'NO_SHOW', { reason: event.data.reason })
      case 'AppointmentNoteAdded': {
        const d = event.data
        const row = await appointmentRow(tx, d.appointmentId)
        if (!row) return
        await tx.query(
          `INSERT INTO appointment_notes (note_id, appointment_id, booking_id, business_id, text, author_user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (note_id) DO NOTHING`,
          [d.noteId, d.appointmentId, d.bookingId, row.business_id, d.text, d.authorUserId, at(event)],
        )
        return
      }
      case 'AppointmentNoteDeleted':
        await tx.query('DELETE FROM appointment_notes WHERE note_id = $1', [event.data.noteId])
        return
      case 'CustomerMergedInto': {
        const d = event.data
        await tx.query('UPDATE bookings SET customer_id = $2 WHERE customer_id = $1 AND business_id = $3', [d.customerId, d.targetCustomerId, d.businessId])
        await tx.query('UPDATE appointments SET customer_id = $2 WHERE customer_id = $1 AND business_id = $3', [d.customerId, d.targetCustomerId, d.businessId])
        return
      }
      default:
        return
    }
  },
}

/** Customers with their notes; a merged profile is inactive and its notes belong to the target. */
export const customersProjection: Projection = {
  name: 'customers',
  tables: ['customer_notes', 'customers'],
  handles: ['CustomerRegistered', 'CustomerContactChanged', 'CustomerNoteAdded', 'CustomerNoteDeleted', 'CustomerMergedInto', 'CustomerMergeReceived'],
  async apply(tx, event) {
    switch (event.type) {
      case 'CustomerRegistered': {
        const d = event.data
        await tx.query(
          `INSERT INTO customers (customer_id, business_id, first_name, last_name, email, phone, is_active, merged_into_customer_id, source, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, true, NULL, $7, $8, $8) ON CONFLICT (customer_id) DO NOTHING`,
          [d.customerId, d.businessId, d.firstName, d.lastName, d.email, d.phone, d.source, at(event)],
        )
        return
      }
      case 'CustomerContactChanged': {
        const d = event.data
        await tx.query('UPDATE customers SET first_name = $2, last_name = $3, email = $4, phone = $5, updated_at = $6 WHERE customer_id = $1', [d.customerId, d.firstName, d.lastName, d.email, d.phone, at(event)])
        return
      }
      case 'CustomerNoteAdded': {
        const d = event.data
        await tx.query(
          `INSERT INTO customer_notes (note_id, customer_id, business_id, text, author_user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (note_id) DO NOTHING`,
          [d.noteId, d.customerId, d.businessId, d.text, d.authorUserId, at(event)],
        )
        return
      }
      case 'CustomerNoteDeleted':
        await tx.query('DELETE FROM customer_notes WHERE note_id = $1', [event.data.noteId])
        return
      case 'CustomerMergedInto': {
        const d = event.data
        await tx.query('UPDATE customers SET is_active = false, merged_into_customer_id = $2, updated_at = $3 WHERE customer_id = $1', [d.customerId, d.targetCustomerId, at(event)])
        await tx.query('UPDATE customer_notes SET customer_id = $2 WHERE customer_id = $1', [d.customerId, d.targetCustomerId])
        return
      }
      case 'CustomerMergeReceived':
        await tx.query('UPDATE customers SET updated_at = $2 WHERE customer_id = $1', [event.data.customerId, at(event)])
        return
      default:
        return
    }
  },
}

/** Busy time per employee and schedule day: appointments, breaks and vacations. */
export const employeeBusyIntervalsProjection: Projection = {
  name: 'employee_busy_intervals',
  tables: ['employee_busy_intervals'],
  handles: ['ScheduleAppointmentPlaced', 'ScheduleAppointmentReleased', 'ScheduleBreakAdded', 'ScheduleBreakRemoved', 'ScheduleVacationAdded', 'ScheduleVacationRemoved'],
  async apply(tx, event) {
    const upsert = (kind: string, id: string, d: { employeeId: string; businessId: string; locationId: string; date: string; start: string; end: string; overridden: boolean }, extra: {
      bookingId?: string; serviceId?: string; participants?: number; title?: string | null; description?: string | null; allDay?: boolean
    }) =>
      tx.query(
        `INSERT INTO employee_busy_intervals (employee_id, kind, interval_id, date, business_id, location_id, start_time, end_time, booking_id, service_id, participants,
           title, description, all_day, overridden)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (employee_id, kind, interval_id, date) DO UPDATE SET start_time = excluded.start_time, end_time = excluded.end_time,
           participants = excluded.participants, title = excluded.title, description = excluded.description, overridden = excluded.overridden`,
        [d.employeeId, kind, id, d.date, d.businessId, d.locationId, d.start, d.end, extra.bookingId ?? null, extra.serviceId ?? null, extra.participants ?? null,
          extra.title ?? null, extra.description ?? null, extra.allDay ?? false, d.overridden],
      )
    const remove = (kind: string, id: string, d: { employeeId: string; date: string }) =>
      tx.query('DELETE FROM employee_busy_intervals WHERE employee_id = $1 AND kind = $2 AND interval_id = $3 AND date = $4', [d.employeeId, kind, id, d.date])
    switch (event.type) {
      case 'ScheduleAppointmentPlaced':
        await upsert('appointment', event.data.appointmentId, event.data, { bookingId: event.data.bookingId, serviceId: event.data.serviceId, participants: event.data.participants })
        return
      case 'ScheduleAppointmentReleased':
        await remove('appointment', event.data.appointmentId, event.data)
        return
      case 'ScheduleBreakAdded':
        await upsert('break', event.data.breakId, event.data, { title: event.data.title, description: event.data.description, allDay: event.data.allDay })
        return
      case 'ScheduleBreakRemoved':
        await remove('break', event.data.breakId, event.data)
        return
      case 'ScheduleVacationAdded':
        await upsert('vacation', event.data.vacationId, event.data, { title: event.data.title, description: event.data.description, allDay: event.data.allDay })
        return
      case 'ScheduleVacationRemoved':
        await remove('vacation', event.data.vacationId, event.data)
        return
      default:
        return
    }
  },
}

export const bookingProjections: Projection[] = [bookingsProjection, customersProjection, employeeBusyIntervalsProjection]
