// Preloaded into every firebase-tools emulator the stack starts (node --require). Its stdin is a pipe from the stack that
// started it: when that pipe closes, the stack is gone (even killed with -9), so the emulator shuts down
// cleanly (exporting its data) instead of living on as an orphan holding its ports.
process.stdin.on('error', () => {});
process.stdin.on('close', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
process.stdin.unref?.(); // never what keeps the emulator running once it shuts down
