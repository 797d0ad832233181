import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { SelectField } from '../SelectField';
import { SegmentedControl } from '../SegmentedControl';
import { Switch } from '../Switch';
import { Checkbox } from '../Checkbox';
import { TopBar } from '../TopBar';
import { LoadingModal } from '../LoadingModal';

describe('form controls', () => {
  it('labels every text field and links its message for screen readers', () => {
    render(<TextField label="아이디" placeholder="아이디" error="아이디를 입력해주세요." />);
    const input = screen.getByLabelText('아이디');
    expect(input).toHaveAttribute('placeholder', '아이디');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('아이디를 입력해주세요.');
  });

  it('labels a select and lists its options after the placeholder', () => {
    render(
      <SelectField
        label="구"
        placeholder="선택해주세요"
        options={[
          { value: 'GANGNAM', label: '강남구' },
          { value: 'SEOCHO', label: '서초구' },
        ]}
      />,
    );
    const select = screen.getByLabelText('구');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['선택해주세요', '강남구', '서초구']);
  });

  it('a button is a plain button unless told otherwise, so it never submits a form by accident', () => {
    const submit = jest.fn((event) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>다음</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('the segmented control is a radio group that follows clicks and arrow keys', () => {
    function Harness() {
      const [value, setValue] = useState<'volunteer' | 'elderly'>('volunteer');
      return (
        <SegmentedControl<'volunteer' | 'elderly'>
          label="회원 유형"
          value={value}
          onChange={setValue}
          options={[
            { value: 'volunteer', label: '봉사자' },
            { value: 'elderly', label: '이용자' },
          ]}
        />
      );
    }
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: '회원 유형' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '봉사자' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '이용자' }));
    expect(screen.getByRole('radio', { name: '이용자' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(screen.getByRole('radio', { name: '이용자' }), { key: 'ArrowRight' });
    expect(screen.getByRole('radio', { name: '봉사자' })).toHaveAttribute('aria-checked', 'true');
    // Focus moves with the choice, so the next Tab leaves the group instead of landing on it again.
    expect(screen.getByRole('radio', { name: '봉사자' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '이용자' })).toHaveAttribute('tabindex', '-1');
  });

  it('switch and checkbox report their new state', () => {
    const onSwitch = jest.fn();
    const onCheck = jest.fn();
    render(
      <>
        <Switch label="알림 받기" checked={false} onChange={onSwitch} />
        <Checkbox label="이용약관 동의 (필수)" checked={false} onChange={onCheck} />
      </>,
    );
    fireEvent.click(screen.getByRole('switch', { name: '알림 받기' }));
    fireEvent.click(screen.getByLabelText('이용약관 동의 (필수)'));
    expect(onSwitch).toHaveBeenCalledWith(true);
    expect(onCheck).toHaveBeenCalledWith(true);
  });
});

describe('TopBar', () => {
  function renderAt(entries: string[], bar: React.ReactNode) {
    return render(
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/first" element={<p>first page</p>} />
          <Route path="/home" element={<p>home page</p>} />
          <Route path="/current" element={bar} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('goes one step back without a target', () => {
    renderAt(['/first', '/current'], <TopBar title="회원가입" />);
    expect(screen.getByRole('heading', { name: '회원가입' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(screen.getByText('first page')).toBeInTheDocument();
  });

  it('names the browser tab after the page and takes the focus the previous page dropped', () => {
    document.title = '이음';
    renderAt(['/current'], <TopBar title="정보 수정" />);
    expect(document.title).toBe('정보 수정 - 이음');
    expect(screen.getByRole('heading', { name: '정보 수정' })).toHaveFocus();
  });

  it('leaves the focus where it is when the page already put it somewhere', () => {
    render(
      <MemoryRouter>
        <input aria-label="아이디" autoFocus />
        <TopBar title="회원가입" />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('아이디')).toHaveFocus();
  });

  it('goes to the given target', () => {
    renderAt(['/first', '/current'], <TopBar title="정보 수정" backTo="/home" />);
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('goes to the target once on a double tap, so Back from there returns here', () => {
    function Home() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          home page
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/current']}>
        <Routes>
          <Route path="/home" element={<Home />} />
          <Route path="/current" element={<TopBar title="회원가입" backTo="/home" />} />
        </Routes>
      </MemoryRouter>,
    );
    const back = screen.getByRole('button', { name: '뒤로 가기' });
    act(() => {
      fireEvent.click(back);
      fireEvent.click(back);
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'home page' })));
    expect(screen.getByRole('heading', { name: '회원가입' })).toBeInTheDocument();
  });
});

describe('LoadingModal', () => {
  it('shows its message and closes itself after the given time', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<LoadingModal open message="답변을 생성 중입니다..." autoCloseMs={1_000_000} onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('답변을 생성 중입니다...');
    act(() => jest.advanceTimersByTime(999_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('is a polite live region that screen readers may read at once (not held back as busy)', () => {
    render(<LoadingModal open message="저장 중입니다..." />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-busy');
  });

  it('renders nothing when closed', () => {
    render(<LoadingModal open={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
