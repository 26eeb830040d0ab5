import { Suspense, type ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TStatusBar } from './dashboard-charts.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { StatusColumns } from './lazy-charts.ts';


/**
 * A card of orders by status (or tab group) in the period: the total linking to the list, the columns (a click
 * opens that status's list) and the same figures as links, for keyboard and screen reader users.
 */
export function StatusCard(props: {
  title: string;
  testId: string;
  /** undefined: still loading; null: the caller may not open the list */
  section: { total: number; exact: boolean } | null | undefined;
  totalLabel: string;
  totalLink: string;
  bars: TStatusBar[];
  linkOf: (key: string) => string;
  color?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { section } = props;
  return (
    <Card
      title={props.title}
      className="home-card"
      data-testid={props.testId}
      extra={
        section ? (
          <Link to={props.totalLink} data-testid={`${props.testId}-total`}>
            {props.totalLabel}: {section.exact ? '' : `${t('dashboard.about')} `}
            {formatNumber(section.total)}
          </Link>
        ) : null
      }
    >
      {section === undefined ? (
        <Skeleton active />
      ) : section === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAccess')} />
      ) : (
        <>
          {props.extra}
          <Suspense fallback={<Skeleton.Node active className="dashboard-chart-placeholder" />}>
            <div className="dashboard-chart" aria-hidden data-testid={`${props.testId}-chart`}>
              <StatusColumns bars={props.bars} color={props.color} ariaLabel={props.title} onOpen={(key) => void navigate(props.linkOf(key))} />
            </div>
          </Suspense>
          <div className="dashboard-status-links">
            {props.bars.map((b) => (
              <Link key={b.key} to={props.linkOf(b.key)} data-testid={`${props.testId}-${b.key}`}>
                {b.label}: <strong>{formatNumber(b.count)}</strong>
              </Link>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}
