import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';

/** A login form as a remote's live page draws it: controlled fields, a role toggle, a submit. */
function LiveLogin({ onSubmit }: { onSubmit(values: { username: string; role: string }): void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState('봉사자');
  return (
    <main>
      <button type="button" onClick={() => setRole('이용자')}>
        이용자
      </button>
      <input name="username" aria-label="아이디" value={username} onChange={(event) => setUsername(event.target.value)} />
      <button type="button" onClick={() => onSubmit({ username, role })}>
        로그인
      </button>
    </main>
  );
}

const PRERENDERED = `<main><button type="button">이용자</button><input name="username" value=""><button type="button">로그인</button></main>`;

function serverPage({ taps = '', pressing = false } = {}) {
  const marks = `${taps ? ` data-taps="${taps}"` : ''}${pressing ? ' data-pressing' : ''}`;
  document.body.innerHTML = `<div id="ieum-prerendered"${marks}>${PRERENDERED}</div><div id="root" hidden></div>`;
  return document.getElementById('root')!;
}

async function loadModule() {
  let module!: typeof import('../prerendered-page');
  jest.isolateModules(() => {
    module = jest.requireActual('../prerendered-page');
  });
  return module;
}

describe('handing the pre-rendered page over to the live one', () => {
  test('the live page shows in its place with what was typed, focused, and the taps made meanwhile replayed in order', async () => {
    const root = serverPage({ taps: '0 1' });
    const typed = document.querySelector<HTMLInputElement>('#ieum-prerendered input')!;
    typed.value = 'halmoni';
    typed.focus();
    const onSubmit = jest.fn();
    const { revealLivePage } = await loadModule();
    render(<LiveLogin onSubmit={onSubmit} />, { container: root });

    act(() => revealLivePage());

    expect(document.getElementById('ieum-prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByLabelText('아이디')).toHaveValue('halmoni');
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    // 이용자, then 로그인: the submit sees the role chosen first and the typed username.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'halmoni', role: '이용자' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('a tap on a button the live page does not have in that place is dropped, not sent to another button', async () => {
    const root = serverPage({ taps: '1' });
    const onSubmit = jest.fn();
    const { revealLivePage } = await loadModule();
    function Changed() {
      return (
        <main>
          <button type="button">이용자</button>
          <button type="button" onClick={onSubmit}>
            회원가입
          </button>
        </main>
      );
    }
    jest.useFakeTimers();
    try {
      render(<Changed />, { container: root });
      act(() => revealLivePage());
      // Every replay step waits for the next task: run them all rather than sleep.
      await act(() => jest.runAllTimersAsync());
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  test('without a pre-rendered page nothing changes', async () => {
    document.body.innerHTML = '<div id="root"><p>live</p></div>';
    const { revealLivePage } = await loadModule();
    revealLivePage();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.body.textContent).toBe('live');
  });

  test('a finger still down on the pre-rendered page: the swap waits until it lifts, then replays that tap', async () => {
    const root = serverPage({ pressing: true });
    const onSubmit = jest.fn();
    const { revealLivePage } = await loadModule();
    render(<LiveLogin onSubmit={onSubmit} />, { container: root });
    act(() => revealLivePage());
    const prerendered = document.getElementById('ieum-prerendered')!;
    expect(prerendered.isConnected).toBe(true);
    expect(root.hidden).toBe(true);

    // What the page's script does when the press ends in a tap on 로그인.
    prerendered.setAttribute('data-taps', '1');
    prerendered.removeAttribute('data-pressing');
    act(() => void prerendered.dispatchEvent(new Event('ieum-lifted')));
    expect(prerendered.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: '', role: '봉사자' }));
  });

  test('a finger resting on the screen keeps the live page away only for a moment', async () => {
    jest.useFakeTimers();
    try {
      const root = serverPage({ pressing: true });
      const { revealLivePage, LIFT_WAIT_MS } = await loadModule();
      render(<LiveLogin onSubmit={jest.fn()} />, { container: root });
      act(() => revealLivePage());
      act(() => jest.advanceTimersByTime(LIFT_WAIT_MS - 1));
      expect(root.hidden).toBe(true);
      act(() => jest.advanceTimersByTime(1));
      expect(root.hidden).toBe(false);
      expect(document.getElementById('ieum-prerendered')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
