import type { BookingFormEvent, CustomQuestion, FormEntry, FormSnapshot } from '@slotwise/events'
import { PLATFORM_QUESTIONS } from '@slotwise/events'
import { DomainError } from '@slotwise/infra/platform/errors.ts'
import type { Decider } from '../platform/decider.ts'

/** `facts.serviceIds`: the business's bookable (not deprecated) services. */
type Facts = { serviceIds: readonly string[] }

export type BookingFormCommand =
  | { type: 'CreateQuestion'; businessId: string; question: CustomQuestion; facts: Facts }
  | { type: 'ChangeQuestion'; businessId: string; question: CustomQuestion; facts: Facts }
  | { type: 'DeleteQuestion'; businessId: string; questionId: string }
  | { type: 'LinkQuestionService'; businessId: string; questionId: string; serviceId: string; facts: Facts }
  | { type: 'UnlinkQuestionService'; businessId: string; questionId: string; serviceId: string }
  | { type: 'ChangeFormLayout'; businessId: string; layout: FormEntry[] }
  | { type: 'PublishForm'; businessId: string }
  | { type: 'DiscardFormChanges'; businessId: string }

export interface BookingFormState {
  questions: Record<string, CustomQuestion>
  layout: FormEntry[]
  published: FormSnapshot
}

const EMPTY: FormSnapshot = { version: 0, questions: [], layout: [] }

const byId = (questions: CustomQuestion[]) => Object.fromEntries(questions.map((q) => [q.questionId, q]))
const draftOf = (state: BookingFormState) => ({
  questions: Object.values(state.questions).sort((a, b) => a.questionId.localeCompare(b.questionId)),
  layout: [...state.layout].sort((a, b) => a.position.page - b.position.page || a.position.row - b.position.row || a.position.col - b.position.col),
})
export const hasUnpublishedChanges = (state: BookingFormState) =>
  JSON.stringify(draftOf(state)) !== JSON.stringify({ questions: state.published.questions, layout: state.published.layout })

const questionNotFound = () => new DomainError('formQuestion.notFound', 'Question not found', 404)

/** Custom-question rules of business-side §5: format, text, at least one service and answer. */
function checkQuestion(question: CustomQuestion, facts: Facts) {
  if (question.forServiceIds.length === 0) throw new DomainError('formQuestion.servicesRequired', 'Please select at least one service', 400)
  const unknown = question.forServiceIds.filter((id) => !facts.serviceIds.includes(id))
  if (unknown.length) throw new DomainError('service.notFound', 'Service not found', 404, { serviceIds: unknown })
  if ((question.format === 'SELECT' || question.format === 'MULTI_SELECT') && question.validAnswers.length === 0) {
    throw new DomainError('formQuestion.answersRequired', 'Please add at least one answer option', 400)
  }
}

/** The same question text may be reused; answers of YES_NO are always yes/no. */
const normalise = (question: CustomQuestion): CustomQuestion => ({
  ...question,
  validAnswers: question.format === 'YES_NO' ? ['yes', 'no'] : question.format === 'SELECT' || question.format === 'MULTI_SELECT' ? [...new Set(question.validAnswers)] : [],
  forServiceIds: [...new Set(question.forServiceIds)].sort(),
})

