import { useEffect, useRef } from 'react';
import { Button } from '../components/Button';
import { useDialogStore } from '@ieum/platform';

/** A modal dialog keeps keyboard focus: Tab and Shift+Tab cycle through its own buttons only. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const buttons = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])'));
  if (buttons.length === 0) return;
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (index <= 0 ? buttons.length - 1 : index - 1) : (index + 1) % buttons.length;
  event.preventDefault();
  buttons[next].focus();
}

/** Renders queued alerts and confirms one at a time; mounted once by the shell. */
export function DialogHost() {
  const current = useDialogStore((state) => state.queue[0]);
  const close = useDialogStore((state) => state.close);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!current) return;
    const previous = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(current.id, false);
      if (event.key === 'Tab') keepFocusInside(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [current, close]);

  if (!current) return null;
  const messageId = `ui-dialog-message-${current.id}`;
  return (
    <div className="ui-overlay">
      <div
        ref={dialogRef}
        className="ui-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-label={current.kind === 'confirm' ? '확인 요청' : '알림'}
        aria-describedby={messageId}
      >
        <p className="ui-dialog__message" id={messageId}>
          {current.message}
        </p>
        <div className="ui-dialog__actions">
          {current.kind === 'confirm' && (
            <Button variant="secondary" onClick={() => close(current.id, false)}>
              {current.cancelLabel}
            </Button>
          )}
          <Button ref={confirmRef} onClick={() => close(current.id, true)}>
            {current.confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
