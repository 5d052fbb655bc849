import { DEFAULT_EMPLOYEE_COLOR, STOREFRONT_DEFAULTS } from '@slotwise/events'
import { rowProjection, type ProjectedEvent, type Projection } from '../../projection.ts'

type Row = Record<string, unknown>
const at = (event: { metadata: { occurredAt: string } }) => event.metadata.occurredAt

export const serviceCategoriesProjection = rowProjection<Row>({
  name: 'service_categories',
  table: 'service_categories',
  key: ['category_id'],
  handles: ['CategoryCreated', 'CategoryChanged', 'CategoryDeleted'],
  keyOf: (event) => ({ category_id: (event.data as { categoryId: string }).categoryId }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'CategoryCreated':
      case 'CategoryChanged': {
        const d = event.data
        return {
          category_id: d.categoryId,
          business_id: d.businessId,
          translations: d.translations,
          for_location_id: d.forLocationId,
          created_at: row?.created_at ?? at(event),
          updated_at: at(event),
        }
      }
      case 'CategoryDeleted':
        return null
      default:
        return row
    }
  },
})

export const servicesProjection = rowProjection<Row>({
  name: 'services',
  table: 'services',
  key: ['service_id'],
  handles: ['ServiceCreated', 'ServiceChanged', 'ServiceDeprecated'],
  keyOf: (event) => ({ service_id: (event.data as { serviceId: string }).serviceId }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'ServiceCreated':
      case 'ServiceChanged': {
        const d = event.data
        return {
          service_id: d.serviceId,
          business_id: d.businessId,
          category_id: d.categoryId,
          translations: d.translations,
          price: d.price.toFixed(2),
          duration_minutes: d.durationMinutes,
          max_capacity: d.maxCapacity,
          images: d.images,
          is_instant_booking: d.isInstantBooking,
          appointment_type: d.appointmentType,
          location_ids: d.locationIds,
          allow_employee_selection: d.allowEmployeeSelection,
          employee_additional_fee: d.employeeAdditionalFee,
          add_on_ids: d.addOnIds,
          require_card_on_file: d.requireCardOnFile,
          enable_online_payment: d.enableServiceOnlinePayment,
          enable_no_show_fee: d.enableServiceNoShowFee,
          no_show_fee_percentage: d.serviceNoShowFeePercentage,
          created_at: row?.created_at ?? at(event),
          updated_at: at(event),
          deprecated_at: null,
        }
      }
      case 'ServiceDeprecated':
        return row && { ...row, deprecated_at: at(event), updated_at: at(event) }
      default:
        return row
    }
  },
})

export const addOnsProjection = rowProjection<Row>({
  name: 'add_ons',
  table: 'add_ons',
  key: ['add_on_id'],
  handles: ['AddOnCreated', 'AddOnChanged', 'AddOnDeleted'],
  keyOf: (event) => ({ add_on_id: (event.data as { addOnId: string }).addOnId }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'AddOnCreated':
      case 'AddOnChanged': {
        const d = event.data
        return {
          add_on_id: d.addOnId,
          business_id: d.businessId,
          translations: d.translations,
          price: d.price.toFixed(2),
          duration_minutes: d.durationMinutes,
          location_ids: d.locationIds,
          created_at: row?.created_at ?? at(event),
          updated_at: at(event),
        }
      }
      case 'AddOnDeleted':
        return null
      default:
        return row
    }
  },
})

