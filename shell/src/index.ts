// The shell provides the shared libraries start-up imports eagerly (rspack.base.ts), so the shop's code is in
// the entry chunk (webpackMode "eager": no request of its own). It is evaluated in a task after the federation
// runtime's set-up, not in the same one: each stays short enough for a slow phone to paint and answer between.
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'), 0);
