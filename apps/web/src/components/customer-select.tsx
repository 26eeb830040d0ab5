import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_CALLS } from '@ffm/domain';
import { callApi } from '../lib/api-client.ts';

/** Provider staff pick the customer they act for, searching by code or name (ACCOUNT_CALLS.customers). */
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
  const [keyword, setKeyword] = useState('');
  const list = useQuery({
    queryKey: ['ops-customers', keyword],
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.customers, { keyword: keyword || undefined, pageSize: 20 }, { signal }),
    staleTime: 60_000,
  });
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
      placeholder={placeholder}
      className={className}
      style={{ minWidth: 280 }}
      data-testid={testId}
    />
  );
}
