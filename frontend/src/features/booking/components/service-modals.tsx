import { Button, Modal, Steps } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImgWithFallback } from '../../../components/img-fallback.tsx'
import { employeeFee, type AddOn, type Bundle, type Employee, type Service } from '../../../lib/catalog-schemas.ts'
import { translated } from '../../../lib/content.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useBooking } from '../hooks/booking-state.ts'
import { BRAND_PURPLE } from './theme.ts'

export const SLIDE_MS = 280

/**
 * Professionals of a service; tapping the selected one deselects it. With `anyOption`, the first card
 * is "Any Available Team Member" (selected while no professional is chosen), so a choice is never required.
 */
export function ProfessionalPicker({ service, value, onChange, anyOption = false }: { service: Service; value: string | null; onChange: (id: string | null) => void; anyOption?: boolean }) {
  const { t } = useTranslation()
  return (
    <ul className="bk-pros" aria-label={t('booking.professional.title')}>
      {anyOption ? (
        <li key="any">
          <button type="button" aria-pressed={value === null} className={`bk-pro bk-pro--any ${value === null ? 'is-selected' : ''}`} onClick={() => onChange(null)}>
            <span className="avatar avatar--large avatar--unknown bk-pro__any-mark" aria-hidden="true">?</span>
            <span className="bk-pro__name">{t('booking.anyTeamMember')}</span>
          </button>
        </li>
      ) : null}
      {service.employees.map((e: Employee) => {
        const fee = employeeFee(service, e.id)
        const selected = value === e.id
        return (
          <li key={e.id}>
            <button type="button" aria-pressed={selected} className={`bk-pro ${selected ? 'is-selected' : ''}`} onClick={() => onChange(selected ? null : e.id)}>
              <ImgWithFallback src={e.profileImageUrl ?? undefined} fallback="/blank-profile.png" alt="" className="avatar avatar--large" />
              <span className="bk-pro__name">
                {e.firstName} {e.lastName}
              </span>
              <span className="muted">{e.position || t('booking.professional.defaultRole')}</span>
              {fee > 0 ? <span className="bk-pro__fee">{t('booking.cart.employeeFee', { amount: formatMoney(fee) })}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

export function AddOnPicker({ addOns, value, onChange }: { addOns: AddOn[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation()
  const { language } = useBooking()
  return (
    <ul className="bk-addons">
      {addOns.map((a) => {
        const selected = value.includes(a.id)
        return (
          <li key={a.id}>
            <button
              type="button"
              aria-pressed={selected}
              className={`bk-addon ${selected ? 'is-selected' : ''}`}
              style={selected ? { background: BRAND_PURPLE, borderColor: BRAND_PURPLE, color: '#fff' } : undefined}
              onClick={() => onChange(selected ? value.filter((x) => x !== a.id) : [...value, a.id])}
            >
              <span>{translated(a.translations, language, 'name', '[Add-on]')}</span>
              <span>
                {a.duration ? `${t('common.durationMinutes', { count: a.duration })} · ` : ''}
                {formatMoney(a.price)}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

const canChoosePro = (s: Service) => s.allowEmployeeSelection && s.employees.length > 0

/** The service flow: professional modal, then add-ons modal, then Add to Cart (§4). */
export function ServiceFlowModal({ service, onClose, onAdd }: { service: Service | null; onClose: () => void; onAdd: (employeeId: string | null, addOnIds: string[]) => void }) {
  const { t } = useTranslation()
  const { language } = useBooking()
  const [step, setStep] = useState<'pro' | 'addons'>('pro')
  const [employeeId, setEmployeeId] = useState<string | null>(null)
  const [addOnIds, setAddOnIds] = useState<string[]>([])
  useEffect(() => {
    if (!service) return
    setEmployeeId(null)
    setAddOnIds([])
    setStep(canChoosePro(service) ? 'pro' : 'addons')
  }, [service])
  if (!service) return null
  const name = translated(service.translations, language, 'name', '[Service]')
  const hasAddOns = service.addOns.length > 0
  if (step === 'pro') {
    return (
      <Modal open title={<>{t('booking.professional.title')} <small className="muted">· {name}</small></>} onCancel={onClose} width={640} transitionName="ant-slide-up" footer={[
        <Button key="cancel" onClick={onClose}>{t('common.cancel')}</Button>,
        <Button key="next" type="primary" onClick={() => (hasAddOns ? setStep('addons') : onAdd(employeeId, []))}>
          {hasAddOns ? t('booking.professional.nextAddOns') : t('booking.addToCart')}
        </Button>,
      ]}>
        <p className="muted">{t('booking.professional.hint')}</p>
        <ProfessionalPicker service={service} value={employeeId} onChange={setEmployeeId} />
      </Modal>
    )
  }
  return (
    <Modal open title={<>{t('booking.addOns.title')} <small className="muted">· {name}</small></>} onCancel={onClose} width={640} footer={[
      <Button key="back" onClick={() => (canChoosePro(service) ? setStep('pro') : onClose())}>{t('common.back')}</Button>,
      <Button key="add" type="primary" onClick={() => onAdd(employeeId, addOnIds)}>{t('booking.addToCart')}</Button>,
    ]}>
      <AddOnPicker addOns={service.addOns} value={addOnIds} onChange={setAddOnIds} />
    </Modal>
  )
}

/**
 * Bundle stepper: one step per bundle service that allows choosing a professional, plus a step for any
 * service nobody at this location provides. A step is never a dead end: "Any Available Team Member" is
 * always offered (and preselected); when no one can do a service, the step says so and the bundle
 * cannot be added.
 */
export function BundleStepperModal({ bundle, onClose, onAdd }: { bundle: Bundle | null; onClose: () => void; onAdd: (employees: Record<string, string | null>) => void }) {
  const { t } = useTranslation()
  const { language } = useBooking()
  const [step, setStep] = useState(0)
  const [choice, setChoice] = useState<Record<string, string | null>>({})
  useEffect(() => {
    setStep(0)
    setChoice({})
  }, [bundle])
  if (!bundle) return null
  const steps = [...bundle.items].sort((a, b) => a.bundleItemOrder - b.bundleItemOrder).filter((i) => canChoosePro(i.bundleService) || !isServable(i.bundleService))
  const current = steps[step]
  if (!current) return null
  const last = step === steps.length - 1
  const servable = isServable(current.bundleService)
  const serviceName = (s: Service) => translated(s.translations, language, 'name', '[Service]')
  return (
    <Modal open title={t('booking.professional.title')} onCancel={onClose} width={720} footer={[
      <Button key="back" onClick={() => (step === 0 ? onClose() : setStep(step - 1))}>{t('common.back')}</Button>,
      <Button key="next" type="primary" disabled={!servable} onClick={() => (last ? onAdd(choice) : setStep(step + 1))}>
        {last ? t('booking.addToCart') : t('common.next')}
      </Button>,
    ]}>
      <Steps size="small" current={step} items={steps.map((s) => ({ title: serviceName(s.bundleService) }))} className="bk-bundle-steps" />
      {servable ? (
        <>
          <p className="muted">{t('booking.professional.hint')}</p>
          <ProfessionalPicker anyOption service={current.bundleService} value={choice[current.id] ?? null} onChange={(id) => setChoice({ ...choice, [current.id]: id })} />
        </>
      ) : (
        <p className="bk-error" role="alert" data-testid="no-professional">
          {t('booking.professional.noneAvailable', { service: serviceName(current.bundleService) })}
        </p>
      )}
    </Modal>
  )
}

/** Whether anyone at this location provides the service (the catalog lists its professionals there). */
const isServable = (s: Service) => s.employees.length > 0

/** Edit Service / Edit Bundle (800 px): Cancel and Update Item; times reset on update. */
export function EditItemModal() {
  const { t } = useTranslation()
  const { state, dispatch, findService, findBundle, language } = useBooking()
  const item = state.cart.find((c) => c.localId === state.editingItemId) ?? null
  const [employeeId, setEmployeeId] = useState<string | null>(null)
  const [addOnIds, setAddOnIds] = useState<string[]>([])
  const [bundleChoice, setBundleChoice] = useState<Record<string, string | null>>({})
  useEffect(() => {
    if (item?.type === 'service') {
      setEmployeeId(item.employeeId)
      setAddOnIds(item.addOnIds)
    } else if (item?.type === 'bundle') {
      setBundleChoice(Object.fromEntries(Object.entries(item.selectedItems).map(([k, v]) => [k, v.employeeId])))
    }
  }, [item])
  if (!item) return null
  const close = () => dispatch({ type: 'editItem', localId: null })
  if (item.type === 'service') {
    const s = findService(item.serviceId)
    if (!s) return null
    return (
      <Modal open title={t('booking.edit.service')} width={800} onCancel={close} footer={[
        <Button key="c" onClick={close}>{t('common.cancel')}</Button>,
        <Button key="u" type="primary" onClick={() => dispatch({ type: 'updateItem', item: { ...item, employeeId, addOnIds, dateTime: null } })}>{t('booking.edit.update')}</Button>,
      ]}>
        <h3>{translated(s.translations, language, 'name', '[Service]')}</h3>
        {canChoosePro(s) ? (
          <>
            <h4>{t('booking.professional.title')}</h4>
            <ProfessionalPicker service={s} value={employeeId} onChange={setEmployeeId} />
          </>
        ) : null}
        {s.addOns.length ? (
          <>
            <h4>{t('booking.addOns.title')}</h4>
            <AddOnPicker addOns={s.addOns} value={addOnIds} onChange={setAddOnIds} />
          </>
        ) : null}
      </Modal>
    )
  }
  const b = findBundle(item.bundleId)
  if (!b) return null
  return (
    <Modal open title={t('booking.edit.bundle')} width={800} onCancel={close} footer={[
      <Button key="c" onClick={close}>{t('common.cancel')}</Button>,
      <Button key="u" type="primary" onClick={() => dispatch({ type: 'updateItem', item: { ...item, selectedItems: Object.fromEntries(b.items.map((bi) => [bi.id, { employeeId: bundleChoice[bi.id] ?? null, dateTime: null }])) } })}>
        {t('booking.edit.update')}
      </Button>,
    ]}>
      <h3>{translated(b.translations, language, 'bundleName', '[Bundle]')}</h3>
      {b.items.filter((bi) => canChoosePro(bi.bundleService)).map((bi) => (
        <div key={bi.id}>
          <h4>{translated(bi.bundleService.translations, language, 'name', '[Service]')}</h4>
          <ProfessionalPicker service={bi.bundleService} value={bundleChoice[bi.id] ?? null} onChange={(id) => setBundleChoice({ ...bundleChoice, [bi.id]: id })} />
        </div>
      ))}
    </Modal>
  )
}
