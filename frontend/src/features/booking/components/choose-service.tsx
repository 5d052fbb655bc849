import { Button } from 'antd'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bundleDuration, bundlePriceRange, bundleSavePercent, servicePriceRange, type Bundle, type Service } from '../../../lib/catalog-schemas.ts'
import { translated } from '../../../lib/content.ts'
import { formatPriceRange } from '../../../lib/money.ts'
import { newLocalId, useBooking } from '../hooks/booking-state.ts'
import { Duration } from './duration.tsx'
import { BundleStepperModal, ServiceFlowModal } from './service-modals.tsx'

export const CATEGORY_SCROLL_BREAKPOINT = 870
export const CATEGORY_SCROLL_OFFSET = 80

export function ChooseService() {
  const { t } = useTranslation()
  const { location, language, state, dispatch, findBundle, findService } = useBooking()
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const [serviceFlow, setServiceFlow] = useState<Service | null>(null)
  const [bundleFlow, setBundleFlow] = useState<Bundle | null>(null)
  const servicesRef = useRef<HTMLElement>(null)

  const services = location?.services ?? []
  const bundles = (location?.bundles ?? []).filter((b) => b.is_active)
  const categories = useMemo(() => {
    const used = new Set([...services.map((s) => s.category?.id), ...bundles.map((b) => b.items[0]?.bundleService.category?.id)].filter(Boolean))
    const listed = (location?.categories ?? []).filter((c) => used.has(c.id))
    for (const s of services) if (s.category && !listed.some((c) => c.id === s.category!.id)) listed.push({ ...s.category, forLocationID: null })
    return listed
  }, [location, services, bundles])
  const activeCategory = categoryId ?? categories[0]?.id ?? null
  const shownServices = services.filter((s) => s.category?.id === activeCategory)
  const shownBundles = bundles.filter((b) => b.items[0]?.bundleService.category?.id === activeCategory)

  const pickCategory = (id: string) => {
    setCategoryId(id)
    if (window.innerWidth <= CATEGORY_SCROLL_BREAKPOINT && servicesRef.current) {
      const top = servicesRef.current.getBoundingClientRect().top + window.scrollY - CATEGORY_SCROLL_OFFSET
      window.scrollTo({ top, behavior: 'smooth' })
    }
  }

  const addService = (service: Service, employeeId: string | null, addOnIds: string[]) => {
    setServiceFlow(null)
    if (!findService(service.id)) return
    dispatch({ type: 'addItem', merge: service.maxCapacity > 1, item: { localId: newLocalId(), type: 'service', serviceId: service.id, addOnIds, employeeId, dateTime: null, quantity: 1 } })
  }
  const pickService = (service: Service) => {
    if ((service.employees.length > 0 && service.allowEmployeeSelection) || service.addOns.length > 0) setServiceFlow(service)
    else addService(service, null, [])
  }
  const addBundle = (bundle: Bundle, employees: Record<string, string | null>) => {
    setBundleFlow(null)
    if (!findBundle(bundle.id)) return
    dispatch({ type: 'addItem', item: { localId: newLocalId(), type: 'bundle', bundleId: bundle.id, selectedItems: Object.fromEntries(bundle.items.map((i) => [i.id, { employeeId: employees[i.id] ?? null, dateTime: null }])) } })
  }
  const pickBundle = (bundle: Bundle) => {
    // The stepper also explains a service nobody here provides, instead of adding an unbookable bundle.
    if (bundle.items.some((i) => i.bundleService.employees.length === 0 || i.bundleService.allowEmployeeSelection)) setBundleFlow(bundle)
    else addBundle(bundle, {})
  }

  if (services.length === 0 && bundles.length === 0) {
    return (
      <section className="bk-stage">
        <p className="empty-state">{t('booking.service.empty')}</p>
        <div className="bk-actions">
          <Button onClick={() => dispatch({ type: 'clearLocation' })}>{t('common.back')}</Button>
        </div>
      </section>
    )
  }
  return (
    <section className="bk-stage">
      <div className="bk-columns">
        <aside className="bk-categories">
          <h2>{categoryId ? t('booking.service.categoriesPicked') : t('booking.service.categories')}</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <button type="button" className={`bk-category ${c.id === activeCategory ? 'is-active' : ''}`} aria-pressed={c.id === activeCategory} onClick={() => pickCategory(c.id)}>
                  {translated(c.translations, language, 'name', '[Category]')}
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <section className="bk-services" ref={servicesRef} aria-labelledby="bk-services-title">
          <h1 id="bk-services-title">{t('booking.service.title')}</h1>
          <ul className="bk-cards">
            {shownServices.map((s) => (
              <li key={s.id} className="bk-card bk-card--service">
                <div className="bk-card__body">
                  <h2>{translated(s.translations, language, 'name', '[Service]')}</h2>
                  <p className="muted">{translated(s.translations, language, 'description', '')}</p>
                  <p className="bk-card__meta">
                    <strong>{formatPriceRange(...servicePriceRange(s))}</strong>
                    <Duration minutes={s.duration} />
                  </p>
                  <Button type="primary" onClick={() => pickService(s)} aria-label={t('booking.service.selectNamed', { name: translated(s.translations, language, 'name', '[Service]') })}>
                    {t('booking.service.select')}
                  </Button>
                </div>
              </li>
            ))}
            {shownBundles.map((b) => {
              const save = bundleSavePercent(b)
              return (
                <li key={b.id} className="bk-card bk-card--bundle">
                  <div className="bk-card__body">
                    <h2>
                      {translated(b.translations, language, 'bundleName', '[Bundle]')}
                      {save ? <span className="badge badge--save">{t('common.savePercent', { percent: save })}</span> : null}
                    </h2>
                    <p className="muted">{translated(b.translations, language, 'bundleDescription', '')}</p>
                    <p className="muted small">{b.items.map((i) => translated(i.bundleService.translations, language, 'name', '[Service]')).join(' + ')}</p>
                    <p className="bk-card__meta">
                      <strong>{formatPriceRange(...bundlePriceRange(b))}</strong>
                      <Duration minutes={bundleDuration(b)} />
                    </p>
                    <Button type="primary" onClick={() => pickBundle(b)} aria-label={t('booking.service.selectNamed', { name: translated(b.translations, language, 'bundleName', '[Bundle]') })}>
                      {t('booking.service.select')}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      </div>
      <div className="bk-actions">
        <Button onClick={() => dispatch({ type: 'clearLocation' })}>{t('common.back')}</Button>
        {state.cart.length > 0 ? (
          <Button type="primary" onClick={() => dispatch({ type: 'goTo', stage: 'choose-date-time' })}>
            {t('booking.nextDetails')}
          </Button>
        ) : null}
      </div>
      <ServiceFlowModal service={serviceFlow} onClose={() => setServiceFlow(null)} onAdd={(e, a) => serviceFlow && addService(serviceFlow, e, a)} />
      <BundleStepperModal bundle={bundleFlow} onClose={() => setBundleFlow(null)} onAdd={(emps) => bundleFlow && addBundle(bundleFlow, emps)} />

    </section>
  )
}
