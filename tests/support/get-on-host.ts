/** GET with a Host header of the test's choosing (fetch always sends the URL's own). */
import { get } from 'node:http';

export interface HostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function getOnHost(url: string, host: string): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    }).on('error', reject);
  });
}
