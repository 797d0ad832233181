import { render, screen } from '@testing-library/react';
import { PhoneLink } from '../PhoneLink';
import fs from 'node:fs';
import path from 'node:path';

describe('PhoneLink', () => {
  it('shows the number in 3-4-4 and dials its digits, named for screen readers', () => {
    render(<PhoneLink phone="010 6146-2279" label="김복지 어르신에게 전화하기" />);
    const link = screen.getByRole('link', { name: '김복지 어르신에게 전화하기 010-6146-2279' });
    expect(link).toHaveAttribute('href', 'tel:01061462279');
    expect(link).toHaveTextContent('📞 010-6146-2279');
  });

  it('is styled once in the design system as a 48 px target in the pressed primary colour', () => {
    const rule = /\.ui-phone-link \{([^}]*)\}/.exec(fs.readFileSync(path.join(__dirname, '../../styles/design-system.css'), 'utf8'))?.[1] ?? '';
    expect(rule).toMatch(/min-height: var\(--ui-touch-target\)/);
    expect(rule).toMatch(/color: var\(--ui-color-primary-pressed\)/);
  });
});
