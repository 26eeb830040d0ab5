import { useState } from 'react';
import { App, Button, Card, Empty, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListBody, useWholeList } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCurrentShopId } from '../../../lib/user-info.ts';
import { useDeleteGroup, useGroups, type TPermissionGroup } from '../api/permission-api.ts';
import { GroupEditor } from '../components/group-editor.tsx';
import { GroupMembers } from '../components/group-members.tsx';

type TEditing = { group: TPermissionGroup | null } | null;

/** /phan-quyen (owner): the permission groups of the current shop. */
export function PermissionGroupsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shopId = useCurrentShopId();
  const groups = useGroups(shopId);
  // the shop's groups come whole: paged and sorted here (another shop: the first page)
  const list = useWholeList(groups.data, 20, shopId);
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<TEditing>(null);
  const [members, setMembers] = useState<TPermissionGroup | null>(null);

  const confirmDelete = (g: TPermissionGroup) => {
    modal.confirm({
      title: t('permissions.deleteTitle', { name: g.name }),
      content: t('permissions.deleteConfirm'),
      okText: t('common.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'group-delete-confirm' },
      onOk: () => remove.mutateAsync(g.id).then(() => toast.success(t('permissions.deleted'))),
    });
  };

  const columns: TableColumnsType<TPermissionGroup> = [
    {
      title: t('permissions.name'),
      dataIndex: 'name',
      render: (name: string, g) => (
        <Button type="link" className="table-link" onClick={() => setEditing({ group: g })}>
          {name}
        </Button>
      ),
      sorter: (a, b) => a.name.localeCompare(b.name, 'vi'),
    },
    { title: t('permissions.description'), dataIndex: 'description', render: (d: string | null) => d || '—', ellipsis: true },
    {
      title: t('permissions.permissionCount'),
      dataIndex: 'permissions',
      width: 130,
      align: 'center',
      render: (p: string[]) => <Tag color="orange">{p.length}</Tag>,
      sorter: (a, b) => a.permissions.length - b.permissions.length,
    },
    {
      title: t('permissions.userCount'),
      dataIndex: 'userCount',
      width: 130,
      align: 'center',
      render: (n: number, g) => (
        <Button type="link" icon={<TeamOutlined />} onClick={() => setMembers(g)} data-testid={`group-members-${g.id}`}>
          {n}
        </Button>
      ),
      sorter: (a, b) => a.userCount - b.userCount,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      align: 'right',
      render: (_, g) => (
        <Space size={0}>
          <Tooltip title={t('common.edit')}>
            <Button type="text" icon={<EditOutlined />} onClick={() => setEditing({ group: g })} aria-label={t('common.edit')} data-testid={`group-edit-${g.id}`} />
          </Tooltip>
          <Tooltip title={t('permissions.members')}>
            <Button type="text" icon={<TeamOutlined />} onClick={() => setMembers(g)} aria-label={t('permissions.members')} />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button type="text" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(g)} aria-label={t('common.delete')} data-testid={`group-delete-${g.id}`} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ group: null })} disabled={shopId === null} data-testid="group-create">
      {t('permissions.create')}
    </Button>
  );

  return (
    <div data-testid="permission-groups-page">
      <PageHeader title={t('permissions.title')} subtitle={t('permissions.subtitle')} extra={createButton} />
      <Card className="table-card">
        {shopId === null ? (
          <Empty description={t('permissions.noShop')} />
        ) : (
          <ListBody<TPermissionGroup>
            query={{ ...groups, data: list.data }}
            loading={groups.isPending}
            sizes={[20]}
            onPage={list.onPage}
            onPageSize={list.onPageSize}
            onChange={list.onChange}
            rowKey="id"
            columns={columns}
            locale={{
              emptyText: groups.isPending ? ' ' : (
                <Empty description={t('permissions.empty')}>
                  {createButton}
                </Empty>
              ),
            }}
            data-testid="group-table"
          />
        )}
      </Card>
      {editing ? <GroupEditor key={editing.group?.id ?? 'new'} open group={editing.group} shopId={shopId} onClose={() => setEditing(null)} /> : null}
      {members ? <GroupMembers group={members} shopId={shopId} onClose={() => setMembers(null)} /> : null}
    </div>
  );
}
