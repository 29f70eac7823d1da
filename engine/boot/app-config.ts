/** Fetches the operator's app config; a missing or invalid config is reported and boot goes on without it. */
import validateAppConfig from '../generated/validate-app-config.js';
import type { AppConfig } from '../../domain/manifest/types';

/** Path under the brand's API base URL. */
export const APP_CONFIG_PATH = 'app-config';

export type AppConfigResult = { ok: true; config: AppConfig } | { ok: false; reason: string };

export async function loadAppConfig(baseUrl: string, fetcher: typeof fetch = fetch): Promise<AppConfigResult> {
  try {
    const response = await fetcher(`${baseUrl.replace(/\/?$/, '/')}${APP_CONFIG_PATH}`, { cache: 'no-cache' });
    if (!response.ok) return { ok: false, reason: `app config: HTTP ${response.status}` };
    const body = (await response.json()) as { success?: boolean; result?: unknown };
    if (!body.success) return { ok: false, reason: 'app config: the server answered success false' };
    if (!validateAppConfig(body.result)) {
      const { appConfigProblems } = await import('./schema-problems');
      return { ok: false, reason: appConfigProblems(validateAppConfig.errors, body.result) };
    }
    return { ok: true, config: body.result as AppConfig };
  } catch (error) {
    return { ok: false, reason: `app config: ${(error as Error).message}` };
  }
}
