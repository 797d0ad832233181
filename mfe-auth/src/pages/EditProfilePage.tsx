import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePathFor, isGender, isUserType, type DistrictCode, type Gender, type UserType } from '@ieum/domain';
import { ApiError, errorMessage, rememberUserPhoto, showAlert, showConfirm, STORAGE_KEYS, storedUserPhoto, useDialogStore, useSessionStore } from '@ieum/platform';
import {
  Button,
  DEFAULT_PROFILE_IMAGE,
  LoadingModal,
  LoadingStatus,
  TextField,
  TopBar,
  ageFromBirthDate,
  isMobilePhoneNumber,
  toLocalPhone,
  useNavigateOnce,
} from '@ieum/shared-ui';
import { LoadedContent, useLoaded, useSingleFlight } from '@ieum/app-kit';
import { updateUserProfile, type UserProfile } from '../api/user-profile';
import { loadUserProfile } from '../api/early-user-profile';
import { logout } from '../api/logout';
import { AddressFields } from '../components/AddressFields';
import { BioField } from '../components/BioField';
import { BirthDateFields, birthDateProblem, fromIsoBirthDate, isCompleteBirthDate, toIsoBirthDate, type BirthDateValue } from '../components/BirthDateFields';
import { addressDetailProblem, nameProblem } from '../forms/field-problems';
import { GenderField } from '../components/GenderField';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { PhoneVerificationFields } from '../components/PhoneVerificationFields';
import { ProfileImagePicker } from '../components/ProfileImagePicker';

interface ProfileForm {
  name: string;
  /** Empty for an account made before birth dates were kept: its age stays until one is chosen. */
  birth: BirthDateValue;
  /** The age the server has, shown while no birth date is known. */
  storedAge: number | null;
  gender: Gender;
  /** Digits only, local 010 form. */
  phone: string;
  district: DistrictCode | '';
  addressDetail: string;
  profileImage: string | null;
  bio: string;
  /** A new number is saved only after its code check. */
  codeSentTo: string;
  phoneVerified: boolean;
}

function toForm(profile: UserProfile): ProfileForm {
  return {
    name: profile.name ?? '',
    birth: fromIsoBirthDate(profile.birthDate),
    storedAge: profile.birthDate ? null : profile.age,
    gender: isGender(profile.gender) ? profile.gender : 'male',
    phone: toLocalPhone(profile.phone ?? ''),
    district: profile.address.district,
    addressDetail: profile.address.detail,
    profileImage: profile.profileImage || null,
    bio: profile.bio ?? '',
    codeSentTo: '',
    phoneVerified: false,
  };
}

const DISTRICT_MISSING = '사는 구를 선택해주세요.';

/** What is wrong with the form, or null when it can be saved. */
function profileProblem(form: ProfileForm, savedPhone: string): string | null {
  if (!form.name.trim()) return '이름을 입력해주세요.';
  const badName = nameProblem(form.name);
  if (badName) return badName;
  const { birth } = form;
  const started = Boolean(birth.year || birth.month || birth.day);
  if (started && !isCompleteBirthDate(birth)) return '생년월일을 끝까지 선택해주세요.';
  const badBirth = birthDateProblem(birth);
  if (badBirth) return badBirth;
  if (!isMobilePhoneNumber(form.phone)) return '휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)';
  if (form.phone !== savedPhone && !form.phoneVerified) return '휴대폰 인증을 완료해주세요.';
  if (!form.district) return DISTRICT_MISSING;
  return addressDetailProblem(form.addressDetail) ?? null;
}

/** /edit: the signed-in user's profile and password; signed out, /login says why and comes back here. */
export default function EditProfilePage() {
  return <SignedInEditProfile />;
}

function SignedInEditProfile() {
  const userType = useSessionStore((state) => state.userType);
  return isUserType(userType) ? <EditProfileView userType={userType} /> : null;
}

