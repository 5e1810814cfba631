export { teardown as default } from './test-postgres.mjs';
