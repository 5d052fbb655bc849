import { DateTime } from 'luxon'
import type { EmailPort } from '../notifications/messaging.port.ts'
import type { LocationFacts } from './booking-facts.ts'
import type { CartLine, PlaceBookingRequest, PlaceBookingResult } from './place-booking.ts'

/** The spec's booking date format: "dddd, MMMM D, YYYY @ h:mm A". */
export const formatBookingDate = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toFormat("cccc, LLLL d, yyyy '@' h:mm a")

const money = (n: number) => `$${n.toFixed(2)}`

const answerText = (answer: PlaceBookingRequest['formResponse'][number]['answer']) =>
  typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : Array.isArray(answer) ? answer.join(', ') : answer

/** The main site's origin (the storefront runs on `{subdomain}.{PUBLIC_HOST}`). */
export function mainSiteOrigin(protocol: string, requestHost: string, publicHost: string): string {
  const [host, port] = requestHost.split(':')
  const main = host && host.endsWith(`.${publicHost}`) ? publicHost : (host ?? publicHost)
  return `${protocol}://${main}${port ? `:${port}` : ''}`
}

/**
 * The confirmation with the customer's form responses (public-side §2.3, booking success). Sent
 * once, by the attempt that placed the booking; a retried submission sends nothing.
 */
export async function sendConfirmationEmail(
  email: EmailPort,
  input: { to: string; firstName: string | null; location: LocationFacts; lines: readonly CartLine[]; result: PlaceBookingResult; request: PlaceBookingRequest; origin: string },
): Promise<void> {
  const { location, result, request } = input
  const zone = location.timezone
  const pending = input.lines.some((l) => !l.service.isInstantBooking)
  const rows = result.appointments.map((a, i) => {
    const line = input.lines[i]!
    const addOns = line.addOns.length ? ` + ${line.addOns.map((x) => x.name).join(' + ')}` : ''
    const who = line.employeeId ? ` with ${request.facts.employees.get(a.employeeId)?.name ?? 'your professional'}` : ''
    return `- ${line.service.name}${addOns}${who}: ${formatBookingDate(a.start, zone)} (${zone})`
  })
  const answers = request.formResponse.filter((a) => a.answer !== null).map((a) => `- ${a.questionText ?? a.uuid}: ${answerText(a.answer)}`)
  const link = `${input.origin}/booking/${result.bookingConfirmationCode}`
  const body = [
    `Hi ${input.firstName ?? 'there'},`,
    '',
    pending
      ? `We received your booking at ${location.businessName}. ${location.businessName} will confirm it shortly.`
      : `Your ${result.appointments.length > 1 ? 'appointments are' : 'appointment is'} booked at ${location.businessName}.`,
    '',
    ...rows,
    '',
    `Location: ${location.locationName}${location.address ? `, ${location.address}` : ''}`,
    `Confirmation code: ${result.bookingConfirmationCode}`,
    `Total: ${money(result.appointments.length ? totalOf(request, result) : 0)}`,
    ...(answers.length ? ['', 'Your answers:', ...answers] : []),
    '',
    `View your booking: ${link}`,
  ].join('\n')
  await email.sendEmail({
    businessId: location.businessId,
    to: input.to,
    subject: `${pending ? 'Booking received' : 'Booking confirmed'}: ${location.businessName} (${result.bookingConfirmationCode})`,
    body,
    template: 'booking.confirmation',
  })
}

function totalOf(request: PlaceBookingRequest, result: PlaceBookingResult): number {
  let total = 0
  result.appointments.forEach((a, i) => {
    const line = request.lines[i]!
    const fee = line.employeeId ? (line.service.employeeAdditionalFee[a.employeeId] ?? 0) : 0
    total += (line.bundle ? line.bundle.partPrice : line.service.price + line.addOns.reduce((s, x) => s + x.price, 0)) + fee
  })
  return Math.round(total * 100) / 100
}
