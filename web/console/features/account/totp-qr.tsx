import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The otpauth:// URI as a QR code an authenticator app scans, drawn as one SVG path from uqr's
 * modules (a few KB in the console's bundle, no canvas, no markup from a string). Error
 * correction M and the standard 4-module quiet zone, so phone cameras read it off a screen.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(uri, { ecc: 'M', border: 4 });
    const modules = data.flatMap((row, y) =>
      row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')),
    );
    return { path: modules.join(''), size: data.length };
  }, [uri]);
  return (
    <svg
      className="totp-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={Math.max(200, size * 4)}
      height={Math.max(200, size * 4)}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
