// The `pixel` group: the conversion pixel.

import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { pixelRoutes } from '../routes/pixel';

export function mountPixel(app: Hono<AppEnv>): void {
  app.route('/', pixelRoutes());
}
