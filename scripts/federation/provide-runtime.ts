// A remote's own page (QA running it alone) has no host to lend it the federation runtime, which
// remotes leave out of their remoteEntry (`externalRuntime`): this script provides it first.
import * as runtimeCore from '@module-federation/runtime-core';

Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
