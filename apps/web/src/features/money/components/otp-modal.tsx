import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useSendOtp, type TOtpPurposeInput } from '../api/money-api.ts';

/**
 * The OTP step of a protected change (SPEC §7 genOTP): the code is sent to the registered phone on demand, typed
 * here and handed to `onConfirm`, which makes the change; a refused code shows its message and the code can be
 * typed again or sent anew.
 */
export function OtpModal({ open, purpose, title, onConfirm, onClose }: { open: boolean; purpose: TOtpPurposeInput; title: string; onConfirm: (code: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendOtp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(null);
    send.reset();
    // the code is sent as the step opens: one click less for the common case
    send.mutate(purpose, { onError: (e) => setError(errorMessage(e)) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open, purpose]);

  const confirm = async () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('money.otp.codeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(code);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => void confirm()} loading={busy} data-testid="otp-confirm">
            {t('money.otp.confirm')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('money.otp.intro')}</Typography.Paragraph>
      {send.data ? <Alert type="info" showIcon className="money-gap" title={t('money.otp.sent', { message: send.data.message, left: send.data.sendsLeft })} data-testid="otp-sent" /> : null}
      {error ? <Alert type="error" showIcon className="money-gap" title={error} data-testid="otp-error" /> : null}
      <Form layout="vertical" onFinish={() => void confirm()}>
        <Form.Item label={t('money.otp.code')} required>
          <Space.Compact className="full-width">
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              placeholder={t('money.otp.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              data-testid="otp-code"
            />
            <Button icon={<MessageOutlined />} onClick={() => send.mutate(purpose, { onError: (e) => setError(errorMessage(e)) })} loading={send.isPending} data-testid="otp-resend">
              {send.data ? t('money.otp.resend') : t('money.otp.send')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
