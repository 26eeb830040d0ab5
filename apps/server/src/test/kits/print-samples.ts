import type { TDeliveryNote, TShippingLabel } from '../../lib/pdf/index.ts';

/** Labels and notes with real Vietnamese text (every tone mark, Đ, ₫) for the PDF tests and the labels bench. */

const RECEIVERS = [
  { name: 'Nguyễn Thị Hường', phone: '0912345678', address: 'Số 45 đường Trần Hưng Đạo, tầng 3', ward: 'Phường Nguyễn Cư Trinh', district: 'Quận 1', province: 'Thành phố Hồ Chí Minh' },
  { name: 'Trần Đức Thắng', phone: '0387654321', address: '18 Lý Thường Kiệt', ward: 'Phường Phan Chu Trinh', district: 'Quận Hoàn Kiếm', province: 'Thành phố Hà Nội' },
  { name: 'Lê Ngọc Bảo Trâm', phone: '02363812345', address: 'Kiệt 72 Ông Ích Khiêm', ward: 'Phường Hải Châu I', district: 'Quận Hải Châu', province: 'Thành phố Đà Nẵng' },
  { name: 'Phạm Thị Ánh Tuyết', phone: '0978123456', address: 'Ấp Mỹ Hoà, cạnh chợ nổi', ward: 'Xã Phú Hữu', district: 'Huyện Châu Thành', province: 'Tỉnh Hậu Giang' },
];

export const SAMPLE_SENDER = {
  name: 'Shop Thời Trang Hà Nội',
  phone: '0987654321',
  address: '12 Ngõ 34 Phố Huế',
  ward: 'Phường Phạm Đình Hổ',
  district: 'Quận Hai Bà Trưng',
  province: 'Thành phố Hà Nội',
};

/** The i-th of a varied set of labels: receivers, COD, payer, required notes and item counts cycle. */
export function sampleShippingLabel(i: number): TShippingLabel {
  const code = `GHN${(100000 + i).toString(36).toUpperCase()}VN`;
  return {
    orderCode: code,
    clientOrderCode: `DH-2026-${String(i).padStart(6, '0')}`,
    sortCode: `${['HN', 'HCM', 'DN', 'HG'][i % 4]}-${String(10 + (i % 23)).padStart(2, '0')}-${String(i % 7).padStart(2, '0')}`,
    trackingUrl: `https://ffm.example.vn/tra-cuu/${code}?t=${(987654321 * (i + 1)).toString(36)}`,
    providerName: 'FFM Express',
    sender: SAMPLE_SENDER,
    receiver: RECEIVERS[i % RECEIVERS.length]!,
    codAmount: i % 5 === 0 ? 0 : 150_000 + i * 12_500,
    shippingFee: 32_000,
    paymentTypeId: i % 2 === 0 ? 2 : 1,
    serviceTypeId: ((i % 3) + 1) as 1 | 2 | 3,
    weightGrams: 300 + (i % 9) * 450,
    items: Array.from({ length: 1 + (i % 4) }, (_, k) => ({ name: ['Áo sơ mi lụa tơ tằm', 'Quần âu đen', 'Khăn lụa Vạn Phúc', 'Nón lá Huế'][k]!, quantity: k + 1 })),
    requiredNote: (['CHOXEMHANGKHONGTHU', 'CHOTHUHANG', 'KHONGCHOXEMHANG'] as const)[i % 3]!,
    note: i % 2 ? 'Gọi trước khi giao, giờ hành chính. Đường hẻm nhỏ, xe tải không vào được.' : null,
    createdAt: new Date(Date.UTC(2026, 10, 23, 3, i % 60)),
  };
}

const PRODUCTS = [
  'Sữa rửa mặt trà xanh Innisfree 150ml',
  'Kem chống nắng dưỡng ẩm SPF50+ PA++++ cho da dầu mụn, không gây bết dính, hộp 50ml',
  'Nước mắm Phú Quốc 40 độ đạm',
  'Bánh đậu xanh Hải Dương hộp 12 chiếc',
  'Cà phê Buôn Ma Thuột rang xay nguyên chất',
  'Trà Shan tuyết cổ thụ Hà Giang',
];

/** A delivery note with `lines` lines of real Vietnamese product names. */
export function sampleDeliveryNote(lines: number, i = 0): TDeliveryNote {
  return {
    code: `SO26112300${String(i).padStart(2, '0')}`,
    clientOrderCode: `DH-2026-${String(1000 + i)}`,
    providerName: 'FFM Fulfillment',
    warehouse: { code: 'HN01', name: 'Kho Hà Nội - Long Biên', address: 'Lô CN3, KCN Sài Đồng B, Phường Thạch Bàn, Quận Long Biên, Thành phố Hà Nội' },
    clientName: 'Công ty TNHH Mỹ Phẩm Hương Giang',
    orderType: 'B2C1D',
    createdAt: new Date(Date.UTC(2026, 10, 23, 2, 30)),
    printedAt: new Date(Date.UTC(2026, 10, 23, 4, 15)),
    sender: SAMPLE_SENDER,
    receiver: RECEIVERS[i % RECEIVERS.length]!,
    carrierName: 'FFM Express',
    shippingOrderCode: 'GHN8X4K2PQ',
    sortCode: 'HCM-12-03',
    serviceTypeId: 2,
    paymentTypeId: 2,
    requiredNote: 'CHOXEMHANGKHONGTHU',
    codAmount: 1_250_000,
    goodsValue: 2_480_000,
    goodsName: 'Mỹ phẩm và đặc sản',
    note: 'Giao giờ hành chính; gọi trước 15 phút. Hàng dễ vỡ, xếp nhẹ tay.',
    lines: Array.from({ length: lines }, (_, k) => ({
      lineNo: k + 1,
      sku: `SKU-${String(k + 1).padStart(4, '0')}${k % 7 === 3 ? '-XANH-LA-CAY-SIZE-XL' : ''}`,
      name: PRODUCTS[k % PRODUCTS.length]!,
      quantity: (k % 5) + 1,
      unit: ['Cái', 'Hộp', 'Chai', 'Gói'][k % 4]!,
    })),
  };
}
