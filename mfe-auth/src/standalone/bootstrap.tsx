import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './StandaloneApp';

createRoot(document.getElementById('root')!).render(<StandaloneApp />);
