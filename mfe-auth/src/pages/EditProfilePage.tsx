import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { checkNameText, homePathFor, isAllowedAge, isGender, MAX_AGE, MIN_AGE, NAME_MAX_LENGTH, textPolicyMessage, type DistrictCode, type Gender, type UserType } from '@ieum/domain';
import { ApiError, errorMessage, showAlert, showConfirm, useDialogStore, useSessionStore } from '@ieum/platform';
import { Button, LoadingModal, TextField, TopBar, isMobilePhoneNumber, toLocalPhone, useNavigateOnce, useSingleFlight } from '@ieum/shared-ui';
import { getUserProfile, updateUserProfile, type UserProfile } from '../api/user-profile';
import { logout } from '../api/logout';
import { AddressFields } from '../components/AddressFields';
import { BioField } from '../components/BioField';
import { GenderField } from '../components/GenderField';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { PhoneVerificationFields } from '../components/PhoneVerificationFields';
import { ProfileImagePicker } from '../components/ProfileImagePicker';

interface ProfileForm {
  name: string;
  age: string;
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
    age: profile.age == null ? '' : String(profile.age),
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
  const name = checkNameText(form.name);
  if ('problem' in name) return textPolicyMessage(name.problem, '이름');
  const age = Number(form.age);
  if (!/^\d{1,3}$/.test(form.age)) return '나이를 숫자로 입력해주세요.';
  if (!isAllowedAge(age)) return `나이는 ${MIN_AGE}~${MAX_AGE}세로 입력해주세요.`;
  if (!isMobilePhoneNumber(form.phone)) return '휴대폰 번호를 정확히 입력해주세요. (예: 010-1234-5678)';
  if (form.phone !== savedPhone && !form.phoneVerified) return '휴대폰 인증을 완료해주세요.';
  if (!form.district) return DISTRICT_MISSING;
  return null;
}

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; saved: ProfileForm };

/** /edit: the signed-in user's profile and password. */
export default function EditProfilePage() {
  const accessToken = useSessionStore((state) => state.accessToken);
  const userType = useSessionStore((state) => state.userType);
  if (!accessToken || !userType) return <Navigate to="/login" replace />;
  return <EditProfileView userType={userType} />;
}

function EditProfileView({ userType }: { userType: UserType }) {
  const navigate = useNavigate();
  const leaveTo = useNavigateOnce();
  const home = homePathFor(userType);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [busy, run] = useSingleFlight<'save' | 'logout'>();
  const dialogShown = useDialogStore((state) => state.queue.length > 0);

  // Numbers the loads: only the latest one of a mounted page may fill the form or alert, so a load
  // that answers after the user left never lands its failure alert on another page.
  const latestLoad = useRef(0);

  const fetchProfile = useCallback(async () => {
    const thisLoad = ++latestLoad.current;
    setLoad({ status: 'loading' });
    try {
      const loaded = toForm(await getUserProfile(userType));
      if (thisLoad !== latestLoad.current) return;
      setForm(loaded);
      setLoad({ status: 'ready', saved: loaded });
    } catch (error) {
      if (thisLoad !== latestLoad.current) return;
      setLoad({ status: 'failed' });
      await showAlert(`유저 정보 로드 실패: ${errorMessage(error, '유저 정보를 불러오는 데 실패했습니다.')}`);
    }
  }, [userType]);

  useEffect(() => {
    void fetchProfile();
    return () => {
      latestLoad.current += 1;
    };
  }, [fetchProfile]);

  const saved = load.status === 'ready' ? load.saved : null;
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
      try {
        await updateUserProfile({
          name: form.name.trim(),
          age: Number(form.age),
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
        {load.status === 'failed' && (
          <div className="auth-stack" role="alert">
            <p>내 정보를 불러오지 못했습니다.</p>
            <Button block onClick={() => void fetchProfile()}>
              다시 시도
            </Button>
          </div>
        )}
        {load.status === 'ready' && form && (
          <form className="auth-stack" onSubmit={save} noValidate aria-label="내 정보">
            <ProfileImagePicker value={form.profileImage} userType={userType} onChange={(profileImage) => update({ profileImage })} />
            <TextField label="이름" name="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} value={form.name} onChange={(event) => update({ name: event.target.value })} />
            <TextField
              label="나이"
              name="age"
              inputMode="numeric"
              maxLength={3}
              value={form.age}
              onChange={(event) => update({ age: event.target.value.replace(/\D/g, '').slice(0, 3) })}
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
        )}
        {load.status !== 'loading' && <PasswordChangeForm userType={userType} />}
        <Button variant="ghost" block className="auth-logout" onClick={signOut} disabled={busy !== null}>
          {busy === 'logout' ? '로그아웃 중...' : '로그아웃'}
        </Button>
      </div>
      <LoadingModal open={load.status === 'loading'} message="내 정보를 불러오는 중입니다..." />
      <LoadingModal open={busy === 'save' && !dialogShown} message="저장 중입니다..." />
    </main>
  );
}
