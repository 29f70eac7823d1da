/**
 * A socket.io client of one namespace over a bare WebSocket (engine.io v4 packets: "0" open, "2"/"3"
 * ping/pong, "40<nsp>," connect, "42<nsp>,[event, payload]" events, "42<nsp>,<id>[...]" and
 * "43<nsp>,<id>[...]" for acknowledgements). The benchmarks with thousands of players use it so the load
 * generator, which shares the machine with the server, spends as little CPU per message as it can: an
 * event the client has no listener for is recognised by its name and not parsed.
 */
import WebSocket from 'ws';

export interface NamespaceClient {
  emit(event: string, payload: unknown): Promise<any>;
  on(event: string, listener: (payload: any) => void): void;
  close(): void;
}

export function connectNamespace(url: string, namespace: string): Promise<NamespaceClient> {
  // The server's text is trusted here: checking each message's UTF-8 is work the generator can skip.
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { skipUTF8Validation: true, perMessageDeflate: false });
  const listeners = new Map<string, (payload: unknown) => void>();
  const waiting = new Map<number, (payload: unknown) => void>();
  const prefix = `${namespace},`;
  const [event, ack, connected] = [`42${prefix}`, `43${prefix}`, `40${prefix}`];
  let nextAck = 0;
  return new Promise((resolve, reject) => {
    const client: NamespaceClient = {
      emit: (name, payload) =>
        new Promise((done) => {
          const id = nextAck++;
          waiting.set(id, done);
          ws.send(`${event}${id}${JSON.stringify([name, payload])}`);
        }),
      on: (name, listener) => listeners.set(name, listener),
      close: () => ws.close(),
    };
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith(event)) {
        // ["name", payload]: event names hold no quote, so the name ends at the next one.
        const listener = listeners.get(text.slice(event.length + 2, text.indexOf('"', event.length + 2)));
        if (listener) listener((JSON.parse(text.slice(event.length)) as [string, unknown])[1]);
      } else if (text.startsWith(ack)) {
        const body = text.slice(ack.length);
        const bracket = body.indexOf('[');
        const id = Number(body.slice(0, bracket));
        waiting.get(id)?.((JSON.parse(body.slice(bracket)) as unknown[])[0]);
        waiting.delete(id);
      } else if (text.startsWith('0')) ws.send(connected);
      else if (text === '2') ws.send('3');
      else if (text.startsWith(connected)) resolve(client);
    });
  });
}
