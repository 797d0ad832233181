import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { UserType } from '@ieum/domain';
import { showAlert } from '@ieum/platform';
import { Button, DEFAULT_PROFILE_IMAGE, LoadingModal } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { isImageFile, photoUploadFailureMessage, uploadUserImage } from '@ieum/app-kit/src/uploads';

interface ProfileImagePickerProps {
  value: string | null;
  userType: UserType;
  onChange(imageUrl: string): void;
}

/** The profile photo: shows it, and uploads a newly chosen image straight away. */
export function ProfileImagePicker({ value, userType, onChange }: ProfileImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, run] = useSingleFlight<'upload'>();
  const uploading = busy === 'upload';
  // An upload that ends after the user left must not alert on whatever page they are on now.
  const mounted = useRef(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    if (!isImageFile(file)) {
      await showAlert('사진(이미지 파일)만 올릴 수 있습니다.');
      return;
    }
    setPreview(URL.createObjectURL(file));
    // The upload is over (busy cleared) before a refusal is shown.
    let failure: unknown;
    await run('upload', async () => {
      try {
        const imageUrl = await uploadUserImage(file, 'profile', userType);
        if (mounted.current) onChange(imageUrl);
      } catch (error) {
        failure = error;
      }
    });
    if (failure === undefined || !mounted.current) return;
    setPreview(null);
    await showAlert(photoUploadFailureMessage(failure));
  };

  return (
    <div className="auth-photo">
      <img className="auth-photo__image" src={preview ?? value ?? DEFAULT_PROFILE_IMAGE} alt="프로필 사진" width={120} height={120} />
      <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={uploading}>
        {uploading ? '사진 올리는 중...' : '사진 바꾸기'}
      </Button>
      <input ref={inputRef} type="file" accept="image/*" hidden aria-label="프로필 사진 파일" onChange={choose} />
      <LoadingModal open={uploading} message="사진을 올리는 중입니다..." />
    </div>
  );
}
