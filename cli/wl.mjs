#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the CLI shares the engine's own modules without a separate build.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
