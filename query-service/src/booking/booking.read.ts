import { DateTime } from 'luxon'
import { bookingReviewId, PLATFORM_QUESTIONS, reviewBlocker, type AppointmentStatus, type CustomQuestion, type SqlQueryable } from '@slotwise/events'
import { withFallback } from '../catalog/public-catalog.read.ts'
import { bookingPaymentInfo } from '../payments/payment-info.read.ts'

/**
 * Reads over the booking read models (projection-service/src/projections/booking). Times leave as
 * ISO instants with the location's offset; money as numbers with two decimals.
 */
type Row = Record<string, unknown>

export const isoIn = (value: unknown, zone: string): string | null => {
  if (value === null || value === undefined) return null
  const d = value instanceof Date ? value : new Date(String(value))
  return DateTime.fromJSDate(d, { zone }).toISO({ suppressMilliseconds: true })
}
const num = (value: unknown) => Number(value)
const ms = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)))

export interface EmployeeRef {
  id: string
  firstName: string
  lastName: string
  profileImageUrl: string | null
  additionalFee: number
}

export async function employeesById(sql: SqlQueryable, ids: readonly string[]): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map()
  const { rows } = await sql.query<Row>('SELECT employee_id, first_name, last_name, email, bio, profile_image, user_id FROM employees WHERE employee_id = ANY($1::uuid[])', [[...new Set(ids)]])
  return new Map(rows.map((r) => [r.employee_id as string, r]))
}

const employeeRef = (employees: Map<string, Row>, a: Row): EmployeeRef => {
  const e = employees.get(a.employee_id as string)
  const [first, ...rest] = String(a.employee_name ?? '').split(' ')
  return {
    id: a.employee_id as string,
    firstName: (e?.first_name as string) ?? first ?? '',
    lastName: (e?.last_name as string) ?? rest.join(' '),
    profileImageUrl: ((e?.profile_image as { fileUrl?: string | null } | null)?.fileUrl as string | null) ?? null,
    additionalFee: num(a.employee_fee),
  }
}

export function customerOf(booking: Row, customer: Row | undefined) {
  const snapshot = booking.customer as { firstName: string | null; lastName: string | null; email: string | null; phone: string | null }
  return {
    id: (booking.customer_id as string | null) ?? null,
    firstName: (customer?.first_name as string | null) ?? snapshot.firstName,
    lastName: (customer?.last_name as string | null) ?? snapshot.lastName,
    email: (customer?.email as string | null) ?? snapshot.email,
    phone: (customer?.phone as string | null) ?? snapshot.phone,
  }
}

export async function customerRow(sql: SqlQueryable, customerId: string | null): Promise<Row | undefined> {
  if (!customerId) return undefined
  const { rows } = await sql.query<Row>('SELECT * FROM customers WHERE customer_id = $1', [customerId])
  return rows[0]
}

type Translation = { language: string } & Record<string, string | null>
type Snapshot = { bundleId: string; bundleName: string; bundlePrice: number; partPrice: number }
type AddOnSnapshot = { addOnId: string; name: string; price: number; durationMinutes: number }

/**
 * The catalog's current names of the booked services, add-ons and bundles, in every language of the
 * business (English, then the spec's label, where one is missing). A deleted add-on or bundle has
 * no entry: its view keeps only the English name snapshotted at placement. ADR 0011.
 */
export interface CatalogNames {
  /** The business's supported languages (English added when missing), in the order it lists them. */
  languages: string[]
  services: Map<string, Translation[]>
  addOns: Map<string, Translation[]>
  bundles: Map<string, Translation[]>
}

