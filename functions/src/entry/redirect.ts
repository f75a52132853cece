// The `redirect` function's app: loaded on its instance's first request (index.ts).

import { mountRedirect } from '../http/groups/redirect';
import { groupListener } from './group-listener';

export const listener = groupListener(mountRedirect);
