import { Alert, Checkbox, Skeleton, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useModules, type TPermissionModuleView } from '../api/permission-api.ts';
import { toggleCodes } from './permission-selection.ts';

interface TProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/**
 * Permission checkboxes grouped by module. Checking a permission also checks what it requires; unchecking
 * one unchecks its dependants (the domain's dependency tree). Used as a Form control (value/onChange).
 */
export function PermissionChecklist({ value = [], onChange, disabled }: TProps) {
  const { t } = useTranslation();
  const modules = useModules();
  const selected = new Set(value);

  if (modules.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (modules.isError) return <Alert type="error" showIcon title={errorMessage(modules.error)} />;

  const nameOf = new Map(modules.data.flatMap((m) => m.permissions.map((p) => [p.code, p.name] as const)));
  const change = (codes: string[], checked: boolean) => onChange?.(toggleCodes(value, codes, checked));

  return (
    <div className="permission-checklist" data-testid="permission-checklist">
      <Typography.Text type="secondary" className="permission-checklist__hint">
        {t('permissions.dependencyHint')}
      </Typography.Text>
      {modules.data.map((m: TPermissionModuleView) => {
        const codes = m.permissions.map((p) => p.code);
        const count = codes.filter((c) => selected.has(c)).length;
        return (
          <section key={m.code} className="permission-module" data-testid={`permission-module-${m.code}`}>
            <header className="permission-module__header">
              <Checkbox
                checked={count === codes.length && codes.length > 0}
                indeterminate={count > 0 && count < codes.length}
                disabled={disabled}
                onChange={(e) => change(codes, e.target.checked)}
              >
                <strong>{m.name}</strong>
              </Checkbox>
              <Typography.Text type="secondary">
                {count}/{codes.length}
              </Typography.Text>
            </header>
            <div className="permission-module__items">
              {m.permissions.map((p) => (
                <Checkbox
                  key={p.code}
                  checked={selected.has(p.code)}
                  disabled={disabled}
                  onChange={(e) => change([p.code], e.target.checked)}
                  data-testid={`permission-${p.code}`}
                >
                  {p.name}
                  {p.requires.length > 0 ? (
                    <Tooltip title={p.requires.map((r) => nameOf.get(r) ?? r).join(', ')}>
                      <InfoCircleOutlined className="permission-module__requires" aria-label={p.requires.join(', ')} />
                    </Tooltip>
                  ) : null}
                </Checkbox>
              ))}
            </div>
          </section>
        );
      })}
      <Typography.Text strong data-testid="permission-count">
        {t('permissions.selectedCount', { count: value.length })}
      </Typography.Text>
    </div>
  );
}
