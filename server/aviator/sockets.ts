/**
 * Aviator's socket.io namespace `/aviator`: players join with their game token, bet, cancel and cash out
 * with acknowledgements. The sockets are in every process; the game runs in one (the holder of its
 * lease), which these handlers reach through `link` (role-calls.ts: at once when it runs here).
 */
import { randomBytes } from 'node:crypto';
import type { Namespace, Server, Socket } from 'socket.io';
import { directAcknowledgements } from '../casino-provider/ack-writer';
import { Audience } from '../casino-provider/audience';
import { framedRoomWriter } from '../casino-provider/room-writer';
import type { WalletClient } from '../casino-provider/wallet-client';
import type { Said } from '../casino-provider/voice-relay';
import type { AviatorAnswer, AviatorPlayer } from './game';

type Ack = (answer: Record<string, unknown>) => void;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function acknowledger(ack: unknown): Ack {
  return typeof ack === 'function' ? (ack as Ack) : () => {};
}

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;
const NOT_JOINED = { success: false, code: 'NOT_JOINED', message: 'Join the game before betting.' };

/** The game, wherever it runs. */
export interface AviatorLink {
  snapshot(playerId: string): Promise<Record<string, unknown>>;
  placeBet(player: AviatorPlayer, input: { slot: unknown; amount: unknown; autoCashOut?: unknown }): Promise<AviatorAnswer>;
  cancelBet(player: AviatorPlayer, input: { slot: unknown }): Promise<AviatorAnswer>;
  cashOut(player: AviatorPlayer, input: { slot: unknown }): Promise<AviatorAnswer>;
}

export interface AviatorSockets {
  namespace: Namespace;
  /** Writes what the game said to everyone to this process's players. */
  writeHere(said: Said): void;
  /** To one player's sockets, in every process (the adapter carries it). */
  toPlayer(playerId: string, event: string, payload: unknown): void;
  /** Resolves once the moments said so far reached every player here. */
  momentsSent(): Promise<void>;
}

/** `scope` keeps this process's rooms apart from another process's behind a shared adapter. */
export function aviatorSockets(io: Server, link: AviatorLink, wallet: WalletClient, scope: string): AviatorSockets {
  const namespace = io.of('/aviator');
  // Every player, in rooms a few hundred strong: an event for all goes out a room per turn of the event loop.
  const everyone = new Audience(framedRoomWriter(namespace), `aviator:${scope}`);
  const playerRoom = (playerId: string) => `player:${playerId}`;
  // A cash-out's answer is written straight to the player's connection too (ack-writer.ts).
  const acknowledgeDirectly = directAcknowledgements(namespace);

  namespace.on('connection', (socket: Socket) => {
    acknowledgeDirectly(socket);
    const player = () => socket.data.player as AviatorPlayer | undefined;
    /** Runs a joined player's request and acknowledges its answer. */
    const handle = (event: string, work: (who: AviatorPlayer, payload: Record<string, unknown>) => AviatorAnswer | Promise<AviatorAnswer>) =>
      socket.on(event, (payload: unknown, ack: unknown) => {
        const reply = acknowledger(ack);
        const who = player();
        if (!who) return reply(NOT_JOINED);
        Promise.resolve()
          .then(() => work(who, record(payload)))
          .then((answer) => reply({ ...answer }))
          .catch(() => reply({ success: false, code: 'SERVER_ERROR', message: 'Something went wrong; nothing was changed. Please try again.' }));
      });

    socket.on('join', (payload: unknown, ack: unknown) => {
      const reply = acknowledger(ack);
      const { token, clientSeed } = record(payload);
      if (typeof token !== 'string' || !token) return reply({ success: false, code: 'INVALID_TOKEN', message: 'Open Aviator from the casino to get a game token.' });
      if (clientSeed !== undefined && (typeof clientSeed !== 'string' || !CLIENT_SEED.test(clientSeed))) return reply({ success: false, code: 'INVALID_SEED', message: 'A client seed is 1 to 64 letters, digits, _ or -.' });
      wallet
        .balance(token)
        .then(async (answer) => {
          if (answer.status !== 'OK') return reply({ success: false, code: answer.code, message: answer.message });
          const seed = typeof clientSeed === 'string' ? clientSeed : randomBytes(10).toString('hex');
          socket.data.player = { id: answer.playerId, token, clientSeed: seed } satisfies AviatorPlayer;
          // A socket joining again (a new token) keeps its room of the audience.
          await everyone.join(socket, [playerRoom(answer.playerId)]);
          const state = await link.snapshot(answer.playerId);
          if (state.success === false) return reply(state);
          reply({ success: true, playerId: answer.playerId, balance: answer.balance, clientSeed: seed, state });
        })
        .catch(() => reply({ success: false, code: 'WALLET_UNAVAILABLE', message: 'The casino wallet did not answer. Please try again.' }));
    });

    handle('place-bet', (who, { slot, amount, autoCashOut }) => link.placeBet(who, { slot, amount, autoCashOut }));
    handle('cancel-bet', (who, { slot }) => link.cancelBet(who, { slot }));
    handle('cash-out', (who, { slot }) => link.cashOut(who, { slot }));
  });

  return {
    namespace,
    writeHere: (said) => (said.now ? everyone.emitNow(said.event, said.payload) : everyone.emit(said.event, said.payload)),
    toPlayer: (playerId, event, payload) => namespace.to(playerRoom(playerId)).emit(event, payload),
    momentsSent: () => everyone.momentsSent(),
  };
}
