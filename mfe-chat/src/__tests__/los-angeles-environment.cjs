// jsdom on a device set to Los Angeles time: jest gives each test file a copy of process.env, so
// only the environment (outside the sandbox) can change the worker's real time zone.
const { TestEnvironment } = require('jest-environment-jsdom');

class LosAngelesEnvironment extends TestEnvironment {
  async setup() {
    this.previousTz = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    await super.setup();
  }

  async teardown() {
    if (this.previousTz === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTz;
    await super.teardown();
  }
}

module.exports = LosAngelesEnvironment;
