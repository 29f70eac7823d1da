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
  put<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(path: string, config?: AxiosRequestConfig): Promise<T>;
  errorText(error: unknown): string;
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
    put: async (path, body, config) => (await (await instance()).put(stripLeadingSlash(path), body, config)).data,
    delete: async (path, config) => (await (await instance()).delete(stripLeadingSlash(path), config)).data,
    errorText: extractErrorText,
  };
}
