import { useCallback, useEffect, useState } from 'react';
import { CARE_LINK_CODE_VALID_MINUTES } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, TopBar, useNavigateOnce } from '@ieum/shared-ui';
import { useLoadedEvery, useNow, useSingleFlight } from '@ieum/app-kit';
import { createFamilyLinkCode, deleteFamilyLinkCode, type FamilyLinkCode } from '../api/family-link-code';
import { getLinkedFamily } from '../api/linked-family';

/** While a code is on screen, how often the page looks for the family member who used it. */
export const LINK_WATCH_MS = 5_000;

/** `482913` -> `482 913`, as it is read out over the phone. */
export function spacedCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** Reads the digits one by one, slowly, for someone who cannot read them well (where the browser can speak). */
function speakDigits(code: string) {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance(code.split('').join(', '));
  utterance.lang = 'ko-KR';
  utterance.rate = 0.7;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** 남은 시간 in words: `9분 58초`. */
export function remainingLabel(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}분 ${seconds % 60}초` : `${seconds}초`;
}

/**
 * While a code is on screen: the linked family, read again every LINK_WATCH_MS. Calls `onJoined`
 * with a member who was not there before the code was made (the code is used up then).
 */
function LinkWatch({ before, onJoined }: { before: ReadonlySet<number>; onJoined(name: string): void }) {
  const { state } = useLoadedEvery(getLinkedFamily, '가족 목록을 불러오지 못했어요.', LINK_WATCH_MS);
  const joined = state.data?.find((member) => !before.has(member.guardianId));
  useEffect(() => {
    if (joined) onJoined(joined.name);
  }, [joined, onJoined]);
  return null;
}

/**
 * 가족 연결 코드: the older person's consent to a link is making this one-time code and reading
 * it to their family member; it works once, for 10 minutes. The page notices when it was used.
 */
export default function FamilyCodePage() {
  const go = useNavigateOnce();
  /** `before`: the linked family before the code was made; a member not in it joined with the code. */
  const [code, setCode] = useState<(FamilyLinkCode & { until: number; before: ReadonlySet<number> }) | null>(null);
  const [linkedName, setLinkedName] = useState<string | null>(null);
  const [busy, run] = useSingleFlight<'create' | 'delete'>();
  const now = useNow(1000);
  // `now` ticks each second from before the code came: never show more than the code's own time.
  const left = code ? Math.min(code.until - now, code.validSeconds * 1000) : 0;
  const expired = code !== null && left <= 0;

  const create = () =>
    run('create', async () => {
      try {
        const before = new Set((await getLinkedFamily()).map((member) => member.guardianId));
        const created = await createFamilyLinkCode();
        // The phone's clock may be off: count down from the seconds the server gave, not its expiry time.
        setCode({ ...created, until: Date.now() + created.validSeconds * 1000, before });
        setLinkedName(null);
      } catch (error) {
        await showAlert(errorMessage(error, '연결 코드를 만들지 못했어요. 다시 시도해주세요.'));
      }
    });

  const remove = () =>
    run('delete', async () => {
      try {
        await deleteFamilyLinkCode();
        setCode(null);
      } catch (error) {
        await showAlert(errorMessage(error, '연결 코드를 지우지 못했어요.'));
      }
    });

  const joined = useCallback((name: string) => {
    setLinkedName(name);
    setCode(null);
  }, []);

  return (
    <main className="ui-page">
      <TopBar title="가족 연결 코드" backTo="/caresharing" />
      <div className="ui-page__body">
        {linkedName && (
          <p className="elderly-notice" role="status">
            {linkedName}님이 가족으로 연결되었어요. 무엇을 보여줄지는 공유 설정에서 정할 수 있어요.
          </p>
        )}
        {code && !expired && <LinkWatch before={code.before} onJoined={joined} />}
        {code && !expired ? (
          <Card className="elderly-card" aria-labelledby="care-code-title">
            <h2 className="elderly-card__title" id="care-code-title">
              가족에게 이 숫자를 불러 주세요
            </h2>
            <p className="elderly-code" aria-label={`연결 코드 ${code.code.split('').join(' ')}`}>
              {spacedCode(code.code)}
            </p>
            <p className="elderly-card__status" role="timer" aria-live="off">
              {remainingLabel(left)} 남았어요
            </p>
            <p className="elderly-card__status">가족이 이음 앱의 ‘어르신 연결하기’에 이 숫자를 넣으면 연결돼요. 한 번만 쓸 수 있어요.</p>
            {canSpeak() && (
              <Button block variant="secondary" onClick={() => speakDigits(code.code)}>
                숫자 소리로 듣기
              </Button>
            )}
            <Button block variant="secondary" disabled={busy !== null} onClick={remove}>
              {busy === 'delete' ? '지우는 중...' : '코드 지우기'}
            </Button>
          </Card>
        ) : (
          <Card className="elderly-card" aria-labelledby="care-code-title">
            <h2 className="elderly-card__title" id="care-code-title">
              {expired ? '시간이 지나 이 코드는 쓸 수 없어요' : '가족과 연결하기'}
            </h2>
            <p className="elderly-card__status">
              코드를 만들면 6자리 숫자가 나와요. {CARE_LINK_CODE_VALID_MINUTES}분 안에 가족에게 불러 주시면, 가족이 그 숫자를 입력해 연결돼요. 가족이 볼 수 있는 것은 공유 설정에서 정해요.
            </p>
            <Button block disabled={busy !== null} onClick={create}>
              {busy === 'create' ? '만드는 중...' : expired ? '새 코드 만들기' : '코드 만들기'}
            </Button>
          </Card>
        )}
        <Button block variant="secondary" onClick={() => go('/caresharing')}>
          공유 설정으로
        </Button>
      </div>
    </main>
  );
}
