import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigateOnce } from '../navigation/use-navigate-once';
import { usePageTitle } from '../hooks/use-page-title';

export interface TopBarProps {
  title: string;
  /** Where the back button goes; one step back in history when not given. */
  backTo?: string | (() => void);
  /** Navigation state passed along when backTo is a path. */
  backState?: unknown;
  showBack?: boolean;
  /** A control on the right (a home's notification bell). */
  action?: ReactNode;
}

export function TopBar({ title, backTo, backState, showBack = true, action }: TopBarProps) {
  const navigate = useNavigate();
  const leaveTo = useNavigateOnce();
  const titleRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  useEffect(() => {
    // The tapped control usually left with the old page; a screen reader then starts from the
    // new page's title instead of the top of the document.
    const active = document.activeElement;
    if (!active || active === document.body) titleRef.current?.focus({ preventScroll: true });
  }, []);
  const goBack = () => {
    if (typeof backTo === 'function') backTo();
    else if (typeof backTo === 'string') leaveTo(backTo, { state: backState });
    else navigate(-1);
  };
  return (
    <header className="ui-top-bar">
      {showBack ? (
        <button type="button" className="ui-top-bar__back" onClick={goBack} aria-label="뒤로 가기">
          ‹
        </button>
      ) : (
        <span />
      )}
      <h1 ref={titleRef} className="ui-top-bar__title" tabIndex={-1}>{title}</h1>
      {action ?? <span />}
    </header>
  );
}
