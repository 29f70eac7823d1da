/**
 * The provider's socket.io namespace `/casino`: players join a table with their game token and bet with
 * acknowledgements. The sockets are in every process; each table runs in one (the holder of its
 * lease), which these handlers reach through `link` (role-calls.ts: at once when it runs here).
 */
import type { Namespace, Server, Socket } from 'socket.io';
import { directAcknowledgements } from './ack-writer';
import { Audience } from './audience';
import { framedRoomWriter } from './room-writer';
import type { ProviderTable } from './games';
import type { BetAnswer } from './table';
import type { Said } from './voice-relay';
import type { WalletClient } from './wallet-client';

type Ack = (answer: Record<string, unknown>) => void;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function acknowledger(ack: unknown): Ack {
  return typeof ack === 'function' ? (ack as Ack) : () => {};
}

interface Seat {
  playerId: string;
  token: string;
  tableId: string;
}

/** The tables, wherever they run. */
export interface TableLink {
  snapshot(tableId: string, playerId: string): Promise<Record<string, unknown>>;
  placeBet(tableId: string, player: { id: string; token: string }, input: { betId: string; amount: number; roundId?: string }): Promise<BetAnswer>;
}

export interface CasinoSockets {
  namespace: Namespace;
  /** Writes what a table said to everyone at it to this process's players there. */
  writeHere(said: Said): void;
  /** To one player's sockets, in every process (the adapter carries it). */
  toPlayer(playerId: string, event: string, payload: unknown): void;
  /** Resolves once everything said to the table so far reached every player at it here. */
  tableHeard(tableId: string): Promise<void>;
}

/** `scope` keeps this process's rooms apart from another process's behind a shared adapter. */
export function casinoSockets(io: Server, tables: readonly ProviderTable[], link: TableLink, wallet: WalletClient, scope: string): CasinoSockets {
  const namespace = io.of('/casino');
  // A table's players are in rooms of a few hundred (its audience), named with this process's scope, so
  // their sockets are all here: each event is framed once and goes a room a turn, and the acknowledgements
  // of bets made meanwhile are written between those turns, not after thousands of writes.
  const toRoom = framedRoomWriter(namespace);
  const audiences = new Map<string, Audience>();
  const audienceOf = (tableId: string): Audience => {
    let audience = audiences.get(tableId);
    if (!audience) audiences.set(tableId, (audience = new Audience(toRoom, `table:${scope}:${tableId}`)));
    return audience;
  };
  const playerRoom = (playerId: string) => `player:${playerId}`;
  // A bet's answer is written straight to the player's connection too (ack-writer.ts).
  const acknowledgeDirectly = directAcknowledgements(namespace);

  namespace.on('connection', (socket: Socket) => {
    acknowledgeDirectly(socket);
    socket.on('join', (payload: unknown, ack: unknown) => {
      const reply = acknowledger(ack);
      const { token, tableId } = record(payload);
      const table = typeof tableId === 'string' ? tables.find((t) => t.tableId === tableId) : undefined;
      if (typeof token !== 'string' || !token) return reply({ success: false, code: 'INVALID_TOKEN', message: 'Open the game from the casino to get a game token.' });
      if (!table) return reply({ success: false, code: 'UNKNOWN_TABLE', message: `There is no table ${String(tableId)} at this provider.` });
      wallet
        .balance(token)
        .then(async (answer) => {
          if (answer.status !== 'OK') return reply({ success: false, code: answer.code, message: answer.message });
          const previous = socket.data.seat as Seat | undefined;
          if (previous && previous.tableId !== table.tableId) await audienceOf(previous.tableId).leave(socket);
          socket.data.seat = { playerId: answer.playerId, token, tableId: table.tableId } satisfies Seat;
          await audienceOf(table.tableId).join(socket, [playerRoom(answer.playerId)]);
          const snapshot = await link.snapshot(table.tableId, answer.playerId);
          if (snapshot.success === false) return reply(snapshot);
          reply({ success: true, playerId: answer.playerId, balance: answer.balance, table: snapshot });
        })
        .catch(() => reply({ success: false, code: 'WALLET_UNAVAILABLE', message: 'The casino wallet did not answer. Please try again.' }));
    });

    socket.on('place-bet', (payload: unknown, ack: unknown) => {
      const reply = acknowledger(ack);
      const seat = socket.data.seat as Seat | undefined;
      if (!seat) return reply({ success: false, code: 'NOT_SEATED', message: 'Join a table before betting.' });
      const { betId, amount, roundId } = record(payload);
      if (typeof betId !== 'string' || typeof amount !== 'number' || (roundId !== undefined && typeof roundId !== 'string')) {
        return reply({ success: false, code: 'INVALID_BET', message: 'A bet needs betId (text) and amount (paise).' });
      }
      link
        .placeBet(seat.tableId, { id: seat.playerId, token: seat.token }, { betId, amount, ...(roundId ? { roundId } : {}) })
        .then((answer) => reply({ ...answer }))
        .catch(() => reply({ success: false, code: 'SERVER_ERROR', message: 'Something went wrong. Your bet was not placed.' }));
    });

    socket.on('leave', () => {
      const seat = socket.data.seat as Seat | undefined;
      if (seat) void audienceOf(seat.tableId).leave(socket);
      socket.data.seat = undefined;
    });
  });

  return {
    namespace,
    writeHere: (said) => audienceOf(said.audience).emit(said.event, said.payload),
    toPlayer: (playerId, event, payload) => namespace.to(playerRoom(playerId)).emit(event, payload),
    tableHeard: (tableId) => audienceOf(tableId).sent(),
  };
}
