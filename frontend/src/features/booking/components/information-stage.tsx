import { Button, Checkbox, DatePicker, Input, Radio } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useFormik } from 'formik'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { pickTranslation } from '../../../lib/content.ts'
import type { FormLayoutEntry } from '../api/get-form-data.ts'
import { useBooking, type Answer, type CartItem } from '../hooks/booking-state.ts'

export const ANSWER_DATE_FORMAT = 'MM-DD-YYYY'

/** Service ids a cart holds (services and every bundle item's service). */
export function cartServiceIds(cart: CartItem[], bundleServices: (bundleId: string) => string[]): Set<string> {
  return new Set(cart.flatMap((c) => (c.type === 'service' ? [c.serviceId] : [c.bundleId, ...bundleServices(c.bundleId)])))
}

/** Visible questions of §5: linked to a cart item, and SELECT/MULTI_SELECT only with answers. */
export function visibleEntries(layout: FormLayoutEntry[], inCart: Set<string>): FormLayoutEntry[] {
  return layout.filter((e) => {
    const q = e.formQuestion
    const format = q.questionFormat.format
    if ((format === 'SELECT' || format === 'MULTI_SELECT') && q.validAnswers.filter((a) => a.possibleAnswer.trim()).length === 0) return false
    if (q.forServices.length === 0) return true
    return q.forServices.some((s) => inCart.has(s.id))
  })
}

const isEmpty = (v: Answer | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && (v.length === 0 || v.every((x) => !x)))

