import { useEffect, useRef, useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { foldText, SKU_CATEGORY_CODES, SKU_SORT_FIELDS, type TSkuMeta } from '@ffm/domain';
import type { urlValues } from '../../../lib/list-paging.ts';
import type { TSkuFilters, TSkuListQuery } from '../api/sku-api.ts';

const SEARCH_DELAY_MS = 350;

/** The page sizes the SKU lists offer (the call takes up to 200). */
export const SKU_PAGE_SIZES: readonly number[] = [20, 50, 100, 200];
const SORT_DIRS = ['asc', 'desc'] as const;

/**
 * A SKU list's filters, sort and place from the URL (`useUrlList`), for the SKU list and the stock per SKU: a
 * value the call would refuse is dropped.
 */
export function readSkuListQuery(read: ReturnType<typeof urlValues>): TSkuListQuery {
  return {
    keyword: read.text('keyword'),
    category: read.oneOf('category', SKU_CATEGORY_CODES),
    unit: read.text('unit'),
    tag: read.text('tag'),
    sortBy: read.oneOf('sortBy', SKU_SORT_FIELDS),
    sortDir: read.oneOf('sortDir', SORT_DIRS),
    ...read.paging(SKU_PAGE_SIZES),
  };
}

/**
 * Search box (sku, name, mCode or sCode; accents not needed: the server folds them) and the category, unit and
 * tag filters. The search applies as the user pauses typing, or at once on Enter (a scanner types and presses it).
 */
export function SkuFiltersBar({ value, meta, onChange }: { value: TSkuFilters; meta: TSkuMeta | undefined; onChange: (next: TSkuFilters) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [tag, setTag] = useState(value.tag ?? '');

  // the keyword last sent: a URL change from elsewhere (back button, reset) is followed, our own is not echoed
  const sent = useRef(value.keyword ?? '');
  useEffect(() => {
    if ((value.keyword ?? '') === sent.current) return;
    sent.current = value.keyword ?? '';
    setKeyword(sent.current);
  }, [value.keyword]);
  useEffect(() => setTag(value.tag ?? ''), [value.tag]);

  const search = (text: string) => {
    sent.current = text.trim();
    onChange({ ...value, keyword: text.trim() || undefined });
  };

  useEffect(() => {
    if (keyword.trim() === (value.keyword ?? '')) return;
    const timer = window.setTimeout(() => {
      sent.current = keyword.trim();
      onChange({ ...value, keyword: keyword.trim() || undefined });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [keyword, value, onChange]);

  const filterOption = (input: string, option?: { label?: unknown }) => foldText(String(option?.label ?? '')).includes(foldText(input));
  const any = !!(value.keyword || value.category || value.unit || value.tag);

  return (
    <div className="sku-filters" data-testid="sku-filters">
      <Input.Search
        className="sku-filters__search"
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={search}
        placeholder={t('sku.list.searchPlaceholder')}
        enterButton={<SearchOutlined />}
        data-testid="sku-search"
        aria-label={t('sku.list.searchPlaceholder')}
      />
      <Select
        className="sku-filters__select"
        allowClear
        showSearch={{ filterOption }}
        placeholder={t('sku.list.allCategories')}
        value={value.category}
        onChange={(v?: string) => onChange({ ...value, category: (v || undefined) as TSkuFilters['category'] })}
        options={(meta?.categories ?? []).map((c) => ({ value: c.code, label: c.name }))}
        data-testid="sku-filter-category"
        popupMatchSelectWidth={false}
      />
      <Select
        className="sku-filters__select sku-filters__select--unit"
        allowClear
        showSearch={{ filterOption }}
        placeholder={t('sku.list.allUnits')}
        value={value.unit}
        onChange={(v?: string) => onChange({ ...value, unit: v || undefined })}
        options={(meta?.units ?? []).map((u) => ({ value: u.code, label: u.name }))}
        data-testid="sku-filter-unit"
        popupMatchSelectWidth={false}
      />
      <Input
        className="sku-filters__tag"
        allowClear
        value={tag}
        onChange={(e) => {
          setTag(e.target.value);
          if (e.target.value === '') onChange({ ...value, tag: undefined });
        }}
        onPressEnter={() => onChange({ ...value, tag: tag.trim() || undefined })}
        onBlur={() => tag.trim() !== (value.tag ?? '') && onChange({ ...value, tag: tag.trim() || undefined })}
        placeholder={t('sku.list.tagPlaceholder')}
        data-testid="sku-filter-tag"
      />
      {any ? (
        <Space>
          <Button icon={<ClearOutlined />} onClick={() => onChange({ sortBy: value.sortBy, sortDir: value.sortDir })} data-testid="sku-filters-clear">
            {t('sku.list.clearFilters')}
          </Button>
        </Space>
      ) : null}
    </div>
  );
}
