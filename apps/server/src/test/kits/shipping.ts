/** GHN's shipping-order calls. */
export const SO = '/shiip/public-api/v2/shipping-order';

/** A parcel to Quận 1, TP. HCM (old scheme: district 760, ward 26740), COD 100,000 đ. */
export const HCM_PARCEL = {
  to_name: 'Trần Văn Nhận',
  to_phone: '090 123 4567',
  to_address: '12 Lý Tự Trọng',
  to_district_id: 760,
  to_ward_code: '26740',
  weight: 500,
  length: 20,
  width: 15,
  height: 10,
  cod_amount: 100_000,
  service_type_id: 2,
  payment_type_id: 1,
  required_note: 'CHOXEMHANGKHONGTHU',
  content: 'Sách',
};
