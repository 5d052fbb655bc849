import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'
import { fileSchema, locationSchema } from '../../../lib/catalog-schemas.ts'

const nullableString = z.string().nullable().optional().transform((v) => v ?? null)

export const QUESTION_FORMATS = ['TEXT', 'DATE_PICKER', 'CONFIRMATION', 'YES_NO', 'DATE_RANGE_PICKER', 'SELECT', 'MULTI_SELECT'] as const
export type QuestionFormat = (typeof QUESTION_FORMATS)[number]

export const formQuestionSchema = z.object({
  id: z.string(),
  label: z.string().optional().default(''),
  questionFormat: z.object({ format: z.string(), description: z.string().optional().default('') }),
  questionText: z.string(),
  description: nullableString,
  translations: z.array(z.object({ language: z.string(), questionText: z.string(), description: nullableString })).optional().default([]),
  validAnswers: z.array(z.object({ question: z.string().optional(), possibleAnswer: z.string() })).optional().default([]),
  forBusiness: nullableString,
  forServices: z.array(z.object({ id: z.string() }).loose()).optional().default([]),
})
export type FormQuestion = z.infer<typeof formQuestionSchema>

export const formLayoutEntrySchema = z.object({
  id: z.string(),
  bookingFormVersion: z.number().optional(),
  formQuestion: formQuestionSchema,
  isRequired: z.boolean(),
  isCustom: z.boolean(),
  position: z.object({ page: z.number(), row: z.number(), col: z.number() }),
})
export type FormLayoutEntry = z.infer<typeof formLayoutEntrySchema>

export const formDataSchema = z.object({
  success: z.boolean().optional(),
  businessInfo: z.object({
    businessName: z.string(),
    logo: fileSchema.nullable().optional().transform((v) => v ?? null),
    showLogo: z.boolean().optional().default(true),
    showBusinessName: z.boolean().nullable().optional().transform((v) => v !== false),
    defaultLanguage: nullableString,
    supportedLanguages: z.array(z.string()).optional().default(['en_US']),
  }),
  businessData: z.array(locationSchema),
  formLayout: z.array(formLayoutEntrySchema).optional().default([]),
})
export type FormData = z.infer<typeof formDataSchema>

export const formDataKey = (subdomain: string) => ['/form_data/', subdomain] as const
export const fetchFormData = (subdomain: string) => apiRequest('/form_data/', formDataSchema, { query: { subdomain } })

export function useFormData(subdomain: string) {
  return useSWR(formDataKey(subdomain), ([, sub]) => fetchFormData(sub))
}
