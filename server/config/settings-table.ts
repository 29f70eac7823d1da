/**
 * The operator guide's table of settings, written from the settings table itself, between two marker
 * comments in docs/operator-guide.md (`npm run docs:settings`); a test fails when the two differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SETTINGS, type SettingSpec } from './settings';

export const TABLE_START = '<!-- settings:start (npm run docs:settings writes this table) -->';
export const TABLE_END = '<!-- settings:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function typeOf(spec: SettingSpec): string {
  if (spec.enum) return spec.enum.map((value) => `\`${value}\``).join(' / ');
  const range = [spec.minimum === undefined ? '' : `≥ ${spec.minimum}`, spec.maximum === undefined ? '' : `≤ ${spec.maximum}`].filter(Boolean).join(', ');
  return `${spec.type === 'integer' ? 'whole number' : spec.type}${range ? ` (${range})` : ''}${spec.secret ? ', secret' : ''}`;
}

export function settingsTable(): string {
  const rows = Object.entries(SETTINGS as Record<string, SettingSpec>).map(([name, spec]) => `| \`${name}\` | ${spec.group} | ${typeOf(spec)} | ${spec.default === undefined ? '' : `\`${String(spec.default)}\``} | ${cell(spec.description)} |`);
  return ['| setting | group | value | default | what it does |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The document with its table replaced by the current one. */
export function withSettingsTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The document has no ${TABLE_START} … ${TABLE_END} block.`);
  return `${document.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${document.slice(end)}`;
}

export function writeSettingsTable(file: string): boolean {
  const before = readFileSync(file, 'utf8');
  const after = withSettingsTable(before);
  if (after !== before) writeFileSync(file, after);
  return after !== before;
}