export function InformationStage() {
  const { t } = useTranslation()
  const { state, dispatch, form, findBundle, language } = useBooking()
  const inCart = useMemo(() => cartServiceIds(state.cart, (id) => findBundle(id)?.items.map((i) => i.bundleService.id) ?? []), [state.cart, findBundle])
  const pages = useMemo(() => {
    const visible = visibleEntries(form.formLayout, inCart)
    const byPage = new Map<number, FormLayoutEntry[]>()
    for (const e of visible) byPage.set(e.position.page, [...(byPage.get(e.position.page) ?? []), e])
    return [...byPage.entries()].sort(([a], [b]) => a - b).map(([, entries]) => entries.sort((a, b) => a.position.row - b.position.row || a.position.col - b.position.col))
  }, [form.formLayout, inCart])
  const pageIndex = Math.min(Math.max(state.infoPage, 1), Math.max(pages.length, 1)) - 1
  const entries = pages[pageIndex] ?? []

  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          entries.map((e) => {
            const format = e.formQuestion.questionFormat.format
            const required = e.isRequired || format === 'CONFIRMATION'
            return [e.formQuestion.id, z.any().refine((v: Answer) => !required || (format === 'CONFIRMATION' ? v === true : !isEmpty(v)), { message: 'booking.information.required' })]
          }),
        ),
      ),
    [entries],
  )
  const formik = useFormik<Record<string, Answer>>({
    enableReinitialize: true,
    initialValues: Object.fromEntries(entries.map((e) => [e.formQuestion.id, state.answers[e.formQuestion.id] ?? (e.formQuestion.questionFormat.format === 'MULTI_SELECT' ? [] : null)])),
    validate: (values) => {
      const result = schema.safeParse(values)
      if (result.success) return {}
      return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
    },
    onSubmit: (values) => {
      dispatch({ type: 'setAnswers', answers: values })
      if (pageIndex + 1 < pages.length) {
        dispatch({ type: 'setInfoPage', page: pageIndex + 2 })
        window.scrollTo({ top: 0 })
      } else dispatch({ type: 'goTo', stage: 'confirmation' })
    },
  })

  const back = () => {
    dispatch({ type: 'setAnswers', answers: formik.values })
    if (pageIndex > 0) dispatch({ type: 'setInfoPage', page: pageIndex })
    else dispatch({ type: 'goTo', stage: 'choose-date-time' })
  }

  return (
    <section className="bk-stage bk-stage--narrow">
      <h1>{t('booking.information.title')}</h1>
      {pages.length > 1 ? <p className="muted">{t('booking.information.page', { page: pageIndex + 1, pages: pages.length })}</p> : null}
      <form onSubmit={formik.handleSubmit} noValidate className="bk-questions">
        {entries.length === 0 ? <p className="muted">{t('booking.information.none')}</p> : null}
        {entries.map((e) => {
          const q = e.formQuestion
          const copy = pickTranslation(q.translations, language)
          const text = copy?.questionText ?? q.questionText
          const description = copy?.description ?? q.description
          const id = `q-${q.id}`
          const error = formik.submitCount > 0 && formik.errors[q.id] ? t(String(formik.errors[q.id])) : null
          return (
            <fieldset key={e.id} className={`bk-question ${error ? 'has-error' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
              <legend id={`${id}-label`}>
                {text}
                {e.isRequired ? <span className="required" aria-hidden="true"> *</span> : null}
              </legend>
              {description ? <p className="muted small">{description}</p> : null}
              <QuestionInput entry={e} id={id} value={formik.values[q.id] ?? null} onChange={(v) => void formik.setFieldValue(q.id, v)} />
              {error ? (
                <p id={`${id}-error`} className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </fieldset>
          )
        })}
        <div className="bk-actions">
          <Button onClick={back}>{t('common.back')}</Button>
          <Button type="primary" htmlType="submit">
            {t('common.next')}
          </Button>
        </div>
      </form>
    </section>
  )
}

const toIso = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)
const fromIso = (s: unknown) => (typeof s === 'string' && s ? dayjs(s) : null)

function QuestionInput({ entry, id, value, onChange }: { entry: FormLayoutEntry; id: string; value: Answer; onChange: (v: Answer) => void }) {
  const { t } = useTranslation()
  const q = entry.formQuestion
  const labelledBy = `${id}-label`
  const answers = q.validAnswers.map((a) => a.possibleAnswer).filter((a) => a.trim())
  switch (q.questionFormat.format) {
    case 'TEXT':
      return <Input.TextArea id={id} aria-labelledby={labelledBy} autoSize={{ minRows: 2, maxRows: 6 }} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
    case 'DATE_PICKER':
      return <DatePicker id={id} aria-labelledby={labelledBy} format={ANSWER_DATE_FORMAT} value={fromIso(value)} onChange={(d) => onChange(toIso(d))} />
    case 'DATE_RANGE_PICKER': {
      const pair = Array.isArray(value) ? value : []
      return (
        <DatePicker.RangePicker
          id={{ start: `${id}-start`, end: `${id}-end` }}
          aria-labelledby={labelledBy}
          format={ANSWER_DATE_FORMAT}
          placeholder={[t('booking.information.startDate'), t('booking.information.endDate')]}
          value={[fromIso(pair[0]), fromIso(pair[1])]}
          onChange={(range) => onChange(range && range[0] && range[1] ? [toIso(range[0])!, toIso(range[1])!] : null)}
        />
      )
    }
    case 'CONFIRMATION':
      return (
        <Checkbox id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)}>
          {t('booking.information.confirm')}
        </Checkbox>
      )
    case 'YES_NO':
      return (
        <Radio.Group aria-labelledby={labelledBy} value={value} onChange={(e) => onChange(e.target.value as string)}>
          <Radio value="yes">{t('common.yes')}</Radio>
          <Radio value="no">{t('common.no')}</Radio>
        </Radio.Group>
      )
    case 'SELECT':
      return <Radio.Group aria-labelledby={labelledBy} value={value} onChange={(e) => onChange(e.target.value as string)} options={answers.map((a) => ({ value: a, label: a }))} className="bk-options" />
    case 'MULTI_SELECT':
      return <Checkbox.Group aria-labelledby={labelledBy} value={Array.isArray(value) ? (value as string[]) : []} onChange={(v) => onChange(v as string[])} options={answers.map((a) => ({ value: a, label: a }))} className="bk-options" />
    default:
      return <Input id={id} aria-labelledby={labelledBy} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
  }
}
