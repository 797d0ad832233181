import { API_BASE_URL } from '@ieum/shared-ui';

/** The API starts the Kakao authorization-code flow here and ends at the app's /redirect. */
export const KAKAO_LOGIN_START_URL = `${API_BASE_URL}/auth/kakao/start`;

export function openKakaoLogin() {
  window.open(KAKAO_LOGIN_START_URL, '_blank', 'noopener');
}
