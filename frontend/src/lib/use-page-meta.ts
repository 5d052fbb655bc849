import { useEffect } from 'react'
import { applyPageMeta, type PageMeta } from './seo.ts'

export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : ''
  useEffect(() => {
    if (meta) applyPageMeta(meta)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
