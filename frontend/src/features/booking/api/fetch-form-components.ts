import useSWR from 'swr'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api.ts'
import { formQuestionSchema } from './get-form-data.ts'

export const formComponentsSchema = z.object({ standard: z.array(formQuestionSchema), custom: z.array(formQuestionSchema), industry: z.array(formQuestionSchema) })
export const formComponentsKey = (subdomain?: string) => ['/fetch_form_components/', subdomain ?? ''] as const
export const fetchFormComponents = (subdomain?: string) => apiRequest('/fetch_form_components/', formComponentsSchema, { query: { subdomain } })
export const useFormComponents = (subdomain?: string) => useSWR(formComponentsKey(subdomain), ([, sub]) => fetchFormComponents(sub || undefined))