export const bundlesProjection = rowProjection<Row>({
  name: 'bundles',
  table: 'bundles',
  key: ['bundle_id'],
  handles: ['BundleCreated', 'BundleChanged', 'BundleDeleted'],
  keyOf: (event) => ({ bundle_id: (event.data as { bundleId: string }).bundleId }),
  evolve: (row, event) => {
    switch (event.type) {
      case 'BundleCreated':
      case 'BundleChanged': {
        const d = event.data
        return {
          bundle_id: d.bundleId,
          business_id: d.businessId,
          location_id: d.locationId,
          translations: d.translations,
          items: [...d.items].sort((a, b) => a.order - b.order),
          price: d.price.toFixed(2),
          percent_discount: d.percentDiscount === null ? null : d.percentDiscount.toFixed(2),
          images: d.images,
          is_active: d.isActive,
          enable_online_payment: d.enableBundleOnlinePayment,
          enable_no_show_fee: d.enableBundleNoShowFee,
          no_show_fee_percentage: d.bundleNoShowFeePercentage,
          created_at: row?.created_at ?? at(event),
          updated_at: at(event),
        }
      }
      case 'BundleDeleted':
        return null
      default:
        return row
    }
  },
})

/** Accounts opened before ADR 0014 have no employee events: their record is `employee-{userId}`. */
const legacyEmployeeKey = (event: ProjectedEvent): Row | null => {
  switch (event.type) {
    case 'StaffMemberJoined':
      return event.data.legacyAccess ? { employee_id: event.data.userId } : null
    case 'StaffRolesChanged':
    case 'StaffLocationsChanged':
      return { employee_id: event.data.userId }
    default:
      return null
  }
}

/**
 * `employees`: every employee record, the one owner of roles and locations (ADR 0014); a signed-in
 * staff member's permissions are read from their row (`user_id`). Roles and locations that
 * pre-ADR 0014 history recorded on `staff-{userId}` land on the row `employee-{userId}` would have.
 */
export const employeesProjection = rowProjection<Row>({
  name: 'employees',
  table: 'employees',
  key: ['employee_id'],
  handles: [
    'EmployeeAdded', 'EmployeeAccountLinked', 'EmployeeProfileChanged', 'EmployeeRolesChanged', 'EmployeeActivated', 'EmployeeDeactivated', 'EmployeeLocationsChanged',
    'StaffMemberJoined', 'StaffRolesChanged', 'StaffLocationsChanged',
  ],
  keyOf: (event) => (event.type.startsWith('Staff') ? legacyEmployeeKey(event) : { employee_id: (event.data as { employeeId: string }).employeeId }),
  evolve: (row, event) => {
    const profile = (d: { firstName: string; lastName: string; email: string | null; phone: string | null; color: string; position: string | null; bio: string | null; socialLinks: unknown; profileImage: unknown }) => ({
      first_name: d.firstName,
      last_name: d.lastName,
      email: d.email,
      phone: d.phone,
      color: d.color,
      position: d.position,
      bio: d.bio,
      social_links: d.socialLinks,
      profile_image: d.profileImage,
    })
    switch (event.type) {
      case 'EmployeeAdded': {
        const d = event.data
        return {
          employee_id: d.employeeId,
          business_id: d.businessId,
          user_id: d.userId,
          ...profile(d),
          roles: d.roles,
          is_active: true,
          location_ids: d.locationIds,
          // A pre-ADR 0014 account's record keeps the day it joined when it is adopted.
          joined_at: (row?.joined_at as string | undefined) ?? at(event),
          updated_at: at(event),
        }
      }
      case 'StaffMemberJoined': {
        const d = event.data
        if (row || !d.legacyAccess) return row
        return {
          employee_id: d.userId,
          business_id: d.businessId,
          user_id: d.userId,
          ...profile({ ...d, color: DEFAULT_EMPLOYEE_COLOR, position: null, bio: null, socialLinks: [], profileImage: null }),
          roles: d.legacyAccess.roles,
          is_active: true,
          location_ids: d.legacyAccess.locationIds,
          joined_at: at(event),
          updated_at: at(event),
        }
      }
      case 'EmployeeAccountLinked':
        return row && { ...row, user_id: event.data.userId, updated_at: at(event) }
      case 'EmployeeProfileChanged':
        return row && { ...row, ...profile(event.data), updated_at: at(event) }
      case 'EmployeeRolesChanged':
      case 'StaffRolesChanged':
        return row && { ...row, roles: event.data.roles, updated_at: at(event) }
      case 'EmployeeActivated':
      case 'EmployeeDeactivated':
        return row && { ...row, is_active: event.type === 'EmployeeActivated', updated_at: at(event) }
      case 'EmployeeLocationsChanged':
      case 'StaffLocationsChanged':
        return row && { ...row, location_ids: event.data.locationIds, updated_at: at(event) }
      default:
        return row
    }
  },
})

