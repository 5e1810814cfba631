import type { RemoteStatus } from '../federation/remote-status';
import { describeBuild, describeState } from './describe-status';

const base: RemoteStatus = { remote: 'mf_catalog', manifestUrl: 'http://x/mf-manifest.json', preview: false, phase: 'idle', attempt: 0 };

describe('the overlay lines', () => {
  it('name the remote, its version and the contracts it was built against', () => {
    expect(describeBuild(base)).toBe('mf_catalog');
    expect(describeBuild({ ...base, version: '1.2.0', contractsVersion: '1.4.0', preview: true })).toBe(
      'mf_catalog 1.2.0 · contracts 1.4.0 · preview',
    );
  });

  it.each<[Partial<RemoteStatus>, string]>([
    [{ phase: 'idle' }, 'not loaded'],
    [{ phase: 'loading', attempt: 1 }, 'loading…'],
    [{ phase: 'retrying', attempt: 2, error: 'answered 500' }, 'retrying, attempt 2 (answered 500)'],
    [{ phase: 'ready', loadMs: 132 }, 'loaded in 132 ms'],
    [{ phase: 'failed', attempt: 1, error: 'built against 2.0.0' }, 'failed after 1 attempt: built against 2.0.0'],
    [{ phase: 'failed', attempt: 3, error: 'did not load' }, 'failed after 3 attempts: did not load'],
  ])('say what loading does: %p', (patch, line) => {
    expect(describeState({ ...base, ...patch })).toBe(line);
  });
});
