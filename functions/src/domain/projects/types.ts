// A project: one app (iOS and/or Android), its short-link host and its settings.

export type Plan = 'free' | 'indie' | 'studio';
export type MemberRole = 'editor' | 'viewer';
export type Role = 'owner' | MemberRole;

/** Through the API nobody changes or removes the owner: the operator's CLI hands a project over. */
export const OWNER_ROLE_FIXED = "The owner's role cannot be changed: hand the project over with ferry member add --role owner on the server";

export interface ProjectSettings {
  appName?: string;
  iconUrl?: string;
  uriScheme?: string;
  ios?: { bundleId?: string; teamId?: string; appStoreId?: string; appClipBundleId?: string };
  android?: { packageName?: string; sha256CertFingerprints?: string[] };
  deepview?: { enabled?: boolean; primaryColor?: string; backgroundColor?: string; layout?: string; removeBranding?: boolean };
  allowedDomains?: string[];
  catchAllUrl?: string;
  /** Where an expired, capped or not-yet-scheduled link sends visitors when it names none. */
  expiredUrl?: string;
}

export interface CustomDomain {
  hostname: string;
  status: 'pending' | 'active';
}

export interface ProjectRecord {
  id: string;
  name: string;
  subdomain: string;
  plan: Plan;
  ownerUid: string | null;
  members: Record<string, MemberRole>;
  settings: ProjectSettings;
  customDomain: CustomDomain | null;
  /** Fingerprint match window in minutes (1-1440); absent: 1440, i.e. 24 h (match-window.ts). */
  matchWindowMinutes?: number;
  /** Days raw clicks are kept (1-3650); absent: 90 (clicks/retention.ts). */
  clickRetentionDays?: number;
  createdAt: string;
  updatedAt: string;
}

/** `matchWindowMinutes: null` or `clickRetentionDays: null` clears the value (back to the default). */
export type ProjectPatch = Partial<Pick<ProjectRecord, 'name' | 'plan' | 'settings' | 'customDomain'>> & {
  matchWindowMinutes?: number | null;
  clickRetentionDays?: number | null;
};

export type KeyType = 'secret' | 'publishable';

export interface ApiKeyRecord {
  id: string;
  projectId: string;
  type: KeyType;
  /** SHA-256 (hex) of the whole key: the key itself is shown once and never stored. */
  hash: string;
  /** The first characters of the key, so people can tell their keys apart. */
  prefix: string;
  name: string;
  createdAt: string;
}