/** Weekly hours per employee and location; leaving a location deletes its hours. */
export const employeeWorkingHoursProjection: Projection = {
  name: 'employee_working_hours',
  tables: ['employee_working_hours'],
  handles: ['EmployeeWorkingHoursSet', 'EmployeeLocationsChanged'],
  async apply(tx, event) {
    if (event.type === 'EmployeeWorkingHoursSet') {
      const d = event.data
      await tx.query(
        `INSERT INTO employee_working_hours (employee_id, location_id, business_id, hours, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (employee_id, location_id) DO UPDATE SET hours = excluded.hours, updated_at = excluded.updated_at`,
        [d.employeeId, d.locationId, d.businessId, JSON.stringify(d.hours), at(event)],
      )
    } else if (event.type === 'EmployeeLocationsChanged' && event.data.removedLocationIds.length) {
      await tx.query(`DELETE FROM employee_working_hours WHERE employee_id = $1 AND location_id = ANY($2::uuid[])`, [event.data.employeeId, event.data.removedLocationIds])
    }
  },
}

/** Services an employee provides per location; leaving a location drops them there. */
export const employeeServicesProjection: Projection = {
  name: 'employee_services',
  tables: ['employee_services'],
  handles: ['EmployeeServicesSet', 'EmployeeLocationsChanged'],
  async apply(tx, event) {
    if (event.type === 'EmployeeServicesSet') {
      const d = event.data
      await tx.query(`DELETE FROM employee_services WHERE employee_id = $1 AND location_id = $2`, [d.employeeId, d.locationId])
      if (d.serviceIds.length) {
        await tx.query(
          `INSERT INTO employee_services (employee_id, location_id, service_id, business_id)
           SELECT $1, $2, unnest($3::uuid[]), $4`,
          [d.employeeId, d.locationId, d.serviceIds, d.businessId],
        )
      }
    } else if (event.type === 'EmployeeLocationsChanged' && event.data.removedLocationIds.length) {
      await tx.query(`DELETE FROM employee_services WHERE employee_id = $1 AND location_id = ANY($2::uuid[])`, [event.data.employeeId, event.data.removedLocationIds])
    }
  },
}

const storefrontDefaults = (businessId: string) => ({
  business_id: businessId,
  translations: STOREFRONT_DEFAULTS.translations,
  hero_image: STOREFRONT_DEFAULTS.heroImage,
  hero_image_contrast: STOREFRONT_DEFAULTS.heroImageContrast.toFixed(2),
  slogan_width: STOREFRONT_DEFAULTS.sloganWidth,
  slogan_vertical_position: STOREFRONT_DEFAULTS.sloganVerticalPosition,
  show_additional_book_button: STOREFRONT_DEFAULTS.showAdditionalBookButton,
  show_moving_banner: STOREFRONT_DEFAULTS.showMovingBanner,
  show_reviews: STOREFRONT_DEFAULTS.showReviews,
  show_testimonials: STOREFRONT_DEFAULTS.showTestimonials,
  feature_sections: [] as unknown[],
})

