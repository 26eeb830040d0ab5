import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCATION_PURPOSE_LABELS, LOCATION_PURPOSES, type TLocationPurpose, type TLocation } from '@ffm/domain';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateLocation, useUpdateLocation } from '../api/locations-api.ts';
import { label, useLang } from '../../../lib/display.ts';

interface TValues {
  zone: string;
  aisle: string;
  bin: string;
  code?: string;
  purpose: TLocationPurpose;
  isActive: boolean;
}

const PART_RE = /^[A-Za-z0-9_]{1,20}$/;
const CODE_RE = /^[A-Za-z0-9_-]{1,50}$/;

/** Create or edit a location: zone, aisle, bin (the code defaults to ZONE-AISLE-BIN), purpose, active. */
export function LocationModal({ warehouseId, location, onClose }: { warehouseId: number; location: TLocation | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TValues>();
  const fieldErrors = useServerFieldErrors(form);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const saving = create.isPending || update.isPending;
  const zone = Form.useWatch('zone', form) ?? '';
  const aisle = Form.useWatch('aisle', form) ?? '';
  const bin = Form.useWatch('bin', form) ?? '';
  const defaultCode = [zone, aisle, bin].every((p) => p.trim()) ? `${zone.trim()}-${aisle.trim()}-${bin.trim()}`.toUpperCase() : '';

  const partRule = { pattern: PART_RE, message: t('ops.locations.partFormat') };
  const onError = (err: unknown) => {
    const all = isApiError(err) ? err.fieldErrors : [];
    const shown = all.length - fieldErrors.show(all, knownField(['zone', 'aisle', 'bin', 'code', 'purpose', 'isActive'])).length;
    if (shown === 0) toast.error(errorMessage(err));
  };

  const onFinish = (v: TValues) => {
    const code = v.code?.trim().toUpperCase() || undefined;
    const parts = { zone: v.zone.trim().toUpperCase(), aisle: v.aisle.trim().toUpperCase(), bin: v.bin.trim().toUpperCase() };
    if (location) {
      update.mutate(
        { id: location.id, ...parts, code, purpose: v.purpose, isActive: v.isActive },
        {
          onSuccess: () => {
            toast.success(t('ops.locations.saved', { code: code ?? location.code }));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { warehouseId, ...parts, code, purpose: v.purpose },
        {
          onSuccess: (loc) => {
            toast.success(t('ops.locations.created', { code: loc.code }));
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <Modal
      open
      title={location ? t('ops.locations.editTitle', { code: location.code }) : t('ops.locations.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'location-save' }}
    >
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={location ? { zone: location.zone, aisle: location.aisle, bin: location.bin, code: location.code, purpose: location.purpose, isActive: location.isActive } : { purpose: 'STORAGE', isActive: true }}
        onFinish={onFinish}
        onValuesChange={fieldErrors.onValuesChange}
      >
        <div className="ops-location-parts">
          <Form.Item name="zone" label={t('ops.fields.zone')} rules={[{ required: true, message: t('common.required', { field: t('ops.fields.zone') }) }, partRule]}>
            <Input maxLength={20} autoFocus data-testid="location-zone" />
          </Form.Item>
          <Form.Item name="aisle" label={t('ops.fields.aisle')} rules={[{ required: true, message: t('common.required', { field: t('ops.fields.aisle') }) }, partRule]}>
            <Input maxLength={20} data-testid="location-aisle" />
          </Form.Item>
          <Form.Item name="bin" label={t('ops.fields.bin')} rules={[{ required: true, message: t('common.required', { field: t('ops.fields.bin') }) }, partRule]}>
            <Input maxLength={20} data-testid="location-bin" />
          </Form.Item>
        </div>
        <Form.Item name="code" label={t('ops.fields.locationCode')} rules={[{ pattern: CODE_RE, message: t('ops.locations.codeFormat') }]} extra={t('ops.locations.codeHint')}>
          <Input maxLength={50} placeholder={defaultCode || 'A-01-01'} data-testid="location-code" />
        </Form.Item>
        <Form.Item name="purpose" label={t('ops.fields.purpose')}>
          <Select options={LOCATION_PURPOSES.map((p) => ({ value: p, label: label(LOCATION_PURPOSE_LABELS, p, lang) }))} />
        </Form.Item>
        {location ? (
          <Form.Item name="isActive" label={t('ops.fields.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
