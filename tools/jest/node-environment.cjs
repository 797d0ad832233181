// Jest's node environment with a plain object as the test context's global. Jest 30 backs it with a
// Proxy (to delete what a test file left on the global at teardown); every global lookup in the
// tests and in the code they load (Math, Float64Array, Date, ...) then runs through the proxy, and
// CPU-bound code ran several times slower than in node (the safety model's training 4x, a typed-array
// loop 7x). Nothing here relies on that cleanup: each test file gets a fresh context either way.
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    vm.createContext = (sandbox) => {
      vm.createContext = createContext;
      return createContext(Object.create(Object.getPrototypeOf(sandbox)));
    };
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = NodeEnvironment;
