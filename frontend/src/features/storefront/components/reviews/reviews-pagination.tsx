import { ConfigProvider, Pagination } from 'antd'
import type { PaginationProps } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * The review pager: antd Pagination, loaded lazily with the reviews (the storefront's first load
 * carries no antd). Its texts come from our i18n resources, its colour from the storefront brand.
 */
export default function ReviewsPagination({ current, total, pageSize, onChange }: { current: number; total: number; pageSize: number; onChange: (page: number) => void }) {
  const { t } = useTranslation()
  const locale = {
    prev_page: t('storefront.reviews.previousPage'),
    next_page: t('storefront.reviews.nextPage'),
    prev_5: t('storefront.reviews.previousPages'),
    next_5: t('storefront.reviews.nextPages'),
  } as PaginationProps['locale']
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#5b3a6b', fontFamily: 'inherit' } }}>
      <nav className="sf-rv-pager" aria-label={t('storefront.reviews.pages')}>
        <Pagination
          current={current}
          total={total}
          pageSize={pageSize}
          onChange={onChange}
          showSizeChanger={false}
          locale={locale}
          itemRender={(page, type, element) => (type === 'page' ? <a aria-label={t('storefront.reviews.goToPage', { page })} aria-current={page === current ? 'page' : undefined}>{page}</a> : element)}
        />
      </nav>
    </ConfigProvider>
  )
}
