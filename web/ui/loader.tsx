import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './states.module.css';

/** Whole-screen wait, e.g. while a route's code arrives. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A grey placeholder the shape of the content that is on its way. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      className={cx(styles.skeleton, className)}
      style={{ display: 'block', width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
