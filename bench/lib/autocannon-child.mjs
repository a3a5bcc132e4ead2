// Runs one autocannon load in a child process, so the load generator shares neither the event loop
// nor the heap of the servers under test. Receives autocannon options as its one IPC message, sends
// back the figures the benchmarks use, and exits. (Not a worker thread: inside a worker thread
// autocannon skips its aggregation and reports no per-second figures.)
import autocannon from 'autocannon';

process.once('message', async (options) => {
  try {
    const result = await autocannon(options);
    process.send({
      ok: true,
      durationSeconds: result.duration,
      requestsAverage: result.requests.average,
      requestsTotal: result.requests.total,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodeStats: result.statusCodeStats,
    });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
  process.disconnect();
});
