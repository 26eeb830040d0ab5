import { useEffect, useMemo, useState } from 'react';
import { Alert, Col, Radio, Row, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_CALLS, type TConvertedAddress, type TOldAddressInput } from '@ffm/domain';
import { callApi } from '../lib/api-client.ts';
import { errorMessage } from '../lib/api.ts';
import { FOLDED_SEARCH } from '../lib/select-search.ts';
import { wardOptions } from './address-options.ts';

/**
 * A 2025 address (34 provinces and their wards, no district): what every address form of the portal stores, with
 * the pre-2025 address it was converted from when the user re-used a stored old one.
 */
export interface TAddressValue {
  provinceId?: number;
  /** the 2025 ward's government code */
  wardCode?: string;
  /** names as picked ('Thành phố Hồ Chí Minh', 'Phường Sài Gòn'), for calls that take names (GHN's new address model) */
  provinceName?: string;
  wardName?: string;
  /** the old address this one was converted from (kept on the order, printed small on its label) */
  old?: TOldAddressInput;
}

const master = { staleTime: Infinity } as const;

function useProvinces2025() {
  return useQuery({ queryKey: ['master', '2025', 'provinces'], queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.provinceV3, {}, { signal }), ...master });
}

function useWards2025(provinceId: number | undefined) {
  return useQuery({
    queryKey: ['master', '2025', 'wards', provinceId],
    queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.wardV3, { province_id: provinceId }, { signal }),
    enabled: provinceId !== undefined,
    ...master,
  });
}

function useSearch2025(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['master', '2025', 'search', q],
    queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.suggestAddress, { query: q, limit: 20, scheme: '2025' }, { signal }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
  });
}

function useConversion(old: TOldAddressInput | undefined) {
  return useQuery({
    queryKey: ['master', '2025', 'convert', old?.provinceId, old?.districtId, old?.wardCode ?? null],
    queryFn: ({ signal }) => callApi(MASTER_DATA_CALLS.convertAddress, { provinceId: old!.provinceId, districtId: old!.districtId, wardCode: old!.wardCode ?? null }, { signal }),
    enabled: old !== undefined,
    retry: false,
    ...master,
  });
}

/** The conversion's new wards (one when converted): which wards keep the old address beside them. */
function targetsOf(c: TConvertedAddress | undefined): string[] {
  return c ? c.candidates.map((x) => x.code) : [];
}

/**
 * The portal's one address picker (issue 24): a province among the 34 of 2025, then its ward, found as typed by its
 * own name, an old ward's or district's name ("Bến Nghé" finds Phường Sài Gòn, shown with "tên cũ") or its English
 * name; no district step. Typing a ward before a province searches every province and picking sets both.
 *
 * Given a value with only `old` (a stored pre-2025 address being edited or re-used), it shows the old address and
 * converts it through /ffm/convert-address: one target is filled in; for a split ward the user picks among the
 * targets, shown with their names. Nothing is guessed. Used as a Form.Item's control (value / onChange).
 */
