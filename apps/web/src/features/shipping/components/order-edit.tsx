import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { DollarOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canEditShippingCod, canEditShippingReceiver, validatePhone, type TShippingOrderDetail } from '@ffm/domain';
import { OtpModal } from '../../../components/otp-modal.tsx';
import { VND_INPUT } from '../../../lib/format.ts';
import { useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { sendOrderOtp, useUpdateShippingCod, useUpdateShippingReceiver } from '../api/shipping-api.ts';

interface TReceiver {
  to_name: string;
  to_phone: string;
  to_address: string;
}

type TPending = { kind: 'receiver'; values: TReceiver } | { kind: 'cod'; cod: number };

/**
 * The shop's changes of an order in the portal (SPEC §3 OTP purpose update_order): the receiver before pickup, the
 * COD amount before delivery. The new values are typed first, then confirmed with the code sent to the registered
 * phone; a refused code keeps the step open to type it again or send a new one.
 */
export function OrderEditButtons({ order }: { order: TShippingOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<'receiver' | 'cod' | null>(null);
  const [pending, setPending] = useState<TPending | null>(null);
  const [receiverForm] = Form.useForm<TReceiver>();
  const [codForm] = Form.useForm<{ cod_amount: number }>();
  const receiver = useUpdateShippingReceiver();
  const cod = useUpdateShippingCod();

  const confirm = async (otp: string) => {
    if (!pending) return;
    if (pending.kind === 'receiver') await receiver.mutateAsync({ order_code: order.order_code, ...pending.values, otp });
    else await cod.mutateAsync({ order_code: order.order_code, cod_amount: pending.cod, otp });
    toast.success(t(pending.kind === 'receiver' ? 'shipping.edit.receiverSaved' : 'shipping.edit.codSaved', { code: order.order_code }));
    setPending(null);
  };

  return (
    <>
      {canEditShippingReceiver(order.status) ? (
        <Button icon={<EditOutlined />} onClick={() => setEditing('receiver')} data-testid="edit-receiver">
          {t('shipping.edit.receiver')}
        </Button>
      ) : null}
      {canEditShippingCod(order.status) ? (
        <Button icon={<DollarOutlined />} onClick={() => setEditing('cod')} data-testid="edit-cod">
          {t('shipping.edit.cod')}
        </Button>
      ) : null}
      <Modal
        open={editing === 'receiver'}
        title={t('shipping.edit.receiverTitle', { code: order.order_code })}
        okText={t('shipping.edit.next')}
        onOk={() => receiverForm.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'edit-receiver-next' }}
      >
        <Form<TReceiver>
          form={receiverForm}
          layout="vertical"
          initialValues={{ to_name: order.to_name, to_phone: order.to_phone, to_address: order.to_address }}
          onFinish={(values) => {
            setEditing(null);
            setPending({ kind: 'receiver', values });
          }}
        >
          <Form.Item name="to_name" label={t('shipping.field.toName')} rules={[{ required: true, whitespace: true, message: t('shipping.edit.required') }]}>
            <Input maxLength={255} data-testid="edit-to_name" />
          </Form.Item>
          <Form.Item
            name="to_phone"
            label={t('shipping.field.toPhone')}
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  const r = validatePhone(v ?? '', undefined, lang);
                  if (!r.ok) throw new Error(r.message);
                },
              },
            ]}
          >
            <Input maxLength={20} inputMode="tel" data-testid="edit-to_phone" />
          </Form.Item>
          <Form.Item name="to_address" label={t('shipping.field.toAddress')} rules={[{ required: true, whitespace: true, message: t('shipping.edit.required') }]}>
            <Input maxLength={500} data-testid="edit-to_address" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={editing === 'cod'}
        title={t('shipping.edit.codTitle', { code: order.order_code })}
        okText={t('shipping.edit.next')}
        onOk={() => codForm.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'edit-cod-next' }}
      >
        <Form<{ cod_amount: number }>
          form={codForm}
          layout="vertical"
          initialValues={{ cod_amount: order.cod_amount }}
          onFinish={(v) => {
            setEditing(null);
            if (v.cod_amount !== order.cod_amount) setPending({ kind: 'cod', cod: v.cod_amount });
          }}
        >
          <Form.Item name="cod_amount" label={t('shipping.field.codAmount')} rules={[{ required: true, message: t('shipping.edit.required') }]}>
            <InputNumber<number>
              {...VND_INPUT}
              max={10_000_000_000}
              className="shipping-number"
              addonAfter="₫"
              data-testid="edit-cod-amount"
            />
          </Form.Item>
        </Form>
      </Modal>
      <OtpModal open={pending !== null} send={sendOrderOtp} title={t('shipping.edit.otpTitle')} intro={t('shipping.edit.otpIntro')} onConfirm={confirm} onClose={() => setPending(null)} />
    </>
  );
}
