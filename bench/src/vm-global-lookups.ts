// Why CPU-bound code is slow inside jest (tools/jest/node-environment.cjs): the same typed-array loop
// in node's own context, in a vm context as jest 29 made it, and in one whose global is a Proxy as
// jest 30's node environment makes it. Run: npx tsx bench/src/vm-global-lookups.ts
import vm from 'node:vm';

const loop = `(() => {
  const K = 11;
  const W = new Float64Array(500000);
  let s = 0;
  for (let r = 0; r < 60; r++) {
    for (let i = 0; i < W.length; i += K) {
      const l = new Float64Array(K);
      for (let k = 0; k < K; k++) l[k] = W[i + k] + r;
      for (const v of l) s += Math.exp(v - r);
    }
  }
  return s;
})()`;

function cpuMs(run: () => void): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return Math.round((used.user + used.system) / 1000);
}

const proxied = new Proxy(Object.create(Object.getPrototypeOf(globalThis)), {
  defineProperty: (target, property, attributes) => Reflect.defineProperty(target, property, attributes),
  deleteProperty: (target, property) => Reflect.deleteProperty(target, property),
});
console.log(`node's context: ${cpuMs(() => vm.runInThisContext(loop))} ms of CPU`);
console.log(`vm context, plain global: ${cpuMs(() => vm.runInContext(loop, vm.createContext({})))} ms`);
console.log(`vm context, Proxy global: ${cpuMs(() => vm.runInContext(loop, vm.createContext(proxied)))} ms`);
