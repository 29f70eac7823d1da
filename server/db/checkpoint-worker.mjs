// Worker threads do not inherit the TypeScript loader for their entry file: register it, then load the checkpointer.
import { register } from 'tsx/esm/api';

register();
await import('./checkpoint-worker.ts');
