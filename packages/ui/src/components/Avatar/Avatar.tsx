import { type ComponentPropsWithRef, useState } from 'react';
import { DEFAULT_AVATAR } from '../../assets/images';
import { cx } from '../../cx';
import styles from './Avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const PIXELS: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96 };

export interface AvatarProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  /** Picture URL; missing, empty or failing to load shows DEFAULT_AVATAR. */
  src?: string | null;
  /** The person's name: the image's alt text. */
  name: string;
  /** A preset or a size in pixels. */
  size?: AvatarSize | number;
}

export function Avatar({ src, name, size = 'md', className, onError, ...rest }: AvatarProps) {
  // Remembers which URL failed, so a new src is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  const pixels = typeof size === 'number' ? size : PIXELS[size];

  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={usable}
      alt={name}
      width={pixels}
      height={pixels}
      className={cx(styles.avatar, className)}
      onError={(event) => {
        if (src && usable === src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
