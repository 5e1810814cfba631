import { createBus, type ShopBus } from '../events/bus';
import { eventPayloadProblem } from '../events/payload-schemas';

/** What a contract-checked bus refuses, in one line a failing test shows. */
export function busContractError(name: string, payload: unknown, problem: string): Error {
  let shown: string;
  try {
    shown = JSON.stringify(payload) ?? 'no payload';
  } catch {
    shown = String(payload);
  }
  return new Error(`Bus contract broken: ${name} ${problem} (payload: ${shown.slice(0, 200)})`);
}

/**
 * The harness's bus: a payload the shell would refuse throws at the emit, so every screen test of a
 * remote checks what the remote sends (a throw in a click handler fails the test as uncaught). A
 * refused event reaches no listener, so a test that records the bus also sees nothing arrive.
 */
export function createContractCheckedBus(): ShopBus {
  const bus = createBus();
  const emit = bus.emit;
  bus.emit = ((name: string, payload?: unknown) => {
    const problem = eventPayloadProblem(name, payload);
    if (problem) throw busContractError(name, payload, problem);
    (emit as (name: string, payload?: unknown) => void)(name, payload);
  }) as ShopBus['emit'];
  return bus;
}
