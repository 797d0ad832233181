import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiBaseUrl, useDialogStore, useSessionStore } from '@ieum/platform';
import CompleteReviewPage from '../CompleteReviewPage';
import ReviewDetailPage from '../ReviewDetailPage';
import WriteReviewPage from '../WriteReviewPage';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, renderPage, where } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();

// jsdom has no object URLs; the page only needs one per chosen photo for its preview.
let objectUrls = 0;
Object.assign(URL, { createObjectURL: () => `blob:photo-${++objectUrls}`, revokeObjectURL: () => undefined });

const activity = (status: string) => ({
  id: 41,
  elderlyName: '박순자',
  startTime: '2026-12-03T14:00:00',
  type: 'HEALTH',
  districtType: 'MAPO',
  address: { district: 'MAPO', detail: '망원동 12' },
  animalType: 'none',
  addDescription: '추가 요청사항 없음',
  status,
});
const currentMatching = { status: 'REVIEWING', matchingId: 41, otherName: '박순자', startTime: '2026-12-03T14:00:00' };
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

/** Presign answers pointing the PUT at the same local server, one key per photo. */
function answerPresign(...keys: string[]) {
  const base = apiBaseUrl();
  api.answer(
    'GET /api/aws/s3/review/preSigned',
    ...keys.map((key) => ({ status: 200, body: [{ preSignedUrl: `${base}/uploads/${key}?signature=s`, key, imageUrl: `/api/uploads/${key}` }] })),
  );
}

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'token-v', refreshToken: 'r', userType: 'volunteer' });
});

async function choosePhotos(...files: File[]) {
  await act(async () => fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files } }));
}

