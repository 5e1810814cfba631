// CSS Modules in jest: every class name maps to itself, so tests can still see it.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
