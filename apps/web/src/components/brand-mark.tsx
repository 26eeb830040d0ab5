import { useTranslation } from 'react-i18next';

/** The provider's mark: an orange parcel, with the name unless compact. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="brand-mark">
      <svg className="brand-mark__logo" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#f26522" />
        <path d="M16 22l16-8 16 8v20l-16 8-16-8z" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
        <path d="M16 22l16 8 16-8M32 30v20" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      </svg>
      {compact ? null : (
        <span className="brand-mark__text">
          <span className="brand-mark__name">{t('brand.name')}</span>
          <span className="brand-mark__tagline">{t('brand.tagline')}</span>
        </span>
      )}
    </span>
  );
}
