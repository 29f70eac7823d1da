/**
 * The server may embed the first answers boot needs (brand index, manifest, app config) in the page as
 * JSON, keyed by the path boot would fetch. Each saves a round trip on a slow phone network; boot
 * still validates what it reads exactly as if it had been fetched. Each entry is used once, so a
 * later fetch of the same path goes to the network.
 */
import { EMBEDDED_RESPONSES_ID } from '../../domain/brand/embedded-responses';

export function readEmbeddedResponses(doc: Document): Map<string, unknown> {
  const element = doc.getElementById(EMBEDDED_RESPONSES_ID);
  if (!element?.textContent) return new Map();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

export function fetchWithEmbedded(embedded: Map<string, unknown>, fetcher: typeof fetch): typeof fetch {
  return (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    if (embedded.has(path)) {
      const body = JSON.stringify(embedded.get(path));
      embedded.delete(path);
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    }
    return fetcher(input, init);
  };
}
