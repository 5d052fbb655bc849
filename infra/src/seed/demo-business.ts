import { v5 as uuidv5 } from 'uuid'
import type { BusinessHours, EmployeeProfile, ServiceFields, WeeklyWorkingHours } from '@slotwise/events'
import { registerBusiness } from '@slotwise/command-service/business/business.routes.ts'
import {
  runBusinessSettingsCommand, runCatalogCommand, runEmployeeCommand, runFormCommand, runLocationCommand, runStorefrontCommand,
} from '@slotwise/command-service/catalog/catalog.commands.ts'
import type { CommandContext } from '@slotwise/command-service/platform/command-handler.ts'
import { createCredentials, credentialsByEmail } from '@slotwise/command-service/identity/accounts.ts'
import { STANDARD_QUESTIONS } from '@slotwise/events'
import type { ServiceDeps } from '../platform/service-deps.ts'
import { seedDemoReviews } from './demo-reviews.ts'

/** Stable ids for demo data: the same seed gives the same ids on every machine and in tests. */
const DEMO_NAMESPACE = 'a7f3c1e2-4b5d-4e6f-8a9b-0c1d2e3f4a5b'
export const demoId = (name: string) => uuidv5(name, DEMO_NAMESPACE)

const range = (start: number, end: number): BusinessHours['monday'] => ({ startMinutes: start, endMinutes: end })
const closed = { startMinutes: null, endMinutes: null }
const h = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

export const DEMO = {
  businessId: demoId('business'),
  ownerUserId: demoId('owner'),
  mainLocationId: demoId('location:brooklyn'),
  westLocationId: demoId('location:silver-lake'),
  businessName: 'Maple & Thread Salon',
  subdomain: 'maple',
  ownerEmail: 'owner@maple-thread.example',
  ownerPassword: 'maple-demo-2025',
}

const BROOKLYN_HOURS: BusinessHours = {
  monday: closed,
  tuesday: range(540, 1140),
  wednesday: range(540, 1140),
  thursday: range(540, 1260),
  friday: range(540, 1260),
  saturday: range(480, 1080),
  sunday: range(600, 960),
}
const SILVER_LAKE_HOURS: BusinessHours = {
  monday: range(600, 1140),
  tuesday: range(600, 1140),
  wednesday: range(600, 1140),
  thursday: range(600, 1200),
  friday: range(600, 1200),
  saturday: range(540, 1020),
  sunday: closed,
}

/** Demo artwork served by the SPA from frontend/public/demo/maple (illustrations, not photos). */
const demoImage = (fileName: string) => ({ id: demoId(`image:${fileName}`), fileName, fileUrl: `/demo/maple/${fileName}`, fileType: 'image/svg+xml' })

const en = (name: string, description: string | null = null) => ({ language: 'en_US', name, description })
const es = (name: string, description: string | null = null) => ({ language: 'es_US', name, description })

/** Categories: key, English, Spanish. */
const CATEGORIES = [
  ['cuts', 'Haircuts & Styling', 'Cortes y peinados'],
  ['colour', 'Colour', 'Color'],
  ['treatments', 'Treatments', 'Tratamientos'],
  ['nails', 'Nails', 'Uñas'],
] as const

const ADD_ONS = [
  ['deep-conditioning', 15, 10, 'Deep conditioning mask', 'Mascarilla de acondicionamiento profundo', 'A ten-minute moisture mask.'],
  ['scalp-massage', 12, 10, 'Scalp massage', 'Masaje de cuero cabelludo', 'Relaxing pressure-point scalp massage.'],
  ['gloss', 25, 15, 'Clear gloss', 'Brillo transparente', 'Seals colour and adds shine.'],
  ['beard-trim', 10, 10, 'Beard trim', 'Arreglo de barba', null],
  ['nail-art', 8, 15, 'Nail art (two nails)', 'Arte de uñas (dos uñas)', null],
] as const

type ServiceSeed = {
  key: string
  category: (typeof CATEGORIES)[number][0]
  en: [string, string]
  es: [string, string]
  price: number
  minutes: number
  addOns?: Array<(typeof ADD_ONS)[number][0]>
  fees?: Record<string, number>
  locations?: 'both' | 'brooklyn' | 'west'
  group?: number
  consultation?: boolean
  noShow?: number
  online?: boolean
  /** Gallery images (file names under /demo/maple); most services have none. */
  images?: string[]
}

