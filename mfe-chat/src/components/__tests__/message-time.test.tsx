/**
 * @jest-environment ./src/__tests__/los-angeles-environment.cjs
 */
import { render, screen } from '@testing-library/react';
import { MessageList } from '../MessageList';

// A phone not set to Seoul time: the history's Seoul local times must show as they are.

it('shows chat times in Seoul time on a phone in another time zone', () => {
  // The runtime really is in Los Angeles now (9 + 17 hours off Seoul in December).
  expect(new Date('2026-12-01T00:00:00Z').getTimezoneOffset()).toBe(480);
  render(
    <MessageList
      messages={[
        // As GET /chat/history sends them: Seoul local text without an offset.
        { id: '1', sender: 'user', content: '안녕하세요', createdAt: '2026-12-01T14:30:05' },
        { id: '2', sender: 'ai', content: '반가워요.', createdAt: '2026-12-01T09:05:00' },
        // A message said in this visit: an instant (Seoul 2026-12-02 00:10).
        { id: '3', sender: 'user', content: '잘 자요', createdAt: '2026-12-01T15:10:00.000Z' },
      ]}
      chatbot={{ name: '해님', profileImage: 'preset:sun' }}
      openSuggestionId={null}
      onAnswerSuggestion={() => {}}
      onReplay={() => {}}
      replayDisabled={false}
      endRef={{ current: null }}
    />,
  );
  expect(screen.getByText('오후 2:30')).toBeTruthy();
  expect(screen.getByText('오전 9:05')).toBeTruthy();
  expect(screen.getByText('오전 12:10')).toBeTruthy();
});
