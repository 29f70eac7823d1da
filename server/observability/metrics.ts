/**
 * What the server counts for its operator, in Prometheus's text format (prom-client): Node's own
 * figures (memory, GC, event-loop delay), HTTP latency by route, sockets, bets placed and refused,
 * casino wallet calls and the settlement backlog. One registry per server, so servers in one process
 * (tests) keep their figures apart.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A refusal message as a label: the message itself, short and in one form (a finite set of texts). */
export function reasonLabel(message: string): string {
  return message.replace(/\d[\d,.]*/g, 'N').slice(0, 80);
}

export interface ServerMetrics {
  readonly registry: Registry;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  betPlaced(channel: 'socket' | 'http'): void;
  betRefused(channel: 'socket' | 'http', message: string): void;
  walletCall(call: string, result: string): void;
  /** Reads a figure at each scrape (socket counts, the settlement backlog). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const http = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP requests by method, route and status', labelNames: ['method', 'route', 'status_code'], buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5], registers: [registry] });
  const placed = new Counter({ name: 'wl_bets_placed_total', help: 'Exchange bets accepted', labelNames: ['channel'], registers: [registry] });
  const refused = new Counter({ name: 'wl_bets_refused_total', help: 'Exchange bets refused, by the message the player saw', labelNames: ['channel', 'reason'], registers: [registry] });
  const wallet = new Counter({ name: 'wl_casino_wallet_calls_total', help: 'Game provider wallet calls, by call and result (OK or the refusal code)', labelNames: ['call', 'result'], registers: [registry] });
  return {
    registry,
    httpRequest: (method, route, status, seconds) => http.observe({ method, route, status_code: String(status) }, seconds),
    betPlaced: (channel) => placed.inc({ channel }),
    betRefused: (channel, message) => refused.inc({ channel, reason: reasonLabel(message) }),
    walletCall: (call, result) => wallet.inc({ call, result }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}
