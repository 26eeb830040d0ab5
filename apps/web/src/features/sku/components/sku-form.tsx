import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  foldText,
  SKU_CATEGORY_CODES,
  SKU_CATEGORY_LABELS,
  SKU_CODE_MAX,
  SKU_DESCRIPTION_MAX,
  SKU_FIELD_LABELS,
  SKU_NAME_MAX,
  SKU_NOTE_MAX,
  SKU_TAG_MAX,
  SKU_UNIT_CODES,
  SKU_UNIT_LABELS,
  fieldErrorsOf,
  skuDraftSchema,
  type TLang,
  type TSkuCreateBody,
} from '@ffm/domain';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useSkuMeta } from '../api/sku-api.ts';
import { derivedOf, formToBody, formToDraft, sameSkuForm, type TSkuFormValues } from './sku-form-values.ts';

type TField = keyof TSkuFormValues;

export interface TSkuFormProps {
  mode: 'create' | 'update';
  initial: TSkuFormValues;
  /** saves; may answer where to go next (the form leaves only once it is no longer dirty) */
  onSubmit: (body: TSkuCreateBody) => Promise<{ goTo?: string } | void>;
  onCancel: () => void;
  saving: boolean;
}

const REQUIRED: ReadonlySet<TField> = new Set(['mCode', 'sCode', 'name', 'category', 'unit', 'description', 'grossWeight', 'netWeight', 'length', 'width', 'height']);

/**
 * Every SKU field (SPEC §3) with the rules of SPEC §5 checked as the user types: the domain's `skuDraftSchema`,
 * the same schema the server runs, gives each field its message. Leaving with unsaved changes asks first.
 */
