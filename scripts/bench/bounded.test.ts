import { runBounded } from './bounded';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBounded', () => {
  it('runs every task once, never more than `concurrency` at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const run = await runBounded({ count: 50, concurrency: 4 }, async (i) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      seen.push(i);
      running -= 1;
    });
    expect(run).toMatchObject({ done: 50, failed: 0, skipped: 0 });
    expect(most).toBe(4);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('counts failures and keeps one of each message, without stopping the rest', async () => {
    const run = await runBounded({ count: 10, concurrency: 3 }, async (i) => {
      if (i % 2) throw new Error(i % 3 ? 'HTTP 500' : 'refused');
    });
    expect(run).toMatchObject({ done: 5, failed: 5, skipped: 0 });
    expect(run.messages.sort()).toEqual(['HTTP 500', 'refused']);
  });

  it('starts nothing after the deadline and says how many it left', async () => {
    const run = await runBounded({ count: 100, concurrency: 2, deadline: Date.now() + 30 }, () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(run.done).toBeGreaterThan(0);
    expect(run.done).toBeLessThan(100);
    expect(run.done + run.skipped).toBe(100);
  });

  it('does nothing for no tasks', async () => {
    expect(await runBounded({ count: 0, concurrency: 20 }, async () => undefined)).toMatchObject({ done: 0, failed: 0, skipped: 0 });
  });
});

describe('runBounded with ramp', () => {
  it('starts each caller once the one before finished its first task, then runs them all at once', async () => {
    let running = 0;
    const concurrencyAtStart: number[] = [];
    const run = await runBounded({ count: 20, concurrency: 4, ramp: true }, async () => {
      concurrencyAtStart.push(running);
      running += 1;
      await tick();
      running -= 1;
    });
    expect(run).toMatchObject({ done: 20, failed: 0 });
    // The first four tasks start one after another, never beside another.
    expect(concurrencyAtStart.slice(0, 2)).toEqual([0, 0]);
    expect(Math.max(...concurrencyAtStart)).toBe(3);
  });

  it('lets the next caller start when the one before fails its first task', async () => {
    const run = await runBounded({ count: 6, concurrency: 3, ramp: true }, async (i) => {
      if (i === 0) throw new Error('cold start');
    });
    expect(run).toMatchObject({ done: 5, failed: 1 });
  });
});
