// The bus contract's check, for the shell's guard (`shared-contracts/bus-schemas`): which events exist, and what
// is wrong with a payload. A subpath, so remotes that never check a payload ship no valibot.
export { SHOP_EVENT_NAMES, eventPayloadProblem } from './payload-schemas';
