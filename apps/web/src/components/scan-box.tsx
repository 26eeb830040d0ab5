import { forwardRef, useEffect, useRef, useState } from 'react';
import { Button, Input, Modal, Typography, type InputRef } from 'antd';
import { BarcodeOutlined, CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { scanFeedback } from '../lib/scan-feedback.ts';

interface TScanBoxProps {
  placeholder: string;
  /**
   * what the scanner (or a person, or the camera) gave before Enter; the box empties and keeps the focus. Answer
   * `false` (or throw) for a wrong scan: the device buzzes and vibrates; anything else beeps once.
   */
  onScan: (code: string) => unknown;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

interface TDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type TDetectorClass = new (options?: { formats?: string[] }) => TDetector;

/** The browser's barcode detection (Chrome on Android, Safari 17+), when it has it. */
function detectorClass(): TDetectorClass | null {
  const c = (globalThis as { BarcodeDetector?: TDetectorClass }).BarcodeDetector;
  return typeof c === 'function' ? c : null;
}

/**
 * A scanner types the code and presses Enter: one large field, always ready for the next code. Where the browser
 * detects barcodes, a camera button beside it reads one code from the camera and hands it on the same way.
 */
export const ScanBox = forwardRef<InputRef, TScanBoxProps>(function ScanBox({ placeholder, onScan, disabled, autoFocus, testId }, ref) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const submit = async (raw: string) => {
    const code = raw.trim();
    if (!code || busy) return;
    setValue('');
    setBusy(true);
    let ok = true;
    try {
      ok = (await onScan(code)) !== false;
    } catch (e) {
      ok = false;
      throw e;
    } finally {
      scanFeedback(ok);
      setBusy(false);
    }
  };
  const canCamera = detectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices;
  return (
    <>
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
          void submit(value);
        }}
        addonAfter={canCamera ? <CameraButton disabled={disabled} onOpen={() => setCamera(true)} /> : undefined}
        data-testid={testId}
      />
      {camera && (
        <CameraScan
          onClose={() => setCamera(false)}
          onCode={(code) => {
            setCamera(false);
            void submit(code);
          }}
        />
      )}
    </>
  );
});

function CameraButton({ disabled, onOpen }: { disabled?: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return <Button type="text" size="small" icon={<CameraOutlined />} aria-label={t('scanner.camera')} disabled={disabled} onClick={onOpen} />;
}

/** A modal with the back camera's picture, polled by the browser's BarcodeDetector until it reads one code. */
function CameraScan({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [denied, setDenied] = useState(false);
  const handOn = useRef(onCode);
  handOn.current = onCode;
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector();
    const poll = async () => {
      if (stopped || !video.current) return;
      try {
        const found = await detector.detect(video.current);
        const code = found[0]?.rawValue;
        if (code && !stopped) return handOn.current(code);
      } catch {
        // the frame was not ready
      }
      timer = setTimeout(() => void poll(), 200);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void poll();
      })
      .catch(() => setDenied(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return (
    <Modal open title={t('scanner.camera')} footer={null} onCancel={onClose} destroyOnHidden>
      {denied ? (
        <Typography.Text type="danger">{t('scanner.cameraDenied')}</Typography.Text>
      ) : (
        <>
          <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
          <Typography.Text type="secondary">{t('scanner.cameraHint')}</Typography.Text>
        </>
      )}
    </Modal>
  );
}
