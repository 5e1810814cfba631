import type * as v from 'valibot';
import type { EventSchemas, TOAST_KINDS, ToastMessageSchema, CartProductInputSchema } from './payload-schemas';

export type ToastKind = (typeof TOAST_KINDS)[number];

export type ToastMessage = v.InferOutput<typeof ToastMessageSchema>;

/** What a remote gives to add a product to the cart. */
export type CartProductInput = v.InferOutput<typeof CartProductInputSchema>;

/**
 * Every event that crosses the bus between the shell and the remotes, inferred from its schema
 * (payload-schemas.ts, where each is described). Emitting an event or a payload outside this map
 * does not compile.
 */
export type ShopEvents = { [K in keyof EventSchemas]: v.InferOutput<EventSchemas[K]> };

export type ShopEventName = keyof ShopEvents;

/**
 * What a remote's code sends and hears on the bus, declared by the remote in `src/bus-surface.ts`.
 * Its tests are held to it (a harness's platform bus refuses anything else), and its bus contract
 * test drives each event it names.
 */
export interface BusSurface {
  emits: readonly ShopEventName[];
  listens: readonly ShopEventName[];
}
