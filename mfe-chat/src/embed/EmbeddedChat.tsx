import { useEffect, useState } from 'react';
import { DialogHost } from '@ieum/shared-ui';
import { chatConnection } from '../api/connection';
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

export function originNotAllowedMessage(origin: string): string {
  return `이 누리집 주소(${origin})는 이음 대화에 등록되어 있지 않아 대화를 열 수 없어요. 누리집 관리자에게 이 주소를 이음에 등록해 달라고 알려 주세요.`;
}

/**
 * Whether the servers refuse this page's origin (CORS): a readable answer means allowed; an
 * unreadable one that still arrives (no-cors) means the server is up but does not list us. A
 * server that is down is not this check's business (the chat says so when it fails).
 */
async function refusesOrigin(url: string): Promise<boolean> {
  if (new URL(url, window.location.href).origin === window.location.origin) return false;
  try {
    await fetch(url, { mode: 'cors', cache: 'no-store' });
    return false;
  } catch {
    try {
      await fetch(url, { mode: 'no-cors', cache: 'no-store' });
      return true;
    } catch {
      return false;
    }
  }
}

function useOriginRefused(): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    let current = true;
    const { apiBase, aiBase } = chatConnection();
    void Promise.all([refusesOrigin(`${apiBase}/health`), refusesOrigin(`${aiBase}/health`)]).then((answers) => {
      if (current && answers.some(Boolean)) setRefused(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return refused;
}

/** The chat page (and naming the companion) with its own in-memory router, for another site's page. */
export function EmbeddedChat() {
  const refused = useOriginRefused();
  if (refused) {
    return (
      <div className="chat-embed">
        <main className="ui-page chat-embed-missing">
          <p role="alert">{originNotAllowedMessage(window.location.origin)}</p>
        </main>
      </div>
    );
  }
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
