import { useEffect, useRef } from 'react';
import { Button } from '@ieum/shared-ui';
import type { RecommendedVolunteer } from '../api/request-recommendation';
import { ProfilePhoto } from './ProfilePhoto';
import { RatingSummary } from './RatingSummary';
import { VerifiedBadge } from './VerifiedBadge';

/** A recommended volunteer in full: photo, name, hours, phone (masked until matched), bio. */
export function VolunteerDetailModal({ volunteer, onClose }: { volunteer: RecommendedVolunteer; onClose(): void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // One button inside: Tab stays on it, the page behind is not reachable.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  const titleId = `volunteer-detail-${volunteer.volunteerId}`;
  return (
    <div className="ui-overlay">
      <div className="elderly-modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <ProfilePhoto src={volunteer.profileImageUrl} name={volunteer.name} large />
        <h2 id={titleId}>{`${volunteer.name}님`}</h2>
        <p>{`봉사시간 ${volunteer.volunteerActivityTime}시간`}</p>
        <VerifiedBadge verified={volunteer.verifiedVolunteer} />
        <RatingSummary average={volunteer.ratingAverage} count={volunteer.ratingCount} />
        <p>{`전화번호 ${volunteer.phone}`}</p>
        <p>{volunteer.bio || '자기소개가 없습니다.'}</p>
        <Button ref={closeRef} block onClick={onClose}>
          닫기
        </Button>
      </div>
    </div>
  );
}
