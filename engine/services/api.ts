/**
 * The one HTTP client. Bearer token after login, the default basic header before; a 401 or 403 ends
 * the session. axios is loaded on the first call so that pages which call nothing do not pay for it.
 */
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { extractErrorText } from './error-text';

export interface ApiSessionHooks {
  token(): string | null;
  onUnauthorized(): void;
}

export interface ApiService {
  get<T>(path: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** A POST whose reply headers matter too (header names in lower case): placement refreshes the token in `authorization`. */
  postWithHeaders<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<ApiReply<T>>;
  put<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(path: string, config?: AxiosRequestConfig): Promise<T>;
  errorText(error: unknown): string;
}

export interface ApiReply<T> {
  data: T;
  headers: Readonly<Record<string, string>>;
}

/** axios header values may be arrays or numbers; callers get plain strings. */
function plainHeaders(headers: Record<string, unknown>): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && value !== null) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  return plain;
}

/** The header the operator's backend expects from a client that has not logged in yet. */
export const DEFAULT_BASIC_AUTH = 'Basic YXBwbGljYXRpb246c2VjcmV0';

export function createApiService(baseUrl: string, session: ApiSessionHooks): ApiService {
  let client: Promise<AxiosInstance> | null = null;
  const instance = (): Promise<AxiosInstance> => {
    client ??= import('axios').then(({ default: axios }) => {
      const created = axios.create({ baseURL: baseUrl, timeout: 20_000 });
      created.interceptors.request.use((config) => {
        const token = session.token();
        config.headers.set('Authorization', token ? `Bearer ${token}` : DEFAULT_BASIC_AUTH);
        return config;
      });
      created.interceptors.response.use(undefined, (error: { response?: { status?: number } }) => {
        const status = error.response?.status;
        if (status === 401 || status === 403) session.onUnauthorized();
        return Promise.reject(error);
      });
      return created;
    });
    return client;
  };
  const stripLeadingSlash = (path: string) => path.replace(/^\//, '');
  return {
    get: async (path, config) => (await (await instance()).get(stripLeadingSlash(path), config)).data,
    post: async (path, body, config) => (await (await instance()).post(stripLeadingSlash(path), body, config)).data,
    postWithHeaders: async (path, body, config) => {
      const response = await (await instance()).post(stripLeadingSlash(path), body, config);
      return { data: response.data, headers: plainHeaders({ ...response.headers }) };
    },
    put: async (path, body, config) => (await (await instance()).put(stripLeadingSlash(path), body, config)).data,
    delete: async (path, config) => (await (await instance()).delete(stripLeadingSlash(path), config)).data,
    errorText: extractErrorText,
  };
}
