import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { foldText } from '@ffm/domain';
import { menuGroupLabel, menuLabel, sortMenuGroups } from '../../lib/menu.ts';
import type { TMenuGroupData } from '../../lib/user-info.ts';

interface TSearchEntry {
  path: string;
  label: string;
  group: string;
  /** folded label, group and path words, for accent-insensitive matching */
  haystack: string;
}

const MAX_RESULTS = 12;

/**
 * The global search box: finds functions of the menu by name, ignoring accents and case ('phan quyen'
 * finds 'Phân quyền'), and opens the chosen one (arrows and Enter, or a click). Ctrl+K or '/' focuses it.
 * Later areas add server results (orders, SKUs) below the functions.
 *
 * A plain input with its own listbox (WAI-ARIA combobox) rather than antd's AutoComplete, whose custom
 * input reads `element.ref`, removed in React 19.
 */
export function GlobalSearch({ groups }: { groups: readonly TMenuGroupData[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<InputRef>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const entries = useMemo<TSearchEntry[]>(
    () =>
      sortMenuGroups(groups).flatMap((g) =>
        g.items.map((item) => {
          const label = menuLabel(t, item.key);
          const group = menuGroupLabel(t, g.group);
          return { path: item.path, label, group, haystack: foldText(`${label} ${group} ${item.path.replace(/[/-]/g, ' ')}`) };
        }),
      ),
    [groups, t],
  );

  const results = useMemo(() => {
    const q = foldText(query);
    if (q === '') return [];
    const words = q.split(' ');
    return entries.filter((e) => words.every((w) => e.haystack.includes(w))).slice(0, MAX_RESULTS);
  }, [entries, query]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing = Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'));
      if ((e.key === 'k' && (e.ctrlKey || e.metaKey)) || (e.key === '/' && !typing)) {
        e.preventDefault();
        inputRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = (entry: TSearchEntry | undefined) => {
    if (!entry) return;
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
    void navigate(entry.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (results.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(results[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && query.trim() !== '';
  return (
    <div className="global-search">
      <Input
        ref={inputRef}
        data-testid="global-search"
        prefix={<SearchOutlined className="global-search__icon" />}
        placeholder={t('shell.searchPlaceholder')}
        allowClear
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        // a click on a result lands before the blur closes the list (results use onMouseDown)
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('shell.searchPlaceholder')}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
      />
      {showList ? (
        <ul id={listId} role="listbox" className="global-search__list" data-testid="global-search-results">
          {results.length === 0 ? (
            <li className="global-search__empty" role="presentation">
              {t('shell.searchEmpty')}
            </li>
          ) : (
            results.map((r, i) => (
              <li
                key={r.path}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'global-search__option global-search__option--active' : 'global-search__option'}
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(r);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span>{r.label}</span>
                <span className="global-search__group">{r.group}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
