import { useTranslation } from 'react-i18next';
import type { TLang } from '@ffm/domain';
import { switchLanguage } from '../lib/language.ts';

/** A light VI | EN toggle for the sign-in and mobile pages (plain buttons: no antd on those pages). */
export function LanguageLinks({ testId }: { testId: string }) {
  const { t, i18n } = useTranslation();
  const current: TLang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <div className="language-links" data-testid={testId} role="group" aria-label={t('language.label')}>
      {(['vi', 'en'] as const).map((lang) => (
        <button
          key={lang}
          type="button"
          className={lang === current ? 'language-links__item language-links__item--active' : 'language-links__item'}
          aria-pressed={lang === current}
          title={t(`language.${lang}`)}
          onClick={() => void switchLanguage(lang)}
          data-testid={`${testId}-${lang}`}
        >
          {t(`language.short.${lang}`)}
        </button>
      ))}
    </div>
  );
}
