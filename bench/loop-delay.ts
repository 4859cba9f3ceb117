import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Where a paced run's slow answers waited. The server's event loop, read from its /metrics:
 * prom-client's nodejs_eventloop_lag_max_seconds is the longest delay since the previous scrape
 * (its histogram resets on each), so polling every POLL_MS gives the worst stall of each slice and
 * when it came. The server's own time on the submit route (http_request_duration_seconds, from
 * the first scrape to the last): the share over 50 ms, against the client's. And this load
 * client's own event loop, which shares the machine's cores and delays what it times as well.
 */
const POLL_MS = 500;
const ROUTE = 'route="/api/v2.0/tournament/submit"';

const maxOf = (text: string) => {
  const m = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? ([\d.e+-]+)$/m.exec(text);
  return m ? Number(m[1]) * 1000 : null;
};

/** The submit route's cumulative bucket counts by upper bound (seconds), POST only. */
function submitBuckets(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_bucket{') || !line.includes(ROUTE))
      continue;
    if (!line.includes('method="POST"')) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1];
    if (le) out.set(le, (out.get(le) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return out;
}

export function watchLoopDelay(base: string) {
  const slices: { at_s: number; max_ms: number }[] = [];
  const began = performance.now();
  const client = monitorEventLoopDelay({ resolution: 10 });
  client.enable();
  let stopped = false;
  let first = new Map<string, number>();
  let last = new Map<string, number>();
  const scrape = async () => (await fetch(`${base}/metrics`)).text();
  const poll = async () => {
    // The first scrape resets the lag histogram: what came before the load is not its own.
    first = submitBuckets(await scrape());
    while (!stopped) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const text = await scrape();
      last = submitBuckets(text);
      const max = maxOf(text);
      if (max !== null) {
        const at_s = +((performance.now() - began) / 1000).toFixed(1);
        slices.push({ at_s, max_ms: +max.toFixed(1) });
      }
    }
  };
  const running = poll();
  return {
    stop: async () => {
      stopped = true;
      await running;
      client.disable();
      const sorted = slices.map((s) => s.max_ms).sort((a, b) => a - b);
      const moved = (le: string) => (last.get(le) ?? 0) - (first.get(le) ?? 0);
      const answered = moved('+Inf');
      return {
        server_loop: {
          max_ms: sorted[sorted.length - 1] ?? 0,
          median_slice_max_ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
          slices_over_50ms: sorted.filter((v) => v > 50).length,
          stalls: slices.filter((s) => s.max_ms > 50),
        },
        server_submit_over_50ms_pct: +(
          (100 * (answered - moved('0.05'))) /
          Math.max(1, answered)
        ).toFixed(2),
        client_loop: {
          p99_ms: +(client.percentile(99) / 1e6).toFixed(1),
          max_ms: +(client.max / 1e6).toFixed(1),
        },
      };
    },
  };
}
