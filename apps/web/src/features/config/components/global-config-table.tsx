import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Typography, type TableColumnsType } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import type { TConfigEntry } from '@ffm/domain';
import { toast } from '../../../lib/toast.ts';
import { useGlobalConfigList, useUpdateGlobalConfig } from '../api/ops-config-api.ts';
import { invalidItems, joinValue, splitValue } from './config-values.ts';
import { DataTable } from '../../../components/data-table.tsx';

/** One key's value as tags (Enter or comma adds one), saved on its own. */
function ValueEditor({ entry, onDirtyChange }: { entry: TConfigEntry; onDirtyChange: (key: string, dirty: boolean) => void }) {
  const { t } = useTranslation();
  const update = useUpdateGlobalConfig();
  const [items, setItems] = useState<string[]>(() => splitValue(entry.value));
  const next = joinValue(entry.key, items);
  const dirty = next !== joinValue(entry.key, splitValue(entry.value));
  const bad = invalidItems(entry.key, items);

  const change = (list: string[]) => {
    setItems(list);
    onDirtyChange(entry.key, joinValue(entry.key, list) !== joinValue(entry.key, splitValue(entry.value)));
  };

  const save = () =>
    update.mutate(
      { key: entry.key, value: next },
      {
        onSuccess: () => {
          setItems(splitValue(next));
          onDirtyChange(entry.key, false);
          toast.success(t('systemConfig.global.saved', { key: entry.key }));
        },
      },
    );

  return (
    <div className="config-value">
      <Select
        mode="tags"
        value={items}
        onChange={change}
        tokenSeparators={[',', ' ']}
        suffix={null}
        placeholder={t('systemConfig.global.valueHint')}
        status={bad.length ? 'error' : undefined}
        className="config-value__select"
        data-testid={`config-value-${entry.key}`}
        aria-label={entry.key}
        disabled={update.isPending}
      />
      <Space className="config-value__actions">
        <Typography.Text type="secondary">{t('systemConfig.global.count', { count: items.length })}</Typography.Text>
        <Button icon={<UndoOutlined />} disabled={!dirty || update.isPending} onClick={() => change(splitValue(entry.value))}>
          {t('common.cancel')}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!dirty || bad.length > 0}
          loading={update.isPending}
          onClick={save}
          data-testid={`config-save-${entry.key}`}
        >
          {t('common.save')}
        </Button>
      </Space>
    </div>
  );
}

/** The global key/value config (phone prefixes, blocked districts and wards). */
export function GlobalConfigTable({ onDirtyChange }: { onDirtyChange: (key: string, dirty: boolean) => void }) {
  const { t } = useTranslation();
  const list = useGlobalConfigList();

  const columns: TableColumnsType<TConfigEntry> = [
    {
      title: t('systemConfig.global.key'),
      dataIndex: 'key',
      width: 280,
      render: (key: string) => (
        <div>
          <div className="config-key__label">{t(`systemConfig.global.keys.${key}`, { defaultValue: key })}</div>
          <Typography.Text type="secondary" code>
            {key}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('systemConfig.global.value'),
      key: 'value',
      render: (_, entry) => <ValueEditor key={`${entry.key}:${entry.value}`} entry={entry} onDirtyChange={onDirtyChange} />,
    },
  ];

  return (
    <Card title={t('systemConfig.global.title')} className="table-card" data-testid="global-config">
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessage(list.error)} />
      ) : (
        <DataTable<TConfigEntry>
          rowKey="key"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isPending}
          pagination={false}
        />
      )}
    </Card>
  );
}
