/**
 * Sessions ending (a logout, a password change or reset), told to whoever holds live connections, so a
 * socket of an ended session stops hearing the player's events at once instead of at its next call.
 */
export interface SessionEnd {
  userId: string;
  /** The session that ended; null when every session of the player did. */
  sid: string | null;
}

export type SessionEndListener = (end: SessionEnd) => void;

export class SessionEndings {
  private readonly listeners = new Set<SessionEndListener>();

  /** Returns the function that stops listening. */
  listen(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ended(end: SessionEnd): void {
    for (const listener of this.listeners) listener(end);
  }
}
