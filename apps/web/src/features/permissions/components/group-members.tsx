import { useState } from 'react';
import { Alert, App, Button, Empty, List, Modal, Select, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { foldText } from '@ffm/domain';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useAssignUser, useGroupDetail, useRemoveUser, type TPermissionGroup } from '../api/permission-api.ts';
import { useShopStaff } from '../api/shop-staff-api.ts';

/** The staff of a group: add a staff member of the shop, remove one (with confirmation). */
export function GroupMembers({ group, shopId, onClose }: { group: TPermissionGroup; shopId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const detail = useGroupDetail(group.id);
  const staff = useShopStaff(shopId);
  const assign = useAssignUser();
  const remove = useRemoveUser();
  const [candidate, setCandidate] = useState<number | null>(null);

  const members = detail.data?.users ?? [];
  const memberIds = new Set(members.map((m) => m.id));
  const candidates = (staff.data ?? []).filter((s) => !memberIds.has(s.id));
  const describe = (p: { fullName: string; phone: string | null; email: string | null }) =>
    [p.fullName, p.phone, p.email].filter(Boolean).join(' · ');

  const add = () => {
    if (candidate === null) return;
    assign.mutate(
      { groupId: group.id, userId: candidate },
      {
        onSuccess: () => {
          setCandidate(null);
          toast.success(t('permissions.memberAdded'));
        },
      },
    );
  };

  const confirmRemove = (userId: number, name: string) => {
    modal.confirm({
      title: t('permissions.removeMemberTitle', { name }),
      okText: t('common.remove'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ groupId: group.id, userId }).then(() => {
          toast.success(t('permissions.memberRemoved'));
        }),
    });
  };

  return (
    <Modal
      open
      title={t('permissions.membersTitle', { name: group.name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={640}
    >
      <div data-testid="group-members">
        <Space.Compact block className="group-members__add">
          <Select<number>
            showSearch={{ filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input)) }}
            value={candidate ?? undefined}
            onChange={setCandidate}
            placeholder={t('permissions.memberPlaceholder')}
            loading={staff.isPending}
            notFoundContent={staff.isPending ? null : t('permissions.noStaff')}
            options={candidates.map((s) => ({ value: s.id, label: describe(s) }))}
            className="group-members__select"
            data-testid="member-select"
          />
          <Button type="primary" icon={<UserAddOutlined />} onClick={add} disabled={candidate === null} loading={assign.isPending} data-testid="member-add">
            {t('permissions.addMember')}
          </Button>
        </Space.Compact>
        {detail.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : detail.isError ? (
          <Alert type="error" showIcon title={errorMessage(detail.error)} />
        ) : members.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('permissions.noMembers')} />
        ) : (
          <List
            dataSource={members}
            rowKey="id"
            renderItem={(m) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => confirmRemove(m.id, m.fullName)}
                    aria-label={t('common.remove')}
                    data-testid={`member-remove-${m.id}`}
                  />,
                ]}
              >
                <List.Item.Meta
                  title={m.fullName}
                  description={<Typography.Text type="secondary">{[m.phone, m.email].filter(Boolean).join(' · ')}</Typography.Text>}
                />
              </List.Item>
            )}
          />
        )}
      </div>
    </Modal>
  );
}
