// Lets the scripts `require` the shop's TypeScript (its rules and schemas) in plain Node (SWC, as jest does).
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

process.setSourceMapsEnabled(true);
for (const ext of ['.ts', '.tsx']) {
  Module._extensions[ext] = (module, filename) => {
    const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript', tsx: ext === '.tsx' }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      // Stack traces point at the TypeScript's own lines.
      sourceMaps: 'inline',
      // import() stays Node's own, so an ES-only package (Lighthouse) loads as it does from plain JavaScript.
      module: { type: 'commonjs', ignoreDynamic: true },
    });
    module._compile(code, filename);
  };
}
// Build-time constants the bundler would define.
globalThis.__CONTRACTS_VERSION__ ??= 'bench';
globalThis.__APP_VERSION__ ??= 'bench';
