import { type KeyboardEvent, type Ref, useId } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@ieum/domain';

interface ChatComposerProps {
  draft: string;
  onDraftChange(text: string): void;
  onSend(): void;
  /** Waiting for a reply or its speech is playing. */
  busy: boolean;
  micActive: boolean;
  micSupported: boolean;
  onToggleMic(): void;
  ref?: Ref<HTMLFormElement>;
}

/** The text box, the centre microphone and the send button. */
export function ChatComposer({ draft, onDraftChange, onSend, busy, micActive, micSupported, onToggleMic, ref }: ChatComposerProps) {
  const inputId = useId();
  const micHintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while a Korean syllable is still being composed only finishes the syllable.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };
  const canSend = !busy && draft.trim().length > 0;
  return (
    <form
      ref={ref}
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label className="ui-visually-hidden" htmlFor={inputId}>
        보낼 말
      </label>
      <textarea
        id={inputId}
        name="message"
        className="ui-input ui-input--textarea chat-composer__input"
        placeholder="대화를 입력해 주세요"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer__actions">
        <span className="chat-composer__count" aria-hidden="true">
          {draft.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </span>
        <button
          type="button"
          className={`chat-mic${micActive ? ' chat-mic--active' : ''}`}
          aria-pressed={micActive}
          aria-describedby={micSupported ? undefined : micHintId}
          disabled={busy}
          onClick={onToggleMic}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2z" />
          </svg>
          <span>{micActive ? '듣는 중' : '말하기'}</span>
        </button>
        <button type="submit" className="ui-button ui-button--primary chat-composer__send" disabled={!canSend}>
          보내기
        </button>
      </div>
      {micSupported ? null : (
        // Whether the phone's browser can listen is known only there: no frame says it cannot.
        <p id={micHintId} className="chat-composer__hint" data-frame-omit="">
          이 브라우저는 음성 인식을 지원하지 않아요. 글자로 입력해 주세요.
        </p>
      )}
    </form>
  );
}
