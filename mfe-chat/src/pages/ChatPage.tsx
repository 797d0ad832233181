import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingModal } from '@ieum/shared-ui';
import { useLoaded, useSingleFlight } from '@ieum/app-kit';
import { ChatTopBar } from '../components/ChatTopBar';
import { aiHostUrl } from '../api/connection';
import { getChatHistory, type HistoryMessage } from '../api/get-chat-history';
import { sendChatMessage } from '../api/send-chat-message';
import { ChatComposer } from '../components/ChatComposer';
import { MessageList } from '../components/MessageList';
import { CHAT_FAILURE_MESSAGE, type ChatMessage } from '../components/chat-message';
import { useChatbot } from '../hooks/use-chatbot';
import { useReplyAudio } from '../hooks/use-reply-audio';
import { useNewestVisible } from '../hooks/use-newest-visible';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';

/** What the chat calls the companion until its name arrives (and if it has none). */
const DEFAULT_CHAT_NAME = 'AI';

/** The conversation so far; the conversation still works without the earlier lines. */
function loadHistory(): Promise<HistoryMessage[]> {
  return getChatHistory(50).catch((error: unknown) => {
    console.warn('chat history did not load', error);
    return [];
  });
}

function fromHistory(message: HistoryMessage): ChatMessage {
  return {
    id: `history-${message.id}`,
    sender: message.sender,
    content: message.text,
    createdAt: message.createdAt,
    audioPath: message.audioPath,
  };
}

function ChatScreen() {
  const navigate = useNavigate();
  const { chatbot } = useChatbot(DEFAULT_CHAT_NAME, '/chatpage');
  // Messages of this visit count from 1, the greeting.
  const [greeting] = useState<ChatMessage>(() => ({ id: '1', sender: 'ai', content: '', greeting: true, createdAt: new Date().toISOString() }));
  const nextId = useRef(2);
  const newMessage = (message: Omit<ChatMessage, 'id' | 'createdAt'>): ChatMessage => ({
    id: String(nextId.current++),
    createdAt: new Date().toISOString(),
    ...message,
  });
  const history = useLoaded(loadHistory, '대화 기록을 불러오지 못했습니다.').state.data ?? [];
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [openSuggestionId, setOpenSuggestionId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [replying, runReply] = useSingleFlight<'reply'>();
  const pending = replying === 'reply';
  const mounted = useRef(true);
  const audio = useReplyAudio();
  const speech = useSpeechRecognition(
    useCallback((transcript: string) => setDraft((current) => (current.trim() ? `${current.trimEnd()} ${transcript}` : transcript)), []),
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = pending || audio.playing;
  const endRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLFormElement>(null);
  const shown = [greeting, ...history.map(fromHistory), ...messages];
  useNewestVisible(endRef, composerRef, `${shown.length}|${openSuggestionId}`);

  const send = () => {
    const text = draft.trim();
    if (!text || audio.playing) return;
    return runReply('reply', async () => {
      speech.stop();
      setDraft('');
      setOpenSuggestionId(null);
      setMessages((current) => [...current, newMessage({ sender: 'user', content: text })]);
      try {
        const reply = await sendChatMessage(text);
        if (!mounted.current) return;
        const message = newMessage({ sender: 'ai', content: reply.text, audioPath: reply.audio_path, suggestion: reply.suggestion });
        setMessages((current) => [...current, message]);
        if (reply.suggestion) setOpenSuggestionId(message.id);
        if (reply.audio_path) void audio.play(aiHostUrl(reply.audio_path));
      } catch (error) {
        console.warn('chat reply failed', error);
        if (mounted.current) setMessages((current) => [...current, newMessage({ sender: 'ai', content: CHAT_FAILURE_MESSAGE })]);
      }
    });
  };

  const answerSuggestion = (accepted: boolean) => {
    setOpenSuggestionId(null);
    if (accepted) navigate('/RequestForm');
  };

  return (
    <main className="ui-page chat-page">
      <ChatTopBar title="챗봇" backTo="/ChatCenter" />
      <div className="chat-page__body">
        <MessageList
          messages={shown}
          chatbot={chatbot}
          openSuggestionId={openSuggestionId}
          onAnswerSuggestion={answerSuggestion}
          onReplay={(path) => void audio.play(aiHostUrl(path))}
          replayDisabled={busy}
          endRef={endRef}
        />
      </div>
      <ChatComposer
        ref={composerRef}
        draft={draft}
        onDraftChange={setDraft}
        onSend={() => void send()}
        busy={busy}
        micActive={speech.active}
        micSupported={speech.supported}
        onToggleMic={speech.toggle}
      />
      {/* The reply's speech; no controls of its own (다시 듣기 replays it). Its text is on screen, so no captions track. */}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
      <audio {...audio.audioProps} className="chat-audio" data-testid="reply-audio" />
      <LoadingModal open={pending} message="답변을 생성 중입니다..." />
    </main>
  );
}

export default function ChatPage() {
  return <ChatScreen />;
}