/** `booking-form-{businessId}`: a draft of custom questions and layout, published as a whole. */
export const bookingFormDecider: Decider<BookingFormState, BookingFormCommand, BookingFormEvent> = {
  initialState: () => ({ questions: {}, layout: [], published: EMPTY }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'FormQuestionCreated':
      case 'FormQuestionChanged': {
        const { businessId: _b, ...question } = event.data
        return { ...state, questions: { ...state.questions, [question.questionId]: question } }
      }
      case 'FormQuestionDeleted': {
        const { [event.data.questionId]: _gone, ...questions } = state.questions
        return { ...state, questions, layout: state.layout.filter((e) => e.questionId !== event.data.questionId) }
      }
      case 'FormQuestionServiceLinked':
      case 'FormQuestionServiceUnlinked': {
        const question = state.questions[event.data.questionId]
        if (!question) return state
        const others = question.forServiceIds.filter((id) => id !== event.data.serviceId)
        const forServiceIds = event.type === 'FormQuestionServiceLinked' ? [...others, event.data.serviceId].sort() : others
        return { ...state, questions: { ...state.questions, [question.questionId]: { ...question, forServiceIds } } }
      }
      case 'FormLayoutChanged':
        return { ...state, layout: event.data.layout }
      case 'FormPublished': {
        const { businessId: _b, ...snapshot } = event.data
        return { ...state, published: snapshot }
      }
      case 'FormChangesDiscarded': {
        const { businessId: _b, ...snapshot } = event.data
        return { questions: byId(snapshot.questions), layout: snapshot.layout, published: snapshot }
      }
    }
  },
  decide: (command, state) => {
    const { businessId } = command
    switch (command.type) {
      case 'CreateQuestion': {
        if (state.questions[command.question.questionId]) return []
        const question = normalise(command.question)
        checkQuestion(question, command.facts)
        return [{ type: 'FormQuestionCreated', data: { businessId, ...question } }]
      }
      case 'ChangeQuestion': {
        const current = state.questions[command.question.questionId]
        if (!current) throw questionNotFound()
        const question = normalise(command.question)
        checkQuestion(question, command.facts)
        if (JSON.stringify(current) === JSON.stringify(question)) return []
        return [{ type: 'FormQuestionChanged', data: { businessId, ...question } }]
      }
      case 'DeleteQuestion':
        if (!state.questions[command.questionId]) throw questionNotFound()
        return [{ type: 'FormQuestionDeleted', data: { businessId, questionId: command.questionId } }]
      case 'LinkQuestionService': {
        const question = state.questions[command.questionId]
        if (!question) throw questionNotFound()
        if (!command.facts.serviceIds.includes(command.serviceId)) throw new DomainError('service.notFound', 'Service not found', 404)
        if (question.forServiceIds.includes(command.serviceId)) return []
        return [{ type: 'FormQuestionServiceLinked', data: { businessId, questionId: command.questionId, serviceId: command.serviceId } }]
      }
      case 'UnlinkQuestionService': {
        const question = state.questions[command.questionId]
        if (!question) throw questionNotFound()
        if (!question.forServiceIds.includes(command.serviceId)) return []
        if (question.forServiceIds.length === 1) throw new DomainError('formQuestion.servicesRequired', 'Please select at least one service', 409)
        return [{ type: 'FormQuestionServiceUnlinked', data: { businessId, questionId: command.questionId, serviceId: command.serviceId } }]
      }
      case 'ChangeFormLayout': {
        const seen = new Set<string>()
        const cells = new Set<string>()
        for (const entry of command.layout) {
          const known = entry.isCustom ? Boolean(state.questions[entry.questionId]) : PLATFORM_QUESTIONS.has(entry.questionId)
          if (!known) throw new DomainError('formQuestion.notFound', 'Question not found', 404, { questionId: entry.questionId })
          if (seen.has(entry.questionId)) throw new DomainError('form.duplicateQuestion', 'A question can be placed on the form only once', 400)
          const cell = `${entry.position.page}:${entry.position.row}:${entry.position.col}`
          if (cells.has(cell)) throw new DomainError('form.positionTaken', 'Two questions cannot share a position', 400, { position: entry.position })
          seen.add(entry.questionId)
          cells.add(cell)
        }
        const layout = draftOf({ ...state, layout: command.layout }).layout
        if (JSON.stringify(layout) === JSON.stringify(draftOf(state).layout)) return []
        return [{ type: 'FormLayoutChanged', data: { businessId, layout } }]
      }
      case 'PublishForm': {
        if (!hasUnpublishedChanges(state)) return []
        return [{ type: 'FormPublished', data: { businessId, version: state.published.version + 1, ...draftOf(state) } }]
      }
      case 'DiscardFormChanges': {
        if (!hasUnpublishedChanges(state)) return []
        return [{ type: 'FormChangesDiscarded', data: { businessId, ...state.published } }]
      }
    }
  },
}
