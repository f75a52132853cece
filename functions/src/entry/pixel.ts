// The `pixel` function's app: loaded on its instance's first request (index.ts).

import { mountPixel } from '../http/groups/pixel';
import { groupListener } from './group-listener';

export const listener = groupListener(mountPixel);
