import { z } from 'zod'
import { defineEvent, type EventUnion } from '../schemas/event-registry.ts'
import { uuid } from './shared.schemas.ts'
import { questionFormat, questionTranslation } from './catalog-shared.schemas.ts'

/**
 * Stream `booking-form-{businessId}`: the booking form. Edits change a draft; FormPublished and
 * FormChangesDiscarded carry the whole published form, so readers never replay the drafts.
 */
export const bookingFormStream = (businessId: string) => `booking-form-${businessId}`

export const customQuestion = z.object({
  questionId: uuid,
  label: z.string().max(200),
  format: questionFormat,
  questionText: z.string().min(1).max(1000),
  description: z.string().max(5000).nullable(),
  translations: z.array(questionTranslation),
  validAnswers: z.array(z.string().min(1).max(500)).max(100),
  forServiceIds: z.array(uuid),
})
export type CustomQuestion = z.infer<typeof customQuestion>

export const formPosition = z.object({ page: z.number().int().min(1).max(50), row: z.number().int().min(0).max(200), col: z.number().int().min(0).max(12) })
/** A question placed on the form: custom (this business's) or standard/industry (the platform's). */
export const formEntry = z.object({ questionId: uuid, isCustom: z.boolean(), isRequired: z.boolean(), position: formPosition })
export type FormEntry = z.infer<typeof formEntry>

export const formSnapshot = z.object({ version: z.number().int().min(0), questions: z.array(customQuestion), layout: z.array(formEntry) })
export type FormSnapshot = z.infer<typeof formSnapshot>

export const FormQuestionCreated = defineEvent('FormQuestionCreated', z.object({ businessId: uuid, ...customQuestion.shape }))
export const FormQuestionChanged = defineEvent('FormQuestionChanged', z.object({ businessId: uuid, ...customQuestion.shape }))
export const FormQuestionDeleted = defineEvent('FormQuestionDeleted', z.object({ businessId: uuid, questionId: uuid }))
export const FormQuestionServiceLinked = defineEvent('FormQuestionServiceLinked', z.object({ businessId: uuid, questionId: uuid, serviceId: uuid }))
export const FormQuestionServiceUnlinked = defineEvent('FormQuestionServiceUnlinked', z.object({ businessId: uuid, questionId: uuid, serviceId: uuid }))
export const FormLayoutChanged = defineEvent('FormLayoutChanged', z.object({ businessId: uuid, layout: z.array(formEntry) }))
export const FormPublished = defineEvent('FormPublished', z.object({ businessId: uuid, ...formSnapshot.shape }))
/** The draft goes back to the last published form (version 0 and empty when never published). */
export const FormChangesDiscarded = defineEvent('FormChangesDiscarded', z.object({ businessId: uuid, ...formSnapshot.shape }))

export const bookingFormEvents = [
  FormQuestionCreated, FormQuestionChanged, FormQuestionDeleted, FormQuestionServiceLinked, FormQuestionServiceUnlinked,
  FormLayoutChanged, FormPublished, FormChangesDiscarded,
] as const
export type BookingFormEvent = EventUnion<typeof bookingFormEvents>