const SERVICES: ServiceSeed[] = [
  { key: 'womens-cut', category: 'cuts', en: ["Women's cut & style", 'Consultation, wash, precision cut and blow-dry.'], es: ['Corte y peinado de mujer', 'Consulta, lavado, corte de precisión y secado.'], price: 75, minutes: 60, addOns: ['deep-conditioning', 'scalp-massage'], fees: { maya: 15, jonah: 10 }, noShow: 50, images: ['service-womens-cut.svg'] },
  { key: 'mens-cut', category: 'cuts', en: ["Men's cut", 'Clipper and scissor cut with a hot-towel finish.'], es: ['Corte de hombre', 'Corte con máquina y tijera, con toalla caliente.'], price: 45, minutes: 30, addOns: ['beard-trim', 'scalp-massage'], fees: { jonah: 10 } },
  { key: 'kids-cut', category: 'cuts', en: ["Kids' cut (under 12)", 'A quick, patient cut for young clients.'], es: ['Corte infantil (menores de 12)', 'Un corte rápido y paciente para los más pequeños.'], price: 30, minutes: 30 },
  { key: 'blowout', category: 'cuts', en: ['Blowout', 'Wash and a smooth, voluminous blow-dry.'], es: ['Secado con volumen', 'Lavado y secado liso con volumen.'], price: 50, minutes: 45, addOns: ['deep-conditioning'] },
  { key: 'updo', category: 'cuts', en: ['Event updo', 'Formal styling for weddings and events.'], es: ['Recogido para eventos', 'Peinado formal para bodas y eventos.'], price: 95, minutes: 75, fees: { maya: 20 }, consultation: true, noShow: 100, online: true, images: ['service-updo.svg'] },
  { key: 'single-process', category: 'colour', en: ['Single-process colour', 'Root-to-tip colour in one shade.'], es: ['Color de un proceso', 'Color de raíz a puntas en un tono.'], price: 110, minutes: 90, addOns: ['gloss', 'deep-conditioning'], fees: { priya: 20 }, noShow: 50 },
  { key: 'root-touch-up', category: 'colour', en: ['Root touch-up', 'Covers up to 1.5 inches of regrowth.'], es: ['Retoque de raíz', 'Cubre hasta 4 cm de crecimiento.'], price: 70, minutes: 60, addOns: ['gloss'] },
  { key: 'balayage', category: 'colour', en: ['Balayage', 'Hand-painted, sun-kissed highlights.'], es: ['Balayage', 'Reflejos pintados a mano.'], price: 220, minutes: 180, addOns: ['gloss', 'deep-conditioning'], fees: { priya: 40 }, consultation: true, noShow: 50, online: true, images: ['service-balayage.svg', 'service-balayage-swatches.svg'] },
  { key: 'partial-highlights', category: 'colour', en: ['Partial highlights', 'Foils around the face and crown.'], es: ['Mechas parciales', 'Mechas alrededor del rostro y la coronilla.'], price: 140, minutes: 120, addOns: ['gloss'], fees: { priya: 25 } },
  { key: 'keratin', category: 'treatments', en: ['Keratin smoothing', 'Frizz-free, glossy hair for up to 3 months.'], es: ['Alisado con queratina', 'Cabello sin frizz y brillante hasta 3 meses.'], price: 250, minutes: 150, locations: 'brooklyn', noShow: 25, online: true },
  { key: 'olaplex', category: 'treatments', en: ['Bond repair treatment', 'Rebuilds hair damaged by colour and heat.'], es: ['Tratamiento reparador', 'Reconstruye el cabello dañado por color y calor.'], price: 45, minutes: 30, addOns: ['scalp-massage'] },
  { key: 'scalp-ritual', category: 'treatments', en: ['Scalp detox ritual', 'Exfoliation, steam and massage.'], es: ['Ritual detox del cuero cabelludo', 'Exfoliación, vapor y masaje.'], price: 65, minutes: 45, locations: 'west' },
  { key: 'braiding-class', category: 'treatments', en: ['Braiding workshop (group)', 'Learn three braids in a small group.'], es: ['Taller de trenzas (grupo)', 'Aprende tres trenzas en grupo reducido.'], price: 35, minutes: 60, group: 6, locations: 'west' },
  { key: 'gel-manicure', category: 'nails', en: ['Gel manicure', 'Shaping, cuticle care and long-wear gel.'], es: ['Manicura en gel', 'Limado, cutículas y gel de larga duración.'], price: 45, minutes: 45, addOns: ['nail-art'], fees: { lena: 5 }, images: ['service-gel-manicure.svg'] },
  { key: 'pedicure', category: 'nails', en: ['Spa pedicure', 'Soak, scrub, massage and polish.'], es: ['Pedicura spa', 'Remojo, exfoliación, masaje y esmalte.'], price: 55, minutes: 60, addOns: ['nail-art'] },
]

