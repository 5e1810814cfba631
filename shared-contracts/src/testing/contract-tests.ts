// The suite every catalog adapter runs (jest globals), so the browser's client and the server's endpoint agree.
export { catalogApiContract, contractCatalog } from './catalog-api.contract';
// The bus contract as a remote's own tests check it: what its code may send and hear.
export { holdHarnessesTo, type BusSurface } from './bus-surface';
export { busContract, type EmitDriver } from './bus-contract';
