import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Form, Radio, Row, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { foldText, PICK_MODE_LABELS, PICK_MODES, type TExpressSetting, type TExpressSettingUpdate } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { scrollToFirstError } from '../../../components/scroll-to-first-error.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useDropOffStations, useExpressSetting, useSaveExpressSetting, useShopHubs } from '../../../lib/express-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useCurrentShopId, useUserInfo } from '../../../lib/user-info.ts';
import { useMasterData } from '../../../lib/warehouses.ts';
import '../express-settings.css';

const FIELDS: Array<keyof TExpressSettingUpdate> = ['pickMode', 'pickHubId', 'pickStationId', 'serviceTypeId', 'paymentTypeId', 'requiredNote', 'pickupBeforeNoon', 'insureByDefault'];

const searchable = { filterOption: (input: string, option?: { label?: unknown }) => foldText(String(option?.label ?? '')).includes(foldText(input)) };

/** The form of one shop's settings (remounted when another shop is chosen, so nothing of the previous stays). */
function ExpressSettingForm({ setting }: { setting: TExpressSetting }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TExpressSettingUpdate>();
  const fieldErrors = useServerFieldErrors(form);
  const [dirty, setDirty] = useState(false);
  const save = useSaveExpressSetting();
  const options = useMasterData();
  const pickMode = Form.useWatch('pickMode', form) ?? setting.pickMode;
  const hubs = useShopHubs();
  const stations = useDropOffStations(pickMode === 'station');
  useUnsavedChangesPrompt(dirty);

  const initial: TExpressSettingUpdate = Object.fromEntries(FIELDS.map((f) => [f, setting[f]])) as TExpressSettingUpdate;
  const onFinish = (v: TExpressSettingUpdate) => {
    const body: TExpressSettingUpdate = { ...v, pickHubId: v.pickMode === 'hub' ? (v.pickHubId ?? null) : null, pickStationId: v.pickMode === 'station' ? (v.pickStationId ?? null) : null };
    save.mutate(body, {
      onSuccess: () => {
        setDirty(false);
        toast.success(t('money.express.saved'));
      },
      onError: (err) => {
        if (isApiError(err) && err.fieldErrors.length) {
          fieldErrors.show(err.fieldErrors, knownField(FIELDS));
          scrollToFirstError(document.querySelector<HTMLElement>('.express-settings'));
        }
        toast.error(errorMessage(err));
      },
    });
  };
  const md = options.data;
  const required = (what: string) => ({ required: true, message: `${what}: ${lang === 'en' ? 'required' : 'bắt buộc'}` });

  return (
    <Form<TExpressSettingUpdate>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed) => {
        fieldErrors.onValuesChange(changed);
        setDirty(true);
      }}
      onFinish={onFinish}
      onFinishFailed={() => scrollToFirstError(document.querySelector<HTMLElement>('.express-settings'))}
      className="express-settings"
      data-testid="express-settings-form"
    >
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card title={t('money.express.pickup')} className="express-settings__card">
            <Form.Item name="pickMode" label={t('money.express.pickMode')}>
              <Radio.Group className="express-settings__modes" options={PICK_MODES.map((m) => ({ value: m, label: label(PICK_MODE_LABELS, m, lang) }))} data-testid="es-pick-mode" />
            </Form.Item>
            {pickMode === 'hub' ? (
              <Form.Item name="pickHubId" label={t('money.express.hub')} rules={[required(t('money.express.hub'))]} extra={hubs.data && hubs.data.length === 0 ? t('money.express.hubEmpty') : undefined}>
                <Select<number>
                  showSearch={searchable}
                  loading={hubs.isPending}
                  placeholder={t('money.express.chooseHub')}
                  options={(hubs.data ?? []).map((h) => ({ value: h.id, label: `${h.name} · ${h.address}` }))}
                  data-testid="es-hub"
                />
              </Form.Item>
            ) : null}
            {pickMode === 'station' ? (
              <Form.Item name="pickStationId" label={t('money.express.station')} rules={[required(t('money.express.station'))]}>
                <Select<number>
                  showSearch={searchable}
                  loading={stations.isPending}
                  placeholder={t('money.express.chooseStation')}
                  options={(stations.data ?? []).map((s) => ({ value: s.locationId, label: `${s.name} · ${s.address}` }))}
                  data-testid="es-station"
                />
              </Form.Item>
            ) : null}
            <Form.Item name="pickupBeforeNoon" label={t('money.express.pickupTime')}>
              <Radio.Group optionType="button" options={(md?.pickupTimes ?? []).map((o) => ({ value: o.value, label: o.label }))} data-testid="es-pickup-time" />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('money.express.defaults')} className="express-settings__card">
            <Form.Item name="serviceTypeId" label={t('money.express.service')}>
              <Radio.Group optionType="button" options={(md?.serviceTypes ?? []).map((o) => ({ value: o.value, label: o.label }))} data-testid="es-service" />
            </Form.Item>
            <Form.Item name="paymentTypeId" label={t('money.express.payment')}>
              <Radio.Group options={(md?.paymentTypes ?? []).map((o) => ({ value: o.value, label: o.label }))} data-testid="es-payment" />
            </Form.Item>
            <Form.Item name="requiredNote" label={t('money.express.requiredNote')}>
              <Select loading={options.isPending} options={(md?.requiredNotes ?? []).map((o) => ({ value: o.value as string, label: o.label }))} data-testid="es-required-note" />
            </Form.Item>
            <Form.Item name="insureByDefault" label={t('money.express.insure')} valuePropName="checked" extra={t('money.express.insureHint')}>
              <Switch data-testid="es-insure" />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <div className="express-settings__footer">
        <Typography.Text type="secondary" data-testid="es-updated">
          {setting.updatedAt ? t('money.express.updatedAt', { at: formatDateTime(setting.updatedAt) }) : t('money.express.neverSaved')}
        </Typography.Text>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} disabled={!dirty} data-testid="es-save">
          {t('money.express.save')}
        </Button>
      </div>
    </Form>
  );
}

/** /cua-hang/cai-dat-giao-hang: the current shop's defaults for new shipping orders (SPEC §7 express-setting). */
export function ExpressSettingsPage() {
  const { t } = useTranslation();
  const shopId = useCurrentShopId();
  const info = useUserInfo();
  const setting = useExpressSetting();
  const shopName = info.data?.shops.find((s) => s.id === shopId)?.name;

  return (
    <div data-testid="express-settings-page">
      <PageHeader
        title={t('money.express.title')}
        subtitle={t('money.express.subtitle')}
        extra={
          shopName ? (
            <Space size={4}>
              <Typography.Text type="secondary">{t('money.express.shop')}:</Typography.Text>
              <Link to="/cua-hang" data-testid="es-shop">
                {shopName}
              </Link>
            </Space>
          ) : null
        }
      />
      {shopId === null ? (
        <Card>
          <Empty description={t('money.express.noShop')} />
        </Card>
      ) : setting.isError ? (
        <Alert type="error" showIcon title={errorMessage(setting.error)} />
      ) : !setting.data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <ExpressSettingForm key={`${setting.data.shopId}`} setting={setting.data} />
      )}
    </div>
  );
}
