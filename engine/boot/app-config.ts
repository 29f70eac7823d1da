/**
 * Fetches the operator's app config; a missing or invalid config is reported and boot goes on without it.
 * An answer whose digest matches the one `wl build` recorded in the brand index is the config the build
 * checked in full (defaults filled by the server that read it), so the validator ajv compiled for it is
 * never loaded. Any other answer (the file edited since the build, another API, no Web Crypto) is
 * validated in full.
 */
import { jsonDigest } from '../../domain/manifest/digest';
import type { AppConfig } from '../../domain/manifest/types';

/** Path under the brand's API base URL. */
export const APP_CONFIG_PATH = 'app-config';

export type AppConfigResult = { ok: true; config: AppConfig } | { ok: false; reason: string };

/** Why the config is invalid, or null when the full validator accepts it (its defaults then filled). */
async function problemsInFull(config: unknown): Promise<string | null> {
  const { default: validateAppConfig } = await import('../generated/validate-app-config.js');
  if (validateAppConfig(config)) return null;
  const { appConfigProblems } = await import('./schema-problems');
  return appConfigProblems(validateAppConfig.errors, config);
}

export async function loadAppConfig(baseUrl: string, fetcher: typeof fetch = fetch, verifiedDigest?: string): Promise<AppConfigResult> {
  try {
    const response = await fetcher(`${baseUrl.replace(/\/?$/, '/')}${APP_CONFIG_PATH}`, { cache: 'no-cache' });
    if (!response.ok) return { ok: false, reason: `app config: HTTP ${response.status}` };
    const body = (await response.json()) as { success?: boolean; result?: unknown };
    if (!body.success) return { ok: false, reason: 'app config: the server answered success false' };
    const verified = verifiedDigest !== undefined && (await jsonDigest(body.result)) === verifiedDigest;
    const problems = verified ? null : await problemsInFull(body.result);
    if (problems) return { ok: false, reason: problems };
    return { ok: true, config: body.result as AppConfig };
  } catch (error) {
    return { ok: false, reason: `app config: ${(error as Error).message}` };
  }
}
