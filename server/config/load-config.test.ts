import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';
import { serverOptions } from './server-options';

const SECRET = 'x'.repeat(32);
const production = { NODE_ENV: 'production', TOKEN_SECRET: SECRET, ADMIN_TOKEN: SECRET, CASINO_PROVIDER_SECRET: SECRET, CASINO_PROVIDER_ORIGIN: 'https://games.example.com' };

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the defaults for an empty environment, and numbers from strings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 8080, HOST: '0.0.0.0', DATA_DIR: '.data', DEPOSIT_AUTO_APPROVE: 'demo', DEPOSIT_AUTO_APPROVE_SECONDS: 30, LOG_LEVEL: 'info', CASINO: 'on' });
    expect(config.TOKEN_SECRET).toBeUndefined();
    expect(loadConfig({ PORT: '3000', BET_DELAY_MS: '0', AVIATOR_SPEED: '2.5' })).toMatchObject({ PORT: 3000, BET_DELAY_MS: 0, AVIATOR_SPEED: 2.5 });
  });

  it('counts an empty variable as not set', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad value at once, with what is allowed', () => {
    const problems = problemsOf({ PORT: 'eighty', DEPOSIT_AUTO_APPROVE: 'maybe', PORT_X: 'ignored', BALL_MS: '0' });
    expect([...problems].sort()).toEqual(['BALL_MS must be at least 1, not 0', 'DEPOSIT_AUTO_APPROVE must be one of demo, all, off, not "maybe"', 'PORT must be a whole number, not "eighty"']);
  });

  it('never echoes a secret back', () => {
    const problems = problemsOf({ ...production, TOKEN_SECRET: 'short-secret' });
    expect(problems).toEqual(['TOKEN_SECRET must be at least 32 characters in production']);
    expect(problems.join()).not.toContain('short-secret');
  });

  it('in production refuses to start without its secrets, naming each one', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['TOKEN_SECRET', 'ADMIN_TOKEN', 'CASINO_PROVIDER_SECRET', 'CASINO_PROVIDER_ORIGIN']);
    expect(problemsOf(production)).toEqual([]);
    // Several processes (Redis) need the shared database; games off need no provider secret.
    expect(problemsOf({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([expect.stringMatching(/^DATABASE_URL is required in production/)]);
    expect(problemsOf({ NODE_ENV: 'production', TOKEN_SECRET: SECRET, ADMIN_TOKEN: SECRET, CASINO: 'off', AVIATOR: 'off' })).toEqual([]);
  });

  it('in development makes nothing required', () => {
    expect(problemsOf({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([]);
  });

  it('reads a CONFIG_FILE of the same names, the environment winning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-config-'));
    const file = join(dir, 'settings.json');
    writeFileSync(file, JSON.stringify({ PORT: 9000, HOST: '127.0.0.1', BET_DELAY_MS: 100 }));
    expect(loadConfig({ CONFIG_FILE: file, PORT: '9100' })).toMatchObject({ PORT: 9100, HOST: '127.0.0.1', BET_DELAY_MS: 100 });
    writeFileSync(file, JSON.stringify({ PROT: 9000 }));
    expect(problemsOf({ CONFIG_FILE: file })).toEqual([`CONFIG_FILE ${file}: PROT is not a setting`]);
    writeFileSync(file, '{ not json');
    expect(problemsOf({ CONFIG_FILE: file })[0]).toMatch(new RegExp(`^CONFIG_FILE ${file}: .*JSON`));
  });
});

describe('simulated bettors in Aviator (AVIATOR_SIMULATED_BETTORS)', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['on by default in development', {}, true],
    ['on by default in tests', { NODE_ENV: 'test' }, true],
    ['off by default in production', production, false],
    ['off when an operator says so', { AVIATOR_SIMULATED_BETTORS: 'off' }, false],
    ['on in production when an operator says so', { ...production, AVIATOR_SIMULATED_BETTORS: 'on' }, true],
  ])('%s', (_, env, on) => {
    expect(serverOptions(loadConfig(env), '/srv/wl').aviator?.simulatedBettors).toBe(on);
  });

  it('takes on or off only', () => {
    expect(problemsOf({ AVIATOR_SIMULATED_BETTORS: 'yes' })).toEqual(['AVIATOR_SIMULATED_BETTORS must be one of on, off, not "yes"']);
  });
});
