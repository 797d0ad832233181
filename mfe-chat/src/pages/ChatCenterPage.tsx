import { useCallback, useEffect, useState } from 'react';
import { Button, Card, LoadingModal, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { getSentimentAnalysis, type SentimentAnalysis } from '../api/get-sentiment-analysis';
import { ChatbotAvatar } from '../components/ChatbotAvatar';
import { EmotionChart } from '../components/EmotionChart';
import { emotionSlices, koreanMonth, previousSeoulMonth, sentimentErrorMessage } from '../components/emotion-summary';
import { useChatbot } from '../hooks/use-chatbot';

/** The companion's name on this page until the server's arrives. */
const DEFAULT_CENTER_NAME = '이음이';

type AnalysisState = { status: 'loading' } | { status: 'loaded'; analysis: SentimentAnalysis } | { status: 'failed'; message: string };

function ChatCenter() {
  const navigate = useNavigateOnce();
  const { chatbot, loading: chatbotLoading } = useChatbot(DEFAULT_CENTER_NAME, '/ChatCenter');
  const [state, setState] = useState<AnalysisState>({ status: 'loading' });

  const load = useCallback(() => {
    let current = true;
    setState({ status: 'loading' });
    getSentimentAnalysis().then(
      (analysis) => current && setState({ status: 'loaded', analysis }),
      (error: unknown) => {
        console.warn('emotion analysis did not load', error);
        if (current) setState({ status: 'failed', message: sentimentErrorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(load, [load]);

  const analysis = state.status === 'loaded' ? state.analysis : null;
  const slices = emotionSlices(analysis?.sentimentPercentages);
  const month = koreanMonth(analysis?.month ?? '') ?? koreanMonth(previousSeoulMonth())!;
  const feedback = analysis?.feedback?.trim();

  return (
    <main className="ui-page">
      <TopBar title="채팅센터" backTo="/usermain" />
      <div className="ui-page__body">
        <Card className="chat-companion">
          <ChatbotAvatar profileImage={chatbot.profileImage} size="large" />
          <div className="chat-companion__text">
            <h2 className="chat-companion__name">{chatbot.name}</h2>
            <p className="ui-text-muted">바로 연결해 드릴게요</p>
          </div>
          <Button block onClick={() => navigate('/ChatPage')}>
            대화 시작하기
          </Button>
          <Button block variant="secondary" onClick={() => navigate('/SetName', { state: { returnTo: '/ChatCenter' } })}>
            이름과 사진 바꾸기
          </Button>
        </Card>

        <section className="chat-analysis" aria-labelledby="chat-analysis-title">
          <h2 id="chat-analysis-title" className="ui-heading">
            지난달 감정 분석 결과
          </h2>
          <p className="chat-analysis__month">{month}</p>
          {state.status === 'failed' ? (
            <div className="chat-analysis__error">
              <p role="alert">{state.message}</p>
              <Button variant="secondary" onClick={load}>
                다시 시도
              </Button>
            </div>
          ) : null}
          {analysis && slices.length > 0 ? <EmotionChart slices={slices} /> : null}
          {analysis && slices.length === 0 ? (
            <p className="chat-analysis__empty">
              지난달에는 나눈 대화가 없어요. 오늘 {analysis.chatBotName || chatbot.name}에게 이야기를 들려주시면 다음 달에 감정 분석
              결과를 보여 드릴게요.
            </p>
          ) : null}
          {slices.length > 0 && feedback ? (
            <blockquote className="chat-analysis__feedback">
              <p>{feedback}</p>
            </blockquote>
          ) : null}
        </section>
      </div>
      <LoadingModal open={state.status === 'loading' || chatbotLoading} message="감정 분석 결과를 불러오는 중입니다..." />
    </main>
  );
}

export default function ChatCenterPage() {
  return <ChatCenter />;
}
