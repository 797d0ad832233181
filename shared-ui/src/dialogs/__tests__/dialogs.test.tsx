import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogHost } from '../DialogHost';
import { showAlert, showConfirm } from '@ieum/platform';

describe('alerts and confirms', () => {
  it('shows an alert until 확인 is pressed', async () => {
    render(<DialogHost />);
    let closed = false;
    act(() => {
      showAlert('회원가입이 완료되었습니다.').then(() => (closed = true));
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('회원가입이 완료되었습니다.');
    expect(screen.getByRole('alertdialog', { name: '알림' })).toHaveAccessibleDescription('회원가입이 완료되었습니다.');
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    expect(closed).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a confirm resolves true for 확인 and false for 취소', async () => {
    render(<DialogHost />);
    let first: Promise<boolean>;
    let second: Promise<boolean>;
    act(() => {
      first = showConfirm('매칭을 취소하시겠습니까?');
      second = showConfirm('해당 봉사자를 선택하시겠습니까?');
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('매칭을 취소하시겠습니까?');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('확인 요청');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    await expect(first!).resolves.toBe(false);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('해당 봉사자를 선택하시겠습니까?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    await expect(second!).resolves.toBe(true);
  });

  it('asks a question once when it is asked twice before the answer (a double tap)', async () => {
    render(<DialogHost />);
    let alerts: Promise<void>[] = [];
    let confirms: Promise<boolean>[] = [];
    act(() => {
      alerts = [showAlert('가입 유형을 선택해주세요.'), showAlert('가입 유형을 선택해주세요.')];
      confirms = [showConfirm('로그아웃하시겠습니까?'), showConfirm('로그아웃하시겠습니까?')];
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    await Promise.all(alerts);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('로그아웃하시겠습니까?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    await expect(Promise.all(confirms)).resolves.toEqual([true, true]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps keyboard focus inside an open confirm and gives it back when it closes', async () => {
    render(
      <>
        <button type="button">바깥 버튼</button>
        <DialogHost />
      </>,
    );
    const outside = screen.getByRole('button', { name: '바깥 버튼' });
    outside.focus();
    let answer: Promise<boolean>;
    act(() => {
      answer = showConfirm('매칭을 취소하시겠습니까?');
    });
    const ok = screen.getByRole('button', { name: '확인' });
    const cancel = screen.getByRole('button', { name: '취소' });
    expect(ok).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(ok).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(cancel).toHaveFocus();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    await expect(answer!).resolves.toBe(false);
    expect(outside).toHaveFocus();
  });
});
