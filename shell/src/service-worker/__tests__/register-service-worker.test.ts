import { registerServiceWorker } from '../register-service-worker';

function fakeServiceWorker() {
  const register = jest.fn().mockResolvedValue({});
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

test('registers the worker at once when the shell starts after the page has loaded (a fast connection)', () => {
  const register = fakeServiceWorker();
  expect(document.readyState).toBe('complete');
  registerServiceWorker();
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('waits for the page to load when the shell starts before that', () => {
  const register = fakeServiceWorker();
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  expect(register).toHaveBeenCalledTimes(1);
  readyState.mockRestore();
});