export function SkuForm({ mode, initial, onSubmit, onCancel, saving }: TSkuFormProps) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<TSkuFormValues>();
  const serverErrors = useServerFieldErrors(form);
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  // while typing, a field is checked once the user has touched it; saving checks them all
  const submitting = useRef(false);
  const meta = useSkuMeta(lang);
  useUnsavedChangesPrompt(dirty);

  // leave once the prompt is off (the blocker reads the committed `dirty`)
  useEffect(() => {
    if (leaveTo !== null && !dirty) void navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  const categories = useMemo(
    () =>
      meta.data?.categories ?? SKU_CATEGORY_CODES.map((code) => ({ code, name: SKU_CATEGORY_LABELS[code][lang] })),
    [meta.data, lang],
  );
  const units = useMemo(() => {
    const list = meta.data?.units ?? SKU_UNIT_CODES.map((code) => ({ code, name: SKU_UNIT_LABELS[code][lang] }));
    // a unit deactivated since stays selectable on the SKU that has it
    return initial.unit && !list.some((u) => u.code === initial.unit) ? [...list, { code: initial.unit, name: initial.unit }] : list;
  }, [meta.data, lang, initial.unit]);

  const label = (f: TField) => SKU_FIELD_LABELS[f][lang];
  const schema = useMemo(() => skuDraftSchema({ units: units.map((u) => u.code), categories: categories.map((c) => c.code) }), [units, categories]);

  /** the domain's message for one field, as an antd validator */
  const rule = (field: TField) => ({
    validator: async () => {
      // a dependant field (net weight after the gross weight) is not judged before the user reaches it
      if (!submitting.current && !form.isFieldTouched(field)) return;
      const values = form.getFieldsValue(true) as TSkuFormValues;
      const problem = fieldErrorsOf(schema, formToDraft(values), lang).find((e) => e.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

  const item = (field: TField, node: ReactNode, extra?: { dependencies?: TField[]; help?: ReactNode }) => (
    <Form.Item
      name={field}
      label={label(field)}
      required={REQUIRED.has(field)}
      rules={[rule(field)]}
      dependencies={extra?.dependencies}
      extra={extra?.help}
    >
      {node}
    </Form.Item>
  );

  const numberInput = (field: TField, unit: string, placeholder?: string) => (
    <Input inputMode="decimal" suffix={unit} placeholder={placeholder ?? t('sku.form.numberPlaceholder')} autoComplete="off" data-testid={`sku-field-${field}`} />
  );

  const values = Form.useWatch([], form) as Partial<TSkuFormValues> | undefined;
  const derived = derivedOf(values ?? initial);
  const computedVolume = (() => {
    const d = derivedOf({ ...(values ?? initial), volume: '' });
    return d ? formatNumber(d.volume) : '';
  })();

  const submit = async () => {
    let v: TSkuFormValues;
    submitting.current = true;
    try {
      v = await form.validateFields();
    } catch {
      form.scrollToField(form.getFieldsError().find((f) => f.errors.length > 0)?.name ?? [], { block: 'center' });
      return;
    } finally {
      submitting.current = false;
    }
    try {
      const next = await onSubmit(formToBody({ ...initial, ...v }, mode));
      setDirty(false);
      if (next && next.goTo) setLeaveTo(next.goTo);
    } catch (err) {
      // the server's field messages (the same rules, taken codes 20001/20007/20008) go on their fields
      const fields = isApiError(err) ? err.fieldErrors.filter((e) => e.field in initial) : [];
      if (fields.length > 0) {
        serverErrors.show(fields);
        form.scrollToField(fields[0]!.field as TField, { block: 'center' });
      }
      if (!(isApiError(err) && err.handled)) toast.error(errorMessage(err));
    }
  };

  const cancel = () => {
    if (!dirty || mode === 'create') {
      onCancel();
      return;
    }
    modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.message'),
      okText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        setDirty(false);
        onCancel();
      },
    });
  };

  return (
    <Form<TSkuFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed, all) => {
        serverErrors.onValuesChange(changed);
        setDirty(!sameSkuForm(all, initial));
      }}
      onFinish={() => void submit()}
      disabled={saving}
      name={`sku-${mode}`}
      className="sku-form"
      data-testid="sku-form"
      requiredMark
      scrollToFirstError
    >
      <Card title={t('sku.form.general')} className="sku-form__card">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {item(
              'sku',
              <Input
                placeholder={mode === 'create' ? t('sku.form.skuPlaceholder') : undefined}
                disabled={mode === 'update'}
                maxLength={SKU_CODE_MAX}
                autoComplete="off"
                data-testid="sku-field-sku"
                autoFocus={mode === 'create'}
              />,
              { help: mode === 'create' ? t('sku.form.skuHelp') : t('sku.form.skuLocked') },
            )}
          </Col>
          <Col xs={24} md={16}>
            {item('name', <Input count={{ show: true, max: SKU_NAME_MAX }} autoComplete="off" data-testid="sku-field-name" />)}
          </Col>
          <Col xs={24} md={8}>
            {item('mCode', <Input autoComplete="off" data-testid="sku-field-mCode" />, { help: t('sku.form.mCodeHelp') })}
          </Col>
          <Col xs={24} md={8}>
            {item('sCode', <Input autoComplete="off" data-testid="sku-field-sCode" />, { help: t('sku.form.sCodeHelp') })}
          </Col>
          <Col xs={24} md={8}>
            {item('tag', <Input count={{ show: false, max: SKU_TAG_MAX }} autoComplete="off" data-testid="sku-field-tag" />)}
          </Col>
          <Col xs={24} md={8}>
            {item(
              'category',
              <Select
                showSearch={{ filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input)) }}
                placeholder={t('sku.form.categoryPlaceholder')}
                options={categories.map((c) => ({ value: c.code, label: c.name }))}
                loading={meta.isPending}
                data-testid="sku-field-category"
              />,
            )}
          </Col>
          <Col xs={24} md={8}>
            {item(
              'unit',
              <Select
                showSearch={{ filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input)) }}
                options={units.map((u) => ({ value: u.code, label: u.name }))}
                loading={meta.isPending}
                data-testid="sku-field-unit"
              />,
            )}
          </Col>
          <Col xs={24}>
            {item(
              'description',
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={{ show: true, max: SKU_DESCRIPTION_MAX }} data-testid="sku-field-description" />,
            )}
          </Col>
        </Row>
      </Card>

      <Card title={t('sku.form.measures')} className="sku-form__card">
        <Row gutter={16}>
          <Col xs={12} md={6}>
            {item('grossWeight', numberInput('grossWeight', 'g'))}
          </Col>
          <Col xs={12} md={6}>
            {item('netWeight', numberInput('netWeight', 'g'), { dependencies: ['grossWeight'] })}
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            {item('length', numberInput('length', 'cm'))}
          </Col>
          <Col xs={12} md={6}>
            {item('width', numberInput('width', 'cm'))}
          </Col>
          <Col xs={12} md={6}>
            {item('height', numberInput('height', 'cm'))}
          </Col>
          <Col xs={12} md={6}>
            {item('volume', numberInput('volume', 'cm³', computedVolume || t('sku.form.volumePlaceholder')), {
              dependencies: ['length', 'width', 'height'],
              help: t('sku.form.volumeHelp'),
            })}
          </Col>
        </Row>
        <div className="sku-form__derived" data-testid="sku-derived">
          <div>
            <Typography.Text type="secondary">{t('sku.form.volume')}</Typography.Text>
            <div className="sku-form__derived-value" data-testid="sku-derived-volume">
              {derived ? `${formatNumber(derived.volume)} cm³` : '—'}
            </div>
          </div>
          <div>
            <Typography.Text type="secondary">{t('sku.form.volumetricWeight')}</Typography.Text>
            <div className="sku-form__derived-value" data-testid="sku-derived-volumetric">
              {derived ? `${formatNumber(derived.volumetricWeight)} g` : '—'}
            </div>
          </div>
          <Typography.Text type="secondary" className="sku-form__derived-note">
            {t('sku.form.volumetricNote')}
          </Typography.Text>
        </div>
      </Card>

      <Card title={t('sku.form.management')} className="sku-form__card">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="manageExpDate" label={label('manageExpDate')} valuePropName="checked" extra={t('sku.form.expHelp')}>
              <Switch data-testid="sku-field-manageExpDate" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="manageProdDate" label={label('manageProdDate')} valuePropName="checked" extra={t('sku.form.prodHelp')}>
              <Switch data-testid="sku-field-manageProdDate" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            {item('note', <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={{ show: true, max: SKU_NOTE_MAX }} data-testid="sku-field-note" />)}
          </Col>
        </Row>
      </Card>

      <div className="sku-form__actions">
        <Space>
          <Button onClick={cancel} disabled={false} data-testid="sku-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} data-testid="sku-save">
            {mode === 'create' ? t('sku.form.create') : t('common.save')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
