import { Select } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { foldText } from '@ffm/domain';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import type { TShopRef } from '../../lib/user-info.ts';

/**
 * SPEC §2: staff can be switched between shops. The choice is stored, and every shop-scoped query is reset
 * so nothing of the previous shop stays on screen (the session queries follow through their keys).
 */
export function ShopSwitcher({ shops, value }: { shops: readonly TShopRef[]; value: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const onChange = (shopId: number) => {
    if (shopId === value) return;
    session.setShopId(shopId);
    void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    const name = shops.find((s) => s.id === shopId)?.name ?? String(shopId);
    toast.success(t('shell.shopSwitched', { name }), 'shop-switched');
  };

  return (
    <Select<number>
      data-testid="shop-switcher"
      className="shop-switcher"
      value={value ?? undefined}
      placeholder={shops.length ? t('shell.shopPlaceholder') : t('shell.noShop')}
      disabled={shops.length === 0}
      onChange={onChange}
      prefix={<ShopOutlined />}
      showSearch={{ filterOption: (input, option) => foldText(String(option?.label ?? '')).includes(foldText(input)) }}
      popupMatchSelectWidth={false}
      options={shops.map((s) => ({ value: s.id, label: s.name }))}
      aria-label={t('shell.shopPlaceholder')}
    />
  );
}
