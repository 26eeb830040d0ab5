import { useState } from 'react';
import { Card, Col, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { switchLanguage } from '../../../lib/language.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { ApiTokenCard } from '../components/api-token-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';

/** /tai-khoan: profile, language, password, and for owners the API token. */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const { data: info } = useUserInfo();
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  useUnsavedChangesPrompt(profileDirty || passwordDirty);
  if (!info) return null;

  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <div data-testid="account-page">
      <PageHeader title={t('account.title')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProfileCard info={info} onDirtyChange={setProfileDirty} />
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('language.label')} className="account-card" data-testid="language-card">
            <Typography.Paragraph type="secondary">{t('account.languageHint')}</Typography.Paragraph>
            <Radio.Group
              value={lang}
              onChange={(e) => void switchLanguage(e.target.value as TLang)}
              optionType="button"
              buttonStyle="solid"
              data-testid="account-language"
              options={[
                { value: 'vi', label: t('language.vi') },
                { value: 'en', label: t('language.en') },
              ]}
            />
          </Card>
          <PasswordCard onDirtyChange={setPasswordDirty} />
          {info.isOwner ? <ApiTokenCard /> : null}
        </Col>
      </Row>
    </div>
  );
}
