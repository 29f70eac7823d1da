/**
 * The fan-out floor on this machine, for scale beside a game's fan-out figure: a bare Node process
 * writes one message of the size of a crash event to each of `clients` TCP connections held by this
 * process, with no WebSocket framing, socket.io or game in between, and this process times each arrival
 * from the moment the writing began. The writes are the same system calls the server makes, one per
 * socket, and the reading here is the same as in the load generator: what no server code can go under.
 */
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { percentile } from './trace';

const MESSAGE_BYTES = 300;

/** The writing process: listens, prints its port, and on each line read writes to every connection. */
const WRITER = `
const net = require('node:net');
const sockets = [];
const server = net.createServer((socket) => { socket.setNoDelay(true); sockets.push(socket); });
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
require('node:readline').createInterface({ input: process.stdin }).on('line', () => {
  const sent = Date.now();
  const message = Buffer.from(String(sent).padEnd(${MESSAGE_BYTES}, ' '));
  for (const socket of sockets) socket.write(message);
});
`;

/** p99 and last arrival of each of `rounds` writes to every connection, taking the median round of each. */
export async function measureFanOutFloor(clients: number, rounds = 5): Promise<{ p99: number; last: number }> {
  const writer = spawn(process.execPath, ['-e', WRITER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const sockets: Socket[] = [];
  try {
    const port = Number(await new Promise<string>((resolve) => createInterface({ input: writer.stdout! }).once('line', resolve)));
    let arrivals: number[] = [];
    for (let i = 0; i < clients; i += 250) {
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(250, clients - i) }, () =>
            new Promise<Socket>((resolve, reject) => {
              const socket = connect(port, '127.0.0.1', () => resolve(socket));
              socket.once('error', reject);
              let pending = '';
              socket.on('data', (chunk) => {
                pending += chunk.toString('latin1');
                while (pending.length >= MESSAGE_BYTES) {
                  arrivals.push(Date.now() - Number(pending.slice(0, MESSAGE_BYTES).trim()));
                  pending = pending.slice(MESSAGE_BYTES);
                }
              });
            }),
          ),
        )),
      );
    }
    // Every connection accepted before the first write.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const p99s: number[] = [];
    const lasts: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      arrivals = [];
      writer.stdin!.write('go\n');
      const deadline = Date.now() + 30_000;
      while (arrivals.length < clients && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      p99s.push(percentile(arrivals, 99));
      lasts.push(Math.max(0, ...arrivals));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return { p99: percentile(p99s, 50), last: percentile(lasts, 50) };
  } finally {
    for (const socket of sockets) socket.destroy();
    writer.kill();
  }
}
