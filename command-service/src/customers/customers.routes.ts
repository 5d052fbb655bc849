import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { customerPhoneStream, customerStream } from '@slotwise/events'
import { staffAccess } from '@slotwise/infra/platform/access.ts'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import { requireStaff } from '@slotwise/infra/platform/staff-principal.ts'
import type { ServiceDeps } from '@slotwise/infra/platform/service-deps.ts'
import type { ZodApp } from '@slotwise/infra/platform/zod-routes.ts'
import { handleCommand } from '../platform/command-handler.ts'
import { commandContext } from '../platform/request-context.ts'
import { EMAIL } from '../booking/submit-booking.schemas.ts'
import { customerDecider, phoneClaimDecider } from './customer.decider.ts'
import { checkPhone } from './phone.ts'

export const CUSTOMER_MESSAGES = {
  noteText: 'Note text is required',
  mergeTarget: 'Please select a target profile',
  mergeConfirm: 'Please confirm that merging profiles cannot be undone',
  firstName: 'Please input your first name!',
  email: 'Please enter a valid email address!',
} as const

const params = z.object({ customerId: z.string().uuid() })
const ok = z.object({ customerId: z.string() })

/** Staff changes to customer profiles: contact, notes, merge (business-side §3–§5). */
export function customerRoutes(app: ZodApp, deps: ServiceDeps) {
  app.put('/api/v1/customers/:customerId/', {
    config: staffAccess('customers.manage'),
    schema: {
      params,
      body: z.object({
        firstName: z.string({ error: CUSTOMER_MESSAGES.firstName }).trim().min(1, CUSTOMER_MESSAGES.firstName).max(100),
        lastName: z.string().trim().max(100).nullable().default(null),
        email: z.string().trim().max(320).regex(EMAIL, CUSTOMER_MESSAGES.email).nullable().or(z.literal('').transform(() => null)).default(null),
        phone: z.string({ error: 'Phone number is required' }).max(250),
      }),
      response: { 200: ok },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { customerId } = request.params
      const phone = checkPhone(request.body.phone)
      if (!phone.ok) throw new DomainError(phone.code, phone.message, 400)
      const ctx = commandContext(deps, request, { type: 'user', id: staff.userId })
      await handleCommand(ctx, async (reader) => {
        const customer = await reader.load(customerStream(customerId), customerDecider)
        const events = customerDecider.decide(
          { type: 'ChangeCustomerContact', customerId, businessId: staff.businessId, contact: { ...request.body, phone: phone.e164 } },
          customer.state,
        )
        const appends = [{ streamId: customerStream(customerId), events }]
        const oldPhone = customer.state.contact!.phone
        if (oldPhone !== phone.e164) {
          const next = await reader.load(customerPhoneStream(staff.businessId, phone.e164), phoneClaimDecider)
          const previous = await reader.load(customerPhoneStream(staff.businessId, oldPhone), phoneClaimDecider)
          appends.push(
            { streamId: customerPhoneStream(staff.businessId, phone.e164), events: phoneClaimDecider.decide({ type: 'ClaimPhone', businessId: staff.businessId, phone: phone.e164, customerId, takeOver: false }, next.state) },
            { streamId: customerPhoneStream(staff.businessId, oldPhone), events: phoneClaimDecider.decide({ type: 'ReleasePhone', businessId: staff.businessId, phone: oldPhone, customerId }, previous.state) },
          )
        }
        return { appends, result: null }
      })
      await deps.waitForProjections()
      return { customerId }
    },
  })

  app.post('/api/v1/customers/:customerId/notes/', {
    config: staffAccess('customers.manage'),
    schema: { params, body: z.object({ text: z.string({ error: CUSTOMER_MESSAGES.noteText }).trim().min(1, CUSTOMER_MESSAGES.noteText).max(5000) }), response: { 201: z.object({ noteId: z.string() }) } },
    handler: async (request, reply) => {
      const staff = requireStaff(request)
      const { customerId } = request.params
      const noteId = randomUUID()
      await handleCommand(commandContext(deps, request, { type: 'user', id: staff.userId }), async (reader) => {
        const customer = await reader.load(customerStream(customerId), customerDecider)
        const events = customerDecider.decide({ type: 'AddCustomerNote', customerId, businessId: staff.businessId, noteId, text: request.body.text, authorUserId: staff.userId }, customer.state)
        return { appends: [{ streamId: customerStream(customerId), events }], result: null }
      })
      await deps.waitForProjections()
      return reply.status(201).send({ noteId })
    },
  })

  app.delete('/api/v1/customers/:customerId/notes/:noteId/', {
    config: staffAccess('customers.manage'),
    schema: { params: params.extend({ noteId: z.string().uuid() }), response: { 200: ok } },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { customerId, noteId } = request.params
      await handleCommand(commandContext(deps, request, { type: 'user', id: staff.userId }), async (reader) => {
        const customer = await reader.load(customerStream(customerId), customerDecider)
        const events = customerDecider.decide({ type: 'DeleteCustomerNote', customerId, businessId: staff.businessId, noteId }, customer.state)
        return { appends: [{ streamId: customerStream(customerId), events }], result: null }
      })
      await deps.waitForProjections()
      return { customerId }
    },
  })

  app.post('/api/v1/customers/:customerId/merge/', {
    config: staffAccess('customers.manage'),
    schema: {
      params,
      body: z.object({
        targetCustomerId: z.string({ error: CUSTOMER_MESSAGES.mergeTarget }).uuid(CUSTOMER_MESSAGES.mergeTarget),
        confirmed: z.literal(true, { error: CUSTOMER_MESSAGES.mergeConfirm }),
      }),
      response: { 200: z.object({ customerId: z.string(), targetCustomerId: z.string() }) },
    },
    handler: async (request) => {
      const staff = requireStaff(request)
      const { customerId } = request.params
      const { targetCustomerId } = request.body
      const businessId = staff.businessId
      await handleCommand(commandContext(deps, request, { type: 'user', id: staff.userId }, { reason: 'Customer profiles merged' }), async (reader) => {
        const source = await reader.load(customerStream(customerId), customerDecider)
        const target = await reader.load(customerStream(targetCustomerId), customerDecider)
        const merged = customerDecider.decide({ type: 'MergeCustomerInto', customerId, businessId, targetCustomerId }, source.state)
        if (merged.length === 0) return { appends: [], result: null }
        if (!target.state.exists || target.state.businessId !== businessId) throw new DomainError('customer.notFound', 'Customer not found', 404)
        const received = customerDecider.decide({ type: 'ReceiveMerge', customerId: targetCustomerId, businessId, sourceCustomerId: customerId }, target.state)
        // The source's phone now finds the target, so its next booking lands on the merged profile.
        const phone = source.state.contact!.phone
        const claim = await reader.load(customerPhoneStream(businessId, phone), phoneClaimDecider)
        return {
          appends: [
            { streamId: customerStream(customerId), events: merged },
            { streamId: customerStream(targetCustomerId), events: received },
            { streamId: customerPhoneStream(businessId, phone), events: phoneClaimDecider.decide({ type: 'ClaimPhone', businessId, phone, customerId: targetCustomerId, takeOver: true }, claim.state) },
          ],
          result: null,
        }
      })
      await deps.waitForProjections()
      return { customerId, targetCustomerId }
    },
  })
}
