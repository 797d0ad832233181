import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RadioGroup } from '../RadioGroup';

function Days({ initial = null }: { initial?: number | null }) {
  const [day, setDay] = useState<number | null>(initial);
  return (
    <>
      <p id="days-label">날짜</p>
      <RadioGroup<number>
        labelledBy="days-label"
        value={day}
        onChange={setDay}
        choices={[1, 2, 3].map((value) => ({ value, label: String(value), ariaLabel: `${value}일` }))}
      />
    </>
  );
}

describe('RadioGroup', () => {
  it('with nothing chosen, the first choice is the one Tab stop and none is checked', () => {
    render(<Days />);
    expect(screen.getByRole('radiogroup', { name: '날짜' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });

  it('arrow keys choose the next or previous choice, wrap around and take the focus along', () => {
    render(<Days initial={3} />);
    fireEvent.keyDown(screen.getByRole('radio', { name: '3일' }), { key: 'ArrowDown' });
    expect(screen.getByRole('radio', { name: '1일' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '1일' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('radio', { name: '1일' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: '3일' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '3일' })).toHaveAttribute('tabindex', '0');
  });

  it('a click chooses; other keys change nothing', () => {
    render(<Days initial={1} />);
    fireEvent.click(screen.getByRole('radio', { name: '2일' }));
    expect(screen.getByRole('radio', { name: '2일' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.keyDown(screen.getByRole('radio', { name: '2일' }), { key: 'Enter' });
    expect(screen.getByRole('radio', { name: '2일' })).toHaveAttribute('aria-checked', 'true');
  });
});
