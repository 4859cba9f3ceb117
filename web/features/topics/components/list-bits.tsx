import { useState } from 'react';
import logo from '@web/ui/logo.svg';
import { Skeleton } from '@web/ui/loader';
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

export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.skeletonList} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={72} />
      ))}
    </div>
  );
}
