/** Success envelopes of DESIGN §3: the fulfillment group answers code 0, the shipping group code 200. */
export type TGroup = 'ffm' | 'shiip' | 'sso' | 'ops';

export function successCode(group: TGroup): number {
  return group === 'shiip' ? 200 : 0;
}

export function okBody(group: TGroup, data: unknown, message?: string) {
  return { code: successCode(group), message: message ?? 'Success', data };
}
