// Preloaded into the end-to-end server (support/server.ts): the test worker that started it holds the
// other end of its stdin, so when that worker is gone, killed or not, stdin ends and the server stops
// as on Ctrl-C instead of living on as an orphan holding its port and memory.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
// Watching stdin must not keep a server that is stopping alive.
process.stdin.unref?.();
