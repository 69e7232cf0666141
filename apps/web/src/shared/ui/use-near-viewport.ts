import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets a section below the
 * fold load its code and data only when the reader scrolls towards it, so that a phone opening the page
 * fetches the first screen only. Without IntersectionObserver it is true at once; on a server rendering the
 * page it is false, as in the browser that hydrates the page.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px 0px'): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
