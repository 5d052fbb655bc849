import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '@slotwise/events/testing/test-databases.ts'
import { createTestApp, type TestApp } from '@slotwise/infra/testing/test-app.ts'
import { addStaffMember, signIn, type TestClient } from '@slotwise/infra/testing/auth.ts'
import { verifyProjection } from '@slotwise/projection-service/rebuild/rebuild.ts'
import { bookingProjections } from '@slotwise/projection-service/projections/booking/booking.projections.ts'
import { bookingFixture, nextPhone, submission, type BookingFixture } from './testing/fixture.ts'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

for (const kind of testDatabaseKinds()) {
  describe(`booking lifecycle, staff calendar and reads (${kind})`, () => {
    let t: TestApp
    let f: BookingFixture
    let staff: TestClient
    const realNow = new Date()

    /** Moves the clock and signs the owner in again (sessions expire with the clock). */
    const at = async (iso: string) => {
      t.setNow(new Date(iso))
      staff = await signIn(t, f.owner.email, f.owner.password)
    }
    const book = async (over: Parameters<typeof submission>[1] = {}) => {
      const response = await f.guest().post('/api/v1/submit_booking_form/', submission(f, over))
      expect(response.statusCode, response.body).toBe(201)
      return response.json() as Json
    }
    const appointmentOf = async (code: string) => {
      const r = await f.guest().get(`/api/v1/bookings/code/${code}/`)
      expect(r.statusCode, r.body).toBe(200)
      return (r.json() as Json).data.appointments[0] as Json
    }
    const detail = async (appointmentId: string) => {
      const r = await staff.get(`/api/v1/appointments/${appointmentId}/`)
      expect(r.statusCode, r.body).toBe(200)
      return (r.json() as Json).data as Json
    }

    beforeAll(async () => {
      t = await createTestApp(kind, { now: realNow })
      f = await bookingFixture(t, 'lifecycle')
      staff = f.owner.client
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('when a customer views their booking by its code', () => {
      it('shows the booking details with prices, employee, location and an empty payment record', async () => {
        const r = await book({ start: f.at('09:00'), addOns: [f.addOn], answers: [{ uuid: 'b1d1c0de-0000-4000-8000-000000000001', answer: ['Dryness', 'Frizz'] }] })
        const view = await f.guest().get(`/api/v1/bookings/code/${r.bookingConfirmationCode}/`)
        expect(view.statusCode).toBe(200)
        const data = (view.json() as Json).data
        expect(data).toMatchObject({
          uuid: r.bookingIds[0],
          bookingConfirmationCode: r.bookingConfirmationCode,
          totalPrice: 105,
          formResponse: [{ uuid: 'b1d1c0de-0000-4000-8000-000000000001', answer: ['Dryness', 'Frizz'] }],
          businessLocationData: { timezone: 'America/New_York', businessHours: expect.any(Object) },
          reviewSubmitted: false,
          paymentInfo: { paymentRequired: false, amount: 105, currency: 'usd' },
        })
        expect(data.appointments[0]).toMatchObject({
          status: 'SCHEDULED', isConfirmed: true, requestedDuration: 75, requestedStartTime: f.at('09:00'),
          service: { name: "Women's cut" }, assignedEmployees: [{ id: f.employees.ana, firstName: 'Ana', additionalFee: 15 }],
          addOns: [{ id: f.addOn, name: 'Deep conditioning', price: 15, duration: 15 }], customer: { firstName: 'Ana Maria', lastName: 'Lopez' }, bundleInfo: null,
        })
        const one = await f.guest().get(`/api/v1/bookings/code/${r.bookingConfirmationCode}/appointments/${data.appointments[0].confirmationCode}/`)
        expect(one.statusCode).toBe(200)
        expect((one.json() as Json).data.modificationHistory).toMatchObject([{ modificationType: 'CREATED', modifiedBy: 'customer', newStatus: 'SCHEDULED', newStartTime: f.at('09:00') }])
        expect((await f.guest().get('/api/v1/bookings/code/ZZZZZZZZZZ/')).statusCode).toBe(404)
      })
    })

    describe('when a bundle is booked', () => {
      it('places its services back to back and splits the bundle price over them', async () => {
        const body = submission(f, { start: f.at('10:00'), employeeId: f.employees.cleo })
        const cartItemID = body.bookingItems[0]!.cartItemID
        const bundleBody = {
          ...body,
          bookingItems: [{ cartItemID, order: 0, bundleID: f.bundle.id, bundleItems: f.bundle.items.map((i) => ({ bundleItemID: i.itemId, serviceID: i.serviceId, addOns: [], employeeIDs: [f.employees.cleo], requestingSpecificEmployee: true })) }],
        }
        const r = await f.guest().post('/api/v1/submit_booking_form/', bundleBody)
        expect(r.statusCode, r.body).toBe(201)
        const data = (await f.guest().get(`/api/v1/bookings/code/${r.json().bookingConfirmationCode}/`)).json().data as Json
        expect(data.totalPrice).toBe(100)
        expect(data.appointments.map((a: Json) => [a.service.name, a.requestedStartTime, a.bundleInfo.bundlePartPrice])).toEqual([
          ["Women's cut", f.at('10:00'), 60],
          ['Blowout', f.at('11:00'), 40],
        ])
        expect(data.appointments[0].bundleInfo).toMatchObject({ bundleName: 'Cut & blowout', bundlePrice: 100, totalBundleAppointments: 2, otherAppointmentsInBundle: [{ serviceName: 'Blowout' }] })
      })
    })

    describe('when staff reschedule, reassign, confirm and add notes', () => {
      it('moves the appointment, frees the old time and records each change in the timeline', async () => {
        const r = await book({ start: f.at('13:00'), employeeId: f.employees.ben })
        const a = await appointmentOf(r.bookingConfirmationCode)
        // Into another booking: a warning staff can override.
        await book({ start: f.at('15:00'), employeeId: f.employees.ben })
        const clash = await staff.post(`/api/v1/appointments/${a.uuid}/reschedule/`, { startTime: f.at('15:30') })
        expect(clash.statusCode).toBe(409)
        expect(clash.json()).toMatchObject({ code: 'booking.employeeNotAvailable', detail: 'Employee not available', canOverride: true, conflicts: [{ kind: 'appointment' }] })
        const moved = await staff.post(`/api/v1/appointments/${a.uuid}/reschedule/`, { startTime: f.at('14:00') })
        expect(moved.statusCode, moved.body).toBe(200)
        // The old 13:00 is free again for a customer.
        await book({ start: f.at('13:00'), employeeId: f.employees.ben })
        expect((await staff.post(`/api/v1/appointments/${a.uuid}/reassign/`, { employeeId: f.employees.cleo })).statusCode).toBe(200)
        expect((await staff.post(`/api/v1/appointments/${a.uuid}/confirm/`, {})).statusCode).toBe(200)
        const emptyNote = await staff.post(`/api/v1/appointments/${a.uuid}/notes/`, { text: '  ' })
        expect(emptyNote.statusCode).toBe(400)
        expect(emptyNote.json().detail).toBe('Note text is required')
        const note = await staff.post(`/api/v1/appointments/${a.uuid}/notes/`, { text: 'Bring reference photos' })
        expect(note.statusCode).toBe(201)
        const d = await detail(a.uuid)
        expect(d).toMatchObject({ status: 'CONFIRMED', isConfirmed: true, requestedStartTime: f.at('14:00'), assignedEmployees: [{ id: f.employees.cleo }], notes: [{ text: 'Bring reference photos' }] })
        expect(d.modificationHistory.map((h: Json) => [h.modificationType, h.modifiedBy, h.originalStartTime, h.newStartTime, h.originalStatus, h.newStatus])).toEqual([
          ['CREATED', 'customer', null, f.at('13:00'), null, 'SCHEDULED'],
          ['RESCHEDULED', 'businessUser', f.at('13:00'), f.at('14:00'), 'SCHEDULED', 'SCHEDULED'],
          ['REASSIGNED', 'businessUser', null, null, 'SCHEDULED', 'SCHEDULED'],
          ['CONFIRMED', 'businessUser', null, null, 'SCHEDULED', 'CONFIRMED'],
        ])
        expect((await staff.delete(`/api/v1/appointments/${a.uuid}/notes/${note.json().noteId}/`)).statusCode).toBe(200)
        expect((await detail(a.uuid)).notes).toEqual([])
        const busy = await t.deps.sql.query<{ employee_id: string; start_time: Date }>('SELECT employee_id, start_time FROM employee_busy_intervals WHERE interval_id = $1', [a.uuid])
        expect(busy.rows.map((b) => [b.employee_id, new Date(b.start_time).toISOString()])).toEqual([[f.employees.cleo, new Date(f.at('14:00')).toISOString()]])
      })
    })

    describe('when an appointment is cancelled', () => {
      it('frees the slot and refuses later changes', async () => {
        const r = await book({ start: f.at('16:00'), employeeId: f.employees.ana })
        const a = await appointmentOf(r.bookingConfirmationCode)
        const cancel = await staff.post(`/api/v1/appointments/${a.uuid}/cancel/`, { reason: 'Customer called' })
        expect(cancel.statusCode).toBe(200)
        await book({ start: f.at('16:00'), employeeId: f.employees.ana })
        const again = await staff.post(`/api/v1/appointments/${a.uuid}/confirm/`, {})
        expect(again.statusCode).toBe(409)
        expect(again.json().code).toBe('appointment.notModifiable')
        expect((await detail(a.uuid)).modificationHistory.at(-1)).toMatchObject({ modificationType: 'CANCELLED', reason: 'Customer called', newStatus: 'CANCELLED' })
      })
    })

    describe('when a consultation service is booked', () => {
      it('waits as PENDING and must be confirmed before completion', async () => {
        const r = await book({ start: f.at('15:00'), serviceId: f.services.consult, employeeId: f.employees.cleo })
        const a = await appointmentOf(r.bookingConfirmationCode)
        expect(a).toMatchObject({ status: 'PENDING', isConfirmed: false })
        const complete = await staff.post(`/api/v1/appointments/${a.uuid}/complete/`, {})
        expect(complete.statusCode).toBe(409)
        expect(complete.json().code).toBe('appointment.notConfirmed')
      })
    })

    describe('when staff create events from the calendar', () => {
      it('warns about a clash with a booking or working hours, and creates anyway on request', async () => {
        const item = [{ serviceId: f.services.cut, addOnIds: [], employeeId: f.employees.ana }]
        const base = { type: 'booking', businessLocationId: f.locationId, title: 'Walk-in', customer: { firstName: 'Walk', phone: nextPhone() }, items: item }
        const clash = await staff.post('/api/v1/calendar/events/', { ...base, start: f.at('09:30') })
        expect(clash.statusCode).toBe(409)
        expect(clash.json()).toMatchObject({ code: 'booking.employeeNotAvailable', detail: 'Employee not available', canOverride: true })
        const late = await staff.post('/api/v1/calendar/events/', { ...base, start: f.at('16:45') })
        expect(late.json().conflicts).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'outsideWorkingHours' })]))
        const anyway = await staff.post('/api/v1/calendar/events/', { ...base, start: f.at('09:30'), createAnyway: true })
        expect(anyway.statusCode, anyway.body).toBe(201)
        expect(anyway.json()).toMatchObject({ type: 'booking', overridden: true })
        const offGrid = await staff.post('/api/v1/calendar/events/', { ...base, start: f.at('11:07'), items: [{ ...item[0], employeeId: f.employees.ben }] })
        expect(offGrid.statusCode, offGrid.body).toBe(201)
        const noEmployee = await staff.post('/api/v1/calendar/events/', { ...base, start: f.at('12:00'), items: [{ serviceId: f.services.cut, addOnIds: [] }] })
        expect(noEmployee.statusCode).toBe(400)
        expect(noEmployee.json().detail).toBe('Please select an employee for all services')
        const noName = await staff.post('/api/v1/calendar/events/', { ...base, start: f.at('12:00'), customer: { phone: nextPhone() } })
        expect(noName.json().detail).toBe('Please input your first name!')
      })

      it('adds a break (warning over a booking) and a vacation, shows them on the calendar, and removes the break', async () => {
        const busyBreak = { type: 'break', businessLocationId: f.locationId, employeeId: f.employees.ana, title: 'Lunch', start: f.at('09:15'), end: f.at('09:45') }
        const warned = await staff.post('/api/v1/calendar/events/', busyBreak)
        expect(warned.statusCode).toBe(409)
        const lunch = await staff.post('/api/v1/calendar/events/', { ...busyBreak, start: f.at('12:00'), end: f.at('12:30') })
        expect(lunch.statusCode, lunch.body).toBe(201)
        const noTitle = await staff.post('/api/v1/calendar/events/', { ...busyBreak, title: '' })
        expect(noTitle.json().detail).toBe('Please enter an event title')
        const nextWeek = new Date(Date.parse(f.at('00:00')) + 7 * 86_400_000).toISOString().slice(0, 10)
        const vacation = await staff.post('/api/v1/calendar/events/', { type: 'vacation', businessLocationId: f.locationId, employeeId: f.employees.cleo, title: 'Holiday', allDay: true, startDate: nextWeek, endDate: nextWeek })
        expect(vacation.statusCode, vacation.body).toBe(201)
        // A customer cannot book over the break.
        const blocked = await f.guest().post('/api/v1/submit_booking_form/', submission(f, { start: f.at('12:00') }))
        expect(blocked.statusCode).toBe(409)
        const events = await staff.get(`/api/v1/calendar/events/?start=${encodeURIComponent(f.at('00:00'))}&end=${encodeURIComponent(f.at('23:59'))}&employeeIDs=${f.employees.ana}`)
        expect(events.statusCode).toBe(200)
        expect((events.json() as Json).data.map((e: Json) => e.type)).toEqual(expect.arrayContaining(['booking', 'break']))
        expect((await staff.delete(`/api/v1/calendar/events/break/${lunch.json().id}/`)).statusCode).toBe(200)
        await book({ start: f.at('12:00') })
      })
    })

    describe('when listing appointments', () => {
      it('filters by status, employee, service, text, time and pages', async () => {
        const all = (await staff.get(`/api/v1/appointments/?timeFilterType=during&startDate=${f.day}&endDate=${f.day}&timezone=America/New_York&pageSize=200`)).json() as Json
        expect(all.pagination.total).toBeGreaterThan(8)
        expect(all.data.every((a: Json) => a.requestedStartTime.startsWith(f.day))).toBe(true)
        const pending = (await staff.get('/api/v1/appointments/?status=PENDING')).json() as Json
        expect(pending.data.map((a: Json) => a.status)).toEqual(['PENDING'])
        const ben = (await staff.get(`/api/v1/appointments/?employeeIDs=${f.employees.ben}&serviceIDs=${f.services.cut}`)).json() as Json
        expect(ben.data.length).toBeGreaterThan(0)
        expect(ben.data.every((a: Json) => a.assignedEmployees[0].id === f.employees.ben && a.service.id === f.services.cut)).toBe(true)
        const walkIn = (await staff.get('/api/v1/appointments/?textSearch=walk')).json() as Json
        expect(walkIn.data.length).toBeGreaterThan(0)
        expect(walkIn.data.every((a: Json) => a.createdByBusinessUser)).toBe(true)
        const page2 = (await staff.get('/api/v1/appointments/?pageSize=3&page=2')).json() as Json
        expect(page2.pagination).toMatchObject({ page: 2, pageSize: 3, totalPages: Math.ceil(page2.pagination.total / 3) })
        expect(page2.data).toHaveLength(3)
        const before = (await staff.get(`/api/v1/appointments/?timeFilterType=before&comparisonDate=${f.day}&timezone=America/New_York`)).json() as Json
        expect(before.pagination.total).toBe(0)
        const bad = await staff.get('/api/v1/appointments/?status=LATE')
        expect(bad.statusCode).toBe(400)
      })

      it('shows a service provider only their own appointments', async () => {
        const sp = await addStaffMember(t, f.owner, { roles: ['serviceProvider'] })
        const list = (await sp.client.get('/api/v1/appointments/')).json() as Json
        expect(list).toMatchObject({ success: true, data: [], pagination: { total: 0 } })
        const someone = (await staff.get('/api/v1/appointments/?pageSize=1')).json().data[0] as Json
        expect((await sp.client.get(`/api/v1/appointments/${someone.uuid}/`)).statusCode).toBe(404)
        expect((await sp.client.post(`/api/v1/appointments/${someone.uuid}/cancel/`, {})).statusCode).toBe(404)
      })
    })

    describe('when managing customers', () => {
      it('lists, searches, shows history and notes, and merges profiles for good', async () => {
        const phoneA = nextPhone()
        const phoneB = nextPhone()
        await book({ start: f.at('14:00', nextDay(f)), employeeId: f.employees.ana, phone: phoneA })
        await book({ start: f.at('15:00', nextDay(f)), employeeId: f.employees.ana, phone: phoneB, email: 'second@example.com' })
        const found = (await staff.get(`/api/v1/customers/?search=${phoneA}`)).json() as Json
        expect(found.data).toHaveLength(1)
        const source = found.data[0].id as string
        const target = ((await staff.get(`/api/v1/customers/?search=${phoneB}`)).json() as Json).data[0].id as string
        expect((await staff.post(`/api/v1/customers/${source}/notes/`, { text: 'Prefers mornings' })).statusCode).toBe(201)
        const history = (await staff.get(`/api/v1/customers/${source}/bookings/`)).json() as Json
        expect(history.data).toMatchObject([{ service: "Women's cut", status: 'SCHEDULED', time: '2:00 PM' }])
        const unconfirmed = await staff.post(`/api/v1/customers/${source}/merge/`, { targetCustomerId: target })
        expect(unconfirmed.statusCode).toBe(400)
        expect(unconfirmed.json().detail).toBe('Please confirm that merging profiles cannot be undone')
        expect((await staff.post(`/api/v1/customers/${source}/merge/`, { targetCustomerId: target, confirmed: true })).statusCode).toBe(200)
        const merged = (await staff.get(`/api/v1/customers/${target}/`)).json().data as Json
        expect(merged.notes.map((n: Json) => n.text)).toEqual(['Prefers mornings'])
        expect(((await staff.get(`/api/v1/customers/${target}/bookings/`)).json() as Json).data).toHaveLength(2)
        expect(((await staff.get(`/api/v1/customers/${source}/`)).json() as Json).data).toMatchObject({ isActive: false, mergedIntoCustomerId: target })
        const again = await staff.post(`/api/v1/customers/${source}/merge/`, { targetCustomerId: source === target ? source : f.owner.userId, confirmed: true })
        expect(again.statusCode).toBe(409)
        expect(again.json().code).toBe('customer.merged')
        // The old phone now books onto the merged profile.
        await book({ start: f.at('16:00', nextDay(f)), employeeId: f.employees.ana, phone: phoneA })
        expect(((await staff.get(`/api/v1/customers/${target}/bookings/`)).json() as Json).data).toHaveLength(3)
        expect((await staff.get('/api/v1/customers/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404)
      })
    })

    describe('when staff change a customer\'s contact', () => {
      it('records the change; the new phone finds the profile and the old one is free again', async () => {
        const oldPhone = nextPhone()
        const newPhone = nextPhone()
        const r = await book({ start: f.at('09:00', nextDay(f)), employeeId: f.employees.ben, phone: oldPhone })
        const customerId = r.customer.id as string
        const bad = await staff.put(`/api/v1/customers/${customerId}/`, { firstName: 'Ana', phone: '123' })
        expect(bad.statusCode).toBe(400)
        expect(bad.json().detail).toBe('Phone number must be at least 10 digits')
        const changed = await staff.put(`/api/v1/customers/${customerId}/`, { firstName: 'Anita', lastName: 'Lopez', email: 'anita@example.com', phone: newPhone })
        expect(changed.statusCode, changed.body).toBe(200)
        expect(((await staff.get(`/api/v1/customers/${customerId}/`)).json() as Json).data).toMatchObject({ firstName: 'Anita', email: 'anita@example.com', phone: `+1${newPhone}` })
        const again = await book({ start: f.at('10:00', nextDay(f)), employeeId: f.employees.ben, phone: newPhone })
        expect(again.customer.id).toBe(customerId)
        const other = await book({ start: f.at('11:00', nextDay(f)), employeeId: f.employees.ben, phone: oldPhone })
        expect(other.customer.id).not.toBe(customerId)
        const taken = await staff.put(`/api/v1/customers/${customerId}/`, { firstName: 'Anita', phone: oldPhone })
        expect(taken.statusCode).toBe(409)
        expect(taken.json().code).toBe('customer.phoneTaken')
      })
    })

    describe("on the day, today's dashboard and no-shows", () => {
      it('buckets the day, shows live status, and marks a no-show only once it started, for good', async () => {
        const r = await book({ start: f.at('13:00', nextDay(f)), employeeId: f.employees.cleo })
        const a = await appointmentOf(r.bookingConfirmationCode)
        const early = await staff.post(`/api/v1/appointments/${a.uuid}/no_show/`, { confirmed: true })
        expect(early.statusCode).toBe(409)
        expect(early.json().code).toBe('appointment.noShowTooEarly')
        await at(f.at('13:20', nextDay(f)))
        const unconfirmed = await staff.post(`/api/v1/appointments/${a.uuid}/no_show/`, {})
        expect(unconfirmed.statusCode).toBe(400)
        const noShow = await staff.post(`/api/v1/appointments/${a.uuid}/no_show/`, { confirmed: true })
        expect(noShow.statusCode, noShow.body).toBe(200)
        const d = await detail(a.uuid)
        expect(d).toMatchObject({ status: 'NO_SHOW', isNoShow: true })
        expect(d.modificationHistory.at(-1)).toMatchObject({ modificationType: 'NO_SHOW', reason: 'Marked as no-show by business user', originalStatus: 'SCHEDULED', newStatus: 'NO_SHOW' })
        expect((await staff.post(`/api/v1/appointments/${a.uuid}/cancel/`, {})).statusCode).toBe(409)

        await at(f.at('14:50', nextDay(f)))
        const dash = await staff.get('/api/v1/dashboard/today/')
        expect(dash.statusCode, dash.body).toBe(200)
        const data = (dash.json() as Json).data
        expect(data).toMatchObject({ date: nextDay(f), view: 'admin' })
        expect(data.afternoon.map((x: Json) => x.startTime)).toEqual(expect.arrayContaining([f.at('14:00', nextDay(f)), f.at('15:00', nextDay(f))]))
        expect(data.morning.map((x: Json) => x.startTime)).toEqual([f.at('09:00', nextDay(f)), f.at('10:00', nextDay(f)), f.at('11:00', nextDay(f))])
        const status = Object.fromEntries(data.employees.map((e: Json) => [e.id, e.status]))
        // Ana: 14:00, 15:00 and 16:00 back to back: busy until 17:00; Cleo (no-show done at 14:00) and Ben: free.
        expect(status[f.employees.ana]).toBe('busy')
        expect(status[f.employees.cleo]).toBe('free')
        await at(f.at('15:50', nextDay(f)))
        const later = ((await staff.get('/api/v1/dashboard/today/')).json() as Json).data
        expect(Object.fromEntries(later.employees.map((e: Json) => [e.id, e.status]))[f.employees.ana]).toBe('busy')
        await at(f.at('16:50', nextDay(f)))
        const evening = ((await staff.get('/api/v1/dashboard/today/')).json() as Json).data
        expect(Object.fromEntries(evening.employees.map((e: Json) => [e.id, e.status]))[f.employees.ana]).toBe('freeSoon')
        await at(f.at('17:30', nextDay(f)))
        const closed = ((await staff.get('/api/v1/dashboard/today/')).json() as Json).data
        expect(Object.fromEntries(closed.employees.map((e: Json) => [e.id, e.status]))[f.employees.ana]).toBe('notWorking')
        t.setNow(realNow)
        staff = await signIn(t, f.owner.email, f.owner.password)
      })
    })

    describe('after all of it', () => {
      it('replays every booking read model to the same rows (verify)', async () => {
        await t.deps.waitForProjections()
        for (const projection of bookingProjections) {
          const report = await verifyProjection(t.deps.sql, projection)
          expect(report.differences, projection.name).toEqual([])
        }
      })
    })
  })
}

/** The Wednesday after the fixture's Tuesday. */
function nextDay(f: BookingFixture): string {
  return new Date(Date.parse(`${f.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}
