import { API_BASE_URL } from '@ieum/platform';

/** The API starts the Kakao authorization-code flow here and ends at the app's /redirect. */
export const KAKAO_LOGIN_START_URL = `${API_BASE_URL}/auth/kakao/start`;

// A second tap while the first window is still opening would start a second, competing login.
const DOUBLE_TAP_WINDOW_MS = 3000;
let lastOpenedAt = Number.NEGATIVE_INFINITY;

export function openKakaoLogin() {
  const now = Date.now();
  if (now - lastOpenedAt < DOUBLE_TAP_WINDOW_MS) return;
  lastOpenedAt = now;
  window.open(KAKAO_LOGIN_START_URL, '_blank', 'noopener');
}
