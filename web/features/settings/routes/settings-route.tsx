import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Settings } from '@contract/settings';
import { isApiError } from '@web/api/api-error';
import {
  getMusicVolume,
  getSoundVolume,
  setMusicVolume,
  setSoundVolume,
  type Language,
} from '@web/api/preferences';
import { useLogout } from '@web/api/use-logout';
import { errorText } from '@web/i18n/error-text';
import { useFormatNumber } from '@web/i18n/use-format';
import { useLanguage } from '@web/i18n/use-language';
import { Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { useSaveSettings, useSettings } from '../api/settings';
import styles from '../components/settings.module.css';
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

const LANGUAGES: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'mm', label: 'မြန်မာ', lang: 'my' },
];

/** product-spec §4: saving the language switches the app to it and goes to the dashboard. */
function LanguageSelector() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language, saveLanguage, pending } = useLanguage();
  const [failed, setFailed] = useState<unknown>(null);
  const pick = async (next: Language) => {
    setFailed(null);
    try {
      await saveLanguage(next);
      void navigate('/dashboard');
    } catch (error) {
      setFailed(error);
    }
  };
  return (
    <>
      <div className={styles.languages}>
        {LANGUAGES.map((option) => (
          <button
            key={option.value}
            type="button"
            lang={option.lang}
            className={styles.language}
            aria-pressed={language === option.value}
            disabled={pending}
            data-testid={`language-${option.value}`}
            onClick={() => void pick(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {failed !== null && (
        <p role="alert" className={styles.error}>
          {errorText(t, failed, t('settings.languageFailed'))}
        </p>
      )}
    </>
  );
}

function Logout() {
  const { t } = useTranslation();
  const logout = useLogout();
  // A 401 signs the user out anyway (the API client handles it); other failures are shown.
  const failed = logout.isError && !(isApiError(logout.error) && logout.error.status === 401);
  return (
    <>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('common.logoutFailed')}
        </p>
      )}
      <button
        type="button"
        className={styles.logout}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <Icon name="logout" size={20} />
        {t('common.logout')}
      </button>
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
        <Logout />
      </section>
    </Page>
  );
}
