import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import RoleSelectPage from '../RoleSelectPage';

/** Every location the router showed, in order (navigations in one batch show only the last). */
const arrivals: string[] = [];
function Arrivals() {
  const location = useLocation();
  useEffect(() => {
    arrivals.push(`${location.pathname} ${JSON.stringify(location.state)}`);
  }, [location]);
  return null;
}

function SignupStand() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      이전 화면
    </button>
  );
}

it('a double tap on 다음 opens the signup form once: one step back is the role choice again', () => {
  arrivals.length = 0;
  render(
    <MemoryRouter initialEntries={['/roleselect']}>
      <Arrivals />
      <Routes>
        <Route path="/roleselect" element={<RoleSelectPage />} />
        <Route path="/signup" element={<SignupStand />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('radio', { name: /봉사자/ }));
  const next = screen.getByRole('button', { name: '다음' });
  act(() => {
    fireEvent.click(next);
    fireEvent.click(next);
  });
  expect(arrivals).toEqual(['/roleselect null', '/signup {"role":"volunteer","userInfo":null}']);
  fireEvent.click(screen.getByRole('button', { name: '이전 화면' }));
  expect(screen.getByRole('button', { name: '다음' })).toBeInTheDocument();
});