export async function catalogNames(sql: SqlQueryable, businessId: string, appointments: Row[]): Promise<CatalogNames> {
  const ids = (list: Array<string | undefined>) => [...new Set(list.filter((id): id is string => Boolean(id)))]
  const serviceIds = ids(appointments.map((a) => a.service_id as string))
  const addOnIds = ids(appointments.flatMap((a) => (a.add_ons as AddOnSnapshot[]).map((x) => x.addOnId)))
  const bundleIds = ids(appointments.map((a) => (a.bundle as Snapshot | null)?.bundleId))
  const translationsOf = (table: string, key: string, wanted: string[]) =>
    wanted.length ? sql.query<Row>(`SELECT ${key} AS id, translations FROM ${table} WHERE business_id = $1 AND ${key} = ANY($2::uuid[])`, [businessId, wanted]) : Promise.resolve({ rows: [] as Row[] })
  const [{ rows: business }, { rows: services }, { rows: addOns }, { rows: bundles }] = await Promise.all([
    sql.query<Row>('SELECT supported_languages FROM businesses WHERE business_id = $1', [businessId]),
    translationsOf('services', 'service_id', serviceIds),
    translationsOf('add_ons', 'add_on_id', addOnIds),
    translationsOf('bundles', 'bundle_id', bundleIds),
  ])
  const languages = (business[0]?.supported_languages as string[] | undefined) ?? ['en_US']
  const byId = (rows: Row[], nameKey: string, label: string) => new Map(rows.map((r) => [r.id as string, withFallback(r.translations as Translation[], languages, nameKey, [], label)]))
  return { languages, services: byId(services, 'name', '[Service]'), addOns: byId(addOns, 'name', '[Add-on]'), bundles: byId(bundles, 'bundleName', '[Bundle]') }
}

type FormQuestion = Pick<CustomQuestion, 'format' | 'questionText' | 'translations'>
type SavedAnswer = { uuid: string; questionText: string | null; answer: unknown }

/** The business's published questions by id, then the platform's standard and industry ones. */
export async function formQuestions(sql: SqlQueryable, businessId: string): Promise<Map<string, FormQuestion>> {
  const { rows } = await sql.query<Row>('SELECT published_questions FROM booking_forms WHERE business_id = $1', [businessId])
  const custom = (rows[0]?.published_questions as CustomQuestion[] | undefined) ?? []
  return new Map<string, FormQuestion>([...PLATFORM_QUESTIONS, ...custom.map((q) => [q.questionId, q] as const)])
}

/**
 * The saved answers with the question's current wording in every language of the business
 * (`translations: [{ language, questionText }]`, English then the saved text where one is missing)
 * and its format, so the page can show a yes/no or confirmation answer in its own language. A
 * question no longer on the form has `questionFormat: null` and `translations: []`: the page shows
 * the question text and the answer saved at booking. Free-text answers are never translated. ADR 0013.
 */
export function formResponseView(saved: SavedAnswer[], questions: Map<string, FormQuestion>, languages: string[]) {
  return saved.map((r) => {
    const q = questions.get(r.uuid)
    return {
      ...r,
      questionFormat: q?.format ?? null,
      translations: q ? withFallback(q.translations, languages, 'questionText', [], r.questionText ?? q.questionText) : [],
    }
  })
}

export interface BookingReview {
  bookingRating: number | null
  bookingReviewText: string | null
  createdAt: string
}

/** The customer's review of the booking (at most one, ADR 0012), hidden or not: it is theirs. */
export async function bookingReview(sql: SqlQueryable, bookingId: string): Promise<BookingReview | null> {
  const { rows } = await sql.query<Row>("SELECT rating, review_text, created_at FROM reviews WHERE review_id = $1 AND source = 'booking'", [bookingReviewId(bookingId)])
  const r = rows[0]
  if (!r) return null
  return { bookingRating: r.rating === null ? null : num(r.rating), bookingReviewText: (r.review_text as string | null) ?? null, createdAt: new Date(r.created_at as string).toISOString() }
}

/**
 * Whether the customer may review the booking now, read off the appointments read model with the
 * rule the review decider enforces (`reviewBlocker`, ADR 0012). Only tells the page whether to
 * offer the form; the command side decides.
 */
