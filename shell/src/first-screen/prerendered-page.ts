import { useLayoutEffect } from 'react';

/** Where the shell's server puts a remote's pre-rendered page (tools/serve/prerendered-pages.mjs). */
export const PRERENDERED_ID = 'ieum-prerendered';
/** Shown anyway after this long, so an app that never reports ready is not hidden for good. */
export const REVEAL_DEADLINE_MS = 15_000;
/** The longest the swap waits for a finger on the pre-rendered page to lift. */
export const LIFT_WAIT_MS = 2_000;

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/** What was typed into the pre-rendered page goes into the live one's fields of the same name, as if typed there. */
function carryOverTyping(from: HTMLElement, to: HTMLElement) {
  const fields = from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]');
  for (const field of fields) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    if (field.value === field.defaultValue) continue;
    const live = to.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(field.name)}"]`);
    if (!live || live.tagName !== field.tagName) continue;
    valueSetter(live)?.call(live, field.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && from.contains(focused) && focused.getAttribute('name')) {
    to.querySelector<HTMLElement>(`[name="${CSS.escape(focused.getAttribute('name')!)}"]`)?.focus();
  }
}

/** Lets React apply what the last event changed: it does so in a microtask, before any new input is handled. */
const afterReactUpdates = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/**
 * Buttons tapped before the scripts arrived (their order among the page's buttons), tapped again
 * on the live page, each after React applied the one before (a role, then 로그인). All of it
 * happens before the browser handles the next tap or key, so none lands in between.
 */
async function replayTaps(taps: number[], from: HTMLElement, to: HTMLElement) {
  for (const index of taps) {
    await afterReactUpdates();
    const before = from.querySelectorAll('button')[index];
    const live = to.querySelectorAll('button')[index];
    // Only the same button: a live page that differs from its pre-rendered copy gets no stray taps.
    if (!live || !before || live.textContent !== before.textContent) return;
    live.click();
  }
}

/**
 * The page's inline script (tools/serve/prerendered-pages.mjs) marks a finger that is down with
 * `data-pressing` and sends `ieum-lifted` when it comes up: a press that began on the pre-rendered
 * button and ended on the live one would be no tap on either.
 */
function afterFingerLifts(prerendered: HTMLElement, then: () => void) {
  if (!prerendered.hasAttribute('data-pressing')) return then();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  prerendered.addEventListener('ieum-lifted', once, { once: true });
  // A finger resting on the screen does not keep the live page away for long.
  window.setTimeout(once, LIFT_WAIT_MS);
}

let revealed = false;

/**
 * Replaces the pre-rendered page with the live app (kept hidden until now) in one frame: typing
 * and taps made meanwhile carry over. Without a pre-rendered page there is nothing to do.
 */
export function revealLivePage() {
  if (revealed) return;
  revealed = true;
  const prerendered = document.getElementById(PRERENDERED_ID);
  const root = document.getElementById('root');
  if (!prerendered || !root) return;
  afterFingerLifts(prerendered, () => swapIn(prerendered, root));
}

function swapIn(prerendered: HTMLElement, root: HTMLElement) {
  root.hidden = false;
  // The page itself, not what the shell draws around it (prompts, dialogs).
  const livePage = root.querySelector<HTMLElement>('main') ?? root;
  const prerenderedPage = prerendered.querySelector<HTMLElement>('main') ?? prerendered;
  carryOverTyping(prerenderedPage, livePage);
  prerendered.remove();
  const taps = (prerendered.getAttribute('data-taps') ?? '').split(' ').filter(Boolean).map(Number);
  void replayTaps(taps, prerendered, livePage);
}

/** Rendered with what replaces the pre-rendered page (the loaded page, or why it could not load). */
export function RevealLivePage() {
  // Still before the browser paints, but outside React's commit, so the carried-over typing is an
  // ordinary event for the live page.
  useLayoutEffect(() => queueMicrotask(revealLivePage), []);
  return null;
}

export function revealLivePageByDeadline() {
  if (document.getElementById(PRERENDERED_ID)) window.setTimeout(revealLivePage, REVEAL_DEADLINE_MS);
}
