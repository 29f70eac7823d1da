/**
 * Calls to whichever process holds a role (a game's rounds): a player's socket may be on any process,
 * and what they ask goes to the one process that runs the game. In the holder itself a call goes
 * straight to the handler; elsewhere it goes over the bus to the holder, whose answer comes back the
 * same way. While no process holds the role (one died, another is taking over), or the process asked no
 * longer does, the call waits for the next holder until its time is up. A holder that does not answer
 * in time may have done what it was asked before it died, so the call is not sent again: it fails with
 * RoleUnavailable, and the game's recovery settles whatever the dead holder left open.
 */
import { randomBytes } from 'node:crypto';
import type { Coordination } from './coordination';

export class RoleUnavailable extends Error {
  constructor(role: string) {
    super(`No process is running ${role} just now.`);
  }
}

type Handler = (method: string, args: unknown) => Promise<unknown>;

interface Request {
  id: string;
  from: string;
  role: string;
  method: string;
  args: unknown;
}

interface Reply {
  id: string;
  ok: boolean;
  value?: unknown;
  /** The process asked does not hold the role (any more): ask the holder again. */
  moved?: boolean;
  error?: string;
}

export interface RoleCalls {
  /** Answers the role's calls here (while this process holds it); the returned function stops. */
  serve(role: string, handler: Handler): () => void;
  call<T>(role: string, method: string, args: unknown, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

const CALL_TIMEOUT_MS = 5000;

export async function roleCalls(coordination: Coordination): Promise<RoleCalls> {
  const handlers = new Map<string, Handler>();
  const waiting = new Map<string, (reply: Reply) => void>();
  const me = coordination.processId;
  const stops = [
    await coordination.bus.subscribe(`rpc:${me}`, (request: Request) => {
      const handler = handlers.get(request.role);
      const answer = (reply: Omit<Reply, 'id'>) => void coordination.bus.publish(`rpc-reply:${request.from}`, { id: request.id, ...reply }).catch(() => {});
      if (!handler) return answer({ ok: false, moved: true });
      handler(request.method, request.args).then(
        (value) => answer({ ok: true, value }),
        (error: unknown) => answer({ ok: false, error: String((error as Error)?.message ?? error) }),
      );
    }),
    await coordination.bus.subscribe(`rpc-reply:${me}`, (reply: Reply) => {
      waiting.get(reply.id)?.(reply);
    }),
  ];

  const askHolder = (holder: string, request: Request, ms: number) =>
    new Promise<Reply | null>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(request.id);
        resolve(null);
      }, ms);
      waiting.set(request.id, (reply) => {
        clearTimeout(timer);
        waiting.delete(request.id);
        resolve(reply);
      });
      coordination.bus.publish(`rpc:${holder}`, request).catch(() => {});
    });

  return {
    serve(role, handler) {
      handlers.set(role, handler);
      return () => {
        if (handlers.get(role) === handler) handlers.delete(role);
      };
    },
    async call<T>(role: string, method: string, args: unknown, timeoutMs = CALL_TIMEOUT_MS): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (let attempt = 0; Date.now() < deadline; attempt += 1) {
        const local = handlers.get(role);
        if (local) return (await local(method, args)) as T;
        const holder = await coordination.holderOf(role).catch(() => null);
        if (holder && holder !== me) {
          const request: Request = { id: randomBytes(8).toString('hex'), from: me, role, method, args };
          const reply = await askHolder(holder, request, Math.max(1, deadline - Date.now()));
          if (reply?.ok) return reply.value as T;
          // No answer: the holder may have done it before it died, so it is not asked again elsewhere.
          if (!reply) throw new RoleUnavailable(role);
          if (!reply.moved) throw new Error(reply.error ?? `${role} ${method} failed`);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(100 * (attempt + 1), 500)));
      }
      throw new RoleUnavailable(role);
    },
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
      handlers.clear();
    },
  };
}
