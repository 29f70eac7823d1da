/** A QR code drawn as SVG: one path of dark modules inside a 4-module quiet zone. */
import { useMemo } from 'react';
import { encodeQr } from '../../domain/qr/qr-code';

const QUIET = 4;

/** upi://pay?pa=…&pn=…&am=…&cu=INR; the amount only when one is given. */
export function upiUri(upiId: string, payeeName: string, amount: number | null): string {
  // UPI apps read the payee address with its @ as written.
  const params = [`pa=${encodeURIComponent(upiId).replace(/%40/g, '@')}`, `pn=${encodeURIComponent(payeeName)}`];
  if (amount !== null) params.push(`am=${(amount / 100).toFixed(2)}`);
  params.push('cu=INR');
  return `upi://pay?${params.join('&')}`;
}

export function QrImage({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const qr = encodeQr(text, 'M');
    let d = '';
    qr.modules.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`)));
    return { path: d, width: qr.size + QUIET * 2 };
  }, [text]);
  return (
    <svg role="img" aria-label={label} data-testid="upi-qr" data-text={text} width={size} height={size} viewBox={`0 0 ${width} ${width}`} shapeRendering="crispEdges" style={{ maxWidth: '100%', height: 'auto', background: '#fff' }}>
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
