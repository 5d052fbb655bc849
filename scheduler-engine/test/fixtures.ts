import { computeSlotOptions } from '../src/index.ts'
import type { AvailabilityInput, CartItem, DayHours, WeeklyHours } from '../src/index.ts'

export const hours = (start: string, end: string): DayHours => {
  const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5))
  return { startMinutes: m(start), endMinutes: m(end) }
}
export const everyDay = (h: DayHours | null): WeeklyHours => ({
  monday: h, tuesday: h, wednesday: h, thursday: h, friday: h, saturday: h, sunday: h,
})
export const item = (cartItemId: string, order: number, durationMinutes: number, extra: Partial<CartItem> = {}): CartItem => ({
  cartItemId,
  order,
  serviceId: 'svc-cut',
  durationMinutes,
  ...extra,
})

/** One location, one employee providing `svc-cut`, open 09:00–12:00 every day; override anything. */
export function input(over: Partial<AvailabilityInput> & { zone?: string; date?: string }): AvailabilityInput {
  const { zone, date, ...rest } = over
  const d = date ?? '2025-06-02'
  return {
    location: { timezone: zone ?? 'Europe/Berlin', businessHours: everyDay(hours('09:00', '12:00')) },
    employees: [{ id: 'emp-a', serviceIds: ['svc-cut', 'svc-color'] }],
    cart: [item('c1', 1, 30)],
    now: '2000-01-01T00:00:00Z',
    requestedStartDate: d,
    requestedEndDate: d,
    ...rest,
  }
}

/** Local wall times (HH:MM) of the offered starts on one date. */
export function startsOn(inp: AvailabilityInput, date = inp.requestedStartDate): string[] {
  return (computeSlotOptions(inp).slotOptions[date] ?? []).map((s) => s.startTime.slice(11, 16))
}
/** Full ISO start times on one date. */
export function isoStartsOn(inp: AvailabilityInput, date = inp.requestedStartDate): string[] {
  return (computeSlotOptions(inp).slotOptions[date] ?? []).map((s) => s.startTime)
}
/** Employee per cart item for the slot starting at HH:MM. */
export function employeesAt(inp: AvailabilityInput, hhmm: string, date = inp.requestedStartDate): string[] {
  const slot = (computeSlotOptions(inp).slotOptions[date] ?? []).find((s) => s.startTime.slice(11, 16) === hhmm)
  if (!slot) return []
  return Object.values(slot.serviceSchedule).sort((a, b) => a.order - b.order).map((s) => s.employeeID)
}
