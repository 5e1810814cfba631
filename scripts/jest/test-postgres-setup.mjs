export { setup as default } from './test-postgres.mjs';
