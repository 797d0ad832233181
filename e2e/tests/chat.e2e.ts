import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { readAndCloseAlert, waitForLivePage, watchPageErrors } from '../support/browser';
import { setUpProductInBrowser } from '../support/suite';
import { axeViolations, findAccessibilityProblems, zoomedLayoutProblems } from '../support/accessibility';
import { loginThroughUi } from '../support/accounts';
import { freePort, type DemoAccount } from '../support/stack';
import { seoulParts } from '@ieum/domain';

const repoRoot = path.resolve(__dirname, '../..');

/** The plain page of another site that embeds the chat (its own origin: another port). */
let embedServer: http.Server;
let embedOrigin = '';

beforeAll(async () => {
  const port = await freePort();
  embedOrigin = `http://127.0.0.1:${port}`;
  embedServer = http.createServer((request, response) => {
    const { chat, api, ai } = JSON.parse(decodeURIComponent(new URL(request.url ?? '/', embedOrigin).searchParams.get('ports') ?? '{}'));
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>행복 복지관</title></head>
<body>
<h1 id="site-title">행복 복지관</h1>
<div id="chat" style="height: 700px"></div>
<script src="http://127.0.0.1:${chat}/ieum-chat.js"></script>
<script>
  IeumChat.mount(document.getElementById('chat'), {
    apiBase: 'http://127.0.0.1:${api}/api',
    aiBase: 'http://127.0.0.1:${ai}',
    getToken: function () { return window.integratorToken; },
  });
</script>
</body>
</html>`);
  });
  await new Promise<void>((resolve) => embedServer.listen(port, '127.0.0.1', () => resolve()));
});
afterAll(() => new Promise<void>((resolve) => embedServer.close(() => resolve())));

// Registered after the embed server's hook, so its origin is known when the stack starts.
const product = setUpProductInBrowser(() => ({ ALLOWED_ORIGINS: embedOrigin }));

const account = (userType: 'elderly' | 'volunteer'): DemoAccount =>
  product.stack.demoAccounts().find((candidate) => candidate.userType === userType)!;

/** A fresh phone with the user signed in through the login page; `init` runs before every page load. */
async function signedInPage(userType: 'elderly' | 'volunteer', init?: () => void): Promise<Page> {
  const page = await product.openPage();
  if (init) await page.addInitScript(init);
  await loginThroughUi(page, account(userType));
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return page;
}

const box = (page: Page) => page.getByPlaceholder('대화를 입력해 주세요');
const mic = (page: Page) => page.locator('.chat-mic');
const aiBubbles = (page: Page) => page.locator('.chat-message--ai .chat-message__bubble');

async function say(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press('Enter');
}

/** The previous calendar month in Seoul as [year, month], and a moment in its middle. */
function previousSeoulMonth(): { year: number; month: number; middle: Date } {
  const now = seoulParts(Date.now());
  const year = now.month === 1 ? now.year - 1 : now.year;
  const month = now.month === 1 ? 12 : now.month - 1;
  return { year, month, middle: new Date(Date.UTC(year, month - 1, 15, 3)) };
}

/**
 * Puts last month's messages into the database the stack's API uses (its embedded PGlite, which
 * one process may open at a time: the API is stopped meanwhile) and forgets the cached analysis.
 */
async function seedLastMonth(username: string, emotions: Record<string, number>) {
  const api = product.stack.service('api');
  await api.stop();
  try {
    const request = { dataDir: product.stack.dataDir, username, emotions, at: previousSeoulMonth().middle.toISOString() };
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, '../support/seed-chat-month.ts'), JSON.stringify(request)], {
      stdio: 'pipe',
    });
  } finally {
    await api.start();
  }
}

describe('the AI companion', () => {
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    page = await signedInPage('elderly', () => {
      // Whether the mic and send were held while a reply was playing, as the user saw them.
      document.addEventListener(
        'playing',
        () => {
          const w = window as unknown as { heldWhilePlaying?: boolean[] };
          const micButton = document.querySelector<HTMLButtonElement>('.chat-mic');
          const sendButton = document.querySelector<HTMLButtonElement>('.chat-composer__send');
          (w.heldWhilePlaying ??= []).push(Boolean(micButton?.disabled && sendButton?.disabled));
        },
        true,
      );
    });
    errors = watchPageErrors(page);
  });
  afterAll(() => page.context().close());

  test('a user without a companion is sent to name it; the name and picture are saved and the chat greets with them', async () => {
    await page.goto('/chatpage');
    // The page's frame (tools/prerender) is on screen first: act on the live page.
    await waitForLivePage(page);
    await page.waitForURL('**/SetName');
    await page.getByRole('button', { name: '저장하기' }).click();
    expect(await readAndCloseAlert(page)).toBe('챗봇 이름이 없습니다.');
    await page.getByLabel('챗봇 이름').fill('복실이');
    await page.getByRole('radio', { name: '달님' }).click();
    // The picture as the picker shows it (small pictures are inlined, so its address is the picture itself).
    const moon = await page.locator('.chat-picture', { hasText: '달님' }).locator('img').getAttribute('src');
    expect(moon).toBeTruthy();
    await page.getByRole('button', { name: '저장하기' }).click();
    await page.waitForURL('**/chatpage');
    await page.getByRole('heading', { name: '챗봇', level: 1 }).waitFor();
    const greeting = page.locator('.chat-message').first();
    await greeting.getByText('저는 복실이입니다', { exact: false }).waitFor();
    expect(await greeting.locator('.chat-message__name').innerText()).toBe('복실이');
    expect(await greeting.locator('img').getAttribute('src')).toBe(moon);
    expect(await page.evaluate(() => [localStorage.getItem('chatBotName'), localStorage.getItem('chatBotProfileImage')])).toEqual([
      '복실이',
      'preset:moon',
    ]);
  });

  test('typing and Enter sends; the reply arrives with speech that plays to the end while mic and send wait', async () => {
    await page.goto('/chatpage');
    await waitForLivePage(page);
    await box(page).fill('   ');
    await box(page).press('Enter');
    await box(page).fill('안녕하세요, 오늘은 날씨가 좋네요');
    await box(page).press('Shift+Enter');
    expect(await box(page).inputValue()).toBe('안녕하세요, 오늘은 날씨가 좋네요\n');
    const before = await aiBubbles(page).count();
    await box(page).press('Enter');
    expect(await box(page).inputValue()).toBe('');
    await page.locator('.chat-message--user').getByText('안녕하세요, 오늘은 날씨가 좋네요').waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('.chat-message--ai .chat-message__bubble').length > count, before);
    const reply = (await aiBubbles(page).last().innerText()).trim();
    expect(reply.length).toBeGreaterThan(0);
    expect(reply).not.toBe('죄송합니다. 현재 요청을 처리할 수 없습니다.');

    const audio = await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLAudioElement>('[data-testid="reply-audio"]')!;
        return element.ended || element.error ? { ended: element.ended, error: element.error?.code ?? null, src: element.currentSrc } : null;
      },
      undefined,
      { timeout: 60_000 },
    );
    const played = (await audio.jsonValue())!;
    expect(played.error).toBeNull();
    expect(played.ended).toBe(true);
    expect(new URL(played.src).pathname).toMatch(/^\/ai\/audio\//);
    // 'playing' fires again after a stall: every time, mic and send were held.
    const held = await page.evaluate(() => (window as unknown as { heldWhilePlaying?: boolean[] }).heldWhilePlaying ?? []);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every(Boolean)).toBe(true);
    await box(page).fill('다음 이야기');
    expect(await mic(page).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: '보내기' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the conversation so far comes back when the user returns', async () => {
    await page.goto('/ChatCenter');
    await page.getByRole('button', { name: '대화 시작하기' }).click();
    await page.waitForURL('**/ChatPage');
    await page.locator('.chat-message--user').getByText('안녕하세요, 오늘은 날씨가 좋네요').waitFor();
    expect(await page.locator('.chat-message').first().innerText()).toContain('저는 복실이입니다');
  });

  test('AI host down: the apology appears; when it is back, the chat works again', async () => {
    await page.goto('/chatpage');
    await waitForLivePage(page);
    await page.locator('.chat-message--user').first().waitFor();
    const ai = product.stack.service('ai');
    await ai.stop();
    try {
      await say(page, '내 말 들리세요?');
      await page.locator('.chat-message--ai').last().getByText('죄송합니다. 현재 요청을 처리할 수 없습니다.').waitFor({ timeout: 30_000 });
    } finally {
      await ai.start();
    }
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/ai/chat/text')) answers.push(response.status());
    });
    const before = await aiBubbles(page).count();
    await say(page, '이제 들리세요?');
    await page.waitForFunction((count) => document.querySelectorAll('.chat-message--ai .chat-message__bubble').length > count, before, { timeout: 90_000 });
    expect({ reply: await aiBubbles(page).last().innerText(), answers }).toEqual({ reply: expect.not.stringMatching(/^죄송합니다/), answers: [200] });
  });

  test('an empty month is shown kindly; a seeded month shows the pie and the legend largest first in the palette, and the feedback', async () => {
    const { year, month } = previousSeoulMonth();
    await page.goto('/ChatCenter');
    await page.getByRole('heading', { name: '채팅센터', level: 1 }).waitFor();
    await page.getByText(`${year}년 ${month}월`, { exact: true }).waitFor();
    await page.getByText('지난달에는 나눈 대화가 없어요', { exact: false }).waitFor();
    expect(await page.locator('.chat-legend').count()).toBe(0);
    expect(await page.locator('blockquote').count()).toBe(0);
    expect(await page.getByRole('heading', { name: '복실이' }).count()).toBe(1);

    await seedLastMonth(account('elderly').username, { 외로움: 3, 평온: 4, 기쁨: 2, 슬픔: 1 });
    await page.reload();
    const legend = page.getByRole('list', { name: '감정별 비율' });
    await legend.waitFor();
    const rows = await legend.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => [item.textContent, getComputedStyle(item.querySelector('.chat-legend__dot')!).backgroundColor]),
    );
    expect(rows).toEqual([
      ['평온40%', 'rgb(93, 71, 255)'],
      ['외로움30%', 'rgb(255, 107, 107)'],
      ['기쁨20%', 'rgb(255, 217, 61)'],
      ['슬픔10%', 'rgb(107, 203, 119)'],
    ]);
    const pie = page.getByRole('img', { name: /지난달 감정 비율: 평온 40%, 외로움 30%, 기쁨 20%, 슬픔 10%/ });
    await pie.locator('svg path').nth(3).waitFor();
    expect(await pie.locator('svg path').count()).toBe(4);
    expect((await page.locator('blockquote').innerText()).trim().length).toBeGreaterThan(0);
    expect(await page.getByText(`${year}년 ${month}월`, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('the chart code is fetched on the chat centre only', async () => {
    const scripts = async (route: string, ready: string) => {
      const fresh = await signedInPage('elderly');
      const loaded: Promise<string>[] = [];
      fresh.on('response', (response) => {
        if (response.url().endsWith('.js')) loaded.push(response.text().catch(() => ''));
      });
      await fresh.goto(route);
      await fresh.getByText(ready, { exact: false }).first().waitFor();
      await fresh.waitForLoadState('networkidle');
      const texts = await Promise.all(loaded);
      await fresh.context().close();
      return texts;
    };
    // A string only the pie chart's code carries.
    const isChart = (source: string) => source.includes('arcLinkLabel');
    expect((await scripts('/chatpage', '저는 복실이입니다')).some(isChart)).toBe(false);
    expect((await scripts('/ChatCenter', '평온40%')).some(isChart)).toBe(true);
  });
});

describe('the microphone', () => {
  test('with speech recognition: Korean, continuous, final results only, one alternative; words fill the box; sending stops it', async () => {
    const page = await signedInPage('elderly', () => {
      class FakeRecognition extends EventTarget {
        lang = '';
        continuous = false;
        interimResults = true;
        maxAlternatives = 0;
        running = false;
        constructor() {
          super();
          ((window as unknown as { recognitions: FakeRecognition[] }).recognitions ??= []).push(this);
        }
        start() {
          this.running = true;
        }
        stop() {
          this.running = false;
        }
        abort() {
          this.running = false;
        }
        hear(transcript: string, isFinal: boolean) {
          this.dispatchEvent(Object.assign(new Event('result'), { resultIndex: 0, results: [Object.assign([{ transcript }], { isFinal })] }));
        }
      }
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    });
    await page.goto('/chatpage');
    await waitForLivePage(page);
    await page.locator('.chat-message').first().waitFor();
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false');
    await mic(page).click();
    expect(await mic(page).getAttribute('aria-pressed')).toBe('true');
    expect(await mic(page).innerText()).toContain('듣는 중');
    const settings = await page.evaluate(() => {
      const [recognition] = (window as unknown as { recognitions: Record<string, unknown>[] }).recognitions;
      return { lang: recognition.lang, continuous: recognition.continuous, interim: recognition.interimResults, alternatives: recognition.maxAlternatives, running: recognition.running };
    });
    expect(settings).toEqual({ lang: 'ko-KR', continuous: true, interim: false, alternatives: 1, running: true });
    const hear = (text: string, isFinal: boolean) =>
      page.evaluate(([spoken, final]) => {
        const { recognitions } = window as unknown as { recognitions: { hear(t: string, f: boolean): void }[] };
        recognitions.at(-1)!.hear(spoken as string, final as boolean);
      }, [text, isFinal] as const);
    await hear('오늘 점심', false);
    expect(await box(page).inputValue()).toBe('');
    await hear('오늘 점심은 국수를 먹었어요', true);
    expect(await box(page).inputValue()).toBe('오늘 점심은 국수를 먹었어요');
    await page.evaluate(() => (window as unknown as { recognitions: EventTarget[] }).recognitions[0].dispatchEvent(new Event('end')));
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false');

    await mic(page).click();
    expect(await mic(page).getAttribute('aria-pressed')).toBe('true');
    await box(page).press('Enter');
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { recognitions: { running: boolean }[] }).recognitions[1].running)).toBe(false);
    await page.locator('.chat-message--user').getByText('오늘 점심은 국수를 먹었어요').last().waitFor();
    await page.context().close();
  });

  test('without speech recognition the mic says so', async () => {
    const page = await signedInPage('elderly', () => {
      delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
      delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    });
    await page.goto('/chatpage');
    await waitForLivePage(page);
    await page.getByText('이 브라우저는 음성 인식을 지원하지 않아요. 글자로 입력해 주세요.').waitFor();
    await mic(page).click();
    expect(await readAndCloseAlert(page)).toContain('이 브라우저에서는 음성 인식을 사용할 수 없어요');
    expect(await mic(page).getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });
});

describe('who may use it', () => {
  test('a volunteer is sent to the volunteer home and told why', async () => {
    const page = await signedInPage('volunteer');
    await page.goto('/chatpage');
    await waitForLivePage(page);
    await page.waitForURL('**/volunteermain');
    expect(await readAndCloseAlert(page)).toBe('이용자 전용 화면입니다. 내 홈 화면으로 이동할게요.');
    await page.context().close();
  });

  test('a signed-out visitor is sent to the login page and told why', async () => {
    const page = await product.openPage();
    await page.goto('/ChatCenter');
    await page.waitForURL('**/login');
    expect(await readAndCloseAlert(page)).toBe('로그인이 필요한 화면입니다. 먼저 로그인해주세요.');
    await page.context().close();
  });
});

describe('the embedded chat on another site', () => {
  test("one script and one call put the chat on another origin's page, signed with the integrator's token", async () => {
    const { ports } = product.stack;
    const login = await fetch(`http://127.0.0.1:${ports.api}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account('elderly').username, password: account('elderly').password, userType: 'elderly' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };

    const page = await product.openPage();
    const errors = watchPageErrors(page);
    await page.addInitScript((token) => Object.assign(window, { integratorToken: token }), accessToken);
    const query = encodeURIComponent(JSON.stringify({ chat: ports.remotes.chat, api: ports.api, ai: ports.ai }));
    await page.goto(`${embedOrigin}/?ports=${query}`);
    await page.getByRole('heading', { name: '챗봇' }).waitFor();
    expect(await page.title()).toBe('행복 복지관');
    await page.locator('#chat .chat-message').first().getByText('저는 복실이입니다', { exact: false }).waitFor();
    const before = await aiBubbles(page).count();
    await say(page, '다른 누리집에서 인사드려요');
    await page.waitForFunction((count) => document.querySelectorAll('.chat-message--ai .chat-message__bubble').length > count, before, { timeout: 30_000 });
    expect(await aiBubbles(page).last().innerText()).not.toBe('죄송합니다. 현재 요청을 처리할 수 없습니다.');
    // The reply's text shows first; its audio source is set right after.
    const audioSource = await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="reply-audio"]');
      return audio && (audio.currentSrc || audio.getAttribute('src'));
    });
    expect(String(await audioSource.jsonValue()).startsWith(`http://127.0.0.1:${ports.ai}/audio/`)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('accessibility of the chat pages', () => {
  test.each([
    ['/SetName', '챗봇 이름'],
    ['/ChatCenter', '평온40%'],
    ['/chatpage', '저는 복실이입니다'],
  ])('%s: axe-core finds nothing; large text, 48 px targets, contrast; reflows at 200 %% zoom', async (route, ready) => {
    const page = await signedInPage('elderly');
    await page.goto(route);
    await page.getByText(ready, { exact: false }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.ui-overlay'));
    expect(await axeViolations(page)).toEqual([]);
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 180, height: 640 });
    expect(await zoomedLayoutProblems(page)).toEqual([]);
    await page.context().close();
  });
});
