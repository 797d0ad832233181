type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task: the browser may handle a tap or paint a frame before the caller goes
 * on. Where the browser has scheduler.yield, the caller then goes on before other queued work
 * (on a slow phone a plain timeout put the page's start behind every waiting task).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
