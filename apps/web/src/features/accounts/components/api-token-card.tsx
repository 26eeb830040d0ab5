import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Typography } from 'antd';
import { CopyOutlined, EyeInvisibleOutlined, KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useApiToken } from '../api/account-api.ts';

/**
 * Owner only: the long-lived API token for integrations. The server keeps only its hash, so a token is
 * shown once, right after it is generated (which revokes the previous one).
 */
export function ApiTokenCard() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const tokenCall = useApiToken();
  const [token, setToken] = useState<string | null>(null);

  const generate = () => {
    modal.confirm({
      title: t('account.apiToken.regenerateTitle'),
      content: t('account.apiToken.regenerateConfirm'),
      okText: t('account.apiToken.regenerate'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'api-token-confirm' },
      onOk: () =>
        tokenCall.mutateAsync({ regenerate: true }).then((data) => {
          setToken(data.token);
          toast.success(t('account.apiToken.regenerated'));
        }),
    });
  };

  const copy = () => {
    if (!token) return;
    void navigator.clipboard
      ?.writeText(token)
      .then(() => toast.success(t('common.copied')))
      .catch(() => undefined);
  };

  return (
    <Card title={t('account.apiToken.title')} className="account-card" data-testid="api-token-card">
      <Typography.Paragraph type="secondary">{t('account.apiToken.hint')}</Typography.Paragraph>
      {token ? (
        <>
          <Alert type="warning" showIcon title={t('account.apiToken.once')} className="api-token__value" />
          <Space.Compact block className="api-token__value">
            <Input readOnly value={token} data-testid="api-token-value" prefix={<KeyOutlined />} onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined />} onClick={copy}>
              {t('common.copy')}
            </Button>
          </Space.Compact>
        </>
      ) : null}
      <Space wrap>
        <Button type="primary" icon={<KeyOutlined />} onClick={generate} loading={tokenCall.isPending} data-testid="api-token-generate">
          {t('account.apiToken.regenerate')}
        </Button>
        {token ? (
          <Button icon={<EyeInvisibleOutlined />} onClick={() => setToken(null)}>
            {t('account.apiToken.hide')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
