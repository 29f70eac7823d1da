/**
 * The header's search input as the home page first paints: a plain input that loads the full search
 * box (results, providers, keyboard) the first time it is focused, carrying over what was typed.
 */
import { lazy, Suspense, useState } from 'react';
import { SEARCH_LABEL, SearchField } from './search-field';

const SearchBox = lazy(() => import('./SearchBox'));

interface Props {
  onTheme?: boolean;
  /** Load and focus at once (the phone header's search icon was pressed). */
  autoFocus?: boolean;
  onDone?: () => void;
}

export function SearchLauncher({ onTheme = false, autoFocus = false, onDone }: Props) {
  const [active, setActive] = useState(autoFocus);
  const [typed, setTyped] = useState('');
  const plain = (
    <SearchField $onTheme={onTheme} role="search">
      <input
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-label={SEARCH_LABEL}
        placeholder={SEARCH_LABEL}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onFocus={() => setActive(true)}
      />
    </SearchField>
  );
  if (!active) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchBox onTheme={onTheme} autoFocus initialText={typed} onDone={onDone} />
    </Suspense>
  );
}
