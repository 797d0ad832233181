import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogHost } from '../DialogHost';
import { showAlert, showConfirm } from '../dialog-store';

describe('alerts and confirms', () => {
  it('shows an alert until 확인 is pressed', async () => {
    render(<DialogHost />);
    let closed = false;
    act(() => {
      showAlert('회원가입이 완료되었습니다.').then(() => (closed = true));
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('회원가입이 완료되었습니다.');
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
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    await expect(first!).resolves.toBe(false);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('해당 봉사자를 선택하시겠습니까?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    await expect(second!).resolves.toBe(true);
  });
});
