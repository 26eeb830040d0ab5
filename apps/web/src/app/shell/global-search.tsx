import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { foldText, GLOBAL_SEARCH_MIN_LENGTH, SEARCH_CALLS } from '@ffm/domain';
import { callApi } from '../../lib/api-client.ts';
import { useLang } from '../../lib/display.ts';
import { useUserInfo } from '../../lib/user-info.ts';
import { kindListPath, recordPath, recordStatus } from './search-targets.ts';
import { menuGroupLabel, menuLabel, sortMenuGroups } from '../../lib/menu.ts';
import type { TMenuGroupData } from '../../lib/user-info.ts';

interface TMenuEntry {
  path: string;
  label: string;
  group: string;
  /** folded label, group and path words, for accent-insensitive matching */
  haystack: string;
}

/** One line of the list: a function of the menu, a record found by the server, or a kind's "all results". */
interface TOption {
  key: string;
  path: string;
  label: string;
  hint: string;
  /** the heading shown above the first option of its section */
  section: string;
  more?: boolean;
}

const MAX_FUNCTIONS = 8;
const DEBOUNCE_MS = 200;

/**
 * The global search box: finds functions of the menu by name in the browser, ignoring accents and case ('phan
 * quyen' finds 'Phân quyền'), and from three characters on the caller's records on the server (`global-search`:
 * SKUs and orders by any code or name), grouped by kind; arrows and Enter, or a click, open the chosen one.
 * Ctrl+K or '/' focuses it.
 *
 * A plain input with its own listbox (WAI-ARIA combobox) rather than antd's AutoComplete, whose custom
 * input reads `element.ref`, removed in React 19.
 */
export function GlobalSearch({ groups, autoFocus, onDone }: { groups: readonly TMenuGroupData[]; autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const staff = useUserInfo().data?.user.kind === 'staff';
  const listId = useId();
  const inputRef = useRef<InputRef>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [debounced, setDebounced] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(foldText(query).trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const remote = useQuery({
    queryKey: ['global-search', debounced],
    queryFn: ({ signal }) => callApi(SEARCH_CALLS.globalSearch, { keyword: debounced }, { signal }),
    enabled: debounced.length >= GLOBAL_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

  const entries = useMemo<TMenuEntry[]>(
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

  const results = useMemo<TOption[]>(() => {
    const q = foldText(query).trim();
    if (q === '') return [];
    const words = q.split(' ');
    const functions: TOption[] = entries
      .filter((e) => words.every((w) => e.haystack.includes(w)))
      .slice(0, MAX_FUNCTIONS)
      .map((e) => ({ key: `fn:${e.path}`, path: e.path, label: e.label, hint: e.group, section: t('shell.searchFunctions') }));
    // records only for the keyword typed now (an answer for an older keyword is not shown under a newer one)
    const found = remote.data && remote.data.keyword === q ? remote.data.groups : [];
    const records = found.flatMap((g) => {
      const section = t(`shell.searchKinds.${g.kind}`);
      const rows: TOption[] = g.items.map((item) => ({
        key: `${g.kind}:${item.id}`,
        path: recordPath(g.kind, item, staff),
        label: item.code,
        hint: [item.title, recordStatus(g.kind, item, lang), staff ? item.clientName : ''].filter(Boolean).join(' · '),
        section,
      }));
      if (g.more) rows.push({ key: `${g.kind}:more`, path: kindListPath(g.kind, query.trim(), staff), label: t('shell.searchMore'), hint: '', section, more: true });
      return rows;
    });
    return [...functions, ...records];
  }, [entries, query, remote.data, staff, lang, t]);

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

  const go = (entry: TOption | undefined) => {
    if (!entry) return;
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
    onDone?.();
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
      onDone?.();
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
        autoFocus={autoFocus}
      />
      {showList ? (
        <ul id={listId} role="listbox" className="global-search__list" data-testid="global-search-results">
          {results.length === 0 ? (
            <li className="global-search__empty" role="presentation">
              {remote.isFetching ? t('shell.searchSearching') : t('shell.searchEmpty')}
            </li>
          ) : (
            results.flatMap((r, i) => {
              const option = (
                <li
                  key={r.key}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  data-testid={`global-search-option-${r.key}`}
                  className={`global-search__option${i === active ? ' global-search__option--active' : ''}${r.more ? ' global-search__option--more' : ''}`}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    go(r);
                  }}
                  onMouseEnter={() => setActive(i)}
                >
                  <span className="global-search__label">{r.label}</span>
                  {r.hint ? <span className="global-search__group">{r.hint}</span> : null}
                </li>
              );
              return i === 0 || results[i - 1]!.section !== r.section
                ? [
                    <li key={`section:${r.section}`} role="presentation" className="global-search__section">
                      {r.section}
                    </li>,
                    option,
                  ]
                : [option];
            })
          )}
        </ul>
      ) : null}
    </div>
  );
}
