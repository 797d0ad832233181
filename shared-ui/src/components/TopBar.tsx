import { useNavigate } from 'react-router-dom';
import { useNavigateOnce } from '../navigation/use-navigate-once';

export interface TopBarProps {
  title: string;
  /** Where the back button goes; one step back in history when not given. */
  backTo?: string | (() => void);
  /** Navigation state passed along when backTo is a path. */
  backState?: unknown;
  showBack?: boolean;
}

export function TopBar({ title, backTo, backState, showBack = true }: TopBarProps) {
  const navigate = useNavigate();
  const leaveTo = useNavigateOnce();
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
      <h1 className="ui-top-bar__title">{title}</h1>
      <span />
    </header>
  );
}
