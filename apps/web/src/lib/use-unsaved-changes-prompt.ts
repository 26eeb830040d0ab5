import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §2: leaving a screen with unsaved work asks first. In-app navigation is held by the router's blocker
 * and confirmed in a modal; closing or reloading the tab gets the browser's own `beforeunload` prompt.
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.message'),
      okText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      okButtonProps: { danger: true, 'data-testid': 'unsaved-leave' },
      cancelButtonProps: { 'data-testid': 'unsaved-stay' },
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    // the browser shows its own prompt (its text cannot be customised)
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