export function isReviewable(appointments: Row[], now: number): boolean {
  return reviewBlocker(appointments.map((a) => ({ status: String(a.status), endMs: ms(a.end_time) })), now) === null
}

/** The appointment as the customer and staff views show it (spec's appointment shape). */
export function appointmentView(a: Row, ctx: { zone: string; booking: Row; customer: Row | undefined; employees: Map<string, Row>; location: Row; siblings: Row[]; names: CatalogNames }) {
  const bundle = a.bundle as Snapshot | null
  const others = bundle ? ctx.siblings.filter((s) => s.appointment_id !== a.appointment_id && (s.bundle as { bundleId?: string } | null)?.bundleId === bundle.bundleId && String(s.cart_item_id).split(':')[0] === String(a.cart_item_id).split(':')[0]) : []
  return {
    uuid: a.appointment_id as string,
    confirmationCode: a.confirmation_code as string,
    service: { id: a.service_id as string, name: a.service_name as string, translations: ctx.names.services.get(a.service_id as string) ?? [], price: num(a.service_price) },
    requestedStartTime: isoIn(a.start_time, ctx.zone)!,
    endTime: isoIn(a.end_time, ctx.zone)!,
    requestedDuration: num(a.duration_minutes),
    status: a.status as AppointmentStatus,
    isConfirmed: Boolean(a.is_confirmed),
    customer: customerOf(ctx.booking, ctx.customer),
    assignedEmployees: [employeeRef(ctx.employees, a)],
    hasRequestedSpecificEmployees: Boolean(a.requested_specific_employee),
    businessLocation: { id: ctx.location.location_id as string, locationName: ctx.location.location_name as string, timezone: ctx.zone },
    addOns: (a.add_ons as AddOnSnapshot[]).map((x) => ({ id: x.addOnId, name: x.name, translations: ctx.names.addOns.get(x.addOnId) ?? [], price: x.price, duration: x.durationMinutes })),
    totalPrice: num(a.total_price),
    bundleInfo: bundle
      ? {
          bundleId: bundle.bundleId,
          bundleName: bundle.bundleName,
          translations: ctx.names.bundles.get(bundle.bundleId) ?? [],
          bundlePrice: bundle.bundlePrice,
          bundlePartPrice: bundle.partPrice,
          totalBundleAppointments: others.length + 1,
          otherAppointmentsInBundle: others.map((o) => ({
            confirmationCode: o.confirmation_code as string,
            serviceName: o.service_name as string,
            serviceTranslations: ctx.names.services.get(o.service_id as string) ?? [],
            requestedStartTime: isoIn(o.start_time, ctx.zone)!,
            status: o.status as string,
            assignedEmployees: [employeeRef(ctx.employees, o)],
          })),
        }
      : null,
  }
}

/**
 * The appointment's timeline: who, when, what, original and new time, status and professional, why.
 * `originalEmployee` / `newEmployee` name the professionals of a move (null when unchanged).
 */
