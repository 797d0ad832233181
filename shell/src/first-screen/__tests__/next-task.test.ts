import { nextTask } from '../next-task';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('uses the browser scheduler.yield where there is one', async () => {
  const yieldToBrowser = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
  await nextTask();
  expect(yieldToBrowser).toHaveBeenCalledTimes(1);
});

test('elsewhere resolves after a timeout, not within the same task', async () => {
  let done = false;
  const pending = nextTask().then(() => (done = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(done).toBe(false);
  await pending;
  expect(done).toBe(true);
});
