import { type RefObject, useCallback, useEffect, useLayoutEffect } from 'react';

/** Room left between the newest line and the message box, in CSS pixels. */
const GAP_PX = 12;

/**
 * Keeps the newest line of the conversation in view ABOVE the sticky message box: after each
 * message, when the box grows, and when the screen changes size (a phone's keyboard opening
 * shrinks the visual viewport). On a 360x740 phone the box covers a third of the screen, so a
 * plain scrollIntoView would leave the reply behind it.
 */
export function useNewestVisible(endRef: RefObject<HTMLElement | null>, composerRef: RefObject<HTMLElement | null>, changeKey: unknown) {
  const reveal = useCallback(
    (smooth: boolean) => {
      const end = endRef.current;
      if (!end) return;
      const composer = composerRef.current;
      end.style.scrollMarginBottom = `${(composer?.getBoundingClientRect().height ?? 0) + GAP_PX}px`;
      const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      end.scrollIntoView?.({ behavior: smooth && !reduceMotion ? 'smooth' : 'auto', block: 'end' });
    },
    [endRef, composerRef],
  );

  useLayoutEffect(() => reveal(true), [reveal, changeKey]);

  useEffect(() => {
    const onResize = () => reveal(false);
    // The keyboard slides in after the focus; the viewport's resize follows, but not everywhere.
    const onFocus = () => window.setTimeout(onResize, 350);
    const composer = composerRef.current;
    window.addEventListener('resize', onResize);
    window.visualViewport?.addEventListener('resize', onResize);
    composer?.addEventListener('focusin', onFocus);
    const observer = typeof ResizeObserver === 'function' && composer ? new ResizeObserver(onResize) : null;
    if (observer && composer) observer.observe(composer);
    return () => {
      window.removeEventListener('resize', onResize);
      window.visualViewport?.removeEventListener('resize', onResize);
      composer?.removeEventListener('focusin', onFocus);
      observer?.disconnect();
    };
  }, [reveal, composerRef]);
}
