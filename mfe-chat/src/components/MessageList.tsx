import type { RefObject } from 'react';
import { koreanTimeLabel } from '@ieum/domain';
import { Button } from '@ieum/shared-ui';
import type { Chatbot } from '../api/get-chatbot';
import { ChatbotAvatar } from './ChatbotAvatar';
import { CHATBOT_NAME_KEY } from '../hooks/use-chatbot';
import type { ChatMessage } from './chat-message';

interface MessageListProps {
  messages: ChatMessage[];
  chatbot: Chatbot;
  /** The reply whose offer is still open (네/아니요), if any. */
  openSuggestionId: string | null;
  onAnswerSuggestion(accepted: boolean): void;
  onReplay(audioPath: string): void;
  replayDisabled: boolean;
  /** The mark after the last line, kept in view by the page. */
  endRef: RefObject<HTMLDivElement | null>;
}

export function MessageList({ messages, chatbot, openSuggestionId, onAnswerSuggestion, onReplay, replayDisabled, endRef }: MessageListProps) {
  return (
    // A log region: screen readers read each new line (the reply) as it arrives.
    <div className="chat-messages" role="log" aria-live="polite" aria-label="대화 내용">
      <ol className="chat-messages__list">
      {messages.map((message) =>
        message.sender === 'ai' ? (
          <li key={message.id} className="chat-message chat-message--ai">
            <ChatbotAvatar profileImage={chatbot.profileImage} />
            <div className="chat-message__body">
              <span className="chat-message__name" data-frame-stored={CHATBOT_NAME_KEY}>
                {chatbot.name}
              </span>
              <p className="chat-message__bubble">{message.greeting ? <Greeting name={chatbot.name} /> : message.content}</p>
              <span className="chat-message__meta">
                <time dateTime={message.createdAt} data-frame-text="live">
                  {koreanTimeLabel(message.createdAt)}
                </time>
                {message.audioPath ? (
                  <button type="button" className="chat-message__replay" disabled={replayDisabled} onClick={() => onReplay(message.audioPath!)}>
                    다시 듣기
                  </button>
                ) : null}
              </span>
              {message.suggestion && openSuggestionId === message.id ? (
                <div className="chat-suggestion" role="group" aria-label={message.suggestion.text}>
                  <p className="chat-suggestion__text">{message.suggestion.text}</p>
                  <div className="chat-suggestion__actions">
                    <Button onClick={() => onAnswerSuggestion(true)}>네</Button>
                    <Button variant="secondary" onClick={() => onAnswerSuggestion(false)}>
                      아니요
                    </Button>
                  </div>
                </div>
              ) : null}
            </div>
          </li>
        ) : (
          <li key={message.id} className="chat-message chat-message--user">
            <span className="ui-visually-hidden">나:</span>
            <p className="chat-message__bubble">{message.content}</p>
            <time className="chat-message__meta" dateTime={message.createdAt} data-frame-text="live">
              {koreanTimeLabel(message.createdAt)}
            </time>
          </li>
        ),
      )}
      </ol>
      <div ref={endRef} className="chat-messages__end" />
    </div>
  );
}

/**
 * The greeting with the companion's name in its own element: a frame of the page (tools/prerender)
 * writes the name this phone stored there before the scripts arrive.
 */
function Greeting({ name }: { name: string }) {
  return (
    <>
      안녕하세요! 저는 <span data-frame-stored={CHATBOT_NAME_KEY}>{name}</span>
      입니다. 오늘 하루는 어떠셨어요? 있었던 일이나 지금 기분을 편하게 이야기해 주세요. 나눈 대화로 감정도 분석해 드릴게요.
    </>
  );
}
