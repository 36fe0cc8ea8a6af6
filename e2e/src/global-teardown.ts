import { rmSync } from 'node:fs';
import path from 'node:path';
import { DATA_TEMPLATE_ENV } from './site';

export default function globalTeardown(): void {
  const data = process.env[DATA_TEMPLATE_ENV];
  if (data) rmSync(path.dirname(data), { recursive: true, force: true });
}
