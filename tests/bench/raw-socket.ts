/**
 * A minimal socket.io client speaking the wire protocol directly over a WebSocket (engine.io v4:
 * "0" open, "2"/"3" ping/pong, "40" connect, "42[event, payload]" events). Benchmarks use it so that the
 * load generator, which shares the machine, spends as little CPU as possible per message.
 */
import WebSocket from 'ws';

export interface RawSocket {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: any) => void): void;
  close(): void;
}

export function connectRaw(url: string): Promise<RawSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  const listeners = new Map<string, Array<(payload: unknown) => void>>();
  return new Promise((resolve, reject) => {
    const socket: RawSocket = {
      emit: (event, payload) => ws.send(`42${JSON.stringify([event, payload])}`),
      on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      close: () => ws.close(),
    };
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('0')) ws.send('40');
      else if (text === '2') ws.send('3');
      else if (text.startsWith('40')) resolve(socket);
      else if (text.startsWith('42')) {
        const [event, payload] = JSON.parse(text.slice(2)) as [string, unknown];
        for (const listener of listeners.get(event) ?? []) listener(payload);
      }
    });
  });
}
