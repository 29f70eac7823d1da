/**
 * nginx in front of the cluster benchmark's server processes, run from the repository's own config
 * (deploy/nginx/cluster.conf) with its ports replaced by the benchmark's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../support/fixtures';
import { startNginx as runNginx, type RunningNginx } from '../support/nginx';

export { nginxAvailable } from '../support/nginx';
export type Proxy = RunningNginx;

export const NGINX_CONFIG = join(PROJECT_ROOT, 'deploy/nginx/cluster.conf');

/** The repository's config with nginx on `listen` and one upstream line per backend port, in both upstreams. */
export function clusterConfig(listen: number, backends: readonly number[]): string {
  const source = readFileSync(NGINX_CONFIG, 'utf8');
  const servers = (line: string) => backends.map((port) => line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`)).join('\n');
  // Each upstream lists 8081 then 8082: the first line becomes one per backend, the second goes.
  return source
    .replace(/^(\s*server 127\.0\.0\.1:8081[^\n]*)\n\s*server 127\.0\.0\.1:8082[^\n]*$/gm, (_all, first: string) => servers(first))
    .replace(/listen 8080;/, `listen 127.0.0.1:${listen};`);
}

export function startNginx(listen: number, backends: readonly number[]): Promise<Proxy> {
  return runNginx(() => clusterConfig(listen, backends), listen, '/brand-index.json');
}
