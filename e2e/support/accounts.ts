import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { readAndCloseAlert } from './browser';

/** A fresh local 010 number for each test user (the API keeps one verification per number). */
export function randomPhone(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * The newest code texted to this number, read from the development SMS outbox
 * (<DATA_DIR>/sms-outbox.jsonl, one {to, text, sentAt} per line). Waits for it to arrive.
 */
export async function readSmsCode(dataDir: string, localPhone: string, { sentAfter = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  const to = `+82${localPhone.slice(1)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const messages = lines
      .map((line) => JSON.parse(line) as { to: string; text: string; sentAt: string })
      .filter((message) => message.to === to && Date.parse(message.sentAt) >= sentAfter);
    const code = messages.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${to} in ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of size x size pixels in one colour (RGB), made here so the test needs no file. */
export function solidPng(size = 16, [r, g, b]: [number, number, number] = [74, 53, 232]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface NewUser {
  userType: 'volunteer' | 'elderly';
  username: string;
  password: string;
  name: string;
  birth: { year: string; month: string; day: string };
  gender: 'male' | 'female';
  district: string;
  detail: string;
  phone: string;
  bio?: string;
}

/**
 * Signs in through the login page; the caller waits for where it lands. `open: false` uses the
 * login page already shown (no new page load).
 */
export async function loginThroughUi(
  page: Page,
  account: { username: string; password: string; userType: string },
  { open = true }: { open?: boolean } = {},
) {
  // Welfare workers have their own sign-in page (no role toggle).
  if (open) await page.goto(account.userType === 'staff' ? '/stafflogin' : '/login');
  if (account.userType === 'elderly') await page.getByRole('radio', { name: '이용자' }).click();
  if (account.userType === 'guardian') await page.getByRole('radio', { name: '가족' }).click();
  await page.getByPlaceholder('아이디').fill(account.username);
  await page.getByPlaceholder('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
}

/** From the role choice to an open signup form for this role. */
export async function openSignup(page: Page, userType: 'volunteer' | 'elderly', query = '') {
  await page.goto(`/roleselect${query}`);
  await page.getByRole('radio', { name: userType === 'elderly' ? /이용자/ : /봉사자/ }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '가입하기' }).waitFor();
}

/** Sends a code to the number in the form, reads it from the outbox and confirms it. */
export async function verifyPhoneThroughUi(page: Page, dataDir: string, phone: string) {
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: '인증번호 발송' }).click();
  expect(await readAndCloseAlert(page)).toBe('인증번호가 발송되었습니다.');
  await page.getByLabel('인증번호', { exact: true }).fill(await readSmsCode(dataDir, phone, { sentAfter }));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  expect(await readAndCloseAlert(page)).toBe('인증번호가 확인되었습니다.');
}

/** Fills every field of an open signup form (username checked, phone verified, consents given). */
export async function fillSignupForm(page: Page, dataDir: string, user: NewUser) {
  await page.getByLabel('아이디', { exact: true }).fill(user.username);
  await page.getByRole('button', { name: '중복 확인' }).click();
  expect(await readAndCloseAlert(page)).toBe('사용 가능한 아이디입니다.');
  await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
  await page.getByLabel('비밀번호 확인', { exact: true }).fill(user.password);
  await page.getByLabel('이름', { exact: true }).fill(user.name);
  await page.getByLabel('태어난 해').selectOption(user.birth.year);
  await page.getByLabel('태어난 달').selectOption(user.birth.month);
  await page.getByLabel('태어난 날').selectOption(user.birth.day);
  await page.getByRole('radio', { name: user.gender === 'female' ? '여성' : '남성' }).click();
  await page.getByLabel('사는 구').selectOption(user.district);
  await page.getByLabel('상세 주소').fill(user.detail);
  await page.getByLabel('휴대폰 번호').fill(user.phone);
  await verifyPhoneThroughUi(page, dataDir, user.phone);
  if (user.bio !== undefined) await page.getByLabel('자기소개').fill(user.bio);
  await page.getByLabel('전체 동의').check();
}
