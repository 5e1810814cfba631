// The suites every adapter of a port runs (jest globals), so a double and a real adapter agree.
export { catalogApiContract, contractCatalog, type CatalogUnderTest } from './catalog-api.contract';
// The bus contract as a remote's own tests check it: what its code may send and hear, and what reached the bus.
export { holdHarnessesTo, recordBus, type BusSurface, type BusRecord } from './bus-surface';
export { createContractCheckedBus } from './contract-checked-bus';
export { busContract, type BusContractOptions, type EmitDriver, type ListenCase, type MakeHarness } from './bus-contract';
