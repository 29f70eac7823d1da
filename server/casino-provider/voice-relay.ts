/**
 * What a game says to everyone at it, in every process. The process running the game writes it to its
 * own sockets at once and, in a cluster, sends it over the bus; each other process writes it to its
 * own sockets (through its own audience, so the rooms and the frames stay those of the process that
 * holds the sockets). Alone, a process only writes to its own.
 */
import type { Coordination } from '../cluster/coordination';

export interface Said {
  /** Which audience: a table's id, or the game's name. */
  audience: string;
  event: string;
  payload: unknown;
  /** A moment whose time matters (a take-off, a crash), written ahead of lists. */
  now?: boolean;
}

export interface VoiceRelay {
  say(said: Said): void;
  close(): Promise<void>;
}

export async function voiceRelay(coordination: Coordination, channel: string, writeHere: (said: Said) => void): Promise<VoiceRelay> {
  if (!coordination.clustered) return { say: writeHere, close: async () => {} };
  const me = coordination.processId;
  const stop = await coordination.bus.subscribe(channel, (message: Said & { from: string }) => {
    if (message.from !== me) writeHere(message);
  });
  return {
    say(said) {
      writeHere(said);
      void coordination.bus.publish(channel, { ...said, from: me }).catch(() => {});
    },
    close: stop,
  };
}
