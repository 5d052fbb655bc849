import { describe, expect, it } from 'vitest'
import { dateStatus, isDateAvailable, nextAvailableDate, todayIn } from '../index.ts'
import type { DateRulesInput } from '../index.ts'

// Fixture zone: Europe/Berlin; open Monday to Friday 09:00–17:00. 2025-06-04 is a Wednesday.
const weekdays = { startMinutes: 540, endMinutes: 1020 }
const rules = (now: string): DateRulesInput => ({
  timezone: 'Europe/Berlin',
  businessHours: { monday: weekdays, tuesday: weekdays, wednesday: weekdays, thursday: weekdays, friday: weekdays, saturday: null },
  now,
})

describe('booking-form date rules', () => {
  const morning = rules('2025-06-04T10:00:00+02:00')
  it('marks days before today as past', () => {
    expect(dateStatus(morning, '2025-06-03')).toBe('past')
  })
  it('marks weekdays without hours as closed', () => {
    expect(dateStatus(morning, '2025-06-07')).toBe('closedWeekday')
    expect(dateStatus(morning, '2025-06-08')).toBe('closedWeekday')
  })
  it('keeps today available until closing time', () => {
    expect(isDateAvailable(morning, '2025-06-04')).toBe(true)
    expect(dateStatus(rules('2025-06-04T16:59:00+02:00'), '2025-06-04')).toBe('available')
    expect(dateStatus(rules('2025-06-04T17:00:00+02:00'), '2025-06-04')).toBe('closedForToday')
  })
  it('reads "today" in the given zone, not UTC', () => {
    // 23:30 UTC on the 3rd is already the 4th in Berlin
    expect(todayIn('Europe/Berlin', '2025-06-03T23:30:00Z')).toBe('2025-06-04')
    expect(dateStatus(rules('2025-06-03T23:30:00Z'), '2025-06-03')).toBe('past')
  })
  it('jumps to the next available date', () => {
    expect(nextAvailableDate(morning, '2025-06-07')).toBe('2025-06-09')
    expect(nextAvailableDate(rules('2025-06-04T18:00:00+02:00'), '2025-06-04')).toBe('2025-06-05')
    expect(nextAvailableDate(morning, '2025-05-01')).toBe('2025-06-04')
    expect(nextAvailableDate(morning, '2025-06-05')).toBe('2025-06-05')
  })
  it('gives up after 30 days', () => {
    expect(nextAvailableDate({ ...morning, businessHours: {} }, '2025-06-04')).toBeNull()
  })
})
