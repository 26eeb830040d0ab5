import { useMemo } from 'react';
import { Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  roundTo2,
  SIZE_WEIGHT_UPLOAD_COLUMNS,
  SKU_UPLOAD_COLUMNS,
  skuVolumeCm3,
  toPositiveNumber,
  volumetricWeightGrams,
  type TLang,
  type TUploadColumn,
} from '@ffm/domain';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format.ts';
import { UploadCellText, type TUploadCell, type TUploadFlowColumn } from '../../../components/upload-flow/upload-rows-table.tsx';
import { useSkuByCode, useSkuMeta } from '../api/sku-api.ts';
import { SKU_PATHS } from '../paths.ts';

const NUMERIC = new Set(['grossWeight', 'netWeight', 'length', 'width', 'height', 'volume']);

/** The flow's columns from an upload template's columns: the header in the user's language, numbers on the right. */
export function templateColumns(columns: readonly TUploadColumn[], lang: TLang): TUploadFlowColumn[] {
  return columns.map((c) => ({
    key: c.key,
    title: c.label[lang],
    align: NUMERIC.has(c.key) ? ('right' as const) : undefined,
    width: c.key === 'name' || c.key === 'description' ? 220 : undefined,
  }));
}

/** Category and unit names by code (the SKU meta call), for the review to show labels, not codes. */
export interface TSkuNames {
  category: ReadonlyMap<string, string>;
  unit: ReadonlyMap<string, string>;
}

/** A code cell as its name; a code that names nothing is shown as typed (the row's message says what is wrong). */
function namedCell(names: ReadonlyMap<string, string> | undefined) {
  return (v: TUploadCell | undefined) => {
    const code = typeof v === 'string' ? v.trim().toUpperCase() : null;
    const name = code ? names?.get(code) : undefined;
    return name ? (
      <Tooltip title={code}>
        <span>{name}</span>
      </Tooltip>
    ) : (
      <UploadCellText value={v} />
    );
  };
}

export function skuUploadColumns(lang: TLang, names?: TSkuNames): TUploadFlowColumn[] {
  return templateColumns(SKU_UPLOAD_COLUMNS, lang).map((c) =>
    c.key === 'category' ? { ...c, render: namedCell(names?.category) } : c.key === 'unit' ? { ...c, render: namedCell(names?.unit) } : c,
  );
}

/** The SKU meta's names by code (undefined while it loads: cells show as typed until then). */
export function useSkuNames(lang: TLang): TSkuNames | undefined {
  const meta = useSkuMeta(lang);
  return useMemo(
    () =>
      meta.data
        ? { category: new Map(meta.data.categories.map((c) => [c.code, c.name])), unit: new Map(meta.data.units.map((u) => [u.code, u.name])) }
        : undefined,
    [meta.data],
  );
}

/** A created SKU's code, linking to the list searched for it. */
export function skuRefLink(ref: string) {
  return (
    <Link to={`${SKU_PATHS.list}?keyword=${encodeURIComponent(ref)}`} data-testid={`upload-ref-${ref}`}>
      {ref}
    </Link>
  );
}

function num(v: TUploadCell | undefined): number | null {
  return toPositiveNumber(typeof v === 'string' ? v.trim().replace(/^(\d+),(\d+)$/, '$1.$2') : v);
}

/**
 * What a size/weight row makes of its SKU: the row's values over the SKU's own (a blank cell keeps it), and the
 * volume and volumetric weight (L × W × H / 5000) recomputed from the result, as the server will.
 */
function SizeWeightAfter({ values, customerId, show }: { values: Record<string, TUploadCell>; customerId: number | null; show: 'volume' | 'volumetricWeight' }) {
  const code = typeof values.sku === 'string' ? values.sku.trim() : null;
  const given = { length: num(values.length), width: num(values.width), height: num(values.height) };
  const needSku = given.length === null || given.width === null || given.height === null;
  const sku = useSkuByCode(code, customerId, needSku);
  const l = given.length ?? sku.data?.length ?? null;
  const w = given.width ?? sku.data?.width ?? null;
  const h = given.height ?? sku.data?.height ?? null;
  if (l === null || w === null || h === null) {
    return needSku && sku.isPending ? <Typography.Text type="secondary">…</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>;
  }
  const text = show === 'volume' ? `${formatNumber(roundTo2(skuVolumeCm3(l, w, h)))} cm³` : `${formatNumber(volumetricWeightGrams(l, w, h))} g`;
  return (
    <Tooltip title={`${formatNumber(l)} × ${formatNumber(w)} × ${formatNumber(h)} cm`}>
      <span className="sku-derived-cell" data-testid={`derived-${show}-${code ?? ''}`}>
        {text}
      </span>
    </Tooltip>
  );
}

/** Size/weight columns, then the recomputed volume and volumetric weight. */
export function sizeWeightColumns(lang: TLang, t: TFunction, customerId: number | null): TUploadFlowColumn[] {
  return [
    ...templateColumns(SIZE_WEIGHT_UPLOAD_COLUMNS, lang).map((c) =>
      c.key === 'sku' ? c : { ...c, render: (v: TUploadCell | undefined) => (v === null || v === undefined || v === '' ? <Typography.Text type="secondary">{t('sku.sizeWeight.keep')}</Typography.Text> : <UploadCellText value={v} />) },
    ),
    {
      key: '_volume',
      title: t('sku.sizeWeight.newVolume'),
      align: 'right',
      width: 130,
      render: (_v, row) => <SizeWeightAfter values={row.values} customerId={customerId} show="volume" />,
    },
    {
      key: '_volumetric',
      title: t('sku.sizeWeight.newVolumetric'),
      align: 'right',
      width: 150,
      render: (_v, row) => <SizeWeightAfter values={row.values} customerId={customerId} show="volumetricWeight" />,
    },
  ];
}
