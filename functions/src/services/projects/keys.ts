// API key use cases. The key is returned once, at creation; the store keeps only its hash.

import { customAlphabet } from 'nanoid';
import { notFound } from '../../domain/errors';
import type { ApiKeyRecord, KeyType } from '../../domain/projects/types';
import { generateKey } from '../../security/api-keys';
import type { ServiceDeps } from '../deps';

const keyId = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);

export type KeyView = Omit<ApiKeyRecord, 'hash'>;

export const keyView = ({ hash: _hash, ...rest }: ApiKeyRecord): KeyView => rest;

export async function createKey(deps: ServiceDeps, projectId: string, type: KeyType, name?: string) {
  const { key, hash, prefix } = generateKey(type);
  const record: ApiKeyRecord = {
    id: `key_${keyId()}`,
    projectId,
    type,
    hash,
    prefix,
    name: name ?? `${type} key`,
    createdAt: deps.now().toISOString(),
  };
  await deps.store.keys.create(record);
  return { ...keyView(record), key };
}

export async function listKeys(deps: ServiceDeps, projectId: string): Promise<KeyView[]> {
  return (await deps.store.keys.list(projectId)).map(keyView);
}

export async function deleteKey(deps: ServiceDeps, projectId: string, id: string): Promise<void> {
  if (!(await deps.store.keys.delete(projectId, id))) throw notFound('API key not found');
}
