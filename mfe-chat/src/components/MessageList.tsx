import type { RefObject } from 'react';
import { koreanTimeLabel } from '@ieum/domain';
import { Button } from '@ieum/shared-ui';
import type { Chatbot } from '../api/get-chatbot';
import { ChatbotAvatar } from './ChatbotAvatar';
import { greetingText, type ChatMessage } from './chat-message';

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
              <span className="chat-message__name">{chatbot.name}</span>
              <p className="chat-message__bubble">{message.greeting ? greetingText(chatbot.name) : message.content}</p>
              <span className="chat-message__meta">
                <time dateTime={message.createdAt}>{koreanTimeLabel(message.createdAt)}</time>
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
            <time className="chat-message__meta" dateTime={message.createdAt}>
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
