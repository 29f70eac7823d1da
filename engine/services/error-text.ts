/**
 * The spec's order for the text of a failed call: the response's error object if not empty,
 * else its message, else the whole response data, else the status text, else the error itself.
 */
interface ErrorLike {
  message?: string;
  response?: { data?: unknown; statusText?: string };
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
    return (value as { message: string }).message;
  }
  return JSON.stringify(value);
}

export function extractErrorText(error: unknown): string {
  const e = (error ?? {}) as ErrorLike;
  const data = e.response?.data as Record<string, unknown> | string | undefined;
  if (data && typeof data === 'object') {
    if (!isEmpty(data.error)) return asText(data.error);
    if (typeof data.message === 'string' && data.message) return data.message;
  }
  if (!isEmpty(data)) return asText(data);
  if (e.response?.statusText) return e.response.statusText;
  if (typeof e.message === 'string' && e.message) return e.message;
  return String(error);
}
