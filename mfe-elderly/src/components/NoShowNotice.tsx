import { useCallback, useEffect, useState } from 'react';
import { koreanDateTimeLabel, NO_SHOW_TEXTS } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, Card, useNavigateOnce } from '@ieum/shared-ui';
import { useFollowEvents, useSingleFlight } from '@ieum/app-kit';
import { answerNoShow, getNoShows, type NoShowOffer } from '../api/no-shows';
import { refreshRecommendation } from '../api/refresh-recommendation';

/**
 * The home card after a volunteer cancelled late or did not come: says so plainly and offers
 * 다른 봉사자 찾기 (the same matching as any request) or 괜찮아요. Nothing here cancels a visit.
 * A failed load shows nothing: the notification said it already, and the card comes back next time.
 */
export function NoShowNotice() {
  const [offers, setOffers] = useState<NoShowOffer[]>([]);
  const load = useCallback(() => {
    getNoShows().then(setOffers, (error: unknown) => console.warn('no-show offers not loaded', error));
  }, []);
  useEffect(load, [load]);
  useFollowEvents(load);
  const [offer] = offers;
  if (!offer) return null;
  return <OfferCard key={offer.matchingId} offer={offer} onAnswered={() => setOffers((list) => list.filter((item) => item.matchingId !== offer.matchingId))} />;
}

function OfferCard({ offer, onAnswered }: { offer: NoShowOffer; onAnswered(): void }) {
  const navigate = useNavigateOnce();
  const [busy, run] = useSingleFlight<'find' | 'dismiss'>();
  const titleId = `no-show-${offer.matchingId}`;
  const when = koreanDateTimeLabel(offer.startTime);

  const findAnother = () =>
    run('find', async () => {
      try {
        await answerNoShow(offer.matchingId, 'FIND_ANOTHER');
        if (offer.replacement === 'RECOMMEND') {
          const volunteersData = await refreshRecommendation(offer.matchingId);
          navigate('/volunteerRecommend', { state: { volunteersData } });
        } else {
          navigate('/RequestForm', { state: { repeatRequest: offer.request } });
        }
      } catch (error) {
        await showAlert(errorMessage(error, '다른 봉사자를 찾지 못했어요. 다시 시도해주세요.'));
        onAnswered();
      }
    });

  const dismiss = () =>
    run('dismiss', async () => {
      try {
        await answerNoShow(offer.matchingId, 'DISMISSED');
      } catch (error) {
        await showAlert(errorMessage(error, '답을 저장하지 못했어요. 다시 시도해주세요.'));
      }
      onAnswered();
    });

  return (
    <Card className="elderly-card elderly-no-show" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="elderly-card__title">
        {NO_SHOW_TEXTS.title(offer.kind)}
      </h2>
      <p>{NO_SHOW_TEXTS.body(offer.kind, offer.volunteerName, when)}</p>
      <p className="elderly-card__status">{NO_SHOW_TEXTS.offer(offer.replacement, offer.newVolunteerName)}</p>
      {offer.replacement === 'REMATCHED' ? (
        <Button block onClick={dismiss} disabled={busy !== null}>
          {NO_SHOW_TEXTS.understood}
        </Button>
      ) : (
        <>
          <Button block onClick={findAnother} disabled={busy !== null}>
            {busy === 'find' ? '찾는 중...' : NO_SHOW_TEXTS.findAnother}
          </Button>
          <Button block variant="secondary" onClick={dismiss} disabled={busy !== null}>
            {NO_SHOW_TEXTS.dismiss}
          </Button>
        </>
      )}
    </Card>
  );
}
