import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../first-screen/next-task';

/**
 * The federation runtime resolves a remote, loads its entry, initialises its container and
 * negotiates shared packages in one chain of promises, which the browser runs as a single task:
 * on a slow phone that held the page for a few hundred ms. Each step here waits for a task of its
 * own first; it changes no value.
 */
export function yieldBetweenFederationSteps(): ModuleFederationRuntimePlugin {
  const afterATask = async <Args>(args: Args) => {
    await nextTask();
    return args;
  };
  return {
    name: 'ieum-yield-between-federation-steps',
    beforeRequest: afterATask,
    afterResolve: afterATask,
    beforeInitContainer: afterATask,
    beforeLoadShare: afterATask,
  };
}
