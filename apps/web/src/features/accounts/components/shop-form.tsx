import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, shopDraftSchema } from '@ffm/domain';
import { isApiError } from '../../../lib/api.ts';
import { useServerFieldErrors } from '../../../lib/form-errors.ts';
import { useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { AddressPicker, addressRule, type TAddressValue } from '../../../components/address-picker.tsx';
import { useBankAccounts, useSaveShop, type TShopView } from '../api/shops-api.ts';

interface TValues {
  name: string;
  phone: string;
  address: string;
  /** the shop's 2025 province and ward (issue 24: no district step) */
  area?: TAddressValue;
  bank_account_id?: number;
}

/** The shop's rules, the server's: a shop is saved with a 2025 address (province + ward). */
const SHOP_SCHEMA = shopDraftSchema({ newAddress: true });

function shopDraftOf(v: Partial<TValues>) {
  return { name: v.name, address: v.address, wardCode: v.area?.wardCode ?? null, bankAccountId: v.bank_account_id ?? null };
}

/** A shop's stored address as the picker's value: a 2025 one as it is, a pre-2025 one to convert. */
function storedArea(s: TShopView): TAddressValue {
  if (s.is_new_address && s.province_id !== null && s.ward_code) return { provinceId: s.province_id, wardCode: s.ward_code };
  if (!s.is_new_address && s.province_id !== null && s.district_id !== null) return { old: { provinceId: s.province_id, districtId: s.district_id, wardCode: s.ward_code } };
  return {};
}

/** Adding or editing a shop: name, phone, address with its 2025 province and ward, and its payout account. */
export function ShopForm({ editing, onClose }: { editing: TShopView | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TValues>();
  const fieldErrors = useServerFieldErrors(form);
  const banks = useBankAccounts();
  const save = useSaveShop();
  const [dirty, setDirty] = useState(false);
  const open = editing !== undefined;
  useUnsavedChangesPrompt(open && dirty);

  useEffect(() => {
    if (!open) return;
    setDirty(false);
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ name: editing.name, phone: editing.phone ?? '', address: editing.address ?? '', area: storedArea(editing), bank_account_id: editing.bank_account_id ?? undefined });
    } else {
      form.setFieldsValue({ bank_account_id: banks.data?.find((b) => b.isMain)?.id });
    }
  }, [open, editing, form, banks.data]);

  const onFinish = (v: TValues) => {
    const errors = fieldErrorsOf(SHOP_SCHEMA, shopDraftOf(v), lang);
    if (errors.length) {
      const map: Record<string, keyof TValues> = { wardCode: 'area', bankAccountId: 'bank_account_id' };
      fieldErrors.show(errors, (f) => map[f] ?? f);
      return;
    }
    save.mutate(
      { name: v.name, phone: v.phone || undefined, address: v.address, is_new_address: true, province_id: v.area?.provinceId, ward_code: v.area?.wardCode ?? '', bank_account_id: v.bank_account_id, ...(editing ? { shop_id: editing._id } : {}) },
      {
        onSuccess: () => {
          toast.success(editing ? t('money.shops.saved') : t('money.shops.created'));
          setDirty(false);
          onClose();
        },
        onError: (e) => {
          // the province, district and ward are chosen with the address picker: their messages go under it
          if (isApiError(e) && e.fieldErrors.length) fieldErrors.show(e.fieldErrors, (f) => (f === 'ward_code' || f === 'district_id' || f === 'province_id' ? 'area' : f));
        },
      },
    );
  };

  /** the schema's message for a text field, as the user types */
  const ruleFor = (field: 'name' | 'address') => ({
    validator: async () => {
      const problem = fieldErrorsOf(SHOP_SCHEMA, shopDraftOf(form.getFieldsValue(true) as TValues), lang).find((e) => e.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

  const noBank = banks.data !== undefined && banks.data.length === 0;
  return (
    <Modal
      open={open}
      title={editing ? t('money.shops.editTitle') : t('money.shops.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'shop-save' }}
      destroyOnHidden
      forceRender
    >
      {noBank ? <Alert type="warning" showIcon className="accounts-gap" title={t('money.shops.noBankAccount')} /> : null}
      <Form<TValues> form={form} layout="vertical" onFinish={onFinish} onValuesChange={(changed) => {
          fieldErrors.onValuesChange(changed);
          setDirty(true);
        }} name="shop">
        <Form.Item name="name" label={t('money.shops.name')} required rules={[ruleFor('name')]}>
          <Input data-testid="shop-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('money.shops.phone')}>
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item name="area" label={t('money.shops.area')} required rules={[addressRule(t('address.wardRequired'))]}>
          <AddressPicker testId="shop-area" />
        </Form.Item>
        <Form.Item name="address" label={t('money.shops.address')} required rules={[ruleFor('address')]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} data-testid="shop-address" />
        </Form.Item>
        <Form.Item name="bank_account_id" label={t('money.shops.bankAccount')} required>
          <Select options={(banks.data ?? []).map((b) => ({ value: b.id, label: `${b.bankName} - ${b.accountNumber} - ${b.holderName}` }))} placeholder={t('money.shops.choose')} disabled={!!editing} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