function EditProfileView({ userType }: { userType: UserType }) {
  const navigate = useNavigate();
  const leaveTo = useNavigateOnce();
  const home = homePathFor(userType);
  const { state: load, retry } = useLoaded(() => loadUserProfile(userType).then(toForm), '유저 정보를 불러오는 데 실패했습니다.', userType);
  const [form, setForm] = useState<ProfileForm | null>(null);
  // The form starts from each newly loaded profile (set while rendering, so it never draws empty).
  const [formFrom, setFormFrom] = useState<ProfileForm | undefined>(undefined);
  if (load.data !== formFrom) {
    setFormFrom(load.data);
    setForm(load.data ?? null);
  }
  const failure = load.status === 'failed' ? load.message : null;
  const loadedPhoto = load.data?.profileImage;
  useEffect(() => {
    if (loadedPhoto !== undefined) rememberUserPhoto(loadedPhoto);
  }, [loadedPhoto]);
  useEffect(() => {
    if (failure) void showAlert(`유저 정보 로드 실패: ${failure}`);
  }, [failure]);
  const [busy, run] = useSingleFlight<'save' | 'logout'>();
  const dialogShown = useDialogStore((state) => state.queue.length > 0);

  const saved = load.data ?? null;
  const dirty = saved !== null && form !== null && JSON.stringify(form) !== JSON.stringify(saved);
  const phoneChanged = saved !== null && form !== null && form.phone !== saved.phone;
  const update = (changes: Partial<ProfileForm>) => setForm((current) => (current ? { ...current, ...changes } : current));

  const goBack = async () => {
    if (dirty && !(await showConfirm('저장하지 않은 내용이 있습니다. 나가시겠습니까?', { confirmLabel: '나가기', cancelLabel: '계속 수정' }))) return;
    leaveTo(home);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !saved || busy) return;
    const problem = profileProblem(form, saved.phone);
    const { district } = form;
    if (problem || !district) {
      await showAlert(problem ?? DISTRICT_MISSING);
      return;
    }
    await run('save', async () => {
      const address = { district, detail: form.addressDetail.trim() };
      const { birth } = form;
      // The spec's profile call carries the age; the birth date lets the server keep it right.
      const birthChange = isCompleteBirthDate(birth)
        ? {
            birthDate: toIsoBirthDate(birth),
            age: ageFromBirthDate({ year: Number(birth.year), month: Number(birth.month), day: Number(birth.day) }),
          }
        : {};
      try {
        await updateUserProfile({
          name: form.name.trim(),
          ...birthChange,
          gender: form.gender,
          phone: form.phone,
          address,
          profileImage: form.profileImage,
          bio: userType === 'volunteer' ? form.bio.trim() : '',
          userType,
        });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PHONE_NOT_VERIFIED') update({ phoneVerified: false });
        await showAlert(errorMessage(error, '유저 정보 수정에 실패했습니다.'));
        return;
      }
      useSessionStore.getState().updateProfile({ name: form.name.trim(), address });
      rememberUserPhoto(form.profileImage);
      await showAlert('저장되었습니다');
      navigate(home, { state: { updated: true } });
    });
  };

  const signOut = async () => {
    if (busy || !(await showConfirm('로그아웃하시겠습니까?', { confirmLabel: '로그아웃' }))) return;
    await run('logout', async () => {
      const { refreshToken } = useSessionStore.getState();
      try {
        if (refreshToken) await logout(refreshToken);
      } catch (error) {
        // Signing out on this phone matters more than telling the server.
        console.warn('[logout] server call failed', error);
      }
      useSessionStore.getState().signOut();
      navigate('/login', { replace: true });
    });
  };

  return (
    <main className="ui-page">
      <TopBar title="내 정보 수정" backTo={goBack} />
      <div className="ui-page__body auth-form">
        <LoadedContent state={load} onRetry={retry} placeholder={<ProfileLoading />}>
          {() =>
            form && (
          <form className="auth-stack" onSubmit={save} noValidate aria-label="내 정보">
            <ProfileImagePicker value={form.profileImage} userType={userType} onChange={(profileImage) => update({ profileImage })} />
            <TextField
              label="이름"
              name="name"
              autoComplete="name"
              value={form.name}
              error={nameProblem(form.name)}
              onChange={(event) => update({ name: event.target.value })}
            />
            <BirthDateFields
              value={form.birth}
              onChange={(birth) => update({ birth })}
              hint={form.storedAge === null ? undefined : `지금은 나이만 저장되어 있어요 (만 ${form.storedAge}세). 생년월일을 고르시면 나이가 해마다 저절로 맞춰져요.`}
            />
            <GenderField value={form.gender} onChange={(gender) => update({ gender })} />
            <PhoneVerificationFields
              value={form}
              onChange={(change) => setForm((current) => current && { ...current, ...change(current) })}
              needsVerification={phoneChanged}
              hint={phoneChanged ? '번호를 바꾸려면 새 번호로 인증해주세요.' : undefined}
            />
            <AddressFields district={form.district} detail={form.addressDetail} onChange={update} />
            {userType === 'volunteer' && <BioField value={form.bio} onChange={(bio) => update({ bio })} />}
            <Button type="submit" block disabled={busy !== null} aria-busy={busy === 'save'}>
              {busy === 'save' ? '저장 중...' : '저장하기'}
            </Button>
          </form>
            )
          }
        </LoadedContent>
        {/* Not drawn before the profile's first answer: drawn earlier, they were pushed down by
            the form when it arrived. */}
        {(load.status !== 'loading' || load.data) && (
          <>
            <PasswordChangeForm userType={userType} />
            <Button variant="ghost" block className="auth-logout" onClick={signOut} disabled={busy !== null}>
              {busy === 'logout' ? '로그아웃 중...' : '로그아웃'}
            </Button>
          </>
        )}
      </div>
      <LoadingModal open={busy === 'save' && !dialogShown} message="저장 중입니다..." />
    </main>
  );
}

/**
 * Before the profile's answer: the photo this phone kept from the last visit where the form shows
 * it, so the page (and its frame: tools/prerender) draws it at once.
 */
function ProfileLoading() {
  return (
    <div className="auth-stack">
      <div className="auth-photo">
        <img
          className="auth-photo__image"
          src={storedUserPhoto() || DEFAULT_PROFILE_IMAGE}
          alt="프로필 사진"
          width={120}
          height={120}
          data-frame-stored-src={STORAGE_KEYS.userPhoto}
        />
      </div>
      <LoadingStatus label="내 정보를 불러오는 중이에요..." />
    </div>
  );
}
