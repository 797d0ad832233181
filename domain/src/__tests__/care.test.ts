import { CRISIS_KINDS, crisisKindLabel, DEFAULT_CARE_SHARING, FAMILY_SHARING_ITEM_CODES } from '../care';

describe('circle of care vocabulary', () => {
  it('names every crisis kind and still says something for a kind the app does not know yet', () => {
    expect(crisisKindLabel('FALL')).toBe(CRISIS_KINDS.FALL);
    expect(crisisKindLabel('MEDICATION_CONFUSION')).toBe('위험 신호');
    expect(crisisKindLabel('toString')).toBe('위험 신호');
  });

  it('starts a new link with visits and alerts shared, photos and feelings private, and staff alerts on', () => {
    expect(DEFAULT_CARE_SHARING).toEqual({
      shareUpcomingVisits: true,
      sharePastVisits: true,
      shareReviewPhotos: false,
      shareEmotionChart: false,
      shareCrisisAlerts: true,
      staffCrisisAlerts: true,
    });
    expect(FAMILY_SHARING_ITEM_CODES).toHaveLength(5);
  });
});
