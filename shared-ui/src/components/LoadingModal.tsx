import { useEffect } from 'react';

export interface LoadingModalProps {
  open: boolean;
  message?: string;
  /** Closes by itself after this many milliseconds (calls onClose). */
  autoCloseMs?: number;
  onClose?(): void;
}

export function LoadingModal({ open, message = '잠시만 기다려 주세요...', autoCloseMs, onClose }: LoadingModalProps) {
  useEffect(() => {
    if (!open || autoCloseMs === undefined || !onClose) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, onClose]);

  if (!open) return null;
  return (
    // No aria-busy: on a live region it tells screen readers to hold the announcement until it is
    // false, and this one is removed instead, so the message was never read out.
    <div className="ui-overlay" role="status" aria-live="polite">
      <div className="ui-loading">
        <span className="ui-spinner" aria-hidden="true" />
        <span>{message}</span>
      </div>
    </div>
  );
}
