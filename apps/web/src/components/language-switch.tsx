import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@ffm/domain';
import { switchLanguage } from '../lib/language.ts';

/** VI / EN, visible at once: switches the texts, antd's locale and dayjs, and stores the choice. */
export function LanguageSwitch({ testId = 'lang-switch', size = 'middle' }: { testId?: string; size?: 'small' | 'middle' | 'large' }) {
  const { t, i18n } = useTranslation();
  const value: TLang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <Segmented<TLang>
      data-testid={testId}
      size={size}
      value={value}
      aria-label={t('language.label')}
      onChange={(lang) => void switchLanguage(lang)}
      options={[
        { value: 'vi', label: <span title={t('language.vi')} data-testid={`${testId}-vi`}>{t('language.short.vi')}</span> },
        { value: 'en', label: <span title={t('language.en')} data-testid={`${testId}-en`}>{t('language.short.en')}</span> },
      ]}
    />
  );
}
