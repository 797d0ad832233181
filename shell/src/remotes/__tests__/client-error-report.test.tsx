import { render, screen, waitFor } from '@testing-library/react';
import { startLocalApi } from '@ieum/app-kit/src/testing/local-api';
import { RemoteErrorBoundary } from '../RemoteErrorBoundary';

const api = startLocalApi();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/matchinglist');
});
afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'startTime')");
}

describe('a page that crashes', () => {
  it('is reported to POST /api/client-errors with the app, the build and the route', async () => {
    api.answer('POST /api/client-errors', { status: 204 });
    render(
      <RemoteErrorBoundary app="volunteer" onRetry={() => {}}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveAttribute('data-error-code', 'SHELL-002');
    await waitFor(() => expect(api.requests('POST /api/client-errors')).toHaveLength(1));
    const [report] = api.requests('POST /api/client-errors');
    expect(report.authorization).toBeUndefined();
    expect(report.body).toEqual({
      app: 'volunteer',
      version: 'test',
      route: '/matchinglist',
      message: "Cannot read properties of undefined (reading 'startTime')",
      stack: expect.stringContaining('Broken'),
    });
  });

  it('still shows its message when the report cannot be sent (429)', async () => {
    api.answer('POST /api/client-errors', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 1분 후에 다시 시도해주세요.' } });
    render(
      <RemoteErrorBoundary onRetry={() => {}}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('다시 시도');
    await waitFor(() => expect(api.requests('POST /api/client-errors')).toHaveLength(1));
    expect((api.requests('POST /api/client-errors')[0].body as { app: string }).app).toBe('shell');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
