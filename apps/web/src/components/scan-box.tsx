import { forwardRef, useState } from 'react';
import { Input, type InputRef } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';

interface TScanBoxProps {
  placeholder: string;
  /** what the scanner (or a person) typed before Enter; the box empties and keeps the focus */
  onScan: (code: string) => void | Promise<void>;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/** A scanner types the code and presses Enter: one field, always ready for the next code. */
export const ScanBox = forwardRef<InputRef, TScanBoxProps>(function ScanBox({ placeholder, onScan, disabled, autoFocus, testId }, ref) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const code = value.trim();
    if (!code || busy) return;
    setValue('');
    setBusy(true);
    try {
      await onScan(code);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input
      ref={ref}
      size="large"
      allowClear
      autoComplete="off"
      spellCheck={false}
      prefix={<BarcodeOutlined />}
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid={testId}
    />
  );
});
