import { useEffect, useState } from 'react'

/**
 * True once the element given to the returned callback ref has come within `margin` of the
 * viewport (and stays true). Lets a part below the fold load its code when the visitor scrolls
 * towards it, not on the first load. A callback ref, because the element may mount late (after data).
 */
export function useNearViewport<E extends Element>(margin = '600px'): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: margin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, margin, near])
  return [setElement, near]
}
