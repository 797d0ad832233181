import { UserFacingError } from '@ieum/platform';
import { Button, Card, LoadingStatus, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { LoadedContent, useLoaded, type Loaded } from '@ieum/app-kit';
import { getSentimentAnalysis, type SentimentAnalysis } from '../api/get-sentiment-analysis';
import { ChatbotAvatar } from '../components/ChatbotAvatar';
import { EmotionChart } from '../components/EmotionChart';
import { emotionSlices, koreanMonth, previousSeoulMonth, sentimentErrorMessage } from '../components/emotion-summary';
import { CHATBOT_NAME_KEY, useChatbot } from '../hooks/use-chatbot';

export const ANALYSIS_ABOUT = '지난 한 달 동안 나눈 대화에서 어떤 감정을 많이 느끼셨는지 살펴보고, 마음을 돌보는 말도 함께 전해 드려요.';

/** The companion's name on this page until the server's arrives. */
const DEFAULT_CENTER_NAME = '이음이';

/** The analysis, with the message its failure shows (by status, see sentimentErrorMessage). */
async function loadAnalysis(): Promise<SentimentAnalysis> {
  try {
    return await getSentimentAnalysis();
  } catch (error) {
    console.warn('emotion analysis did not load', error);
    throw new UserFacingError(sentimentErrorMessage(error));
  }
}

const STILL_LOADING: Loaded<SentimentAnalysis> = { status: 'loading' };

function ChatCenter() {
  const navigate = useNavigateOnce();
  const { chatbot, loading: chatbotLoading } = useChatbot(DEFAULT_CENTER_NAME, '/ChatCenter');
  const { state, retry } = useLoaded(loadAnalysis, '감정 분석 결과를 불러오지 못했습니다.');

  const analysis = state.data;
  const month = koreanMonth(analysis?.month ?? '') ?? koreanMonth(previousSeoulMonth())!;

  return (
    <main className="ui-page">
      <TopBar title="채팅센터" backTo="/usermain" />
      <div className="ui-page__body">
        <Card className="chat-companion">
          <ChatbotAvatar profileImage={chatbot.profileImage} size="large" />
          <div className="chat-companion__text">
            <h2 className="chat-companion__name" data-frame-stored={CHATBOT_NAME_KEY}>
              {chatbot.name}
            </h2>
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
          <p className="chat-analysis__month" data-frame-text="live">
            {month}
          </p>
          {/* Stands before the analysis arrives (in the pre-rendered frame too): what this section is, in plain words. */}
          <p className="chat-analysis__about">{ANALYSIS_ABOUT}</p>
          {/* The empty month names the companion: both answers are in before anything shows. */}
          <LoadedContent
            state={chatbotLoading ? STILL_LOADING : state}
            onRetry={retry}
            placeholder={<LoadingStatus label="감정 분석 결과를 불러오는 중입니다..." />}
          >
            {(loaded) => <AnalysisResult analysis={loaded} companionName={chatbot.name} />}
          </LoadedContent>
        </section>
      </div>
    </main>
  );
}

function AnalysisResult({ analysis, companionName }: { analysis: SentimentAnalysis; companionName: string }) {
  const slices = emotionSlices(analysis.sentimentPercentages);
  const feedback = analysis.feedback?.trim();
  if (slices.length === 0) {
    return (
      <p className="chat-analysis__empty">
        지난달에는 나눈 대화가 없어요. 오늘 {analysis.chatBotName || companionName}에게 이야기를 들려주세요.
      </p>
    );
  }
  return (
    <>
      <EmotionChart slices={slices} />
      {feedback ? (
        <blockquote className="chat-analysis__feedback">
          <p>{feedback}</p>
        </blockquote>
      ) : null}
    </>
  );
}

export default function ChatCenterPage() {
  return <ChatCenter />;
}
