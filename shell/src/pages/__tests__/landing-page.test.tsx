import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@ieum/platform';
import { LandingPage } from '../LandingPage';

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('landing splash', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the logo, then the login page after 2000 ms', () => {
    renderLanding();
    expect(screen.getByRole('img', { name: '이음 로고' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByText('login page')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('has a level-one heading naming the app', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: '이음' })).toBeInTheDocument();
  });

  it('greets a signed-in user by name', () => {
    useSessionStore.getState().signIn({ accessToken: 't', userType: 'elderly', name: '김영희' });
    renderLanding();
    expect(screen.getByTestId('splash-greeting')).toHaveTextContent('김영희님, 반가워요!');
    useSessionStore.getState().signOut();
  });
});
