import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarcodeOutlined,
  CarOutlined,
  DatabaseOutlined,
  ExportOutlined,
  HomeOutlined,
  ImportOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** One icon per menu group (SPEC §2: SKU, Inbound, Outbound, Tools, plus the owner's and provider's areas). */
const GROUP_ICONS: Record<string, ReactNode> = {
  HOME: <HomeOutlined />,
  SKU: <BarcodeOutlined />,
  INBOUND: <ImportOutlined />,
  OUTBOUND: <ExportOutlined />,
  SHIPPING: <CarOutlined />,
  INVENTORY: <DatabaseOutlined />,
  TOOLS: <ToolOutlined />,
  SHOP: <ShopOutlined />,
  OPS: <SettingOutlined />,
  ACCOUNT: <UserOutlined />,
};

/** Entries that deserve their own icon; the others show their group's. */
const ITEM_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  permissionGroups: <SafetyCertificateOutlined />,
  systemConfig: <SettingOutlined />,
  account: <UserOutlined />,
};

export function groupIcon(group: string): ReactNode {
  return GROUP_ICONS[group] ?? <AppstoreOutlined />;
}

export function itemIcon(key: string, group: string): ReactNode {
  return ITEM_ICONS[key] ?? groupIcon(group);
}
