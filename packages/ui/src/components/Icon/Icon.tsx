import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in pixels. */
  size?: number;
  /** Fill the shape with the text colour (a liked heart, a saved bookmark). */
  filled?: boolean;
  /** Names the icon for assistive technology; without it the icon is decorative and hidden. */
  title?: string;
}

/**
 * Every inline icon's frame: stroked in the text colour with round ends on a 24-unit grid (a set
 * drawn on another grid passes its own viewBox and strokeWidth). Inline SVG rather than an icon font
 * or sprite: no request, no font to download, and emoji-free glyphs render where no emoji font is.
 */
export function Icon({
  size = 20,
  filled = false,
  title,
  viewBox = '0 0 24 24',
  strokeWidth = 2,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      {children}
    </svg>
  );
}
