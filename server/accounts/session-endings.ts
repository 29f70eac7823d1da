/**
 * Sessions ending (a logout, a password change or reset) and players whose access changed (locked,
 * self-excluded), told at once to every process: each forgets the tokens it had checked for them, and
 * a socket of an ended session stops hearing the player's events at once instead of at its next call.
 * Told here first, then to the other processes over the bus.
 */
import type { Bus } from '../cluster/coordination';

export interface SessionEnd {
  userId: string;
  /** The session that ended; null when every session of the player did. */
  sid: string | null;
}

/** `ended` false: nothing ended, but what was known of the player (locked, limits) changed. */
export interface AccessChange extends SessionEnd {
  ended: boolean;
}

export type SessionEndListener = (end: SessionEnd) => void;
export type AccessChangeListener = (change: AccessChange) => void;

const CHANNEL = 'access-changed';

export class SessionEndings {
  private readonly listeners = new Set<SessionEndListener>();
  private readonly changeListeners = new Set<AccessChangeListener>();
  private relay: ((change: AccessChange) => void) | null = null;

  /** Session ends, in every process. Returns the function that stops listening. */
  listen(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every change, ended sessions included. */
  onChange(listener: AccessChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  ended(end: SessionEnd): void {
    this.tell({ ...end, ended: true });
  }

  userChanged(userId: string): void {
    this.tell({ userId, sid: null, ended: false });
  }

  /** Tells the other processes of changes here, and this one of theirs. */
  async connect(bus: Bus, processId: string): Promise<() => Promise<void>> {
    const stop = await bus.subscribe(CHANNEL, (message: AccessChange & { from: string }) => {
      if (message.from !== processId) this.deliver({ userId: message.userId, sid: message.sid, ended: message.ended });
    });
    this.relay = (change) => void bus.publish(CHANNEL, { ...change, from: processId }).catch(() => {});
    return async () => {
      this.relay = null;
      await stop();
    };
  }

  private tell(change: AccessChange): void {
    this.deliver(change);
    this.relay?.(change);
  }

  private deliver(change: AccessChange): void {
    for (const listener of this.changeListeners) listener(change);
    if (change.ended) for (const listener of this.listeners) listener({ userId: change.userId, sid: change.sid });
  }
}
