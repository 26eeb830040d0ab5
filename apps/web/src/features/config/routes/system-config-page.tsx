import { useCallback, useState } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { GlobalConfigTable } from '../components/global-config-table.tsx';
import { ShopLimitsTable } from '../components/shop-limits-table.tsx';

/** /cau-hinh-he-thong (provider admin): global config keys and each shop's contract limits. */
export function SystemConfigPage() {
  const { t } = useTranslation();
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  useUnsavedChangesPrompt(dirtyKeys.size > 0);

  const onDirtyChange = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((prev) => {
      if (prev.has(key) === dirty) return prev;
      const next = new Set(prev);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  return (
    <div data-testid="system-config-page">
      <PageHeader title={t('systemConfig.title')} subtitle={t('systemConfig.subtitle')} />
      <Space orientation="vertical" size={16} className="full-width">
        <GlobalConfigTable onDirtyChange={onDirtyChange} />
        <ShopLimitsTable />
      </Space>
    </div>
  );
}
