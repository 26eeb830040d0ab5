import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShopConfig } from '../../../lib/config.ts';
import { formatCm, formatGrams, formatMoney } from '../../../lib/format.ts';

/** The current shop's contract limits (getconfigV2), cached per shop: money in VND, weight in g, sizes in cm. */
export function ContractLimitsCard({ shopId }: { shopId: number | null }) {
  const { t } = useTranslation();
  const { data, isPending } = useShopConfig(shopId);
  const contract = data?.contract;

  let body;
  if (!shopId) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.contract.noShop')} />;
  else if (isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!contract) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.contract.empty')} />;
  else {
    const stats: Array<{ key: string; title: string; value: string }> = [
      { key: 'cod', title: t('home.contract.maxCod'), value: formatMoney(contract.max_cod) },
      { key: 'insurance', title: t('home.contract.maxInsurance'), value: formatMoney(contract.max_insurrance) },
      { key: 'weight', title: t('home.contract.maxWeight'), value: formatGrams(contract.max_weight) },
      { key: 'length', title: t('home.contract.maxLength'), value: formatCm(contract.max_length) },
      { key: 'width', title: t('home.contract.maxWidth'), value: formatCm(contract.max_width) },
      { key: 'height', title: t('home.contract.maxHeight'), value: formatCm(contract.max_height) },
    ];
    body = (
      <Row gutter={[16, 20]}>
        {stats.map((s) => (
          <Col key={s.key} xs={24} sm={12} xl={8}>
            <Statistic title={s.title} value={s.value} data-testid={`contract-${s.key}`} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Card title={t('home.contract.title')} data-testid="contract-limits" className="home-card">
      {body}
    </Card>
  );
}
