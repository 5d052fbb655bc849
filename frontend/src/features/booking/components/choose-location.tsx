import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { ImgWithFallback } from '../../../components/img-fallback.tsx'
import { useBooking } from '../hooks/booking-state.ts'

export function ChooseLocation() {
  const { t } = useTranslation()
  const { form, dispatch } = useBooking()
  const locations = form.businessData
  return (
    <section className="bk-stage">
      <h1>{t('booking.location.title')}</h1>
      {locations.length === 0 ? (
        <p className="empty-state">{t('booking.location.empty')}</p>
      ) : (
        <ul className="bk-cards bk-cards--locations">
          {locations.map((l) => (
            <li key={l.id} className="bk-card">
              <ImgWithFallback src={l.images[0]?.fileUrl ?? undefined} fallback="/image_placeholder.jpg" alt="" className="bk-card__image" />
              <div className="bk-card__body">
                <h2>{l.locationName}</h2>
                <p className="muted">
                  {l.address}
                  <br />
                  {[l.city, [l.region, l.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                </p>
                <Button type="primary" block onClick={() => dispatch({ type: 'chooseLocation', locationId: l.id })} aria-label={t('booking.location.bookAt', { name: l.locationName })}>
                  {t('booking.location.book')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