export async function modificationHistory(sql: SqlQueryable, appointmentId: string, zone: string, booking: Row, customer: Row | undefined) {
  const { rows } = await sql.query<Row>('SELECT * FROM appointment_history WHERE appointment_id = $1 ORDER BY revision', [appointmentId])
  const userIds = rows.filter((r) => r.actor_type === 'user').map((r) => r.actor_id as string)
  const users = new Map<string, Row>()
  if (userIds.length) {
    const { rows: staff } = await sql.query<Row>('SELECT user_id, first_name, last_name FROM employees WHERE user_id = ANY($1::uuid[])', [[...new Set(userIds)]])
    for (const s of staff) users.set(s.user_id as string, s)
  }
  const moved = rows.filter((r) => r.original_employee_id !== r.new_employee_id && r.modification_type !== 'CREATED')
  const employees = await employeesById(sql, moved.flatMap((r) => [r.original_employee_id, r.new_employee_id]).filter((id): id is string => typeof id === 'string'))
  const employeeName = (id: unknown) => {
    const e = typeof id === 'string' ? employees.get(id) : undefined
    return e ? { firstName: e.first_name as string, lastName: e.last_name as string } : null
  }
  return rows.map((r) => {
    const user = r.actor_type === 'user' ? users.get(r.actor_id as string) : undefined
    const changedEmployee = moved.includes(r)
    const modifiedBy = r.actor_type === 'customer' ? 'customer' : r.actor_type === 'user' ? 'businessUser' : 'system'
    return {
      modificationType: r.modification_type as string,
      modifiedBy,
      createdAt: isoIn(r.created_at, zone)!,
      reason: (r.reason as string | null) ?? null,
      detail: (r.detail as string | null) ?? null,
      customer: modifiedBy === 'customer' ? customerOf(booking, customer) : null,
      businessUser: r.actor_type === 'user' ? { id: r.actor_id as string, firstName: (user?.first_name as string | undefined) ?? null, lastName: (user?.last_name as string | undefined) ?? null } : null,
      originalStartTime: isoIn(r.original_start_time, zone),
      newStartTime: isoIn(r.new_start_time, zone),
      originalStatus: (r.original_status as string | null) ?? null,
      newStatus: (r.new_status as string | null) ?? null,
      originalEmployeeId: (r.original_employee_id as string | null) ?? null,
      newEmployeeId: (r.new_employee_id as string | null) ?? null,
      originalEmployee: changedEmployee ? employeeName(r.original_employee_id) : null,
      newEmployee: changedEmployee ? employeeName(r.new_employee_id) : null,
    }
  })
}

/**
 * The payments touching one appointment, oldest first, for its timeline: the booking's online
 * payment and refunds, and the appointment's no-show fee (charged, kept or failed). Amounts in
 * dollars; the provider's texts stay out (they are English and may hold card errors).
 */
export async function paymentEvents(sql: SqlQueryable, bookingId: string, appointmentId: string, zone: string) {
  const { rows } = await sql.query<Row>(
    `SELECT kind, amount_cents, currency, status, occurred_at FROM payment_history
     WHERE appointment_id = $2
        OR (appointment_id IS NULL AND (booking_id = $1 OR intent_id IN (SELECT payment_intent_id FROM booking_payments WHERE booking_id = $1 AND payment_intent_id IS NOT NULL)))
     ORDER BY occurred_at, entry_id`,
    [bookingId, appointmentId],
  )
  return rows.map((r) => ({ kind: r.kind as string, status: r.status as string, amount: num(r.amount_cents) / 100, currency: r.currency as string, occurredAt: isoIn(r.occurred_at, zone)! }))
}

/** How the business presents itself on the customer's booking pages (the booking form's businessInfo). */
export async function businessInfo(sql: SqlQueryable, businessId: string) {
  const { rows } = await sql.query<Row>('SELECT business_name, logo, show_logo, show_business_name, default_language, supported_languages FROM businesses WHERE business_id = $1', [businessId])
  const r = rows[0]
  return {
    businessName: (r?.business_name as string | undefined) ?? '',
    logo: (r?.logo as { fileUrl: string | null } | null | undefined) ?? null,
    showLogo: Boolean(r?.show_logo ?? true),
    showBusinessName: Boolean(r?.show_business_name ?? true),
    defaultLanguage: (r?.default_language as string | null | undefined) ?? null,
    supportedLanguages: (r?.supported_languages as string[] | undefined) ?? ['en_US'],
  }
}

/**
 * What the customer pays where (amounts in dollars): due at the store, the no-show fee the card
 * on file covers, and whether a card is on file for it (a setup or a payment with a fee).
 */
export async function paymentBreakdown(sql: SqlQueryable, bookingId: string) {
  const { rows } = await sql.query<Row>(
    'SELECT payment_intent_id, setup_intent_id, due_in_store_cents, no_show_online_cents, no_show_in_store_cents FROM booking_payments WHERE booking_id = $1',
    [bookingId],
  )
  const r = rows[0]
  if (!r) return null
  const noShowFee = (num(r.no_show_online_cents) + num(r.no_show_in_store_cents)) / 100
  return { dueInStore: num(r.due_in_store_cents) / 100, noShowFee, cardOnFile: noShowFee > 0 && Boolean(r.setup_intent_id || r.payment_intent_id) }
}

