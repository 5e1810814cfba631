import type { ShopBus } from '../events/bus';
import type { BusSurface, ShopEventName } from '../events/shop-events';

export type { BusSurface };

let held: { remote: string; surface: BusSurface } | null = null;

/** Every harness made after this gives `remote`'s code a bus held to `surface` (a remote's jest setup). */
export function holdHarnessesTo(remote: string, surface: BusSurface): void {
  held = { remote, surface };
}

/** The surface harnesses are held to, if any. */
export const heldBusSurface = () => held;

/**
 * The bus as the remote's code gets it from the platform: emitting or listening to an event its
 * surface does not declare throws, so a test that reaches such code fails and names the event. The
 * test itself keeps the harness's own bus, free to play the shell or another remote.
 */
export function surfaceBus(bus: ShopBus, remote: string, surface: BusSurface): ShopBus {
  const refuse = (verb: string, name: string) =>
    new Error(`${remote} ${verb} ${name}, which its bus surface (src/bus-surface.ts) does not declare`);
  const remoteBus: ShopBus = {
    all: bus.all,
    emit: ((name: ShopEventName, payload?: unknown) => {
      if (!surface.emits.includes(name)) throw refuse('emits', name);
      (bus.emit as (name: ShopEventName, payload?: unknown) => void)(name, payload);
    }) as ShopBus['emit'],
    on: ((name: ShopEventName | '*', handler: never) => {
      if (name !== '*' && !surface.listens.includes(name)) throw refuse('listens to', name);
      bus.on(name as ShopEventName, handler);
    }) as ShopBus['on'],
    off: bus.off,
  };
  return remoteBus;
}

export interface BusRecord {
  /** Every event that reached the bus, in order. */
  events: { name: ShopEventName; payload: unknown }[];
  /** The payloads of one event, in order. */
  payloadsOf(name: ShopEventName): unknown[];
}

/** Records what reaches a bus (a harness's: a payload that breaks the contract never reaches it). */
export function recordBus(bus: ShopBus): BusRecord {
  const events: BusRecord['events'] = [];
  bus.on('*', (name, payload) => events.push({ name, payload }));
  return { events, payloadsOf: (name) => events.filter((e) => e.name === name).map((e) => e.payload) };
}
