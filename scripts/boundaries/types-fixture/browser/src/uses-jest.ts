// Browser code has no test runner.
export const spy = jest.fn();
