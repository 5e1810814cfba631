import { act } from '@testing-library/react';
import { eventPayloadProblem, SHOP_EVENT_NAMES } from '../events/payload-schemas';
import type { ShopEventName, ShopEvents } from '../events/shop-events';
import { heldBusSurface, recordBus } from './bus-surface';
import { createHarness, type Harness } from './harness';

/** Makes a harness whose bus the suite records (same options as createHarness). */
export type MakeHarness = typeof createHarness;

/** Runs the remote's real code path (a screen and a click, or the function that builds the payload). */
export type EmitDriver = (make: MakeHarness) => Promise<void> | void;

/** A remote that listens to `K`: render what listens, then see that a valid sample changed it. */
export interface ListenCase<K extends ShopEventName = ShopEventName> {
  sample: ShopEvents[K];
  render(make: MakeHarness): Promise<Harness> | Harness;
  expectReaction(): Promise<void> | void;
}

export interface BusContractOptions {
  /** One driver per event the remote emits. */
  emits: Partial<Record<ShopEventName, EmitDriver>>;
  /** One case per event the remote listens to ({} when it only reads the shell's stores). */
  listens: { [K in ShopEventName]?: ListenCase<K> };
}

/**
 * The bus contract as a remote's own tests check it (jest globals). The remote declares what it sends
 * and hears (src/bus-surface.ts; its jest setup holds every harness to it, so code that strays fails
 * the test that reaches it). Here, every event it emits is produced by its real code and keeps the
 * contract the shell checks, and every event it hears, given a valid sample, changes something. A
 * breaking change of an event fails the remote's own tests.
 */
export function busContract(remote: string, { emits, listens }: BusContractOptions): void {
  const held = heldBusSurface();
  const emitted = Object.keys(emits).sort() as ShopEventName[];
  const heard = Object.keys(listens).sort() as ShopEventName[];
  const known = new Set<string>(SHOP_EVENT_NAMES);

  describe(`${remote} on the bus`, () => {
    afterEach(() => jest.useRealTimers());

    it('is held to the bus surface it declares, all of it events of the shop', () => {
      expect(held?.remote).toBe(remote);
      const unknown = [...held!.surface.emits, ...held!.surface.listens].filter((name) => !known.has(name));
      expect(unknown).toEqual([]);
    });

    it('has a driver below for exactly the events it declares it emits', () => {
      expect(emitted).toEqual([...held!.surface.emits].sort());
    });

    it('has a listening case below for exactly the events it declares it listens to', () => {
      expect(heard).toEqual([...held!.surface.listens].sort());
    });

    if (emitted.length > 0) {
      it.each(emitted)('emits %s with a payload the shell accepts', async (name) => {
        const records: ReturnType<typeof recordBus>[] = [];
        const make: MakeHarness = (init) => {
          const harness = createHarness(init);
          records.push(recordBus(harness.bus));
          return harness;
        };
        await emits[name]!(make);
        const payloads = records.flatMap((record) => record.payloadsOf(name));
        expect(payloads.length).toBeGreaterThan(0);
        for (const payload of payloads) expect(eventPayloadProblem(name, payload)).toBeNull();
      });
    }

    if (heard.length > 0) {
      it.each(heard)('reacts to %s given a valid sample', async (name) => {
        const { sample, render, expectReaction } = listens[name] as ListenCase;
        expect(eventPayloadProblem(name, sample)).toBeNull();
        const harness = await render(createHarness);
        expect(() => act(() => (harness.bus.emit as (n: string, p: unknown) => void)(name, sample))).not.toThrow();
        await expectReaction();
      });
    }
  });
}
