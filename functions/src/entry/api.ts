// The `api` function's app: loaded on its instance's first request (index.ts).

import { mountApi } from '../http/groups/api';
import { groupListener } from './group-listener';

export const listener = groupListener(mountApi);
