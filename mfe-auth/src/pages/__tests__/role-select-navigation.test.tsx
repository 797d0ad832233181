import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RoleSelectPage from '../RoleSelectPage';

const navigate = jest.fn();
jest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), useNavigate: () => navigate }));

it('a double tap on 다음 opens the signup form once', () => {
  render(
    <MemoryRouter initialEntries={['/roleselect']}>
      <RoleSelectPage />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('radio', { name: /봉사자/ }));
  const next = screen.getByRole('button', { name: '다음' });
  act(() => {
    fireEvent.click(next);
    fireEvent.click(next);
  });
  expect(navigate.mock.calls).toEqual([['/signup', { state: { role: 'volunteer', userInfo: null } }]]);
});
