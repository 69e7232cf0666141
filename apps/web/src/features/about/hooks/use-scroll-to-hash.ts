import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section the address names (/assets/about#cancellation) once it exists: the sections wait
 * for their figures, so the router's own scroll on navigation may have found nothing to scroll to.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
  }, [hash]);
}
