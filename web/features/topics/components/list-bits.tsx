import { useState } from 'react';
import logo from '@web/ui/logo.svg';
import styles from './topics.module.css';

const FALLBACK_IMAGE = logo;

/** A topic or category picture; decorative, since the row's text names it. */
export function Thumbnail({ src, size = 48 }: { src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.thumbnail}
      src={failed || !src ? FALLBACK_IMAGE : src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
