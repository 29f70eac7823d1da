import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_RESPONSES_ID } from '../../domain/brand/embedded-responses';
import { fetchWithEmbedded, readEmbeddedResponses } from './embedded-responses';

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = EMBEDDED_RESPONSES_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

describe('responses embedded in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('answers an embedded path once, then goes to the network', async () => {
    embed(JSON.stringify({ '/brand-index.json': { defaultBrand: 'red', hosts: {} } }));
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    const fetcher = fetchWithEmbedded(readEmbeddedResponses(document), network);
    expect(await (await fetcher('/brand-index.json')).json()).toEqual({ defaultBrand: 'red', hosts: {} });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetcher('/brand-index.json')).json()).toEqual({ from: 'network' });
    expect(await (await fetcher('/api/app-config')).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no element', null],
    ['broken JSON', '{"/brand-index.json": '],
    ['not an object', '42'],
  ])('with %s everything is fetched', async (_case, text) => {
    if (text !== null) embed(text);
    const network = vi.fn(async () => new Response('{}'));
    await fetchWithEmbedded(readEmbeddedResponses(document), network)('/brand-index.json');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
