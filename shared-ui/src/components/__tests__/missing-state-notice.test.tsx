import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MissingStateNotice } from '../MissingStateNotice';
import { useSessionStore } from '@ieum/platform';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('MissingStateNotice', () => {
  it('explains what is missing and takes the user to their home', () => {
    useSessionStore.getState().signIn({ accessToken: 't', userType: 'elderly' });
    render(
      <MemoryRouter initialEntries={['/applyingdetail']}>
        <Routes>
          <Route path="/applyingdetail" element={<MissingStateNotice message="유효한 matchId가 없습니다." />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('유효한 matchId가 없습니다.');
    act(() => fireEvent.click(screen.getByRole('button', { name: '홈으로 가기' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/usermain');
  });
});
