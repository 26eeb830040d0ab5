import { foldIncludes } from '@ffm/domain';

/** Whether a select's option matches what was typed, accents, case and spacing ignored ('ha noi' finds 'Hà Nội'). */
export function optionMatches(input: string, option: { label?: unknown } | undefined): boolean {
  return foldIncludes(String(option?.label ?? ''), input);
}

/** antd Select's `showSearch` for options with text labels, searched as the address search does (accents ignored). */
export const FOLDED_SEARCH = { filterOption: optionMatches } as const;
