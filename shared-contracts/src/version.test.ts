import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS_VERSION } from './version';

describe('CONTRACTS_VERSION', () => {
  it("equals shared-contracts/package.json's version (the one rspack bakes into every remote)", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });
});
