import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// Pages call real local HTTP servers; on a busy 2-core machine (CI included) an answer can take
// seconds, longer than testing-library's 1 s default wait.
configure({ asyncUtilTimeout: 8000 });
