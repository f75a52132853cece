// The `wellKnown` function's app: loaded on its instance's first request (index.ts).

import { mountWellKnown } from '../http/groups/well-known';
import { groupListener } from './group-listener';

export const listener = groupListener(mountWellKnown);
