import { render, waitFor } from '@testing-library/react';
import { useSessionStore } from '@ieum/platform';
import { App } from '../App';
import { loadRemoteDefinitions } from '../../remotes/remote-config';

// Signed-in pages call the API as they open: the shell starts the HTTP client's download at once.
const axiosLoaded = jest.fn();
jest.mock('axios', () => {
  axiosLoaded();
  return jest.requireActual('axios');
});
jest.mock('../../remotes/remote-config', () => ({ loadRemoteDefinitions: jest.fn() }));
jest.mock('../../notifications/SignedInServices', () => ({ __esModule: true, default: () => null }));
(loadRemoteDefinitions as jest.Mock).mockReturnValue(new Promise(() => {}));

test('signed out, the first screen does not download the HTTP client', async () => {
  useSessionStore.setState({ accessToken: null });
  window.history.replaceState(null, '', '/');
  const view = render(<App />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(axiosLoaded).not.toHaveBeenCalled();
  view.unmount();
});

test('signed in, it starts downloading with the first screen', async () => {
  useSessionStore.setState({ accessToken: 'token' });
  window.history.replaceState(null, '', '/');
  render(<App />);
  await waitFor(() => expect(axiosLoaded).toHaveBeenCalledTimes(1));
});
