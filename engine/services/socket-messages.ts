/** What the page's socket service and the socket worker say to each other. */
export type ToWorker = { type: 'connect'; url: string } | { type: 'emit'; event: string; payload: unknown } | { type: 'disconnect' };

export type ToPage = { type: 'ready' } | { type: 'event'; event: string; payload: unknown } | { type: 'connection'; connected: boolean };
