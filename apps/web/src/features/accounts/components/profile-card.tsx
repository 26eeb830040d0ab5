import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { normalizeEmail, TEXT_MAX_LONG, validateEmail, validatePhone, type TLang } from '@ffm/domain';
import { isApiError } from '../../../lib/api.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { usePhonePrefixes } from '../../../lib/config.ts';
import { toast } from '../../../lib/toast.ts';
import type { TUserInfo } from '../../../lib/user-info.ts';
import { OtpModal } from '../../../components/otp-modal.tsx';
import { sendPhoneOtp, sendProfileOtp, useUpdateProfile, type TProfileInput } from '../api/account-api.ts';

interface TProfileValues {
  fullName: string;
  phone: string;
  email: string;
}

function initialValues(info: TUserInfo): TProfileValues {
  return { fullName: info.user.fullName ?? '', phone: info.user.phone ?? '', email: info.user.email ?? '' };
}

function sameValues(a: TProfileValues, b: TProfileValues): boolean {
  return a.fullName.trim() === b.fullName.trim() && a.phone.trim() === b.phone.trim() && a.email.trim() === b.email.trim();
}

/**
 * The profile, editable in place. Phone and email are checked as the user types with the domain rules
 * (SPEC §5), the phone against the prefixes of the general config.
 */
export function ProfileCard({ info, onDirtyChange }: { info: TUserInfo; onDirtyChange: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const [form] = Form.useForm<TProfileValues>();
  const fieldErrors = useServerFieldErrors(form);
  const prefixes = usePhonePrefixes();
  const update = useUpdateProfile();
  const initial = useMemo(() => initialValues(info), [info]);
  // a phone change waits for the code sent to the new phone (genOTP-option, update_client); an email change alone
  // for the code sent to the registered phone (genOTP, update_client)
  const [pending, setPending] = useState<{ input: TProfileInput; to: 'newPhone' | 'registered' } | null>(null);

  // a language switch re-validates the touched fields so their messages follow
  useEffect(() => {
    const touched = (['fullName', 'phone', 'email'] as const).filter((f) => form.isFieldTouched(f));
    if (touched.length > 0) void form.validateFields(touched).catch(() => undefined);
  }, [lang, prefixes, form]);

  const saved = () => {
    toast.success(t('account.profile.saved'));
    onDirtyChange(false);
  };
  const showFieldErrors = (err: unknown) => {
    if (!isApiError(err)) return;
    fieldErrors.show(err.fieldErrors, knownField(['fullName', 'phone', 'email']));
  };

  const onFinish = (values: TProfileValues) => {
    const phone = validatePhone(values.phone, prefixes, lang);
    const input: TProfileInput = {
      fullName: values.fullName.trim(),
      phone: phone.ok ? phone.national : values.phone.trim(),
      email: normalizeEmail(values.email),
    };
    if (phone.ok && phone.national !== (info.user.phone ?? '')) {
      setPending({ input, to: 'newPhone' });
      return;
    }
    if (input.email && input.email !== (info.user.email ?? '').toLowerCase()) {
      setPending({ input, to: 'registered' });
      return;
    }
    update.mutate(input, { onSuccess: saved, onError: showFieldErrors });
  };

  const confirm = async (otp: string) => {
    if (!pending) return;
    try {
      await update.mutateAsync({ ...pending.input, otp });
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.some((f) => f.field !== 'otp')) {
        setPending(null);
        showFieldErrors(e);
        return;
      }
      throw e;
    }
    setPending(null);
    saved();
  };

  const reset = () => {
    const names = Object.keys(initial) as Array<keyof TProfileValues>;
    form.setFields(names.map((name) => ({ name, value: initial[name], errors: [], touched: false })));
    onDirtyChange(false);
  };

  return (
    <Card title={t('account.profile.title')} className="account-card" data-testid="profile-card">
      <Descriptions
        size="small"
        column={1}
        className="account-card__facts"
        items={[
          { key: 'type', label: t('account.profile.accountType'), children: t(`account.kinds.${info.user.kind}`) },
          ...(info.client ? [{ key: 'client', label: t('account.profile.client'), children: `${info.client.name} (${info.client.code})` }] : []),
        ]}
      />
      <Form<TProfileValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={(changed, all) => {
          fieldErrors.onValuesChange(changed);
          onDirtyChange(!sameValues(all, initial));
        }}
        disabled={update.isPending}
        name="profile"
      >
        <Form.Item
          name="fullName"
          label={t('account.profile.fullName')}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: t('account.profile.fullName').toLowerCase() }) },
            { max: TEXT_MAX_LONG, message: t('common.maxLength', { field: t('account.profile.fullName'), max: TEXT_MAX_LONG }) },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder={t('account.profile.fullNamePlaceholder')} data-testid="profile-fullname" autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('account.profile.phone')}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const r = validatePhone(value ?? '', prefixes, lang);
                if (!r.ok) throw new Error(r.message);
              },
            },
          ]}
        >
          <Input
            prefix={<PhoneOutlined />}
            placeholder={t('account.profile.phonePlaceholder')}
            data-testid="profile-phone"
            inputMode="tel"
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('account.profile.email')}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const r = validateEmail(value ?? '', lang);
                if (!r.ok) throw new Error(r.message);
              },
            },
          ]}
        >
          <Input prefix={<MailOutlined />} placeholder={t('account.profile.emailPlaceholder')} data-testid="profile-email" inputMode="email" autoComplete="email" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
            {t('common.save')}
          </Button>
          <Button onClick={reset} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
      <OtpModal
        open={pending !== null}
        send={() => (pending?.to === 'registered' ? sendProfileOtp() : sendPhoneOtp(pending?.input.phone ?? ''))}
        title={t('otp.title')}
        intro={pending?.to === 'registered' ? t('otp.intro') : t('otp.introNewPhone')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
