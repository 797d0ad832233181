import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { showConfirm, useSessionStore } from '@ieum/platform';
import { isWatchedPath } from '../watched-routes';
import { useRoleHomes } from '../../remotes/role-homes';
import { enablePush, notificationPermission } from './push-subscription';

export const PUSH_PROMPT_MESSAGE =
  '새 소식을 휴대폰 알림으로 받아 보시겠어요?\n앱을 닫아 두어도 봉사 일정이나 돌봄 소식이 새로 오면 바로 알려 드려요.';
/** After "나중에" the app asks again only after this long. */
export const PUSH_PROMPT_SNOOZE_MS = 7 * 24 * 3600_000;
export const PUSH_PROMPT_DELAY_MS = 1500;
const SNOOZED_AT_KEY = 'pushPromptSnoozedAt';

let askedInThisTab = false;

function snoozed(): boolean {
  try {
    const at = Number(window.localStorage.getItem(SNOOZED_AT_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < PUSH_PROMPT_SNOOZE_MS;
  } catch {
    return false;
  }
}

/**
 * Once signed in and on a home page, the app explains in its own dialog what push notifications
 * bring, and only a tap on 알림 받기 opens the browser's permission question.
 */
export function PushPermissionPrompt() {
  const signedIn = useSessionStore((state) => Boolean(state.accessToken));
  const homes = useRoleHomes((state) => state.homes);
  const onHome = isWatchedPath(useLocation().pathname, homes);

  useEffect(() => {
    if (!signedIn || !onHome || askedInThisTab || notificationPermission() !== 'default' || snoozed()) return;
    const timer = setTimeout(async () => {
      askedInThisTab = true;
      const yes = await showConfirm(PUSH_PROMPT_MESSAGE, { confirmLabel: '알림 받기', cancelLabel: '나중에' });
      if (!yes) {
        try {
          window.localStorage.setItem(SNOOZED_AT_KEY, String(Date.now()));
        } catch {
          // Asked again next time: harmless.
        }
        return;
      }
      try {
        await enablePush();
      } catch (error) {
        console.warn('[push] could not turn on notifications', error);
      }
    }, PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, onHome]);

  return null;
}
