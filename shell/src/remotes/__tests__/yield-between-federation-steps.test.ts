import { yieldBetweenFederationSteps } from '../yield-between-federation-steps';

const plugin = yieldBetweenFederationSteps();
const steps = ['beforeRequest', 'afterResolve', 'beforeInitContainer', 'beforeLoadShare'] as const;

describe('yieldBetweenFederationSteps', () => {
  it.each(steps)('%s hands the same arguments on, in a later task', async (step) => {
    const args = { id: 'auth/routes', options: {} };
    const hook = plugin[step] as unknown as (value: typeof args) => Promise<typeof args>;
    let result: typeof args | undefined;
    const pending = hook(args).then((value) => (result = value));
    // Microtasks alone do not finish the step: the browser gets the chance to run other work.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(result).toBeUndefined();
    await pending;
    expect(result).toBe(args);
  });
});
