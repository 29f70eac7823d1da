/**
 * The search input with its result list (header on desktop, header and drawer on phones). Arrow keys
 * move through the results, Enter opens one, Escape closes the list. Picking a result follows it like
 * a menu entry (visitors get the login popup for login-only targets), clears the text and closes the
 * mobile drawer.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { closeMobileDrawer } from '../shell/drawer-state';
import { useMenuAction } from '../shell/use-menu-action';
import { SEARCH_LABEL, SearchField } from './search-field';
import { NO_RESULTS, SEARCH_HINT, type FoundItem } from './search-sources';
import { useSearch, type SearchView } from './use-search';

const Popup = styled.div`
  position: absolute;
  z-index: 70;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  min-width: 240px;
  max-height: 300px;
  overflow-y: auto;
  background: #fff;
  color: #1c1c1c;
  border-radius: 8px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  font-size: 14px;
  @media (min-width: 1024px) { max-height: 200px; }
  p { margin: 0; padding: 10px 12px; color: #5b6069; }
  ul { list-style: none; margin: 0; padding: 4px 0; }
  li { padding: 9px 12px; cursor: pointer; }
  li[aria-selected='true'], li:hover { background: #eef0f3; }
`;

interface Props {
  /** Drawn on the header's theme colour rather than on a light surface. */
  onTheme?: boolean;
  autoFocus?: boolean;
  /** Text typed into the launcher before this box loaded. */
  initialText?: string;
  /** Called after Escape or a pick, so a phone header can fold its input away. */
  onDone?: () => void;
}

export function SearchBox({ onTheme = false, autoFocus = false, initialText = '', onDone }: Props) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const view = useSearch(text);
  const follow = useMenuAction();
  const listId = useId();
  const items = view.kind === 'results' ? view.items : [];

  const pick = (item: FoundItem) => {
    follow({ label: item.label, to: item.to, requiresLogin: item.requiresLogin, comingSoon: item.comingSoon });
    setText('');
    setActive(-1);
    closeMobileDrawer();
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (event.key === 'Enter' && open && items.length > 0) {
      event.preventDefault();
      pick(items[Math.max(active, 0)]!);
    } else if (event.key === 'Escape') {
      // Inside a drawer the first Escape closes the list, not the drawer.
      if (open && text) event.stopPropagation();
      setOpen(false);
      setText('');
      setActive(-1);
      onDone?.();
    }
  };

  const showPopup = open && view.kind !== 'empty';
  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <SearchField $onTheme={onTheme} role="search" data-search-ready="">
      <input
        type="search"
        role="combobox"
        aria-label={SEARCH_LABEL}
        placeholder={SEARCH_LABEL}
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={showPopup ? listId : undefined}
        aria-activedescendant={showPopup && active >= 0 && active < items.length ? optionId(active) : undefined}
        autoFocus={autoFocus}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showPopup ? (
        <SearchResults listId={listId} view={view} active={active} optionId={optionId} onPick={pick} />
      ) : null}
    </SearchField>
  );
}

/** The hint, "no results", or the results as a listbox whose active option the input names. */
function SearchResults({ listId, view, active, optionId, onPick }: { listId: string; view: SearchView; active: number; optionId: (i: number) => string; onPick: (item: FoundItem) => void }) {
  const items = view.kind === 'results' ? view.items : [];
  return (
    <Popup id={listId} data-testid="search-results" aria-busy={view.kind === 'results' && view.pending}>
      {view.kind === 'hint' ? <p>{SEARCH_HINT}</p> : null}
      {view.kind === 'results' && items.length === 0 && !view.pending ? <p>{NO_RESULTS}</p> : null}
      {items.length > 0 ? (
        <ul role="listbox" aria-label="Search results">
          {items.map((item, i) => (
            <li
              key={item.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keep focus in the input so the list stays open until the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(item)}
            >
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </Popup>
  );
}

export default SearchBox;
