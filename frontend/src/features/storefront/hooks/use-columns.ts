import { useEffect, useState } from 'react'

/** 3 columns above 1024 px, 2 up to 1024, 1 up to 768 (§2.2). */
export function columnsFor(width: number): 1 | 2 | 3 {
  if (width <= 768) return 1
  if (width <= 1024) return 2
  return 3
}

export function useColumns(): 1 | 2 | 3 {
  const [columns, setColumns] = useState(() => columnsFor(window.innerWidth))
  useEffect(() => {
    const onResize = () => setColumns(columnsFor(window.innerWidth))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return columns
}
