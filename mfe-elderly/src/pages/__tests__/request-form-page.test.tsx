import { act, fireEvent, screen, within } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import RequestFormPage from '../RequestFormPage';
import elderlyCss from '../../components/elderly.css';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, click, renderPage } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();
// Thursday 3 December 2026, 13:10 in Seoul.
const NOW = new Date('2026-12-03T04:10:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'a1', refreshToken: 'r1', userType: 'elderly', name: '김영희' });
});
afterEach(() => jest.useRealTimers());

const radio = (group: string, name: string | RegExp) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
const choose = async (group: string, name: string | RegExp) => act(async () => fireEvent.click(radio(group, name)));

async function fillUpToSummary() {
  await choose('신청 유형', '의료');
  await click('다음');
  await choose('2026년 12월 날짜', '12월 3일 (목)');
  await choose('시작 시간', '오후 2:00');
  await click('다음');
  await choose('반려동물', '고양이');
  await click('다음');
}

describe('/RequestForm', () => {
  it('asks for each step with its Korean messages and keeps the values going back and forth', async () => {
    renderPage('/RequestForm', <RequestFormPage />);
    await click('다음');
    expect(await answerDialog()).toBe('신청 유형을 선택해주세요.');
    await choose('신청 유형', '의료');
    await click('다음');
    expect(screen.getByText('2 / 4 단계')).toBeInTheDocument();
    await click('다음');
    expect(await answerDialog()).toBe('날짜와 시간을 모두 선택해주세요.');
    await choose('2026년 12월 날짜', '12월 3일 (목)');
    await click('다음');
    expect(await answerDialog()).toBe('날짜와 시간을 모두 선택해주세요.');
    await choose('시작 시간', '오후 2:00');
    await click('이전');
    expect(radio('신청 유형', '의료')).toHaveAttribute('aria-checked', 'true');
    await click('다음');
    expect(radio('2026년 12월 날짜', '12월 3일 (목)')).toHaveAttribute('aria-checked', 'true');
    expect(radio('시작 시간', '오후 2:00')).toHaveAttribute('aria-checked', 'true');
  });

  it('marks the chosen day and time unmistakably: a check mark on the chosen box only, and a filled style', async () => {
    renderPage('/RequestForm', <RequestFormPage />);
    await choose('신청 유형', '의료');
    await click('다음');
    await choose('2026년 12월 날짜', '12월 3일 (목)');
    await choose('시작 시간', '오후 2:00');
    const checks = (group: string) =>
      within(screen.getByRole('radiogroup', { name: group }))
        .getAllByRole('radio')
        .filter((box) => box.textContent!.includes('✓'));
    expect(checks('2026년 12월 날짜')).toEqual([radio('2026년 12월 날짜', '12월 3일 (목)')]);
    expect(checks('시작 시간')).toEqual([radio('시작 시간', '오후 2:00')]);
    await choose('시작 시간', '오후 3:00');
    expect(checks('시작 시간')).toEqual([radio('시작 시간', '오후 3:00')]);
    // Filled: the page's stylesheet paints a chosen box in the primary colour with white text.
    expect(elderlyCss).toMatch(/\.elderly-day\[aria-checked='true'\] \{[^}]*background: var\(--ui-color-primary\);[^}]*color: var\(--ui-color-on-primary\);/);
  });

  it('offers no past day or time, refreshes its clock every minute, and out from step 1 goes back', async () => {
    renderPage('/RequestForm', <RequestFormPage />);
    await choose('신청 유형', '주거');
    await click('다음');
    expect(screen.getByText('지금 시각: 12월 3일 (목) 오후 1:10')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '12월 2일 (수)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '‹ 이전 달' })).toBeDisabled();
    await choose('2026년 12월 날짜', '12월 3일 (목)');
    const times = within(screen.getByRole('radiogroup', { name: '시작 시간' })).getAllByRole('radio');
    expect(times[0]).toHaveAccessibleName('오후 1:30');
    expect(times.at(-1)).toHaveAccessibleName('오후 11:30');
    await act(async () => jest.advanceTimersByTime(30 * 60_000));
    expect(screen.getByText('지금 시각: 12월 3일 (목) 오후 1:40')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '시작 시간' })).getAllByRole('radio')[0]).toHaveAccessibleName('오후 2:00');
    await choose('2026년 12월 날짜', '12월 4일 (금)');
    expect(within(screen.getByRole('radiogroup', { name: '시작 시간' })).getAllByRole('radio')).toHaveLength(48);
    await click('이전');
    await click('나가기');
    expect(screen.getByTestId('where')).toHaveTextContent('/HelpCenter');
  });

  it('offers days up to 60 days ahead and no later, the API\'s own rule (REQUEST_HORIZON_DAYS)', async () => {
    renderPage('/RequestForm', <RequestFormPage />);
    await choose('신청 유형', '주거');
    await click('다음');
    expect(screen.getByText('오늘부터 60일 안의 날짜를 고를 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /다음 해/ })).not.toBeInTheDocument();
    // From Thursday 3 December 2026 the last day is Monday 1 February 2027.
    await click('다음 달 ›');
    expect(screen.getByText('2027년 1월')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '2027년 1월 날짜' })).getAllByRole('radio')).toHaveLength(31);
    await click('다음 달 ›');
    expect(screen.getByText('2027년 2월')).toBeInTheDocument();
    const february = within(screen.getByRole('radiogroup', { name: '2027년 2월 날짜' })).getAllByRole('radio');
    expect(february.map((day) => day.getAttribute('aria-label') ?? day.textContent)).toEqual(['2월 1일 (월)']);
    expect(screen.getByRole('button', { name: '다음 달 ›' })).toBeDisabled();
    await choose('2027년 2월 날짜', '2월 1일 (월)');
    await choose('시작 시간', '오후 11:30');
    await click('다음');
    expect(screen.getByText('3 / 4 단계')).toBeInTheDocument();
  });

  it('a time that passed while the user read the summary is refused on submit', async () => {
    renderPage('/RequestForm', <RequestFormPage />);
    await fillUpToSummary();
    await act(async () => jest.advanceTimersByTime(60 * 60_000));
    await click('신청하기');
    expect(await answerDialog()).toBe('현재 시각 이후의 시간만 선택할 수 있습니다.');
    expect(screen.getByText('2 / 4 단계')).toBeInTheDocument();
    expect(api.received).toHaveLength(0);
  });

  it('sends the request once for a double tap and goes to the recommendations with volunteersData', async () => {
    const volunteersData = { matchingId: 41, recommendVolunteers: [] };
    // Answered only after both taps, so the second one comes while the first is on its way.
    let answer: () => void = () => {};
    const tapped = new Promise<void>((resolve) => (answer = resolve));
    api.answer('POST /api/elderly/recommend', async () => {
      await tapped;
      return { status: 200, body: volunteersData };
    });
    renderPage('/RequestForm', <RequestFormPage />);
    await fillUpToSummary();
    expect(screen.getByText('고양이')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '신청하기' });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    answer();
    expect(await screen.findByTestId('where')).toHaveTextContent(`/volunteerRecommend {"volunteersData":${JSON.stringify(volunteersData)}}`);
    const calls = api.requests('POST /api/elderly/recommend');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ volunteerType: 'HEALTH', startTime: '2026-12-03T14:00:00', animalType: 'cat', addDescription: '추가 요청사항 없음' });
  });

  it('shows the server message when the request is refused and keeps everything entered', async () => {
    api.answer('POST /api/elderly/recommend', { status: 409, body: { message: '이미 그날 신청한 도움이 있습니다.', code: 'REQUEST_ALREADY_EXISTS' } });
    renderPage('/RequestForm', <RequestFormPage />);
    await fillUpToSummary();
    fireEvent.change(screen.getByLabelText('추가 요청사항 (선택)'), { target: { value: '  병원에 같이 가 주세요  ' } });
    await click('신청하기');
    expect(await answerDialog()).toBe('이미 그날 신청한 도움이 있습니다.');
    expect(screen.getByLabelText('추가 요청사항 (선택)')).toHaveValue('  병원에 같이 가 주세요  ');
    expect(api.requests('POST /api/elderly/recommend')[0].body).toMatchObject({ addDescription: '병원에 같이 가 주세요' });
    api.answer('POST /api/elderly/recommend', { status: 500 });
    await click('신청하기');
    expect(await answerDialog()).toBe('추천 봉사자 요청 중 오류가 발생했습니다.');
  });

  it.each([
    ['TOO_MANY_RECOMMENDATIONS', '봉사자 추천을 너무 자주 요청하셨어요. 42분 후에 다시 시도해주세요.'],
    ['TOO_MANY_CANCELED_REQUESTS', '오늘 신청을 여러 번 취소하셔서 새 신청을 잠시 받을 수 없어요. 10시간 50분 후에 다시 시도해주세요.'],
    ['TOO_MANY_REQUESTS_TODAY', '오늘은 신청을 더 받을 수 없어요. 10시간 50분 후에 다시 시도해주세요.'],
    ['TOO_MANY_OPEN_REQUESTS', '앞으로 예정된 신청이 너무 많아요. 신청 내역에서 필요 없는 신청을 취소하시거나, 가장 가까운 봉사가 시작되는 2일 5시간 후에 다시 시도해주세요.'],
  ])('a limit of the server (429 %s) is shown with how long to wait, and nothing entered is lost', async (code, message) => {
    api.answer('POST /api/elderly/recommend', { status: 429, body: { message, code } });
    renderPage('/RequestForm', <RequestFormPage />);
    await fillUpToSummary();
    fireEvent.change(screen.getByLabelText('추가 요청사항 (선택)'), { target: { value: '병원에 같이 가 주세요' } });
    await click('신청하기');
    expect(await answerDialog()).toBe(message);
    expect(screen.getByLabelText('추가 요청사항 (선택)')).toHaveValue('병원에 같이 가 주세요');
    expect(screen.getByRole('button', { name: '신청하기' })).toBeEnabled();
  });

  it('다른 봉사자 찾기 after a no-show: the same help, pet and words, opened at the date and time', async () => {
    api.answer('POST /api/elderly/recommend', { status: 200, body: { matchingId: 42, recommendVolunteers: [] } });
    renderPage('/RequestForm', <RequestFormPage />, { repeatRequest: { volunteerType: 'HOUSING', animalType: 'dog', addDescription: '형광등을 갈아 주세요' } });
    expect(screen.getByText('2 / 4 단계')).toBeInTheDocument();
    await choose('2026년 12월 날짜', '12월 4일 (금)');
    await choose('시작 시간', '오전 10:00');
    await click('다음');
    expect(radio('반려동물', '개')).toBeChecked();
    await click('다음');
    expect(screen.getByLabelText('추가 요청사항 (선택)')).toHaveValue('형광등을 갈아 주세요');
    await click('신청하기');
    await screen.findByTestId('where');
    expect(api.requests('POST /api/elderly/recommend')[0].body).toEqual({ volunteerType: 'HOUSING', startTime: '2026-12-04T10:00:00', animalType: 'dog', addDescription: '형광등을 갈아 주세요' });
  });

  it('ignores a repeat request it cannot read and starts at step 1', () => {
    renderPage('/RequestForm', <RequestFormPage />, { repeatRequest: { volunteerType: 'PARTY', animalType: 'dog' } });
    expect(screen.getByText('1 / 4 단계')).toBeInTheDocument();
  });
});
