import { describe, expect, it } from 'vitest'
import type { FormAnswer } from '../api/get-booking-details.ts'
import { answerText, questionLabel } from './booking-view-page.tsx'

const t = (key: string) => `t(${key})`
const answer = (over: Partial<FormAnswer>): FormAnswer => ({ uuid: 'q1', questionText: 'Is this your first visit with us?', answer: 'yes', questionFormat: 'YES_NO', translations: [], ...over })
const es = [{ language: 'en_US', questionText: 'Is this your first visit with us?' }, { language: 'es_US', questionText: '¿Es tu primera visita con nosotros?' }]

describe('a saved answer on the booking page (ADR 0013)', () => {
  describe('while its question is on the form', () => {
    it('reads the question in the page language, matching es_MX to es_US', () => {
      expect(questionLabel(answer({ translations: es }), 'es_MX')).toBe('¿Es tu primera visita con nosotros?')
    })
    it('says yes and no in the page words', () => {
      expect(answerText(answer({ answer: 'yes' }), t, 'es_US')).toBe('t(view.yes)')
      expect(answerText(answer({ answer: 'no' }), t, 'es_US')).toBe('t(view.no)')
    })
    it('formats a date in the page locale and keeps free text and choices as given', () => {
      expect(answerText(answer({ questionFormat: 'DATE_PICKER', answer: '2030-12-24' }), t, 'es_US')).toBe('24 dic 2030')
      expect(answerText(answer({ questionFormat: 'TEXT', answer: 'yes' }), t, 'es_US')).toBe('yes')
      expect(answerText(answer({ questionFormat: 'MULTI_SELECT', answer: ['Dryness', 'Frizz'] }), t, 'es_US')).toBe('Dryness, Frizz')
    })
  })

  describe('once its question is gone', () => {
    it('shows the text and the answer saved at booking', () => {
      const gone = answer({ questionFormat: null, translations: [] })
      expect(questionLabel(gone, 'es_US')).toBe('Is this your first visit with us?')
      expect(answerText(gone, t, 'es_US')).toBe('yes')
    })
  })
})