type EmployeeSeed = {
  key: string
  profile: Omit<EmployeeProfile, 'socialLinks' | 'profileImage'>
  roles: Array<'admin' | 'manager' | 'serviceProvider'>
  at: Record<'brooklyn' | 'west', { week: Partial<Record<keyof WeeklyWorkingHours, Array<[string, string]>>>; services: string[] } | undefined>
}

const EMPLOYEES: EmployeeSeed[] = [
  {
    key: 'maya',
    profile: { firstName: 'Maya', lastName: 'Okafor', email: 'maya@maple-thread.example', phone: '+17185550111', color: '#8e44ad', position: 'Creative Director', bio: 'Fifteen years of precision cutting; trained in London and Lagos.' },
    roles: ['manager', 'serviceProvider'],
    at: {
      brooklyn: { week: { tuesday: [['09:00', '17:00']], wednesday: [['09:00', '17:00']], thursday: [['11:00', '21:00']], friday: [['11:00', '21:00']], saturday: [['08:00', '14:00']] }, services: ['womens-cut', 'mens-cut', 'blowout', 'updo', 'olaplex'] },
      west: undefined,
    },
  },
  {
    key: 'jonah',
    profile: { firstName: 'Jonah', lastName: 'Feld', email: 'jonah@maple-thread.example', phone: '+17185550112', color: '#2e86c1', position: 'Senior Barber', bio: 'Fades, tapers and classic cuts.' },
    roles: ['serviceProvider'],
    at: {
      brooklyn: { week: { tuesday: [['10:00', '14:00'], ['15:00', '19:00']], wednesday: [['10:00', '19:00']], friday: [['12:00', '21:00']], saturday: [['08:00', '18:00']], sunday: [['10:00', '16:00']] }, services: ['mens-cut', 'kids-cut', 'womens-cut'] },
      west: undefined,
    },
  },
  {
    key: 'priya',
    profile: { firstName: 'Priya', lastName: 'Raman', email: 'priya@maple-thread.example', phone: '+13235550113', color: '#d35400', position: 'Colour Specialist', bio: 'Lived-in colour and corrective work.' },
    roles: ['serviceProvider'],
    at: {
      brooklyn: { week: { thursday: [['09:00', '21:00']], friday: [['09:00', '21:00']] }, services: ['single-process', 'root-touch-up', 'balayage', 'partial-highlights', 'keratin'] },
      west: { week: { monday: [['10:00', '19:00']], tuesday: [['10:00', '19:00']], saturday: [['09:00', '17:00']] }, services: ['single-process', 'root-touch-up', 'balayage', 'partial-highlights'] },
    },
  },
  {
    key: 'lena',
    profile: { firstName: 'Lena', lastName: 'Vos', email: 'lena@maple-thread.example', phone: '+17185550114', color: '#16a085', position: 'Nail Artist', bio: 'Minimal nail art and healthy natural nails.' },
    roles: ['serviceProvider'],
    at: {
      brooklyn: { week: { wednesday: [['09:00', '19:00']], thursday: [['09:00', '19:00']], saturday: [['08:00', '18:00']], sunday: [['10:00', '16:00']] }, services: ['gel-manicure', 'pedicure'] },
      west: undefined,
    },
  },
  {
    key: 'diego',
    profile: { firstName: 'Diego', lastName: 'Marín', email: 'diego@maple-thread.example', phone: '+13235550115', color: '#c0392b', position: 'Stylist', bio: 'Bilingual stylist; curls and texture.' },
    roles: ['serviceProvider'],
    at: {
      brooklyn: undefined,
      west: { week: { monday: [['10:00', '14:00'], ['15:00', '19:00']], wednesday: [['10:00', '19:00']], thursday: [['12:00', '20:00']], friday: [['12:00', '20:00']], saturday: [['09:00', '17:00']] }, services: ['womens-cut', 'mens-cut', 'kids-cut', 'blowout', 'scalp-ritual', 'braiding-class', 'olaplex'] },
    },
  },
  {
    key: 'sam',
    profile: { firstName: 'Sam', lastName: 'Whitaker', email: 'sam@maple-thread.example', phone: '+13235550116', color: '#7f8c8d', position: 'Front Desk Manager', bio: null },
    roles: ['manager'],
    at: { brooklyn: undefined, west: { week: { tuesday: [['10:00', '19:00']], wednesday: [['10:00', '19:00']], thursday: [['10:00', '19:00']] }, services: [] } },
  },
]

