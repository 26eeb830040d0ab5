import { useRef, useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, newPasswordPairSchema, PASSWORD_MESSAGES, type TLang } from '@ffm/domain';
import { useServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { OtpModal } from '../../../components/otp-modal.tsx';
import { checkPassword, sendPasswordOtp, useUpdatePassword } from '../api/account-api.ts';

interface TPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: TPasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (SPEC §5): the old password is checked with check-password (on leaving the field and
 * again on submit), the new one must have 8-50 characters with letters and digits, and both entries match.
 */
export function PasswordCard({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const [form] = Form.useForm<TPasswordValues>();
  const fieldErrors = useServerFieldErrors(form);
  const update = useUpdatePassword();
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<TPasswordValues | null>(null);
  // the confirmation is not nagged about before the user reaches it or submits
  const submitted = useRef(false);

  /** null when right; the message to show otherwise */
  const verifyOld = async (password: string): Promise<string | null> => {
    setChecking(true);
    try {
      const env = await checkPassword(password);
      if (env.code === 200) return null;
      return env.message || PASSWORD_MESSAGES.wrongOld[lang];
    } finally {
      setChecking(false);
    }
  };

  const onOldBlur = async () => {
    const value = form.getFieldValue('oldPassword') as string | undefined;
    if (!value) return;
    const problem = await verifyOld(value);
    if (problem) fieldErrors.show([{ field: 'oldPassword', message: problem }]);
  };

  const onFinish = async (values: TPasswordValues) => {
    submitted.current = false;
    const problem = await verifyOld(values.oldPassword);
    if (problem) {
      fieldErrors.show([{ field: 'oldPassword', message: problem }]);
      return;
    }
    // the change itself waits for the code sent to the registered phone (update_password)
    setPending(values);
  };

  const confirm = async (otp: string) => {
    if (!pending) return;
    await update.mutateAsync({ ...pending, otp });
    toast.success(t('account.password.changed'));
    setPending(null);
    form.resetFields();
    onDirtyChange(false);
  };

  const busy = checking || update.isPending;
  return (
    <Card title={t('account.password.title')} className="account-card" data-testid="password-card">
      <Typography.Paragraph type="secondary">{t('account.password.hint')}</Typography.Paragraph>
      <Form<TPasswordValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={(v) => void onFinish(v)}
        onSubmitCapture={() => {
          submitted.current = true;
        }}
        onFinishFailed={() => {
          submitted.current = false;
        }}
        onValuesChange={(changed, all) => {
          fieldErrors.onValuesChange(changed);
          onDirtyChange(Boolean(all.oldPassword || all.newPassword || all.confirmPassword));
        }}
        name="change-password"
      >
        <Form.Item
          name="oldPassword"
          label={t('account.password.old')}
          rules={[{ required: true, message: PASSWORD_MESSAGES.required[lang] }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="password-old"
            onBlur={() => void onOldBlur()}
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('account.password.new')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = fieldErrorsOf(newPasswordPairSchema, { newPassword: value ?? '' }, lang).find((e) => e.field === 'newPassword');
                if (problem) throw new Error(problem.message);
              },
            },
          ]}
          required
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('account.password.confirm')}
          dependencies={['newPassword']}
          required
          rules={[
            ({ getFieldValue, isFieldTouched }) => ({
              validator: async (_, value: string | undefined) => {
                if (!value && !submitted.current && !isFieldTouched('confirmPassword')) return;
                const problem = fieldErrorsOf(newPasswordPairSchema, { newPassword: getFieldValue('newPassword') as string, confirmPassword: value ?? '' }, lang).find(
                  (e) => e.field === 'confirmPassword',
                );
                if (problem) throw new Error(problem.message);
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="password-submit">
          {t('account.password.submit')}
        </Button>
      </Form>
      <OtpModal open={pending !== null} send={sendPasswordOtp} title={t('otp.title')} onConfirm={confirm} onClose={() => setPending(null)} />
    </Card>
  );
}
