import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOP_ADDRESS_MAX, SHOP_NAME_MAX, validateShop } from '@ffm/domain';
import { isApiError } from '../../../lib/api.ts';
import { useServerFieldErrors } from '../../../lib/form-errors.ts';
import { FOLDED_SEARCH } from '../../../lib/select-search.ts';
import { useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useBankAccounts, useDistricts, useProvinces, useSaveShop, useWards, type TShopView } from '../api/shops-api.ts';

interface TValues {
  name: string;
  phone: string;
  address: string;
  province_id?: number;
  district_id?: number;
  ward_code?: string;
  bank_account_id?: number;
}

/** Adding or editing a shop: name, phone, address with province, district and ward, and its payout account. */
export function ShopForm({ editing, onClose }: { editing: TShopView | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TValues>();
  const fieldErrors = useServerFieldErrors(form);
  const provinceId = Form.useWatch('province_id', form);
  const districtId = Form.useWatch('district_id', form);
  const provinces = useProvinces();
  const districts = useDistricts(provinceId);
  const wards = useWards(districtId);
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
      form.setFieldsValue({ name: editing.name, phone: editing.phone ?? '', address: editing.address ?? '', province_id: editing.province_id ?? undefined, district_id: editing.district_id ?? undefined, ward_code: editing.ward_code ?? undefined, bank_account_id: editing.bank_account_id ?? undefined });
    } else {
      form.setFieldsValue({ bank_account_id: banks.data?.find((b) => b.isMain)?.id });
    }
  }, [open, editing, form, banks.data]);

  const onFinish = (v: TValues) => {
    const errors = validateShop({ name: v.name, address: v.address, districtId: v.district_id ?? null, wardCode: v.ward_code ?? null, bankAccountId: v.bank_account_id ?? null }, lang);
    if (errors.length) {
      const map: Record<string, keyof TValues> = { districtId: 'district_id', wardCode: 'ward_code', bankAccountId: 'bank_account_id' };
      fieldErrors.show(errors, (f) => map[f] ?? f);
      return;
    }
    save.mutate(
      { name: v.name, phone: v.phone || undefined, address: v.address, district_id: v.district_id ?? 0, ward_code: v.ward_code ?? '', bank_account_id: v.bank_account_id, ...(editing ? { shop_id: editing._id } : {}) },
      {
        onSuccess: () => {
          toast.success(editing ? t('money.shops.saved') : t('money.shops.created'));
          setDirty(false);
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fieldErrors.length) fieldErrors.show(e.fieldErrors);
        },
      },
    );
  };

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
        <Form.Item name="name" label={t('money.shops.name')} required rules={[{ max: SHOP_NAME_MAX }]}>
          <Input data-testid="shop-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('money.shops.phone')}>
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item name="province_id" label={t('money.shops.province')} required>
          <Select
            showSearch={FOLDED_SEARCH}
            loading={provinces.isPending}
            options={(provinces.data ?? []).map((p) => ({ value: p.ProvinceID, label: p.ProvinceName }))}
            onChange={() => form.setFieldsValue({ district_id: undefined, ward_code: undefined })}
            placeholder={t('money.shops.choose')}
          />
        </Form.Item>
        <Form.Item name="district_id" label={t('money.shops.district')} required>
          <Select
            showSearch={FOLDED_SEARCH}
            disabled={!provinceId}
            loading={districts.isFetching}
            options={(districts.data ?? []).map((d) => ({ value: d.DistrictID, label: d.DistrictName }))}
            onChange={() => form.setFieldsValue({ ward_code: undefined })}
            placeholder={t('money.shops.choose')}
          />
        </Form.Item>
        <Form.Item name="ward_code" label={t('money.shops.ward')} required>
          <Select showSearch={FOLDED_SEARCH} disabled={!districtId} loading={wards.isFetching} options={(wards.data ?? []).map((w) => ({ value: w.WardCode, label: w.WardName }))} placeholder={t('money.shops.choose')} />
        </Form.Item>
        <Form.Item name="address" label={t('money.shops.address')} required rules={[{ max: SHOP_ADDRESS_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} data-testid="shop-address" />
        </Form.Item>
        <Form.Item name="bank_account_id" label={t('money.shops.bankAccount')} required>
          <Select options={(banks.data ?? []).map((b) => ({ value: b.id, label: `${b.bankName} - ${b.accountNumber} - ${b.holderName}` }))} placeholder={t('money.shops.choose')} disabled={!!editing} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
