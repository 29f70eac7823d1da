/**
 * Reads the settings once, from the environment and optionally a JSON file named by CONFIG_FILE (the
 * environment wins), and validates them against a schema built from the settings table. Every problem
 * is reported at once, by name; in production the secrets are required.
 */
import { readFileSync } from 'node:fs';
import { createAjv } from '../../schemas/compile';
import { SETTINGS, type Config, type SettingName, type SettingSpec } from './settings';

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The server's configuration is not usable:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SECRET_MIN_LENGTH = 32;

function settingsSchema(): object {
  const properties = Object.fromEntries(
    Object.entries(SETTINGS).map(([name, spec]: [string, SettingSpec]) => {
      const { type, enum: allowed, minimum, maximum, default: fallback } = spec;
      return [name, { type, ...(allowed ? { enum: allowed } : {}), ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }), ...(fallback === undefined ? {} : { default: fallback }) }];
    }),
  );
  return { type: 'object', properties, additionalProperties: true };
}

const validate = createAjv({ coerceTypes: true, useDefaults: true, allErrors: true }).compile(settingsSchema());

/** What a failed schema keyword asked for, in words. */
function expectation(keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'enum') return `one of ${(params.allowedValues as string[]).join(', ')}`;
  if (keyword === 'type') return params.type === 'integer' ? 'a whole number' : params.type === 'number' ? 'a number' : `a ${String(params.type)}`;
  if (keyword === 'minimum') return `at least ${String(params.limit)}`;
  if (keyword === 'maximum') return `at most ${String(params.limit)}`;
  return `valid (${keyword})`;
}

/** A JSON file of the same names, for operators who keep settings in a file; the environment wins. */
function readConfigFile(file: string | undefined): { values: Record<string, unknown>; problems: string[] } {
  if (!file) return { values: {}, problems: [] };
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { values: {}, problems: [`CONFIG_FILE ${file}: expected a JSON object of settings`] };
    const unknown = Object.keys(parsed).filter((key) => !(key in SETTINGS));
    return { values: parsed as Record<string, unknown>, problems: unknown.map((key) => `CONFIG_FILE ${file}: ${key} is not a setting`) };
  } catch (error) {
    return { values: {}, problems: [`CONFIG_FILE ${file}: ${(error as Error).message}`] };
  }
}

/** Production refuses to start without the secrets of a real deployment, naming each one missing. */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const games = config.CASINO === 'on' || config.AVIATOR === 'on';
  const required: SettingName[] = ['TOKEN_SECRET', 'ADMIN_TOKEN', ...(games ? (['CASINO_PROVIDER_SECRET', 'CASINO_PROVIDER_ORIGIN'] as const) : [])];
  if (config.REDIS_URL) required.push('DATABASE_URL');
  for (const name of required) if (!config[name]) problems.push(`${name} is required in production (${SETTINGS[name].description})`);
  for (const [name, spec] of Object.entries(SETTINGS) as Array<[SettingName, SettingSpec]>) {
    const value = config[name];
    if (spec.secret && typeof value === 'string' && value.length < SECRET_MIN_LENGTH) problems.push(`${name} must be at least ${SECRET_MIN_LENGTH} characters in production`);
  }
  return problems;
}

/** The configuration from `env` (process.env by default); throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const file = readConfigFile(env.CONFIG_FILE);
  // An empty variable counts as not set, as shells and process managers often leave them.
  const given = Object.fromEntries(Object.entries(env).filter(([name, value]) => name in SETTINGS && value !== undefined && value !== ''));
  const values: Record<string, unknown> = { ...file.values, ...given };
  const problems = [...file.problems];
  if (!validate(values)) {
    for (const error of validate.errors ?? []) {
      const name = error.instancePath.replace(/^\//, '') as SettingName;
      const shown = (SETTINGS[name] as SettingSpec | undefined)?.secret ? '(hidden)' : JSON.stringify(values[name]);
      problems.push(`${name} must be ${expectation(error.keyword, error.params as Record<string, unknown>)}, not ${shown}`);
    }
  }
  const config = values as unknown as Config;
  problems.push(...productionProblems(config));
  if (problems.length) throw new ConfigError(problems);
  return config;
}
