import { useState } from 'react';
import { Alert, Button, Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CALLS } from '@ffm/domain';
import { errorMessage } from '../lib/api.ts';
import { callApi } from '../lib/api-client.ts';
import { useListPaging } from '../lib/list-paging.ts';
import { ListPager } from './list-pager.tsx';

const PAGE_SIZE = 20;

/**
 * Provider staff pick the customer they act for, searching by code or name (ACCOUNT_CALLS.customers). A select,
 * not a list screen: its page of matches is component state (useListPaging), the shared pager sits under the
 * options once there is more than one page, and a search the server refused shows its message with a retry there.
 */
export function CustomerSelect({
  value,
  onChange,
  placeholder,
  testId = 'customer-select',
  allowClear = true,
  className,
}: {
  value: number | null;
  onChange: (customerId: number | null) => void;
  placeholder?: string;
  testId?: string;
  allowClear?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // the page of matches and its cursor (docs/lists.md); another search starts on the first page
  const { paging, onPage, onPageSize } = useListPaging(PAGE_SIZE, keyword);
  const list = useQuery({
    queryKey: ['ops-customers', keyword, paging],
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.customers, { keyword: keyword || undefined, ...paging }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const data = list.data;
  // the chosen customer stays labelled even when the current search does not list it
  const chosen = useQuery({
    queryKey: ['ops-customers', 'id', value],
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.customers, { ids: value === null ? [] : [value], pageSize: 1 }, { signal }),
    enabled: value !== null,
    staleTime: 60_000,
  });
  const options = [...(chosen.data?.items ?? []), ...(list.data?.items ?? [])]
    .filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i)
    .map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));

  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={allowClear}
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      options={options}
      loading={list.isFetching}
      popupRender={(menu) => (
        // under the options (the search box keeps the focus): a refused search with a retry, or next and previous
        // by cursor when there are more matches than a page
        <>
          {menu}
          {list.isError ? (
            <div className="customer-select__pager" onMouseDown={(e) => e.preventDefault()}>
              <Alert type="error" showIcon title={errorMessage(list.error)} action={<Button size="small" onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
            </div>
          ) : null}
          {data && (data.nextCursor || data.prevCursor) ? (
            <div className="customer-select__pager" onMouseDown={(e) => e.preventDefault()}>
              <ListPager state={data} sizes={[PAGE_SIZE]} loading={list.isFetching} onPage={onPage} onPageSize={onPageSize} />
            </div>
          ) : null}
        </>
      )}
      placeholder={placeholder}
      className={className}
      style={{ minWidth: 280 }}
      data-testid={testId}
    />
  );
}
