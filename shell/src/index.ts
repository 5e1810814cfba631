// The shell provides the shared libraries start-up imports eagerly (rspack.base.ts), so the shop's code is in
// the entry chunk (webpackMode "eager": no request of its own). It is evaluated in tasks after the federation
// runtime's set-up, React's DOM first, then the rest: each stays short enough for a slow phone to answer between.
import { nextTask } from './util/next-task';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