export function AddressPicker({ value, onChange, testId = 'address', disabled }: { value?: TAddressValue; onChange?: (v: TAddressValue) => void; testId?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const provinceId = value?.provinceId;
  const provinces = useProvinces2025();
  const wards = useWards2025(provinceId);
  const search = useSearch2025(query);
  const conversion = useConversion(value?.old);
  const converted = conversion.data;

  // a stored old address that converts to one ward is filled in; a split one waits for the user's choice
  useEffect(() => {
    if (!value?.old || value.wardCode || !converted || converted.status !== 'converted' || !converted.ward) return;
    onChange?.({ provinceId: converted.province.id, wardCode: converted.ward.code, provinceName: converted.province.fullName, wardName: converted.ward.fullName, old: value.old });
  }, [converted, value, onChange]);

  const options = useMemo(() => wardOptions(query, provinceId, wards.data ?? [], search.data ?? []), [query, provinceId, wards.data, search.data]);
  // the chosen ward stays shown (with its name) when the search moved on, or before the province's wards arrive
  const chosen = value?.wardCode && !options.some((o) => o.wardCode === value.wardCode) ? (wards.data ?? []).find((w) => w.code === value.wardCode) : undefined;
  const splitCandidates = converted?.status === 'split' ? converted.candidates : [];

  const pickWard = (wardCode: string, wardProvinceId: number, wardName: string | undefined) => {
    // the old address stays beside the new one only while the new ward is one it converts to
    const keepOld = value?.old && targetsOf(converted).includes(wardCode) ? { old: value.old } : {};
    const provinceName = provinces.data?.find((p) => p._id === wardProvinceId)?.name;
    onChange?.({ provinceId: wardProvinceId, wardCode, ...(provinceName ? { provinceName } : {}), ...(wardName ? { wardName } : {}), ...keepOld });
    setQuery('');
  };

  return (
    <div className="address-picker" data-testid={testId}>
      {value?.old ? (
        <Alert
          type={conversion.isError ? 'error' : splitCandidates.length && !value.wardCode ? 'warning' : 'info'}
          showIcon
          className="address-picker-old"
          data-testid={`${testId}-old`}
          title={converted ? t('address.oldAddress', { label: converted.oldLabel }) : conversion.isError ? t('address.convertFailed') : undefined}
          description={
            conversion.isError ? (
              errorMessage(conversion.error)
            ) : splitCandidates.length ? (
              <Space direction="vertical" size={4}>
                <Typography.Text>{t('address.split')}</Typography.Text>
                <Radio.Group
                  value={splitCandidates.some((c) => c.code === value.wardCode) ? value.wardCode : undefined}
                  onChange={(e) => pickWard(String(e.target.value), converted!.province.id, splitCandidates.find((c) => c.code === e.target.value)?.fullName)}
                  disabled={disabled}
                  data-testid={`${testId}-split`}
                >
                  <Space direction="vertical" size={2}>
                    {splitCandidates.map((c) => (
                      <Radio key={c.code} value={c.code}>
                        {c.fullName}, {converted!.province.fullName}
                        {c.note ? <Typography.Text type="secondary"> ({c.note})</Typography.Text> : null}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Space>
            ) : converted?.ward ? (
              t('address.converted', { label: `${converted.ward.fullName}, ${converted.province.fullName}` })
            ) : undefined
          }
        />
      ) : null}
      <Row gutter={[12, 8]}>
        <Col xs={24} md={10}>
          <Select
            value={provinceId}
            showSearch={FOLDED_SEARCH}
            allowClear
            disabled={disabled}
            loading={provinces.isPending}
            placeholder={t('address.provincePlaceholder')}
            aria-label={t('address.province')}
            options={(provinces.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
            onChange={(id: number | undefined) =>
              onChange?.({
                ...(id === undefined ? {} : { provinceId: id, provinceName: provinces.data?.find((p) => p._id === id)?.name }),
                ...(value?.old && id === converted?.province.id ? { old: value.old } : {}),
              })
            }
            className="address-picker-select"
            data-testid={`${testId}-province`}
          />
        </Col>
        <Col xs={24} md={14}>
          <Select
            value={value?.wardCode}
            showSearch={{ filterOption: false, onSearch: setQuery }}
            disabled={disabled}
            loading={wards.isFetching || search.isFetching}
            placeholder={t('address.wardPlaceholder')}
            aria-label={t('address.ward')}
            notFoundContent={null}
            options={[
              ...options.map((o) => ({
                value: o.wardCode,
                label: (
                  <span className="address-picker-option" data-testid={`${testId}-ward-option`}>
                    {o.wardName}
                    {o.provinceName ? <Typography.Text type="secondary">, {o.provinceName}</Typography.Text> : null}
                    {o.oldName ? (
                      <Typography.Text type="secondary" className="address-picker-oldname">
                        {t('address.oldName', { name: o.oldName })}
                      </Typography.Text>
                    ) : null}
                  </span>
                ),
                provinceId: o.provinceId,
                wardName: o.wardName,
              })),
              ...(chosen ? [{ value: chosen.code, label: <span>{chosen.name}</span>, provinceId: chosen.parent_id, wardName: chosen.name }] : []),
            ]}
            onChange={(code: string, opt) => {
              const o = Array.isArray(opt) ? undefined : (opt as { provinceId?: number; wardName?: string } | undefined);
              pickWard(code, o?.provinceId ?? provinceId ?? 0, o?.wardName);
            }}
            className="address-picker-select"
            data-testid={`${testId}-ward`}
          />
        </Col>
      </Row>
    </div>
  );
}

/** The Form.Item rule of an AddressPicker: a ward must be chosen (a split old address is not an address yet). */
export function addressRule(message: string) {
  return {
    validator: async (_r: unknown, v: TAddressValue | undefined) => {
      if (!v?.wardCode || v.provinceId === undefined) throw new Error(message);
    },
  };
}
