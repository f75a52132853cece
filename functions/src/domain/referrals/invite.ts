// Invite links carry the referrer in their params (`referrerId`, optional `referrerLabel`): their
// clicks and installs are counted for that referrer.

export const MAX_REFERRER_ID = 128;
export const MAX_REFERRER_LABEL = 200;

export interface Invite {
  referrerId: string;
  referrerLabel?: string;
}

/** The referrer a link's params name, or null. Numbers are accepted as ids (JSON ids often are). */
export function inviteOf(params: Record<string, unknown> | undefined): Invite | null {
  const id = idText(params?.referrerId);
  if (!id) return null;
  const label = typeof params?.referrerLabel === 'string' ? params.referrerLabel.trim().slice(0, MAX_REFERRER_LABEL) : '';
  return label ? { referrerId: id, referrerLabel: label } : { referrerId: id };
}

function idText(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text && text.length <= MAX_REFERRER_ID ? text : null;
}
