import { configure } from '@testing-library/react';

// The pages talk to a real local HTTP server; on a busy 2-core machine an answer can take over 1 s.
configure({ asyncUtilTimeout: 5_000 });
