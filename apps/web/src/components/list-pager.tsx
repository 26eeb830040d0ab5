import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';

/** What a list answer says about its page (the domain's `zListPage`). */
export interface TPagerState {
  page: number;
  pageSize: number;
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface TListPagerProps {
  state: TPagerState | undefined;
  /** the page sizes offered; one alone offers no choice */
  sizes: readonly number[];
  /** go to a page: 1 without a cursor, else the neighbour page with the answer's cursor */
  onPage: (page: number, cursor: string | undefined) => void;
  onPageSize: (size: number) => void;
  loading?: boolean;
}

/**
 * The pager of every list (docs/lists.md): first, previous and next by cursor, the page number, and the total,
 * exact or "more than". No "page N of M" jumps: a far page would cost an offset scan.
 */
export function ListPager({ state, sizes, onPage, onPageSize, loading }: TListPagerProps) {
  const { t } = useTranslation();
  // the button pressed spins until its page is in: the progress shows where the user looks, at once
  const [pressed, setPressed] = useState<{ which: 'first' | 'prev' | 'next'; page: number } | null>(null);
  if (!state) return null;
  const go = (which: 'first' | 'prev' | 'next', page: number, cursor: string | undefined) => {
    setPressed({ which, page });
    onPage(page, cursor);
  };
  // until the page asked for is the one shown (the list keeps the previous page while the next one loads)
  const spinning = (which: 'first' | 'prev' | 'next') => Boolean(loading) && pressed?.which === which && pressed.page !== state.page;
  const { page, pageSize, total, totalExact, nextCursor, prevCursor } = state;
  const count = formatNumber(total);
  return (
    <div className="list-pager" data-testid="list-pager">
      <Typography.Text type="secondary" data-testid="list-pager-total">
        {totalExact ? t('common.pager.total', { count }) : t('common.pager.moreThan', { count })}
      </Typography.Text>
      <Space wrap size="small">
        <Button size="small" icon={<VerticalRightOutlined />} loading={spinning('first')} disabled={page <= 1 || loading} onClick={() => go('first', 1, undefined)} aria-label={t('common.pager.first')} />
        <Button
          size="small"
          icon={<LeftOutlined />}
          loading={spinning('prev')}
          disabled={!prevCursor || (loading && !spinning('prev'))}
          onClick={() => go('prev', page - 1, page - 1 <= 1 ? undefined : (prevCursor ?? undefined))}
          data-testid="list-pager-prev"
        >
          {t('common.pager.prev')}
        </Button>
        <Typography.Text data-testid="list-pager-page">{t('common.pager.page', { page })}</Typography.Text>
        <Button size="small" loading={spinning('next')} disabled={!nextCursor || (loading && !spinning('next'))} onClick={() => go('next', page + 1, nextCursor ?? undefined)} data-testid="list-pager-next">
          {t('common.pager.next')}
          <RightOutlined />
        </Button>
        {sizes.length > 1 ? (
          <Select
            size="small"
            value={pageSize}
            onChange={onPageSize}
            options={sizes.map((s) => ({ value: s, label: t('common.pager.perPage', { size: s }) }))}
            style={{ width: 120 }}
            data-testid="list-pager-size"
          />
        ) : null}
      </Space>
    </div>
  );
}
