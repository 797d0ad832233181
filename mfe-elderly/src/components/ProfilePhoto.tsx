import { useState } from 'react';
import { DEFAULT_PROFILE_IMAGE } from '@ieum/shared-ui';

/** A person's photo, or the default picture when there is none or it does not load. */
/** `decorative`: inside a control whose text already names the person (no second reading). */
export function ProfilePhoto({ src, name, large = false, decorative = false }: { src: string | null | undefined; name: string; large?: boolean; decorative?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={large ? 'elderly-photo elderly-photo--large' : 'elderly-photo'}
      src={!src || failed ? DEFAULT_PROFILE_IMAGE : src}
      alt={decorative ? '' : `${name}님 사진`}
      onError={() => setFailed(true)}
    />
  );
}
