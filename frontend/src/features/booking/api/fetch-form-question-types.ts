import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'

export const questionTypesSchema = z.object({ success: z.boolean(), data: z.array(z.object({ format: z.string(), description: z.string() })) })
export const questionTypesKey = ['/fetch_form_question_types/'] as const
export const fetchQuestionTypes = () => apiRequest('/fetch_form_question_types/', questionTypesSchema)
export const useQuestionTypes = () => useSWR(questionTypesKey, fetchQuestionTypes)
