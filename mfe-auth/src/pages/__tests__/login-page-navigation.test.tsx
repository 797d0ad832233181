import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSessionStore } from '@ieum/shared-ui';
import LoginPage from '../LoginPage';
import { login } from '../../api/login';

const navigate = jest.fn();
jest.mock('react-router-dom', () => ({ ...jest.requireActual('react-router-dom'), useNavigate: () => navigate }));
jest.mock('../../api/login', () => ({ login: jest.fn() }));
const loginMock = login as jest.MockedFunction<typeof login>;

beforeEach(() => {
  navigate.mockReset();
  useSessionStore.getState().signOut();
});

it('goes home once per sign-in', async () => {
  loginMock.mockResolvedValue({ accessToken: 'a1', userType: 'elderly', name: '김영희' });
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByPlaceholderText('아이디'), { target: { value: 'grandma' } });
  fireEvent.change(screen.getByPlaceholderText('비밀번호'), { target: { value: 'pw-123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
  expect(navigate.mock.calls).toEqual([['/usermain', { replace: true }]]);
});

it('a double tap on 회원가입 opens the role choice once', () => {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  const signup = screen.getByRole('button', { name: '회원가입' });
  act(() => {
    fireEvent.click(signup);
    fireEvent.click(signup);
  });
  expect(navigate.mock.calls).toEqual([['/roleselect', undefined]]);
});
