import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../first-screen/next-task';

/**
 * The federation runtime resolves a remote, loads its entry, initialises its container and
 * negotiates shared packages in one chain of promises, which the browser runs as a single task:
 * on a slow phone that held the page for a few hundred ms. Each step here waits for a task of its
 * own first; it changes no value.
 */
export function yieldBetweenFederationSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'ieum-yield-between-federation-steps',
    async beforeRequest(args) {
      await nextTask();
      return args;
    },
    async afterResolve(args) {
      await nextTask();
      return args;
    },
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
