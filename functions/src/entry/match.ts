// The `match` function's app: loaded on its instance's first request (index.ts).

import { mountMatch } from '../http/groups/match';
import { groupListener } from './group-listener';

export const listener = groupListener(mountMatch);
