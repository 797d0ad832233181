import { useEffect } from 'react';

export const EDGE_SWIPE_WIDTH_PX = 20;

function isHorizontallyScrollable(target: EventTarget | null): boolean {
  for (let node = target as HTMLElement | null; node && node !== document.body; node = node.parentElement) {
    if (node.scrollWidth > node.clientWidth) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
  }
  return document.documentElement.scrollWidth > document.documentElement.clientWidth;
}

/** Blocking a touchstart also cancels its tap, so a touch on one of these is always let through. */
const TAPPABLE =
  'button, a[href], input, select, textarea, label, summary, [role="button"], [role="radio"], [role="switch"], [role="checkbox"], [tabindex]';

function isTappable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TAPPABLE) !== null;
}

/**
 * Phones treat a swipe from the left edge as "go back", which throws older users out of a form.
 * Such touches are blocked unless the content under the finger scrolls sideways, or the finger is
 * on a control: the top bar's back button and every full-width field start inside the 20 px strip,
 * and blocking there made part of their 48 px target dead.
 */
export function shouldBlockEdgeSwipe(event: TouchEvent): boolean {
  const touch = event.touches[0];
  return (
    Boolean(touch) &&
    touch.clientX < EDGE_SWIPE_WIDTH_PX &&
    !isTappable(event.target) &&
    !isHorizontallyScrollable(event.target)
  );
}

export function useEdgeSwipeBlock() {
  useEffect(() => {
    const onTouchStart = (event: TouchEvent) => {
      if (shouldBlockEdgeSwipe(event)) event.preventDefault();
    };
    document.addEventListener('touchstart', onTouchStart, { passive: false });
    return () => document.removeEventListener('touchstart', onTouchStart);
  }, []);
}
