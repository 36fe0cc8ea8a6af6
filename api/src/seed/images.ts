import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CATEGORIES } from '@cwt/contracts';
import { DEMO_USERS } from './content';

const PALETTES: Record<string, [string, string]> = {
  Technology: ['#4f46e5', '#06b6d4'],
  Travel: ['#0ea5e9', '#22c55e'],
  Food: ['#f97316', '#facc15'],
  Lifestyle: ['#ec4899', '#a855f7'],
  Health: ['#10b981', '#84cc16'],
  Education: ['#2563eb', '#7c3aed'],
  Business: ['#334155', '#0f766e'],
  Entertainment: ['#e11d48', '#f59e0b'],
};

function cover(category: string): string {
  const [a, b] = PALETTES[category] ?? ['#64748b', '#94a3b8'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1000" cy="120" r="220" fill="#fff" opacity="0.08"/><circle cx="180" cy="560" r="260" fill="#000" opacity="0.08"/>
<text x="80" y="560" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff" opacity="0.9">${category}</text>
</svg>`;
}

function avatar(username: string, index: number): string {
  const hues = [210, 340, 160, 30, 270, 120, 190, 0];
  const hue = hues[index % hues.length];
  const initials = username.slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" rx="80" fill="hsl(${hue} 65% 45%)"/>
<text x="80" y="98" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff">${initials}</text>
</svg>`;
}

/** Writes the seed's cover and avatar images under `<uploadsDir>/seed` (skips existing files). */
export function ensureSeedImages(uploadsDir: string, adminUser: string): void {
  const dir = path.join(uploadsDir, 'seed');
  mkdirSync(dir, { recursive: true });
  const write = (name: string, body: string) => {
    const file = path.join(dir, name);
    if (!existsSync(file)) writeFileSync(file, body);
  };
  for (const c of DEFAULT_CATEGORIES) write(`cover-${c.toLowerCase()}.svg`, cover(c));
  const names = [
    adminUser,
    ...DEMO_USERS.map((u) => u.username),
    ...Array.from({ length: 8 }, (_, i) => `reader${i}`),
  ];
  for (const [i, n] of names.entries()) write(`avatar-${n.toLowerCase()}.svg`, avatar(n, i));
}
