import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../lib/api.ts';

/** What a send answers (genOTP and genOTP-option). */
export interface TOtpSentInfo {
  message: string;
  sendsLeft: number;
}

/**
 * The OTP step of a protected change (SPEC §7 genOTP, genOTP-option): the code is sent as the step opens (`send`),
 * typed here and handed to `onConfirm`, which makes the change; a refused code shows its message and the code can
 * be typed again or sent anew.
 */
export function OtpModal({ open, send: sendCode, title, intro, onConfirm, onClose }: { open: boolean; send: () => Promise<TOtpSentInfo>; title: string; intro?: string; onConfirm: (code: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: (_: 'send') => sendCode() });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(null);
    send.reset();
    // the code is sent as the step opens: one click less for the common case
    send.mutate('send', { onError: (e) => setError(errorMessage(e)) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open]);

  const confirm = async () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('otp.codeRequired'));
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
            {t('otp.confirm')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{intro ?? t('otp.intro')}</Typography.Paragraph>
      {send.data ? <Alert type="info" showIcon className="money-gap" title={t('otp.sent', { message: send.data.message, left: send.data.sendsLeft })} data-testid="otp-sent" /> : null}
      {error ? <Alert type="error" showIcon className="money-gap" title={error} data-testid="otp-error" /> : null}
      <Form layout="vertical" onFinish={() => void confirm()}>
        <Form.Item label={t('otp.code')} required>
          <Space.Compact className="full-width">
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              placeholder={t('otp.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              data-testid="otp-code"
            />
            <Button icon={<MessageOutlined />} onClick={() => send.mutate('send', { onError: (e) => setError(errorMessage(e)) })} loading={send.isPending} data-testid="otp-resend">
              {send.data ? t('otp.resend') : t('otp.send')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
