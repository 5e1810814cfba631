import mitt, { type Handler } from 'mitt';
import type { ShopBus, ShopEvents } from 'shared-contracts';
import { eventPayloadProblem, SHOP_EVENT_NAMES } from 'shared-contracts/bus-schemas';

type ShopEventName = keyof ShopEvents;

export type Warn = (message: string) => void;

type AnyHandler = Handler<unknown>;
type Loose = {
  on(name: string, handler: AnyHandler): void;
  off(name: string, handler?: AnyHandler): void;
  emit(name: string, payload?: unknown): void;
};

/**
 * The shell's boundary on the bus. Remotes are built and deployed on their own, so a payload they
 * send may not keep the contract: listeners registered here only hear payloads that pass the
 * contract's schemas; a bad one is dropped with one warning ('Ignored cart:add: product.id: must be text'),
 * however many listeners there are, and never reaches a store or a screen. Emits pass straight to
 * the page's bus, so every party still hears them.
 */
export function guardedBus(bus: ShopBus, warn: Warn = (message) => console.warn(message)): ShopBus {
  const page = bus as unknown as Loose;
  const inner = mitt<ShopEvents>();
  const local = inner as unknown as Loose;
  // One relay per event with listeners here: it checks each payload once and fans it out.
  const relays = new Map<ShopEventName, AnyHandler>();

  const relay = (name: ShopEventName) => {
    if (relays.has(name)) return;
    const forward: AnyHandler = (payload) => {
      const problem = eventPayloadProblem(name, payload);
      if (problem) warn(`Ignored ${name}: ${problem}`);
      else local.emit(name, payload);
    };
    relays.set(name, forward);
    page.on(name, forward);
  };
  const heard = (name: string) => (inner.all.get(name as ShopEventName)?.length ?? 0) > 0;
  const release = (name: ShopEventName) => {
    const forward = relays.get(name);
    if (!forward || heard(name) || heard('*')) return;
    page.off(name, forward);
    relays.delete(name);
  };
  // A wildcard listener hears every event of the contract; an unknown event reaches no one here.
  const namesOf = (name: string): readonly ShopEventName[] =>
    name === '*' ? SHOP_EVENT_NAMES : SHOP_EVENT_NAMES.filter((known) => known === name);

  const guarded: Loose & { all: typeof inner.all } = {
    all: inner.all,
    on(name, handler) {
      local.on(name, handler);
      namesOf(name).forEach(relay);
    },
    off(name, handler) {
      local.off(name, handler);
      namesOf(name).forEach(release);
    },
    emit(name, payload) {
      page.emit(name, payload);
    },
  };
  return guarded as unknown as ShopBus;
}
