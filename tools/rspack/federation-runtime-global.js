// A remote's own page (its standalone dev page) has no shell to provide the federation runtime,
// which remotes do not bundle (see create-app-config.cjs): this script provides it, under the
// global name the remote's build reads it from.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
