import { describe, expect, it } from 'vitest'
import type { Appointment } from '../api/get-booking-details.ts'
import { groupByBundle } from './booking-view-page.tsx'

const appointment = (code: string, bundleWith: string[] | null): Appointment =>
  ({
    uuid: `id-${code}`,
    confirmationCode: code,
    requestedStartTime: '2030-12-24T10:00:00-05:00',
    status: 'SCHEDULED',
    assignedEmployees: [],
    addOns: [],
    bundleInfo: bundleWith
      ? { bundleName: 'Mani-pedi', translations: [], otherAppointmentsInBundle: bundleWith.map((c) => ({ confirmationCode: c, serviceName: 'x', serviceTranslations: [], requestedStartTime: '', status: 'SCHEDULED' })) }
      : null,
  }) as unknown as Appointment

describe('the booking page groups a bundle’s appointments', () => {
  it('keeps each booked bundle together and other appointments on their own, in booking order', () => {
    const groups = groupByBundle([appointment('A', ['B']), appointment('C', null), appointment('B', ['A']), appointment('D', ['E']), appointment('E', ['D'])])
    expect(groups.map((g) => [g.bundle ? 'bundle' : 'single', g.appointments.map((a) => a.confirmationCode)])).toEqual([
      ['bundle', ['A', 'B']],
      ['single', ['C']],
      ['bundle', ['D', 'E']],
    ])
  })

  it('tells apart two bookings of the same bundle in one cart', () => {
    const groups = groupByBundle([appointment('A', ['B']), appointment('B', ['A']), appointment('C', ['D']), appointment('D', ['C'])])
    expect(groups).toHaveLength(2)
  })
})