describe('/writereview', () => {
  it('opened without a matching explains and leads home', async () => {
    renderPage('/writereview', <WriteReviewPage />);
    expect(await screen.findByText('매칭 ID가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '홈으로 가기' })).toBeInTheDocument();
  });

  it('offers no form before the elderly user marked the activity done', async () => {
    api.answer('GET /api/volunteerActivity/matching/41', { status: 200, body: activity('PROGRESS') });
    renderPage('/writereview', <WriteReviewPage />, { currentMatching });
    expect(await screen.findByText('봉사가 끝나고 어르신이 완료를 누르면 후기를 쓸 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '후기 등록' })).not.toBeInTheDocument();
  });

  it('uploads each photo with the presigned URL as it is chosen, then sends text and photo URLs', async () => {
    api.answer('GET /api/volunteerActivity/matching/41', { status: 200, body: activity('REVIEWING') });
    answerPresign('review/7/a.jpg', 'review/7/b.jpg');
    api.answer('PUT /api/uploads/review/7/a.jpg', { status: 200 });
    api.answer('PUT /api/uploads/review/7/b.jpg', { status: 200 });
    api.answer('POST /api/review', { status: 201, body: { reviewId: 5 } });
    renderPage('/writereview', <WriteReviewPage />, { currentMatching });
    await screen.findByText('박순자 어르신');

    fireEvent.change(screen.getByLabelText('후기 내용'), { target: { value: '  즐거운 시간이었어요.  ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '후기 등록' })));
    expect(await answerDialog()).toBe('하나 이상의 사진을 첨부해주세요.');

    await choosePhotos(photo('a.jpg'), photo('b.jpg'));
    const photos = await screen.findByRole('list', { name: '첨부한 사진' });
    await waitFor(() => expect(screen.getAllByText('올리기 완료')).toHaveLength(2));
    expect(within(photos).getAllByRole('progressbar').map((bar) => bar.getAttribute('value'))).toEqual(['100', '100']);
    const puts = api.received.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.authorization)).toEqual([undefined, undefined]);
    expect(api.requests('GET /api/aws/s3/review/preSigned').map((request) => request.query.get('contentType'))).toEqual(['image/jpeg', 'image/jpeg']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '후기 등록' })));
    expect(await answerDialog()).toBe('후기가 등록되었습니다.');
    expect(await where()).toBe('/completereview null');
    expect(api.requests('POST /api/review')[0].body).toEqual({
      volunteerActivityId: 41,
      content: '즐거운 시간이었어요.',
      imageUrls: ['/api/uploads/review/7/a.jpg', '/api/uploads/review/7/b.jpg'],
    });
    expect(api.requests('POST /api/review')[0].query.get('userType')).toBe('volunteer');
  });

  it('a refused upload says why, keeps the photo out of the review and can be tried again', async () => {
    api.answer('GET /api/volunteerActivity/matching/41', { status: 200, body: activity('REVIEWING') });
    answerPresign('review/7/c.jpg', 'review/7/d.jpg');
    api.answer('PUT /api/uploads/review/7/c.jpg', { status: 415, body: { message: '사진 파일이 아닙니다.', code: 'NOT_AN_IMAGE' } });
    api.answer('PUT /api/uploads/review/7/d.jpg', { status: 200 });
    renderPage('/writereview', <WriteReviewPage />, { currentMatching });
    await screen.findByText('박순자 어르신');
    await choosePhotos(photo('c.jpg'));
    expect(await answerDialog()).toBe('사진 업로드 실패: 사진 파일이 아닙니다.');
    expect(screen.getByText('사진 업로드 실패: 사진 파일이 아닙니다.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '사진 1 다시 올리기' })));
    expect(await screen.findByText('올리기 완료')).toBeInTheDocument();
  });

  it("shows the server's refusal of the review", async () => {
    api.answer('GET /api/volunteerActivity/matching/41', { status: 200, body: activity('REVIEWING') });
    answerPresign('review/7/e.jpg');
    api.answer('PUT /api/uploads/review/7/e.jpg', { status: 200 });
    api.answer('POST /api/review', { status: 409, body: { message: '이미 후기를 작성한 봉사입니다.', code: 'REVIEW_ALREADY_WRITTEN' } }, { status: 500 });
    renderPage('/writereview', <WriteReviewPage />, { currentMatching });
    await screen.findByText('박순자 어르신');
    fireEvent.change(screen.getByLabelText('후기 내용'), { target: { value: '좋았어요' } });
    await choosePhotos(photo('e.jpg'));
    await screen.findByText('올리기 완료');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '후기 등록' })));
    expect(await answerDialog()).toBe('이미 후기를 작성한 봉사입니다.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '후기 등록' })));
    expect(await answerDialog()).toBe('후기 작성에 실패했습니다.');
  });
});

describe('/completereview and /reviewdetail', () => {
  it('lists the reviews as the server orders them (newest first) and opens one', async () => {
    api.answer('GET /api/review', {
      status: 200,
      body: [
        { reviewId: 9, elderlyName: '김영희', startTime: '2026-12-05T09:30:00', type: 'HOUSING', districtType: 'GANGNAM' },
        { reviewId: 5, elderlyName: '박순자', startTime: '2026-12-03T14:00:00', type: 'HEALTH', districtType: 'MAPO' },
      ],
    });
    renderPage('/completereview', <CompleteReviewPage />);
    const list = await screen.findByRole('list', { name: '작성한 후기' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
      '12월 5일 (토) 오전 9:30김영희 어르신 · 주거 · 강남구',
      '12월 3일 (목) 오후 2:00박순자 어르신 · 의료 · 마포구',
    ]);
    await act(async () => fireEvent.click(within(list).getAllByRole('button')[1]));
    expect(await where()).toBe('/reviewdetail {"reviewId":5}');
  });

  it('says 후기가 없습니다 when there are none', async () => {
    api.answer('GET /api/review', { status: 200, body: [] });
    renderPage('/completereview', <CompleteReviewPage />);
    expect(await screen.findByText('후기가 없습니다')).toBeInTheDocument();
  });

  it('shows the review and opens its photos large, closing with Escape', async () => {
    api.answer('GET /api/review/5', {
      status: 200,
      body: { elderlyName: '박순자', startTime: '2026-12-03T14:00:00', districtType: 'MAPO', volunteerType: 'HEALTH', imageUrls: ['/api/uploads/a.jpg', '/api/uploads/b.jpg'], content: '즐거웠어요' },
    });
    renderPage('/reviewdetail', <ReviewDetailPage />, { reviewId: 5 });
    expect(await screen.findByText('즐거웠어요')).toBeInTheDocument();
    expect(screen.getByText('12월 3일 (목) 오후 2:00')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '사진 2 크게 보기' })));
    const viewer = screen.getByRole('dialog', { name: '사진 2 / 2' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/api/uploads/b.jpg');
    expect(within(viewer).getByRole('button', { name: '닫기' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(within(viewer).getByRole('button', { name: '이전 사진' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(within(viewer).getByRole('button', { name: '닫기' })).toHaveFocus();
    await act(async () => fireEvent.click(within(viewer).getByRole('button', { name: '이전 사진' })));
    expect(screen.getByRole('dialog', { name: '사진 1 / 2' })).toBeInTheDocument();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 2 크게 보기' })).toHaveFocus();
  });

  it('a failed load shows the product message with a retry', async () => {
    api.answer('GET /api/review/5', { status: 404, body: { message: '없는 후기입니다.', code: 'REVIEW_NOT_FOUND' } });
    renderPage('/reviewdetail', <ReviewDetailPage />, { reviewId: 5 });
    expect(await screen.findByRole('alert')).toHaveTextContent('리뷰 데이터를 불러오는 중 문제가 발생했습니다.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
