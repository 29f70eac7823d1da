/** Search results for the text typed, from the assembled providers and the player's menu entries. */
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAssembly } from '../plugin-host/assembly-context';
import type { SearchProvider } from '../plugin-host/slots';
import { entryEnabled } from '../shell/menu-visibility';
import { engineStore } from '../state/engine-store';
import { runSearch, searchReady, type FoundItem } from './search-sources';

/** `pending` while the answer to the latest text is on its way: the last answer stays on screen meanwhile. */
export type SearchView = { kind: 'empty' } | { kind: 'hint' } | { kind: 'results'; items: FoundItem[]; pending: boolean };

export function useSearch(text: string): SearchView {
  const assembly = useAssembly();
  const { session, eventTypes } = useSnapshot(engineStore);
  const providers = useMemo(() => (assembly.slots.get('search.provider') ?? []).map((c) => c.contribution.value as SearchProvider), [assembly]);
  const entries = useMemo(() => assembly.menu.filter((e) => entryEnabled(e, session.isLogin, eventTypes)), [assembly, session.isLogin, eventTypes]);
  const [found, setFound] = useState<{ text: string; items: FoundItem[] }>({ text: '', items: [] });
  useEffect(() => {
    if (!searchReady(text)) return;
    let current = true;
    void runSearch(text, providers, entries).then((items) => {
      // A slower answer to older text must not replace the answer to newer text.
      if (current) setFound({ text, items });
    });
    return () => {
      current = false;
    };
  }, [text, providers, entries]);
  if (text.trim() === '') return { kind: 'empty' };
  if (!searchReady(text)) return { kind: 'hint' };
  return { kind: 'results', items: found.items, pending: found.text !== text };
}
