// The server's suites start a database each (PGlite boots its WASM in the test's process: seconds on a
// busy machine). A project's `testTimeout` does not reach hooks when jest runs several projects.
jest.setTimeout(60_000);
