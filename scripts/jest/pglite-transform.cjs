// PGlite's CommonJS build loads Node's modules with import(), which jest's VM refuses without
// --experimental-vm-modules: SWC turns those into require(). Used wherever jest runs code that starts
// PGlite (the server's catalog tests, the stack's, and the journeys' stack).
module.exports = {
  transform: {
    '/node_modules/@electric-sql/.+\\.cjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/)'],
};
