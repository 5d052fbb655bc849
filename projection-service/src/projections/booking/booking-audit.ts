import { randomBytes } from 'node:crypto'
import { ES_EVENT_COLUMNS, eventRegistry, parseCheckpoint, recordedEventFromRow, type EsEventRow, type SqlClient, type SqlQueryable } from '@slotwise/events'
import { bookingsProjection } from './booking.projections.ts'

/**
 * `npm run audit -- booking <code>`: a booking's events in order, with actors and reasons, and a
 * check that replaying them reproduces the booking's read-model rows. The replay runs in a scratch
 * schema inside one REPEATABLE READ transaction (like `verify`), applying the booking stream plus
 * the business's customer merges (which move bookings between profiles) in commit order, then
 * diffs the rows of this booking table by table. PostgreSQL event store only.
 */
export interface AuditedEvent {
  revision: number
  type: string
  recordedAt: string
  occurredAt: string
  actor: string
  reason: string | null
  summary: string
}

export interface BookingAudit {
  bookingId: string
  confirmationCode: string
  events: AuditedEvent[]
  differences: Array<{ table: string; onlyLive: Record<string, unknown>[]; onlyReplay: Record<string, unknown>[] }>
}

const SELECT = `SELECT ${ES_EVENT_COLUMNS} FROM es_events`

function summarize(type: string, data: Record<string, unknown>): string {
  switch (type) {
    case 'BookingPlaced': {
      const appointments = data.appointments as Array<{ serviceName: string; employeeName: string; start: string; end: string; status: string; totalPrice: number }>
      return appointments.map((a) => `${a.serviceName} with ${a.employeeName} ${a.start}–${a.end} ${a.status} $${a.totalPrice.toFixed(2)}`).join('; ') + ` (total $${Number(data.totalPrice).toFixed(2)}${data.overridden ? ', over a conflict' : ''})`
    }
    case 'AppointmentRescheduled':
      return `${data.appointmentId}: ${data.originalStart} → ${data.newStart}${data.originalEmployeeId !== data.newEmployeeId ? `, employee ${data.originalEmployeeId} → ${data.newEmployeeId}` : ''}`
    case 'AppointmentReassigned':
      return `${data.appointmentId}: employee ${data.originalEmployeeId} → ${data.newEmployeeId} (${data.newEmployeeName})`
    case 'AppointmentNoteAdded':
      return `${data.appointmentId}: note "${String(data.text).slice(0, 60)}"`
    case 'CustomerMergedInto':
      return `customer ${data.customerId} merged into ${data.targetCustomerId}`
    default:
      return 'previousStatus' in data ? `${data.appointmentId}: ${data.previousStatus} → ${type.replace('Appointment', '').toUpperCase()}` : String(data.appointmentId ?? '')
  }
}

const BOOKING_TABLES = ['bookings', 'appointments', 'appointment_history', 'appointment_notes'] as const

export async function auditBooking(db: SqlClient, code: string): Promise<BookingAudit | null> {
  const wanted = code.trim().toUpperCase()
  const { rows: found } = await db.query<{ booking_id: string; business_id: string }>(
    `SELECT data->>'bookingId' AS booking_id, data->>'businessId' AS business_id FROM es_events WHERE type = 'BookingPlaced' AND data->>'confirmationCode' = $1 LIMIT 1`,
    [wanted],
  )
  const hit = found[0]
  if (!hit) return null
  const scratch = `audit_${randomBytes(5).toString('hex')}`
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ')
      const { rows: schema } = await tx.query<{ live: string }>('SELECT current_schema() AS live')
      const live = schema[0]!.live
      // Replay exactly what the live read model has applied: up to its checkpoint, in this snapshot.
      const { rows: checkpoints } = await tx.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projection_checkpoints WHERE projection = $1', [bookingsProjection.name])
      const until = parseCheckpoint(checkpoints[0]?.checkpoint ?? null)
      const { rows } = await tx.query<EsEventRow>(
        `${SELECT} WHERE (stream_id = $1 OR (type = 'CustomerMergedInto' AND data->>'businessId' = $2))
           AND (transaction_id, global_position) <= ($3::xid8, $4::bigint) ORDER BY transaction_id, global_position`,
        [`booking-${hit.booking_id}`, hit.business_id, until.tx, until.pos],
      )
      const ownEvents = rows.filter((r) => r.stream_id === `booking-${hit.booking_id}`)
      const events: AuditedEvent[] = ownEvents.map((row) => {
        const parsed = eventRegistry.parse(recordedEventFromRow(row))
        const actor = parsed.metadata.actor
        return {
          revision: parsed.revision,
          type: parsed.type,
          recordedAt: new Date(row.recorded_at).toISOString(),
          occurredAt: parsed.metadata.occurredAt,
          actor: `${actor.type}${actor.id ? `:${actor.id}` : ''}`,
          reason: parsed.metadata.reason ?? ((parsed.data as { reason?: string | null }).reason ?? null),
          summary: summarize(parsed.type, parsed.data as Record<string, unknown>),
        }
      })
      await tx.query(`CREATE SCHEMA ${scratch}`)
      for (const table of bookingsProjection.tables) await tx.query(`CREATE TABLE ${scratch}."${table}" (LIKE "${live}"."${table}" INCLUDING ALL)`)
      await tx.query(`SELECT set_config('search_path', $1, true)`, [`${scratch}, ${live}, public`])
      for (const row of rows) await bookingsProjection.apply(tx, eventRegistry.parse(recordedEventFromRow(row)))
      await tx.query(`SELECT set_config('search_path', $1, true)`, [`${live}, public`])
      const differences: BookingAudit['differences'] = []
      for (const table of BOOKING_TABLES) {
        const diff = async (a: string, b: string) =>
          (await tx.query<Record<string, unknown>>(
            `SELECT * FROM (SELECT * FROM ${a}."${table}" WHERE booking_id = $1 EXCEPT ALL SELECT * FROM ${b}."${table}" WHERE booking_id = $1) d LIMIT 20`,
            [hit.booking_id],
          )).rows
        const onlyLive = await diff(`"${live}"`, scratch)
        const onlyReplay = await diff(scratch, `"${live}"`)
        if (onlyLive.length || onlyReplay.length) differences.push({ table, onlyLive, onlyReplay })
      }
      await tx.query(`DROP SCHEMA ${scratch} CASCADE`)
      return { bookingId: hit.booking_id, confirmationCode: wanted, events, differences }
    })
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${scratch} CASCADE`).catch(() => {})
  }
}

/** The report as text, one line per event. */
export function formatAudit(audit: BookingAudit): string {
  const lines = [`booking ${audit.confirmationCode} (${audit.bookingId}): ${audit.events.length} events`]
  for (const e of audit.events) {
    lines.push(`  #${e.revision} ${e.occurredAt} ${e.type} by ${e.actor}${e.reason ? ` — reason: ${e.reason}` : ''}`)
    if (e.summary) lines.push(`      ${e.summary}`)
  }
  if (audit.differences.length === 0) lines.push('replay: read-model rows match the events (bookings, appointments, appointment_history, appointment_notes)')
  else {
    lines.push('replay: DIFFERS')
    for (const d of audit.differences) {
      lines.push(`  table ${d.table}: ${d.onlyLive.length} live-only, ${d.onlyReplay.length} replay-only`)
      for (const row of d.onlyLive) lines.push(`    live:   ${JSON.stringify(row)}`)
      for (const row of d.onlyReplay) lines.push(`    replay: ${JSON.stringify(row)}`)
    }
  }
  return lines.join('\n')
}

export type { SqlQueryable }
