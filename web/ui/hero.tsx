import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './hero.module.css';

interface HeroProps {
  eyebrow: string;
  title: string;
  subtitle?: string;
  leading?: ReactNode;
  aside?: ReactNode;
  /** Put the aside on its own full-width row (e.g. a call-to-action button). */
  asideBelow?: boolean;
}

/** The colourful greeting panel at the top of the home screens. */
export function Hero({ eyebrow, title, subtitle, leading, aside, asideBelow }: HeroProps) {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      {leading}
      <div className={styles.text}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {aside && <div className={cx(styles.aside, asideBelow && styles.wide)}>{aside}</div>}
    </section>
  );
}
