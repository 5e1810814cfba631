import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NODE_RUNTIMES, functionsRuntime } from './functions-runtime';

const ROOT = path.resolve(__dirname, '../..');
const committed = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as { functions: { runtime: string }[] };

describe("the server's runtime", () => {
  it("is the same in firebase.json and in the functions' engines", () => {
    expect(committed.functions.map((f) => f.runtime)).toEqual([functionsRuntime()]);
  });

  it('is one Google still runs: its decommission date has not come', () => {
    const runtime = functionsRuntime();
    const { decommissioned } = NODE_RUNTIMES[runtime];
    const running = Date.parse(`${decommissioned}T00:00:00Z`) > Date.now();
    expect(running ? 'running' : `${runtime} was decommissioned on ${decommissioned}: move engines.node on`).toBe('running');
  });

  it('is refused when the engines name a runtime the table does not know', () => {
    const dir = path.join(ROOT, 'scripts/deploy/fixture-runtime');
    expect(() => functionsRuntime(dir)).toThrow('engines.node is "19"');
  });
});