/** Everything about one booking the views need, in a handful of queries. */
export async function loadBooking(sql: SqlQueryable, where: { confirmationCode?: string; bookingId?: string }) {
  const { rows } = where.bookingId
    ? await sql.query<Row>('SELECT * FROM bookings WHERE booking_id = $1', [where.bookingId])
    : await sql.query<Row>('SELECT * FROM bookings WHERE confirmation_code = $1', [where.confirmationCode])
  const booking = rows[0]
  if (!booking) return null
  const [{ rows: appointments }, { rows: locations }, customer] = await Promise.all([
    sql.query<Row>('SELECT * FROM appointments WHERE booking_id = $1 ORDER BY item_order, appointment_id', [booking.booking_id]),
    sql.query<Row>('SELECT * FROM locations WHERE location_id = $1', [booking.location_id]),
    customerRow(sql, booking.customer_id as string | null),
  ])
  const location = locations[0]!
  const zone = location.timezone as string
  const [employees, names, questions, review, payment, breakdown, business] = await Promise.all([
    employeesById(sql, appointments.map((a) => a.employee_id as string)),
    catalogNames(sql, booking.business_id as string, appointments),
    formQuestions(sql, booking.business_id as string),
    bookingReview(sql, booking.booking_id as string),
    bookingPaymentInfo(sql, booking.booking_id as string, num(booking.total_price)),
    paymentBreakdown(sql, booking.booking_id as string),
    businessInfo(sql, booking.business_id as string),
  ])
  return { booking, appointments, location, zone, customer, employees, names, questions, review, payment, breakdown, business }
}

export type LoadedBooking = NonNullable<Awaited<ReturnType<typeof loadBooking>>>

/** Booking details (public-side §3, customer view); `now` (epoch ms) decides whether it can be reviewed. */
export function bookingDetails(b: LoadedBooking, now: number) {
  const total = num(b.booking.total_price)
  return {
    uuid: b.booking.booking_id as string,
    bookingConfirmationCode: b.booking.confirmation_code as string,
    createdAt: isoIn(b.booking.created_at, b.zone)!,
    formResponse: formResponseView(b.booking.form_response as SavedAnswer[], b.questions, b.names.languages),
    totalPrice: total,
    appointments: b.appointments.map((a) => appointmentView(a, { zone: b.zone, booking: b.booking, customer: b.customer, employees: b.employees, location: b.location, siblings: b.appointments, names: b.names })),
    businessLocationData: {
      id: b.location.location_id as string,
      locationName: b.location.location_name as string,
      address: (b.location.address as string | null) ?? null,
      city: (b.location.city as string | null) ?? null,
      region: (b.location.region as string | null) ?? null,
      postalCode: (b.location.postal_code as string | null) ?? null,
      phone: (b.location.phone as string | null) ?? null,
      timezone: b.zone,
      businessLocationImages: (b.location.images as unknown[] | undefined) ?? [],
      businessHours: b.location.business_hours as Record<string, unknown>,
    },
    reviewSubmitted: b.review !== null,
    /** Not in the spec's shape: the submitted review, and whether the page may offer the review form (ADR 0012). */
    review: b.review,
    reviewable: isReviewable(b.appointments, now),
    paymentInfo: b.payment,
    /** Not in the spec's shape: the amount due at the store and the no-show protection (card on file, fee). */
    paymentBreakdown: b.breakdown,
    /** Not in the spec's shape: the business's name, logo and languages for the page header. */
    businessInfo: b.business,
  }
}

export const weekdayOf = (epochMs: number, zone: string) => ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][DateTime.fromMillis(epochMs, { zone }).weekday - 1]!
export { ms }
