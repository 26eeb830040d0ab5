import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/en';
import { i18n } from './i18n.ts';

/** dayjs (antd's date pickers, date formatting) follows the UI language. Loaded with the shell. */
function sync(lang: string): void {
  dayjs.locale(lang === 'en' ? 'en' : 'vi');
}
sync(i18n.language);
i18n.on('languageChanged', sync);
