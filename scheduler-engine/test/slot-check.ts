import { DateTime } from 'luxon'
import { resolveSchedulerConfig } from '../src/core/config.ts'
import type { AvailabilityInput, DayHours, SlotOption, Weekday } from '../src/core/types.ts'
import { wallInstant } from './reference.ts'

/**
 * Re-checks one offered slot against the raw input, the way the booking command will: returns the
 * list of broken rules (empty when the slot is acceptable). Independent of the engine's code.
 */
export function slotProblems(input: AvailabilityInput, date: string, slot: SlotOption): string[] {
  const cfg = resolveSchedulerConfig(input.config)
  const buf = cfg.cleanupBufferMinutes
  const zone = input.location.timezone
  const problems: string[] = []
  const min = (iso: string) => DateTime.fromISO(iso, { setZone: true }).toMillis() / 60_000
  const toMin = (v: string | number) =>
    typeof v === 'number' ? v / 60_000 : DateTime.fromISO(v, { setZone: true }).toMillis() / 60_000
  const day = DateTime.fromISO(date, { zone: 'utc' })
  const weekday = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as Weekday[])[day.weekday - 1]!
  const range = (h: DayHours | null | undefined) =>
    h && h.startMinutes != null && h.endMinutes != null && h.startMinutes < h.endMinutes
      ? {
          s: wallInstant(zone, day, Math.max(0, h.startMinutes), 'atOrAfter')!,
          e: wallInstant(zone, day, Math.min(1440, h.endMinutes), 'atOrAfter')!,
        }
      : null
  const bh = range(input.location.businessHours[weekday])
  if (!bh) return ['offered on a closed day']

  const start = min(slot.startTime)
  const nowMin = toMin(input.now)
  if (start < nowMin + (input.minimumNoticeMinutes ?? 0)) problems.push('starts before now + notice')
  if (start < bh.s || min(slot.endTime) > bh.e) problems.push('outside business hours')

  const items = [...input.cart].sort((a, b) => a.order - b.order || (a.cartItemId < b.cartItemId ? -1 : 1))
  let t = start
  for (const item of items) {
    const s = slot.serviceSchedule[item.cartItemId]
    if (!s) {
      problems.push(`missing item ${item.cartItemId}`)
      continue
    }
    const x = min(s.startTime)
    const y = min(s.endTime)
    const d = item.durationMinutes + (item.addOns ?? []).reduce((a, o) => a + (o.durationMinutes ?? 0), 0)
    if (x !== t || y - x !== d) problems.push(`${item.cartItemId}: not back to back or wrong duration`)
    t = y
    const emp = input.employees.find((e) => e.id === s.employeeID)
    if (!emp || !emp.serviceIds.includes(item.serviceId)) problems.push(`${item.cartItemId}: employee does not provide service`)
    if (item.employeeId != null && item.employeeId !== s.employeeID) problems.push(`${item.cartItemId}: not the requested employee`)
    if (!emp) continue
    const ignore = new Set(input.appointmentsToIgnore ?? [])
    const cap = item.maxCapacity ?? 1
    const joins = (input.appointments ?? []).some(
      (a) =>
        cap > 1 &&
        a.employeeId === emp.id &&
        !ignore.has(a.id) &&
        toMin(a.start) === x &&
        toMin(a.end) === y &&
        a.serviceId === item.serviceId &&
        (a.participants ?? 1) < cap,
    )
    // joining an existing group appointment adds no occupancy: nothing else to check
    if (joins) continue
    // working hours
    let hours: { s: number; e: number }[]
    if (emp.hours === undefined) hours = [bh]
    else {
      const raw = emp.hours[weekday]
      const list = raw == null ? [] : Array.isArray(raw) ? raw : [raw as DayHours]
      hours = list.map(range).filter((r): r is { s: number; e: number } => r !== null)
    }
    // (ranges may touch: walk them in order)
    let covered = x
    for (const r of [...hours].sort((a, b) => a.s - b.s)) if (r.s <= covered && r.e > covered) covered = r.e
    if (covered < y || x < bh.s || y > bh.e) problems.push(`${item.cartItemId}: outside working hours`)
    const z = y + buf
    for (const b of [...(input.breaks ?? []), ...(input.vacations ?? [])]) {
      if (b.employeeId === emp.id && toMin(b.start) < z && toMin(b.end) > x) problems.push(`${item.cartItemId}: break or vacation`)
    }
    for (const a of input.appointments ?? []) {
      if (a.employeeId !== emp.id || ignore.has(a.id)) continue
      const as = Math.floor(toMin(a.start))
      const ae = Math.ceil(toMin(a.end))
      const be = ae + buf
      if (!(as < z && be > x)) continue
      const ok =
        cfg.allowOverlap &&
        Math.max(d, ae - as) >= cfg.minServiceDurationAllowingOverlap &&
        ((x < as && z < be && z - as <= cfg.appointmentMaximumOverlap) ||
          (as < x && be < z && be - x <= cfg.appointmentMaximumOverlap))
      if (!ok) problems.push(`${item.cartItemId}: overlaps appointment ${a.id}`)
    }
  }
  if (t !== min(slot.endTime)) problems.push('slot end is not the last item end')
  return problems
}
