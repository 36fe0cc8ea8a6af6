import { Icon } from '@cwt/ui';
import type { ReactNode } from 'react';

/** The toolbar's glyphs are drawn on a 20-unit grid with a lighter stroke than the product's set. */
function Svg({ children }: { children: ReactNode }) {
  return (
    <Icon viewBox="0 0 20 20" size={18} strokeWidth={1.8}>
      {children}
    </Icon>
  );
}

/** Four horizontal strokes, one per [from, to] pair, 4 units apart (the align icons). */
const lines = (rows: Array<[number, number]>) => (
  <path d={rows.map(([x1, x2], row) => `M${x1} ${4 + row * 4}H${x2}`).join('')} />
);

export const icons = {
  bulleted: (
    <Svg>
      <circle cx="4" cy="5" r="1" fill="currentColor" />
      <circle cx="4" cy="10" r="1" fill="currentColor" />
      <circle cx="4" cy="15" r="1" fill="currentColor" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </Svg>
  ),
  numbered: (
    <Svg>
      <path d="M3 3.5h1.2v4M3 7.5h2.4M2.8 12.2c.3-.7 2.2-.8 2.2.3 0 1-2.2 1.6-2.2 3h2.4" strokeWidth="1.3" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </Svg>
  ),
  indent: (
    <Svg>
      <path d="M3 4h14M9 8h8M9 12h8M3 16h14M3 7.5l3 2.5-3 2.5" />
    </Svg>
  ),
  outdent: (
    <Svg>
      <path d="M3 4h14M9 8h8M9 12h8M3 16h14M6 7.5l-3 2.5 3 2.5" />
    </Svg>
  ),
  left: (
    <Svg>
      {lines([
        [3, 17],
        [3, 12],
        [3, 17],
        [3, 12],
      ])}
    </Svg>
  ),
  center: (
    <Svg>
      {lines([
        [3, 17],
        [5.5, 14.5],
        [3, 17],
        [5.5, 14.5],
      ])}
    </Svg>
  ),
  right: (
    <Svg>
      {lines([
        [3, 17],
        [8, 17],
        [3, 17],
        [8, 17],
      ])}
    </Svg>
  ),
  justify: (
    <Svg>
      {lines([
        [3, 17],
        [3, 17],
        [3, 17],
        [3, 17],
      ])}
    </Svg>
  ),
  link: (
    <Svg>
      <path d="M8.5 11.5a3.2 3.2 0 0 0 4.6 0l2.6-2.6a3.2 3.2 0 0 0-4.6-4.6l-1 1" />
      <path d="M11.5 8.5a3.2 3.2 0 0 0-4.6 0l-2.6 2.6a3.2 3.2 0 0 0 4.6 4.6l1-1" />
    </Svg>
  ),
  image: (
    <Svg>
      <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
      <circle cx="7" cy="8" r="1.4" />
      <path d="M17.5 13l-4-4-7.5 7.5" />
    </Svg>
  ),
  code: (
    <Svg>
      <path d="M7 5l-5 5 5 5M13 5l5 5-5 5" />
    </Svg>
  ),
  codeBlock: (
    <Svg>
      <rect x="2.5" y="3" width="15" height="14" rx="2" />
      <path d="M8 8l-2 2 2 2M12 8l2 2-2 2" />
    </Svg>
  ),
  clean: (
    <Svg>
      <path d="M4 4h10M9 4l-3 12M12 12l5 5M17 12l-5 5" />
    </Svg>
  ),
};
