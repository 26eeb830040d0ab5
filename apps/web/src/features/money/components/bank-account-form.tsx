import { useEffect, useMemo, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { bankAccountDraftSchema, fieldErrorsOf } from '@ffm/domain';
import { isApiError } from '../../../lib/api.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { bankAccountExisted, sendOtp, useBankList, useSaveBankAccount, type TBankAccountView } from '../api/money-api.ts';
import { OtpModal } from '../../../components/otp-modal.tsx';

interface TValues {
  bankCode: string;
  holderName: string;
  accountNumber: string;
  accountName: string;
  branch: string;
}

const FIELDS = ['bankCode', 'holderName', 'accountNumber', 'accountName', 'branch'] as const;

/** Adding or editing a bank account: the fields by the domain's rules, then the OTP step that saves it. */
export function BankAccountForm({ editing, onClose }: { editing: TBankAccountView | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TValues>();
  const fieldErrors = useServerFieldErrors(form);
  const banks = useBankList();
  const save = useSaveBankAccount();
  const [pending, setPending] = useState<TValues | null>(null);
  const [dirty, setDirty] = useState(false);
  const open = editing !== undefined;
  useUnsavedChangesPrompt(open && dirty);
  const schema = useMemo(() => bankAccountDraftSchema(new Set((banks.data ?? []).map((b) => b.code))), [banks.data]);
  /** the schema's message for one field, as the user types: the server's rules and texts */
  const ruleFor = (field: keyof TValues) => ({
    validator: async () => {
      const problem = fieldErrorsOf(schema, form.getFieldsValue(true) as TValues, lang).find((e) => e.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

  useEffect(() => {
    if (!open) return;
    setDirty(false);
    form.setFieldsValue(editing ? { bankCode: editing.bankCode, holderName: editing.holderName, accountNumber: editing.accountNumber, accountName: editing.accountName, branch: editing.branch } : { bankCode: undefined as unknown as string, holderName: '', accountNumber: '', accountName: '', branch: '' });
  }, [open, editing, form]);

  const onFinish = async (values: TValues) => {
    const errors = fieldErrorsOf(schema, values, lang);
    if (errors.length) {
      fieldErrors.show(errors);
      return;
    }
    // a duplicate is said before a code is sent for it
    if (await bankAccountExisted({ bankCode: values.bankCode, accountNumber: values.accountNumber, ...(editing ? { exceptId: editing.id } : {}) }).catch(() => false)) {
      fieldErrors.show([{ field: 'accountNumber', message: t('money.bank.existed') }]);
      return;
    }
    setPending(values);
  };

  const confirm = async (otp: string) => {
    if (!pending) return;
    try {
      await save.mutateAsync({ ...pending, otp, ...(editing ? { id: editing.id } : {}) });
    } catch (e) {
      // field errors go back to the form, the OTP step closes
      if (isApiError(e) && e.fieldErrors.length) {
        setPending(null);
        fieldErrors.show(e.fieldErrors, knownField(FIELDS));
        return;
      }
      throw e;
    }
    toast.success(t('money.bank.saved'));
    setPending(null);
    setDirty(false);
    onClose();
  };

  return (
    <>
      <Modal
        open={open}
        title={editing ? t('money.bank.editTitle') : t('money.bank.createTitle')}
        onCancel={onClose}
        onOk={() => form.submit()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ 'data-testid': 'bank-save' }}
        destroyOnHidden
        forceRender
      >
        <Form<TValues> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} onValuesChange={(changed) => {
            fieldErrors.onValuesChange(changed);
            setDirty(true);
          }} name="bank-account">
          <Form.Item name="bankCode" label={t('money.bank.bank')} required rules={[ruleFor('bankCode')]}>
            <Select
              showSearch
              placeholder={t('money.bank.bankPlaceholder')}
              loading={banks.isPending}
              optionFilterProp="label"
              options={(banks.data ?? []).map((b) => ({ value: b.code, label: `${b.shortName} - ${b.name}` }))}
              data-testid="bank-code"
            />
          </Form.Item>
          <Form.Item name="holderName" label={t('money.bank.holderName')} required rules={[ruleFor('holderName')]}>
            <Input data-testid="bank-holder" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="accountNumber"
            label={t('money.bank.accountNumber')}
            rules={[ruleFor('accountNumber')]}
            required
          >
            <Input inputMode="numeric" data-testid="bank-number" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="accountName"
            label={t('money.bank.accountName')}
            extra={t('money.bank.accountNameHint')}
            rules={[ruleFor('accountName')]}
            required
          >
            <Input data-testid="bank-name" autoComplete="off" />
          </Form.Item>
          <Form.Item name="branch" label={t('money.bank.branch')} rules={[ruleFor('branch')]}>
            <Input data-testid="bank-branch" autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
      <OtpModal open={pending !== null} send={() => sendOtp(editing ? 'update_bank_account' : 'register_bank_account')} title={t('otp.title')} onConfirm={confirm} onClose={() => setPending(null)} />
    </>
  );
}