export const storefrontsProjection = rowProjection<Row>({
  name: 'storefronts',
  table: 'storefronts',
  key: ['business_id'],
  handles: ['StorefrontSettingsChanged', 'StorefrontFeatureSectionsChanged'],
  keyOf: (event) => ({ business_id: (event.data as { businessId: string }).businessId }),
  evolve: (row, event) => {
    const base = row ?? storefrontDefaults((event.data as { businessId: string }).businessId)
    switch (event.type) {
      case 'StorefrontSettingsChanged': {
        const d = event.data
        return {
          ...base,
          ...(d.translations !== undefined && { translations: d.translations }),
          ...(d.heroImage !== undefined && { hero_image: d.heroImage }),
          ...(d.heroImageContrast !== undefined && { hero_image_contrast: d.heroImageContrast.toFixed(2) }),
          ...(d.sloganWidth !== undefined && { slogan_width: d.sloganWidth }),
          ...(d.sloganVerticalPosition !== undefined && { slogan_vertical_position: d.sloganVerticalPosition }),
          ...(d.showAdditionalBookButton !== undefined && { show_additional_book_button: d.showAdditionalBookButton }),
          ...(d.showMovingBanner !== undefined && { show_moving_banner: d.showMovingBanner }),
          ...(d.showReviews !== undefined && { show_reviews: d.showReviews }),
          ...(d.showTestimonials !== undefined && { show_testimonials: d.showTestimonials }),
          updated_at: at(event),
        }
      }
      case 'StorefrontFeatureSectionsChanged':
        return { ...base, feature_sections: event.data.featureSections, updated_at: at(event) }
      default:
        return row
    }
  },
})

type Question = { questionId: string; forServiceIds: string[] }

/** Draft and published form of each business; public reads use only the published columns. */
export const bookingFormsProjection = rowProjection<Row>({
  name: 'booking_forms',
  table: 'booking_forms',
  key: ['business_id'],
  handles: ['FormQuestionCreated', 'FormQuestionChanged', 'FormQuestionDeleted', 'FormQuestionServiceLinked', 'FormQuestionServiceUnlinked', 'FormLayoutChanged', 'FormPublished', 'FormChangesDiscarded'],
  keyOf: (event) => ({ business_id: (event.data as { businessId: string }).businessId }),
  evolve: (row, event) => {
    const businessId = (event.data as { businessId: string }).businessId
    const base = row ?? { business_id: businessId, draft_questions: [], draft_layout: [], published_questions: [], published_layout: [], published_version: 0, published_at: null }
    const questions = base.draft_questions as Question[]
    const layout = base.draft_layout as Array<{ questionId: string }>
    const sorted = (list: Question[]) => [...list].sort((a, b) => a.questionId.localeCompare(b.questionId))
    switch (event.type) {
      case 'FormQuestionCreated':
      case 'FormQuestionChanged': {
        const { businessId: _b, ...question } = event.data
        return { ...base, draft_questions: sorted([...questions.filter((q) => q.questionId !== question.questionId), question]), updated_at: at(event) }
      }
      case 'FormQuestionDeleted':
        return {
          ...base,
          draft_questions: questions.filter((q) => q.questionId !== event.data.questionId),
          draft_layout: layout.filter((e) => e.questionId !== event.data.questionId),
          updated_at: at(event),
        }
      case 'FormQuestionServiceLinked':
      case 'FormQuestionServiceUnlinked': {
        const { questionId, serviceId } = event.data
        const next = questions.map((q) => {
          if (q.questionId !== questionId) return q
          const others = q.forServiceIds.filter((id) => id !== serviceId)
          return { ...q, forServiceIds: event.type === 'FormQuestionServiceLinked' ? [...others, serviceId].sort() : others }
        })
        return { ...base, draft_questions: next, updated_at: at(event) }
      }
      case 'FormLayoutChanged':
        return { ...base, draft_layout: event.data.layout, updated_at: at(event) }
      case 'FormPublished':
        return {
          ...base,
          published_questions: event.data.questions,
          published_layout: event.data.layout,
          published_version: event.data.version,
          published_at: at(event),
          updated_at: at(event),
        }
      case 'FormChangesDiscarded':
        return { ...base, draft_questions: event.data.questions, draft_layout: event.data.layout, updated_at: at(event) }
      default:
        return row
    }
  },
})

export const catalogProjections: Projection[] = [
  serviceCategoriesProjection, servicesProjection, addOnsProjection, bundlesProjection, employeesProjection,
  employeeWorkingHoursProjection, employeeServicesProjection, storefrontsProjection, bookingFormsProjection,
]
