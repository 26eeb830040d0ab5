import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SHIPPING_CALLS } from '@ffm/domain';
import { renderScreen } from '../../../test/render.tsx';
import { LabelPrintPage } from './label-print-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** fetch as the print calls see it: the token as JSON, the labels as a ZPL attachment; every URL asked is kept. */
function stubPrint() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(String(url));
    if (String(url).startsWith(SHIPPING_CALLS.printToken.path)) {
      return new Response(JSON.stringify({ code: 200, message: 'Success', data: { token: 'tk-1' } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('^XA^FDGY1^FS^XZ', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': 'attachment; filename="nhan-80x80.zpl"' } });
  });
  return urls;
}

describe('printing labels for a thermal printer', () => {
  it('offers "In nhiệt (ZPL)" beside the PDF and downloads the ZPL of the size chosen', async () => {
    const urls = stubPrint();
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:zpl');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const opened = vi.spyOn(window, 'open');
    renderScreen(<LabelPrintPage />);
    fireEvent.change(screen.getByTestId('print-codes'), { target: { value: 'GY1\nGY2' } });
    fireEvent.click(screen.getByText('Khổ 80x80'));
    fireEvent.click(screen.getByTestId('print-zpl'));
    await waitFor(() => expect(saved).toEqual(['nhan-80x80.zpl']));
    const labels = new URL(urls.find((u) => u.startsWith(SHIPPING_CALLS.print80x80.path))!, 'http://x');
    expect(Object.fromEntries(labels.searchParams)).toEqual({ token: 'tk-1', format: 'zpl' });
    // a file, not a tab: the PDF's new tab is not opened
    expect(opened).not.toHaveBeenCalled();
  });
});
