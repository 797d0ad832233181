/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBaseUrl, useSessionStore } from '@ieum/platform';
import {
  UPLOAD_TIMEOUT_MESSAGE,
  UploadError,
  isImageFile,
  photoUploadFailureMessage,
  publicUrlOf,
  putFileToPresignedUrl,
  uploadUserImage,
} from '../image-upload';
import { MAX_REVIEW_IMAGES, uploadReviewImage } from '../review-images';
import { fitWithin, resizeImageForUpload, UPLOAD_MAX_SIDE_PX } from '../resize-image';

type Answer = { status: number; body?: unknown; delayMs?: number };
let answers: Record<string, Answer>;
const received: { method?: string; url?: string; contentType?: string; authorization?: string; body: Buffer }[] = [];

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    received.push({
      method: req.method,
      url: req.url,
      contentType: req.headers['content-type'],
      authorization: req.headers.authorization,
      body: Buffer.concat(chunks),
    });
    const answer = answers[req.url!.split('?')[0]] ?? { status: 404 };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
});
let origin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiBaseUrl(`${origin}/api`);
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  useSessionStore.setState({ accessToken: 'token-1', refreshToken: null, userType: 'volunteer' });
});

const png = () => new File([Buffer.from([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('profile image upload', () => {
  it('asks the API for a URL, then PUTs the file with its content type and no token', async () => {
    answers = {
      '/api/aws/s3/user/preSigned': {
        status: 200,
        body: { preSignedUrl: `${origin}/upload/abc?sig=1`, key: 'profile/abc', imageUrl: `${origin}/files/abc` },
      },
      '/upload/abc': { status: 200 },
    };
    await expect(uploadUserImage(png(), 'profile', 'volunteer')).resolves.toBe(`${origin}/files/abc`);
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/api/aws/s3/user/preSigned?type=profile&userType=volunteer&contentType=image%2Fpng',
      authorization: 'Bearer token-1',
    });
    expect(received[1]).toMatchObject({ method: 'PUT', url: '/upload/abc?sig=1', contentType: 'image/png', authorization: undefined });
    expect([...received[1].body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('falls back to the presigned URL without its signature when no imageUrl comes back', () => {
    expect(publicUrlOf({ preSignedUrl: 'https://bucket.example/profile/a.png?X-Amz-Signature=1', key: 'profile/a.png' })).toBe(
      'https://bucket.example/profile/a.png',
    );
  });

  it('uses the default message when the presign call fails without one', async () => {
    answers = { '/api/aws/s3/user/preSigned': { status: 500 } };
    const error = await uploadUserImage(png(), 'profile', 'volunteer').catch((caught) => caught);
    expect(photoUploadFailureMessage(error)).toBe('사진 업로드 실패: 이미지 업로드 URL 발급 실패');
  });

  it('never shows a raw programming error in the failure alert', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'split')");
    expect(photoUploadFailureMessage(bug)).toBe('사진 업로드 실패: 다시 시도해주세요.');
  });

  it('reports a failed PUT with the reason', async () => {
    answers = { '/upload/x': { status: 413, body: { message: '파일이 너무 큽니다.' } } };
    const error = await putFileToPresignedUrl(`${origin}/upload/x`, png()).catch((caught) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect(photoUploadFailureMessage(error)).toBe('사진 업로드 실패: 파일이 너무 큽니다.');
  });

  it('gives up after the timeout and says the upload took too long', async () => {
    answers = { '/upload/slow': { status: 200, delayMs: 1000 } };
    const error = await putFileToPresignedUrl(`${origin}/upload/slow`, png(), 100).catch((caught) => caught);
    expect(error).toMatchObject({ timedOut: true, message: UPLOAD_TIMEOUT_MESSAGE });
    expect(photoUploadFailureMessage(error)).toBe('사진 업로드가 오래 걸리고 있습니다. 다시 시도해주세요.');
  });

  it('accepts image files only', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('review photo upload', () => {
  it('asks for one review URL with the content type, PUTs without the token and reports progress up to all of it', async () => {
    answers = {
      '/api/aws/s3/review/preSigned': {
        status: 200,
        body: [{ preSignedUrl: `${origin}/upload/r1?sig=2`, key: 'review/1/r1.webp', imageUrl: '/api/uploads/review/1/r1.webp' }],
      },
      '/upload/r1': { status: 200 },
    };
    const progress: number[] = [];
    const photo = new Blob([Buffer.from('RIFF....WEBP')], { type: 'image/webp' });
    await expect(uploadReviewImage(photo, (fraction) => progress.push(fraction))).resolves.toBe('/api/uploads/review/1/r1.webp');
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/aws/s3/review/preSigned?count=1&contentType=image%2Fwebp', authorization: 'Bearer token-1' });
    expect(received[1]).toMatchObject({ method: 'PUT', url: '/upload/r1?sig=2', contentType: 'image/webp', authorization: undefined });
    expect(MAX_REVIEW_IMAGES).toBe(10);
  });

  it('a refused presign carries the review presign message; a slow PUT ends with the timeout message', async () => {
    answers = { '/api/aws/s3/review/preSigned': { status: 500 } };
    await expect(uploadReviewImage(new Blob(['x'], { type: 'image/jpeg' }))).rejects.toMatchObject({ message: '리뷰 이미지 업로드 URL 발급 실패' });

    answers = {
      '/api/aws/s3/review/preSigned': { status: 200, body: [{ preSignedUrl: `${origin}/upload/slow?sig=3`, key: 'review/1/slow' }] },
      '/upload/slow': { status: 200, delayMs: 2000 },
    };
    const failure = await uploadReviewImage(new Blob(['x'], { type: 'image/jpeg' }), undefined, 200).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(photoUploadFailureMessage(failure)).toBe(UPLOAD_TIMEOUT_MESSAGE);
  });
});

describe('photo shrinking', () => {
  it('fits the longest side into 1600 px, keeps proportions and never enlarges', () => {
    expect(UPLOAD_MAX_SIDE_PX).toBe(1600);
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('gives back a file the runtime cannot decode unchanged (the server then decides)', async () => {
    const heic = new File([Buffer.from('ftypheic')], 'a.heic', { type: 'image/heic' });
    await expect(resizeImageForUpload(heic)).resolves.toBe(heic);
  });
});
