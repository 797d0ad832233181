import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useDialogStore, useSessionStore } from '@ieum/platform';
import AvailableTimePage, { SCHEDULE_GUIDE } from '../AvailableTimePage';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { answerDialog, renderPage, where } from '@ieum/app-kit/src/testing/page-testing';

const api = startLocalApi();

const saved = {
  volunteerInfo: { name: '이봉사', volunteerHours: 0, phone: '01012345678', profileImage: null },
  availableTimes: [{ dayOfWeek: 'WEDNESDAY', time: '13:30' }],
  category: 1,
  currentMatching: null,
};

beforeEach(() => {
  useDialogStore.setState({ queue: [] });
  useSessionStore.getState().signIn({ accessToken: 'token-v', refreshToken: 'r', userType: 'volunteer' });
  api.answer('GET /api/volunteer', { status: 200, body: saved });
});

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
const toggle = (label: RegExp | string) => act(async () => fireEvent.click(screen.getByLabelText(label)));

describe('/availableTime', () => {
  it('opens with what is saved: the day, its start on the 48-step grid with its end, the types', async () => {
    renderPage('/availableTime', <AvailableTimePage />);
    const wednesdayStart = (await screen.findByLabelText('수요일 시작 시간')) as HTMLSelectElement;
    expect(wednesdayStart.value).toBe('13:30');
    expect(wednesdayStart.querySelectorAll('option:not([value=""])')).toHaveLength(48);
    expect(screen.getByText('오후 1:30 ~ 오후 4:30')).toBeInTheDocument();
    expect(screen.getByLabelText(/^수\s?요일$/)).toBeChecked();
    expect(screen.getByLabelText(/^월\s?요일$/)).not.toBeChecked();
    expect(screen.getByLabelText('의료')).toBeChecked();
    expect(screen.getByLabelText('문화')).not.toBeChecked();
  });

  it('shows the weekdays, not yet choosable, while the saved schedule loads, then the saved ones chosen', async () => {
    let answer: ((value: { status: number; body: unknown }) => void) | undefined;
    api.answer('GET /api/volunteer', () => new Promise((resolve) => (answer = resolve)));
    renderPage('/availableTime', <AvailableTimePage />);
    expect(await screen.findByText('저장된 일정을 불러오는 중입니다...')).toBeInTheDocument();
    expect(screen.getByText(SCHEDULE_GUIDE)).toBeInTheDocument();
    const wednesday = screen.getByLabelText(/^수\s?요일$/);
    expect(wednesday).toBeDisabled();
    expect(wednesday).not.toBeChecked();
    expect(screen.queryByRole('button', { name: '저장하기' })).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!({ status: 200, body: saved }));
    await screen.findByLabelText('수요일 시작 시간');
    expect(screen.getByLabelText(/^수\s?요일$/)).toBeEnabled();
    expect(screen.getByLabelText(/^수\s?요일$/)).toBeChecked();
    expect(screen.queryByText('저장된 일정을 불러오는 중입니다...')).toBeNull();
  });

  it('says what is missing in order: weekday, type, then the days without a start', async () => {
    renderPage('/availableTime', <AvailableTimePage />);
    await screen.findByLabelText('수요일 시작 시간');
    await toggle(/^수\s?요일$/);
    await save();
    expect(await answerDialog()).toBe('요일을 선택해주세요.');
    await toggle(/^월\s?요일$/);
    await toggle(/^금\s?요일$/);
    await toggle('의료');
    await save();
    expect(await answerDialog()).toBe('봉사 유형을 선택해주세요.');
    await toggle('교육');
    await save();
    expect(await answerDialog()).toBe('시간을 선택해주세요 (월, 금)');
    expect(api.requests('POST /api/volunteer/schedule')).toHaveLength(0);
  });

  it('sends the days with their starts and the summed type bits, then goes home with updated: true', async () => {
    api.answer('POST /api/volunteer/schedule', { status: 200, body: { availableTimes: [], category: 6 } });
    renderPage('/availableTime', <AvailableTimePage />);
    await screen.findByLabelText('수요일 시작 시간');
    await toggle(/^월\s?요일$/);
    fireEvent.change(screen.getByLabelText('월요일 시작 시간'), { target: { value: '23:30' } });
    await toggle('의료');
    await toggle('교육');
    await toggle('문화');
    await save();
    expect(await answerDialog()).toBe('봉사 가능 시간이 저장되었습니다.');
    expect(await where()).toBe('/volunteermain {"updated":true}');
    expect(api.requests('POST /api/volunteer/schedule')[0].body).toEqual({
      schedules: [
        { dayOfWeek: 'MONDAY', time: '23:30' },
        { dayOfWeek: 'WEDNESDAY', time: '13:30' },
      ],
      category: 6,
    });
    expect(api.requests('POST /api/volunteer/schedule')[0].query.get('userType')).toBe('volunteer');
  });

  it("shows the server's refusal, or the product message when it gave none, and stays", async () => {
    api.answer(
      'POST /api/volunteer/schedule',
      { status: 400, body: { message: '30분 단위 시간만 고를 수 있습니다.', code: 'SCHEDULE_INVALID_TIME' } },
      { status: 500 },
    );
    renderPage('/availableTime', <AvailableTimePage />);
    await screen.findByLabelText('수요일 시작 시간');
    await save();
    expect(await answerDialog()).toBe('30분 단위 시간만 고를 수 있습니다.');
    await save();
    expect(await answerDialog()).toBe('스케줄 설정에 실패했습니다. 다시 시도해주세요.');
    expect(screen.getByRole('button', { name: '저장하기' })).toBeEnabled();
  });
});