const locationIdOf = (key: 'brooklyn' | 'west') => (key === 'brooklyn' ? DEMO.mainLocationId : DEMO.westLocationId)
const emptyWeek = (): WeeklyWorkingHours => ({ monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] })

/**
 * Seeds the demo salon through the same commands as the API. Every command carries an idempotency
 * key (`demo-seed:<step>`), so running it again appends nothing new; tests call it to build their
 * fixtures.
 */
export async function seedDemoBusiness(deps: ServiceDeps, options: { withOwnerLogin?: boolean } = {}) {
  const now = deps.now()
  const ctx = (step: string): CommandContext => ({
    store: deps.store,
    actor: { type: 'system', id: 'demo-seed' },
    correlationId: 'demo-seed',
    causationId: `demo-seed:${step}`,
    now,
    idempotencyKey: `demo-seed:${step}`,
  })
  const businessId = DEMO.businessId

  await registerBusiness(
    deps,
    ctx('register-business'),
    {
      businessName: DEMO.businessName,
      subdomain: DEMO.subdomain,
      industry: 'Hair salon',
      timezone: 'America/New_York',
      businessPhone: '+17185550142',
      businessEmail: 'hello@maple-thread.example',
      defaultLanguage: 'en_US',
      supportedLanguages: ['en_US', 'es_US'],
      location: {
        locationName: 'Brooklyn — Court Street',
        address: '214 Court Street',
        city: 'Brooklyn',
        region: 'NY',
        postalCode: '11201',
        country: 'United States',
        phone: '+17185550142',
        timezone: 'America/New_York',
        businessHours: BROOKLYN_HOURS,
      },
    },
    { businessId, locationId: DEMO.mainLocationId, ownerUserId: DEMO.ownerUserId },
    { firstName: 'Rosa', lastName: 'Maple', email: DEMO.ownerEmail, phone: '+17185550100' },
  )
  if (options.withOwnerLogin !== false && !(await credentialsByEmail(deps.sql, DEMO.ownerEmail))) {
    await createCredentials(deps.sql, { userId: DEMO.ownerUserId, businessId, email: DEMO.ownerEmail, password: DEMO.ownerPassword, now })
  }

  await runBusinessSettingsCommand(ctx('profile'), {
    type: 'ChangeBusinessProfile',
    businessId,
    profile: { businessName: DEMO.businessName, businessPhone: '+17185550142', businessEmail: 'hello@maple-thread.example', website: 'https://maple-thread.example', industry: 'Hair salon', timezone: 'America/New_York' },
  })
  const social = { instagram: 'https://instagram.com/maplethread', facebook: 'https://facebook.com/maplethread', yelp: 'https://yelp.com/biz/maple-thread-brooklyn' }
  await runLocationCommand(ctx('location:brooklyn:details'), {
    type: 'ChangeLocationDetails',
    businessId,
    locationId: DEMO.mainLocationId,
    details: {
      locationName: 'Brooklyn — Court Street', address: '214 Court Street', city: 'Brooklyn', region: 'NY', postalCode: '11201', country: 'United States',
      phone: '+17185550142', timezone: 'America/New_York', images: [], socialLinks: social, requireCustomerBookingOTPVerification: true,
    },
  })
  await runLocationCommand(ctx('location:brooklyn:scheduler'), {
    type: 'ChangeSchedulerConfig',
    businessId,
    locationId: DEMO.mainLocationId,
    schedulerConfig: { secondarySlotGranularity: 15, enableCleanupBuffer: true, cleanupBufferMinutes: 10, weeklyAnchors: { saturday: [480, 600, 720, 840] } },
  })
  await runLocationCommand(ctx('location:silver-lake'), {
    type: 'AddLocation',
    businessId,
    locationId: DEMO.westLocationId,
    details: {
      locationName: 'Los Angeles — Silver Lake', address: '3300 Sunset Boulevard', city: 'Los Angeles', region: 'CA', postalCode: '90026', country: 'United States',
      phone: '+13235550199', timezone: 'America/Los_Angeles', images: [], socialLinks: { instagram: 'https://instagram.com/maplethread.la', tiktok: 'https://tiktok.com/@maplethread' },
      requireCustomerBookingOTPVerification: false,
    },
    businessHours: SILVER_LAKE_HOURS,
    schedulerConfig: { secondarySlotGranularity: 30, allowOverlap: true, appointmentMaximumOverlap: 20, minServiceDurationAllowingOverlap: 90 },
  })

  // Employees first: services name employee fees.
  const employeeId = (key: string) => demoId(`employee:${key}`)
  for (const e of EMPLOYEES) {
    const locationIds = (['brooklyn', 'west'] as const).filter((k) => e.at[k]).map(locationIdOf)
    await runEmployeeCommand(ctx(`employee:${e.key}`), {
      type: 'AddEmployee', businessId, employeeId: employeeId(e.key), userId: null,
      profile: { ...e.profile, socialLinks: e.key === 'maya' ? [{ platform: 'instagram', url: 'https://instagram.com/maya.cuts' }] : [], profileImage: null },
      roles: e.roles, locationIds,
    })
    for (const k of ['brooklyn', 'west'] as const) {
      const at = e.at[k]
      if (!at) continue
      const hours = emptyWeek()
      for (const [day, ranges] of Object.entries(at.week)) hours[day as keyof WeeklyWorkingHours] = ranges!.map(([s, t]) => ({ startMinutes: h(s), endMinutes: h(t) }))
      await runEmployeeCommand(ctx(`employee:${e.key}:hours:${k}`), { type: 'SetWorkingHours', businessId, employeeId: employeeId(e.key), locationId: locationIdOf(k), hours })
    }
  }

  for (const [key, name, nombre] of CATEGORIES) {
    await runCatalogCommand(ctx(`category:${key}`), {
      type: 'CreateCategory', businessId, categoryId: demoId(`category:${key}`),
      fields: { translations: [{ language: 'en_US', name }, { language: 'es_US', name: nombre }], forLocationId: null },
    })
  }
  for (const [key, price, minutes, name, nombre, description] of ADD_ONS) {
    await runCatalogCommand(ctx(`add-on:${key}`), {
      type: 'CreateAddOn', businessId, addOnId: demoId(`add-on:${key}`),
      fields: { translations: [en(name, description), es(nombre)], price, durationMinutes: minutes, locationIds: [DEMO.mainLocationId, DEMO.westLocationId] },
    })
  }
  for (const s of SERVICES) {
    const locationIds = s.locations === 'brooklyn' ? [DEMO.mainLocationId] : s.locations === 'west' ? [DEMO.westLocationId] : [DEMO.mainLocationId, DEMO.westLocationId]
    const fields: ServiceFields = {
      categoryId: demoId(`category:${s.category}`),
      translations: [en(...s.en), es(...s.es)],
      price: s.price,
      durationMinutes: s.minutes,
      maxCapacity: s.group ?? 1,
      images: (s.images ?? []).map(demoImage),
      isInstantBooking: !s.consultation,
      appointmentType: s.group ? 'group' : 'individual',
      locationIds,
      allowEmployeeSelection: !s.group,
      employeeAdditionalFee: Object.fromEntries(Object.entries(s.fees ?? {}).map(([k, fee]) => [employeeId(k), fee])),
      addOnIds: (s.addOns ?? []).map((k) => demoId(`add-on:${k}`)),
      requireCardOnFile: Boolean(s.noShow),
      enableServiceOnlinePayment: Boolean(s.online),
      enableServiceNoShowFee: Boolean(s.noShow),
      serviceNoShowFeePercentage: s.noShow ?? null,
    }
    await runCatalogCommand(ctx(`service:${s.key}`), { type: 'CreateService', businessId, serviceId: demoId(`service:${s.key}`), fields })
  }
  for (const e of EMPLOYEES) {
    for (const k of ['brooklyn', 'west'] as const) {
      const at = e.at[k]
      if (!at || at.services.length === 0) continue
      const offered = at.services.filter((key) => {
        const where = SERVICES.find((s) => s.key === key)?.locations ?? 'both'
        return where === 'both' || where === k
      })
      await runEmployeeCommand(ctx(`employee:${e.key}:services:${k}`), {
        type: 'SetEmployeeServices', businessId, employeeId: employeeId(e.key), locationId: locationIdOf(k), serviceIds: offered.map((key) => demoId(`service:${key}`)),
      })
    }
  }

  const item = (key: string, service: string, addOns: string[], order: number) => ({ itemId: demoId(`bundle-item:${key}`), serviceId: demoId(`service:${service}`), addOnIds: addOns.map((a) => demoId(`add-on:${a}`)), order })
  await runCatalogCommand(ctx('bundle:colour-refresh'), {
    type: 'CreateBundle', businessId, bundleId: demoId('bundle:colour-refresh'),
    fields: {
      translations: [
        { language: 'en_US', bundleName: 'Colour refresh', bundleDescription: 'Root touch-up with gloss, then a blowout.' },
        { language: 'es_US', bundleName: 'Renovación de color', bundleDescription: 'Retoque de raíz con brillo y secado con volumen.' },
      ],
      locationId: DEMO.mainLocationId,
      items: [item('colour-refresh:1', 'root-touch-up', ['gloss'], 0), item('colour-refresh:2', 'blowout', [], 1)],
      price: 105, percentDiscount: 12.5, images: [], isActive: true,
      enableBundleOnlinePayment: false, enableBundleNoShowFee: true, bundleNoShowFeePercentage: 50,
    },
  })
  await runCatalogCommand(ctx('bundle:mani-pedi'), {
    type: 'CreateBundle', businessId, bundleId: demoId('bundle:mani-pedi'),
    fields: {
      translations: [{ language: 'en_US', bundleName: 'Mani-pedi', bundleDescription: 'Gel manicure and spa pedicure, back to back.' }],
      locationId: DEMO.mainLocationId,
      items: [item('mani-pedi:1', 'gel-manicure', ['nail-art'], 0), item('mani-pedi:2', 'pedicure', [], 1)],
      price: 90, percentDiscount: 10, images: [], isActive: true,
      enableBundleOnlinePayment: true, enableBundleNoShowFee: false, bundleNoShowFeePercentage: null,
    },
  })

  const allServices = SERVICES.map((s) => demoId(`service:${s.key}`))
  const colour = SERVICES.filter((s) => s.category === 'colour').map((s) => demoId(`service:${s.key}`))
  const questions = [
    { key: 'shade', format: 'SELECT' as const, label: 'Shade', text: 'Which shade family are you after?', es: '¿Qué familia de tonos buscas?', answers: ['Blonde', 'Brunette', 'Red', 'Not sure yet'], services: colour },
    { key: 'concerns', format: 'MULTI_SELECT' as const, label: 'Hair concerns', text: 'Any hair concerns we should plan for?', es: '¿Alguna preocupación con tu cabello?', answers: ['Dryness', 'Breakage', 'Thinning', 'Frizz'], services: allServices },
    { key: 'inspiration', format: 'TEXT' as const, label: 'Inspiration', text: 'Describe the look you want (links welcome).', es: 'Describe el look que quieres (se aceptan enlaces).', answers: [], services: allServices },
    { key: 'patch-test', format: 'YES_NO' as const, label: 'Patch test', text: 'Have you had a colour patch test with us in the last 6 months?', es: '¿Te hiciste una prueba de alergia al color en los últimos 6 meses?', answers: [], services: colour },
    { key: 'event-date', format: 'DATE_PICKER' as const, label: 'Event date', text: 'When is your event?', es: '¿Cuándo es tu evento?', answers: [], services: [demoId('service:updo')] },
    { key: 'policy', format: 'CONFIRMATION' as const, label: 'Deposit policy', text: 'I understand the no-show fee for colour appointments.', es: 'Entiendo la tarifa por inasistencia en citas de color.', answers: [], services: colour },
  ]
  for (const q of questions) {
    await runFormCommand(ctx(`question:${q.key}`), {
      type: 'CreateQuestion', businessId,
      question: {
        questionId: demoId(`question:${q.key}`), label: q.label, format: q.format, questionText: q.text, description: null,
        translations: [{ language: 'en_US', questionText: q.text, description: null }, { language: 'es_US', questionText: q.es, description: null }],
        validAnswers: q.answers, forServiceIds: q.services,
      },
    })
  }
  await runFormCommand(ctx('form:layout'), {
    type: 'ChangeFormLayout', businessId,
    layout: [
      { questionId: STANDARD_QUESTIONS[0]!.id, isCustom: false, isRequired: true, position: { page: 1, row: 0, col: 0 } },
      ...questions.map((q, i) => ({ questionId: demoId(`question:${q.key}`), isCustom: true, isRequired: q.format !== 'TEXT', position: { page: i < 3 ? 1 : 2, row: (i % 3) + 1, col: 0 } })),
      { questionId: STANDARD_QUESTIONS[3]!.id, isCustom: false, isRequired: true, position: { page: 2, row: 9, col: 0 } },
    ],
  })
  await runFormCommand(ctx('form:publish'), { type: 'PublishForm', businessId })

  await runStorefrontCommand(ctx('storefront:settings'), {
    type: 'ChangeStorefrontSettings', businessId,
    settings: {
      translations: [
        { language: 'en_US', slogan: 'Good hair days, on your schedule.', about: 'Maple & Thread is a neighbourhood salon in Brooklyn and Silver Lake. We cut, colour and care for every texture, and we book you with the stylist who fits.' },
        { language: 'es_US', slogan: 'Buenos días de pelo, a tu ritmo.', about: 'Maple & Thread es un salón de barrio en Brooklyn y Silver Lake. Cortamos, coloreamos y cuidamos todo tipo de cabello.' },
      ],
      heroImageContrast: 0.35, sloganWidth: 420, sloganVerticalPosition: 30, showAdditionalBookButton: true,
    },
  })
  await runStorefrontCommand(ctx('storefront:hero-image'), { type: 'ChangeStorefrontSettings', businessId, settings: { heroImage: demoImage('hero.svg') } })
  await runBusinessSettingsCommand(ctx('branding'), { type: 'ChangeBranding', businessId, logo: demoImage('logo.svg'), showLogo: true, showBusinessName: true })
  const feature = (key: string, order: number, title: [string, string], caption: [string, string]) => ({
    id: demoId(`feature:${key}`), order, imageData: demoImage(`feature-${key}.svg`),
    translations: [
      { language: 'en_US', title: title[0], caption: caption[0], description: null },
      { language: 'es_US', title: title[1], caption: caption[1], description: null },
    ],
  })
  await runStorefrontCommand(ctx('storefront:features'), {
    type: 'ChangeFeatureSections', businessId,
    featureSections: [
      feature('colour', 0, ['Lived-in colour', 'Color natural'], ['Balayage and gloss that grow out softly.', 'Balayage y brillo que crecen con suavidad.']),
      feature('texture', 1, ['Every texture', 'Todo tipo de cabello'], ['Curls, coils and waves by specialists.', 'Rizos y ondas con especialistas.']),
      feature('nails', 2, ['Nail bar', 'Bar de uñas'], ['Gel manicures and spa pedicures.', 'Manicuras en gel y pedicuras spa.']),
      feature('products', 3, ['Clean products', 'Productos limpios'], ['Vegan, cruelty-free colour lines.', 'Líneas de color veganas y libres de crueldad.']),
    ],
  })
  await seedDemoReviews(deps, { businessId, ownerUserId: DEMO.ownerUserId, locations: { brooklyn: DEMO.mainLocationId, west: DEMO.westLocationId }, id: demoId })
  return DEMO
}
