import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_GROUP_DESCRIPTION_MAX,
  PERMISSION_GROUP_NAME_MAX,
  fieldErrorsOf,
  permissionGroupDraftSchema,
  type TLang,
} from '@ffm/domain';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useCreateGroup, useUpdateGroup, type TGroupDraft, type TPermissionGroup } from '../api/permission-api.ts';
import { PermissionChecklist } from './permission-checklist.tsx';

const EMPTY: TGroupDraft = { name: '', description: '', permissions: [] };
/** The group's rules, the server's. */
const GROUP_SCHEMA = permissionGroupDraftSchema();

function draftOf(group: TPermissionGroup | null): TGroupDraft {
  return group ? { name: group.name, description: group.description ?? '', permissions: [...group.permissions] } : EMPTY;
}

function sameDraft(a: TGroupDraft, b: TGroupDraft): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    (a.description ?? '').trim() === (b.description ?? '').trim() &&
    [...a.permissions].sort().join(',') === [...b.permissions].sort().join(',')
  );
}

/**
 * Create or edit a permission group: name and description (at most 64 each), at least one permission.
 * Mounted while open (the parent keys it by group), so the form starts from the group every time.
 */
export function GroupEditor({
  open,
  group,
  shopId,
  onClose,
}: {
  open: boolean;
  /** null: a new group */
  group: TPermissionGroup | null;
  shopId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const { modal } = App.useApp();
  const [form] = Form.useForm<TGroupDraft>();
  const [dirty, setDirty] = useState(false);
  const create = useCreateGroup(shopId);
  const update = useUpdateGroup();
  const saving = create.isPending || update.isPending;
  useUnsavedChangesPrompt(open && dirty);

  /** the domain's rule for one field, as an antd validator */
  const ruleFor = (field: keyof TGroupDraft) => ({
    validator: async () => {
      const problem = fieldErrorsOf(GROUP_SCHEMA, form.getFieldsValue(true) as TGroupDraft, lang).find((e) => e.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

  const close = () => {
    if (!dirty) {
      onClose();
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
        onClose();
      },
    });
  };

  const onFinish = (values: TGroupDraft) => {
    const draft: TGroupDraft = {
      name: values.name.trim(),
      description: (values.description ?? '').trim(),
      permissions: values.permissions,
    };
    const done = (message: string) => {
      toast.success(message);
      setDirty(false);
      onClose();
    };
    if (group) {
      update.mutate({ groupId: group.id, draft, before: group.permissions }, { onSuccess: () => done(t('permissions.updated')) });
    } else {
      create.mutate(draft, { onSuccess: () => done(t('permissions.created')) });
    }
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      size={640}
      title={group ? t('permissions.editTitle') : t('permissions.createTitle')}
      destroyOnHidden
      data-testid="group-editor"
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="group-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<TGroupDraft>
        form={form}
        layout="vertical"
        initialValues={draftOf(group)}
        onFinish={onFinish}
        onValuesChange={(_, all) => setDirty(!sameDraft({ ...EMPTY, ...all }, draftOf(group)))}
        disabled={saving}
        name="permission-group"
      >
        <Form.Item name="name" label={t('permissions.name')} required rules={[ruleFor('name')]}>
          <Input
            placeholder={t('permissions.namePlaceholder')}
            maxLength={PERMISSION_GROUP_NAME_MAX}
            showCount
            data-testid="group-name"
            autoFocus
          />
        </Form.Item>
        <Form.Item name="description" label={t('permissions.description')} rules={[ruleFor('description')]}>
          <Input
            placeholder={t('permissions.descriptionPlaceholder')}
            maxLength={PERMISSION_GROUP_DESCRIPTION_MAX}
            showCount
            data-testid="group-description"
          />
        </Form.Item>
        <Form.Item name="permissions" label={t('permissions.permissions')} required rules={[ruleFor('permissions')]}>
          <PermissionChecklist />
        </Form.Item>
        {/* Enter in a text field submits */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Drawer>
  );
}
