import { evaluateEntry } from './evaluate-entry';

describe('running a server entry fetched from the site', () => {
  it('gives it the provided modules by name and Node’s built-in ones, and its URL as __filename', () => {
    const source = `
      const react = require('react');
      const { createHash } = require('node:crypto');
      module.exports = { version: react.version, hashed: typeof createHash, where: __filename };`;
    const entry = evaluateEntry(source, 'http://remote.test/server/entry.cjs', { react: { version: '19' } });
    expect(entry).toEqual({ version: '19', hashed: 'function', where: 'http://remote.test/server/entry.cjs' });
  });

  it('refuses any other module, so an entry cannot reach the function’s own code or packages', () => {
    expect(() => evaluateEntry(`require('firebase-admin')`, 'http://remote.test/server/entry.cjs')).toThrow(
      'http://remote.test/server/entry.cjs requires firebase-admin, which is neither shared nor built into Node',
    );
  });

  it('reports where an entry that throws while it loads was fetched from', () => {
    expect(() => evaluateEntry(`throw new Error('broken build')`, 'http://remote.test/server/entry.cjs')).toThrow('broken build');
  });
});
