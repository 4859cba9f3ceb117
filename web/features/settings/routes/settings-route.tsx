import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Settings } from '@contract/settings';
import {
  getMusicVolume,
  getSoundVolume,
  setMusicVolume,
  setSoundVolume,
} from '@web/api/preferences';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { useLanguageSwitch } from '@web/i18n/use-language';
import { LanguageButtons } from '@web/ui/language-buttons';
import { Skeleton } from '@web/ui/loader';
import { LogoutButton } from '@web/ui/logout-button';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { useSaveSettings, useSettings } from '../api/settings';
import styles from '../components/settings.module.css';
import { PushToggle } from '../components/push-toggle';
import { Switch } from '../components/switch';

const TOGGLES = [
  { key: 'daily_updates', label: 'settings.dailyUpdates' },
  { key: 'new_topics', label: 'settings.newTopics' },
  { key: 'new_tournament', label: 'settings.newTournament' },
] as const;

function NotificationToggles({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const ids = useId();
  return (
    <>
      {TOGGLES.map((toggle) => (
        <div key={toggle.key} className={styles.row}>
          <span id={`${ids}-${toggle.key}`} className={styles.label}>
            {t(toggle.label)}
          </span>
          <Switch
            checked={settings[toggle.key]}
            labelledBy={`${ids}-${toggle.key}`}
            testId={`setting-${toggle.key}`}
            onChange={(next) => save.mutate({ ...settings, [toggle.key]: next })}
          />
        </div>
      ))}
      {save.isError && (
        <p role="alert" className={styles.error}>
          {errorText(t, save.error, t('settings.saveFailed'))}
        </p>
      )}
    </>
  );
}

/** Sound or music: the switch sets 100 or 0, the slider any value, on means above 0 (spec §4). */
function Volume({
  name,
  initial,
  store,
  testId,
}: {
  name: string;
  initial: number;
  store: (value: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const [value, setValue] = useState(initial);
  const labelId = useId();
  const change = (next: number) => {
    setValue(next);
    store(next);
  };
  return (
    <div className={styles.volume}>
      <div className={styles.volumeHead}>
        <span id={labelId} className={styles.label}>
          {name}
        </span>
        <Switch
          checked={value > 0}
          labelledBy={labelId}
          testId={`${testId}-switch`}
          onChange={(on) => change(on ? 100 : 0)}
        />
      </div>
      <div className={styles.sliderRow}>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          className={styles.slider}
          aria-label={t('settings.volume', { name })}
          aria-valuetext={format(value)}
          data-testid={`${testId}-slider`}
          onChange={(e) => change(Number(e.target.value))}
        />
        <span className={styles.value} aria-hidden="true">
          {format(value)}
        </span>
      </div>
    </div>
  );
}

/** product-spec §4: saving the language switches the app to it and goes to the dashboard. */
function LanguageSelector() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switcher = useLanguageSwitch('save', () => void navigate('/dashboard'));
  return (
    <>
      <LanguageButtons
        switcher={switcher}
        className={styles.languages}
        buttonClassName={styles.language}
        testIds
      />
      {switcher.failed !== null && (
        <p role="alert" className={styles.error}>
          {errorText(t, switcher.failed, t('settings.languageFailed'))}
        </p>
      )}
    </>
  );
}

/** /settings: notification toggles (saved on each toggle), sound and music, language, logout. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const settings = useSettings();
  const ids = { notifications: useId(), sound: useId(), language: useId(), account: useId() };
  return (
    <Page title={t('nav.settings')} back search>
      <section className={styles.section} aria-labelledby={ids.notifications}>
        <h2 id={ids.notifications} className={styles.sectionTitle}>
          {t('settings.notifications')}
        </h2>
        <QueryState
          query={settings}
          compact
          loading={
            <>
              <Skeleton height={40} />
              <Skeleton height={40} />
              <Skeleton height={40} />
            </>
          }
        >
          {(data) => <NotificationToggles settings={data} />}
        </QueryState>
        <PushToggle />
      </section>

      <section className={styles.section} aria-labelledby={ids.sound}>
        <h2 id={ids.sound} className={styles.sectionTitle}>
          {t('settings.soundAndMusic')}
        </h2>
        <Volume
          name={t('settings.sound')}
          initial={getSoundVolume()}
          store={setSoundVolume}
          testId="sound"
        />
        <Volume
          name={t('settings.music')}
          initial={getMusicVolume()}
          store={setMusicVolume}
          testId="music"
        />
      </section>

      <section className={styles.section} aria-labelledby={ids.language}>
        <h2 id={ids.language} className={styles.sectionTitle}>
          {t('settings.language')}
        </h2>
        <LanguageSelector />
      </section>

      <section className={styles.section} aria-labelledby={ids.account}>
        <h2 id={ids.account} className="visually-hidden">
          {t('settings.account')}
        </h2>
        <LogoutButton className={styles.logout} errorClassName={styles.error} />
      </section>
    </Page>
  );
}
