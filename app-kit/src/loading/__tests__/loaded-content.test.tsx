import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { UserFacingError } from '@ieum/platform';
import { LoadedContent } from '../LoadedContent';
import { useLoaded, useLoadedEvery, type Loaded } from '../use-loaded';

/** Loads handed out in order; the test settles each when it wants. */
function loads() {
  const pending: { resolve(value: string[]): void; reject(error: unknown): void }[] = [];
  const load = () => new Promise<string[]>((resolve, reject) => pending.push({ resolve, reject }));
  const settle = async (index: number, outcome: string[] | Error) => {
    await act(async () => (outcome instanceof Error ? pending[index].reject(outcome) : pending[index].resolve(outcome)));
  };
  return { load, settle, count: () => pending.length };
}

function Names({ load, reloadKey = null }: { load(): Promise<string[]>; reloadKey?: unknown }) {
  const { state, retry } = useLoaded(load, '목록을 불러오지 못했습니다.', reloadKey);
  return <NamesView state={state} retry={retry} />;
}

function RefreshedNames({ load, everyMs }: { load(): Promise<string[]>; everyMs: number }) {
  const { state, retry } = useLoadedEvery(load, '목록을 불러오지 못했습니다.', everyMs);
  return <NamesView state={state} retry={retry} />;
}

function NamesView({ state, retry }: { state: Loaded<string[]>; retry(): void }) {
  return (
    <>
      <button type="button" onClick={() => void retry()}>
        새로 고침
      </button>
      <LoadedContent state={state} onRetry={retry} placeholder={<p role="status">불러오는 중</p>} empty={<p>아직 없습니다</p>}>
        {(names) => <ul aria-label="이름">{names.map((name) => <li key={name}>{name}</li>)}</ul>}
      </LoadedContent>
    </>
  );
}

function KeyedNames({ load }: { load(): Promise<string[]> }) {
  const [key, setKey] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setKey(key + 1)}>
        다른 목록
      </button>
      <Names load={load} reloadKey={key} />
    </>
  );
}

describe('useLoaded with LoadedContent', () => {
  it('shows the placeholder until the data arrives, then the content; an empty list shows its notice', async () => {
    const { load, settle } = loads();
    render(<Names load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    await settle(0, ['김영희']);
    expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('김영희');

    fireEvent.click(screen.getByRole('button', { name: '새로 고침' }));
    await settle(1, []);
    expect(screen.getByText('아직 없습니다')).toBeInTheDocument();
  });

  it("a failed first load shows the server's message (or the fallback) and 다시 시도 loads again", async () => {
    const { load, settle, count } = loads();
    render(<Names load={load} />);
    await settle(0, new UserFacingError('서버와의 통신에 실패했습니다.'));
    expect(screen.getByRole('alert')).toHaveTextContent('서버와의 통신에 실패했습니다.');

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(count()).toBe(2);
    await settle(1, new Error('socket hang up'));
    expect(screen.getByRole('alert')).toHaveTextContent('목록을 불러오지 못했습니다.');

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await settle(2, ['박철수']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('박철수');
  });

  it('a reload keeps the data on screen while it runs and when it fails', async () => {
    const { load, settle } = loads();
    render(<Names load={load} />);
    await settle(0, ['김영희']);
    fireEvent.click(screen.getByRole('button', { name: '새로 고침' }));
    expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('김영희');
    await settle(1, new Error('offline'));
    expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('김영희');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('only the newest load is shown: an older answer arriving late is ignored', async () => {
    const { load, settle } = loads();
    render(<Names load={load} />);
    fireEvent.click(screen.getByRole('button', { name: '새로 고침' }));
    await settle(1, ['새 목록']);
    await settle(0, ['옛 목록']);
    expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('새 목록');
    expect(screen.queryByText('옛 목록')).not.toBeInTheDocument();
  });

  it('a new reload key starts afresh: the old data is not shown as if it were the new one', async () => {
    const { load, settle } = loads();
    render(<KeyedNames load={load} />);
    await settle(0, ['1번 목록']);
    fireEvent.click(screen.getByRole('button', { name: '다른 목록' }));
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    expect(screen.queryByText('1번 목록')).not.toBeInTheDocument();
    await settle(1, ['2번 목록']);
    expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('2번 목록');
  });

  it('useLoadedEvery loads again on that beat, keeping what is shown, and stops when unmounted', async () => {
    // The clock moves only when told (no real I/O here), so a busy machine cannot shift the beat.
    jest.useFakeTimers();
    try {
      const { load, settle, count } = loads();
      const { unmount } = render(<RefreshedNames load={load} everyMs={5000} />);
      await settle(0, ['첫 목록']);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4999);
      });
      expect(count()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(count()).toBe(2);
      expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('첫 목록');
      await settle(1, ['새 목록']);
      expect(screen.getByRole('list', { name: '이름' })).toHaveTextContent('새 목록');
      unmount();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000);
      });
      expect(count()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
