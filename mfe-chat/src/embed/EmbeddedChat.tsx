import { DialogHost } from '@ieum/shared-ui';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ChatEnvironmentContext } from '../hooks/chat-environment';
import ChatPage from '../pages/ChatPage';
import SetNamePage from '../pages/SetNamePage';

const EMBEDDED = { embedded: true };

/** A screen the embed does not carry (the volunteer request form): say where to find it. */
function OnlyInTheApp() {
  const navigate = useNavigate();
  return (
    <main className="ui-page chat-embed-missing">
      <p>이 화면은 이음 앱에서 이용하실 수 있어요.</p>
      <button type="button" className="ui-button ui-button--secondary" onClick={() => navigate('/chatpage', { replace: true })}>
        대화로 돌아가기
      </button>
    </main>
  );
}

/** The chat page (and naming the companion) with its own in-memory router, for another site's page. */
export function EmbeddedChat() {
  return (
    <ChatEnvironmentContext.Provider value={EMBEDDED}>
      <MemoryRouter initialEntries={['/chatpage']}>
        <div className="chat-embed">
          <Routes>
            <Route path="/SetName" element={<SetNamePage />} />
            <Route path="/chatpage" element={<ChatPage />} />
            <Route path="*" element={<OnlyInTheApp />} />
          </Routes>
          <DialogHost />
        </div>
      </MemoryRouter>
    </ChatEnvironmentContext.Provider>
  );
}
