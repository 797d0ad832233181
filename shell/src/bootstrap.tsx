import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { revealLivePageByDeadline } from './first-screen/prerendered-page';
import { registerServiceWorker } from './service-worker/register-service-worker';

createRoot(document.getElementById('root')!).render(<App />);
revealLivePageByDeadline();
registerServiceWorker();
