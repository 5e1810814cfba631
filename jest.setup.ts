import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 under jsdom needs these.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// rspack's DefinePlugin gives these at build time.
Object.assign(globalThis, { __CONTRACTS_VERSION__: '1.0.0', __APP_VERSION__: '0.0.0-test' });
