/**
 * What a floor worker hears and feels after a scan, so the eyes can stay on the goods: a short high beep for a
 * good scan, a low double buzz and a vibration for a wrong one (where the device has them: Web Audio everywhere,
 * `navigator.vibrate` on Android). Silent when the browser refuses audio before a user gesture.
 */
let audio: AudioContext | null = null;

function tone(frequency: number, startAt: number, seconds: number): void {
  const ctx = audio!;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'square';
  osc.frequency.value = frequency;
  gain.gain.value = 0.08;
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + startAt);
  osc.stop(ctx.currentTime + startAt + seconds);
}

export function scanFeedback(ok: boolean): void {
  try {
    audio ??= typeof AudioContext === 'undefined' ? null : new AudioContext();
    if (audio) {
      if (ok) tone(1760, 0, 0.08);
      else {
        tone(220, 0, 0.15);
        tone(220, 0.22, 0.15);
      }
    }
  } catch {
    // no sound on this device
  }
  if (!ok && typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([120, 80, 120]);
}
