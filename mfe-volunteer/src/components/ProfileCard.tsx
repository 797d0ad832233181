import { STORAGE_KEYS, storedUserPhoto, useSessionStore } from '@ieum/platform';
import { Card, DEFAULT_PROFILE_IMAGE, formatPhoneDisplay } from '@ieum/shared-ui';
import type { VolunteerInfo } from '../api/get-volunteer-home';

export function ProfileCard({ info }: { info: VolunteerInfo }) {
  return (
    <Card className="vol-profile" aria-label="내 프로필">
      <img className="vol-profile__photo" src={info.profileImage || DEFAULT_PROFILE_IMAGE} alt={`${info.name}님의 프로필 사진`} width={72} height={72} />
      <div className="vol-profile__text">
        <p className="vol-profile__name">{info.name} 봉사자님</p>
        <p>봉사시간 {info.volunteerHours}시간</p>
        <p>{info.ratingAverage !== null && info.ratingCount > 0 ? `받은 별점 ★ ${info.ratingAverage.toFixed(1)} (${info.ratingCount}명)` : '아직 받은 평가가 없어요'}</p>
        <p>{formatPhoneDisplay(info.phone)}</p>
      </div>
    </Card>
  );
}

/**
 * The card before the home's answer: the photo and name this phone kept from the last visit, in
 * their places, so the volunteer sees their card at once (the page's frame too: tools/prerender).
 */
export function ProfileCardLoading() {
  const userName = useSessionStore((state) => state.userName);
  return (
    <Card className="vol-profile" aria-label="내 프로필">
      <img
        className="vol-profile__photo"
        src={storedUserPhoto() || DEFAULT_PROFILE_IMAGE}
        alt="내 프로필 사진"
        width={72}
        height={72}
        data-frame-stored-src={STORAGE_KEYS.userPhoto}
      />
      <div className="vol-profile__text">
        <p className="vol-profile__name">{userName} 봉사자님</p>
      </div>
    </Card>
  );
}
