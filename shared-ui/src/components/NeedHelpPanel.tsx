import { useState } from 'react';
import { NEED_HELP_TEXTS, VISIT_TEXTS } from '@ieum/domain';
import { Button } from './Button';

export interface NeedHelpPanelProps {
  /** Alerts the welfare workers; resolves false when an alert was sent moments ago. */
  onRequestHelp(): Promise<boolean>;
}

/** 도움이 필요해요 during a visit, on the volunteer's and the elderly user's phone, with 112/119 always in reach. */
export function NeedHelpPanel({ onRequestHelp }: NeedHelpPanelProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const press = async () => {
    if (busy) return;
    setBusy(true);
    try {
      setMessage((await onRequestHelp()) ? NEED_HELP_TEXTS.sent : NEED_HELP_TEXTS.alreadySent);
    } catch {
      setMessage(NEED_HELP_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ui-card ui-need-help" aria-labelledby="ui-need-help-title">
      <h2 id="ui-need-help-title" className="ui-need-help__title">
        {NEED_HELP_TEXTS.title}
      </h2>
      <Button variant="danger" block onClick={() => void press()} disabled={busy} aria-busy={busy}>
        {VISIT_TEXTS.needHelp}
      </Button>
      <p role="status" aria-live="polite" className="ui-need-help__message">
        {message}
      </p>
      <a className="ui-button ui-button--secondary ui-button--block" href="tel:119">
        {NEED_HELP_TEXTS.call119}
      </a>
      <a className="ui-button ui-button--secondary ui-button--block" href="tel:112">
        {NEED_HELP_TEXTS.call112}
      </a>
    </section>
  );
}
