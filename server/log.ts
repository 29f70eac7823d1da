/**
 * The server's one logger (pino): JSON lines in production for the operator's log pipeline, one
 * readable line per entry in development. Fastify logs requests through the same instance, each with
 * its request id. Worker threads are configured from the options the main thread hands them.
 */
import { pino, type Logger, type LevelWithSilent } from 'pino';

export interface LoggingOptions {
  level: LevelWithSilent;
  format: 'json' | 'pretty';
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const CORE_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

/** One JSON entry as a line a person reads: time, level, message, then the other fields as key=value. */
export function prettyLine(json: string): string {
  try {
    const entry = JSON.parse(json) as Record<string, unknown>;
    const time = new Date(Number(entry.time)).toISOString().slice(11, 23);
    const extra = Object.entries(entry)
      .filter(([key]) => !CORE_FIELDS.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    return [time, (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5), String(entry.msg ?? ''), ...extra].join(' ');
  } catch {
    return json;
  }
}

function createLogger(options: LoggingOptions): Logger {
  const base = { level: options.level, base: { pid: process.pid }, redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true } };
  if (options.format === 'json') return pino(base, pino.destination({ dest: 1, sync: false }));
  const stream = { write: (chunk: string) => void process.stdout.write(`${chunk.split('\n').filter(Boolean).map(prettyLine).join('\n')}\n`) };
  return pino(base, stream);
}

let current: LoggingOptions = { level: 'warn', format: 'pretty' };

/** The process's logger; before configureLogging, warnings and errors as readable lines (tests, tools). */
export let logger: Logger = createLogger(current);

export function configureLogging(options: LoggingOptions): Logger {
  current = options;
  logger = createLogger(options);
  return logger;
}

/** What a worker thread is given to log as its process does. */
export function loggingOptions(): LoggingOptions {
  return current;
}

/** For code that takes a line-logging callback. */
export const logInfo = (message: string) => logger.info(message);
export const logWarn = (message: string) => logger.warn(message);
