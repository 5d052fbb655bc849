import { v5 as uuidv5 } from 'uuid'
import type { QuestionFormat } from './catalog-shared.schemas.ts'

/**
 * The platform's own form questions: standard ones every business may place on its booking form,
 * and industry ones offered by business type. Ids are stable (v5 of the key), so a form that
 * places one keeps pointing at it across releases.
 */
const NAMESPACE = '6d0f9a3c-2b8e-4f61-9c7a-5e4d3c2b1a09'
export interface PlatformQuestion {
  id: string
  key: string
  label: string
  format: QuestionFormat
  questionText: string
  description: string | null
  translations: Array<{ language: string; questionText: string; description: string | null }>
  validAnswers: string[]
  /** Industry questions only: the industries they suit (matched against the business industry). */
  industries?: string[]
}

const q = (key: string, format: QuestionFormat, label: string, en: string, es: string, validAnswers: string[] = [], industries?: string[]): PlatformQuestion => ({
  id: uuidv5(key, NAMESPACE),
  key,
  label,
  format,
  questionText: en,
  description: null,
  translations: [
    { language: 'en_US', questionText: en, description: null },
    { language: 'es_US', questionText: es, description: null },
  ],
  validAnswers: format === 'YES_NO' ? ['yes', 'no'] : validAnswers,
  ...(industries ? { industries } : {}),
})

export const STANDARD_QUESTIONS: readonly PlatformQuestion[] = [
  q('standard:first-visit', 'YES_NO', 'First visit', 'Is this your first visit with us?', '¿Es tu primera visita con nosotros?'),
  q('standard:referral', 'SELECT', 'Referral source', 'How did you hear about us?', '¿Cómo supiste de nosotros?', ['Friend or family', 'Instagram', 'Google', 'Walked by', 'Other']),
  q('standard:notes', 'TEXT', 'Notes', 'Anything we should know before your visit?', '¿Algo que debamos saber antes de tu visita?'),
  q('standard:terms', 'CONFIRMATION', 'Terms of service', 'I agree to the cancellation policy and terms of service', 'Acepto la política de cancelación y los términos del servicio'),
]

export const INDUSTRY_QUESTIONS: readonly PlatformQuestion[] = [
  q('industry:salon:hair-length', 'SELECT', 'Hair length', 'What is your current hair length?', '¿Cuál es el largo actual de tu cabello?', ['Short', 'Medium', 'Long', 'Extra long'], ['salon', 'hair salon', 'barbershop']),
  q('industry:salon:allergies', 'MULTI_SELECT', 'Allergies', 'Do you have any of these allergies?', '¿Tienes alguna de estas alergias?', ['Hair dye (PPD)', 'Latex', 'Fragrance', 'Nuts'], ['salon', 'hair salon', 'spa', 'nail salon']),
  q('industry:spa:pressure', 'SELECT', 'Massage pressure', 'Which massage pressure do you prefer?', '¿Qué presión de masaje prefieres?', ['Light', 'Medium', 'Firm'], ['spa', 'massage therapy']),
  q('industry:clinic:insurance', 'YES_NO', 'Insurance', 'Will you be using insurance for this visit?', '¿Usarás un seguro para esta visita?', [], ['medical clinic', 'dental practice', 'optometrist', 'physical therapy', 'therapy practice']),
]

export const PLATFORM_QUESTIONS: ReadonlyMap<string, PlatformQuestion> = new Map([...STANDARD_QUESTIONS, ...INDUSTRY_QUESTIONS].map((question) => [question.id, question]))

/** The seven formats with the description `fetch_form_question_types` returns. */
export const QUESTION_TYPE_DESCRIPTIONS: ReadonlyArray<{ format: QuestionFormat; description: string }> = [
  { format: 'TEXT', description: 'Free text answer' },
  { format: 'DATE_PICKER', description: 'A single date' },
  { format: 'CONFIRMATION', description: 'A statement the customer must tick to confirm' },
  { format: 'YES_NO', description: 'Yes or no' },
  { format: 'DATE_RANGE_PICKER', description: 'A start date and an end date' },
  { format: 'SELECT', description: 'One answer from a list' },
  { format: 'MULTI_SELECT', description: 'Any number of answers from a list' },
]
