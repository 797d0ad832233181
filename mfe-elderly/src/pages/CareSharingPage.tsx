import { useState } from 'react';
import { FAMILY_SHARING_ITEM_CODES, FAMILY_SHARING_ITEMS, STAFF_CRISIS_ALERTS, koreanDateTimeLabel, type FamilySharingItem } from '@ieum/domain';
import { errorMessage, showAlert, showConfirm } from '@ieum/platform';
import { Button, Card, Switch, TopBar, useNavigateOnce, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded } from '@ieum/app-kit';
import { changeCareSharing, getCareSharing, type CareSharing, type CareSharingChange } from '../api/care-sharing';
import { getLinkedFamily, unlinkFamilyMember, type LinkedFamilyMember } from '../api/linked-family';

export const STAFF_ALERTS_OFF_CONFIRM =
  '사회복지사에게 위기 알림을 보내지 않을까요?\n끄면 대화 중에 위험한 말씀을 하셔도 구청 사회복지사가 알 수 없어요.';

/** 공유 설정: the older person decides what family sees and whether welfare workers hear of a crisis. */
export default function CareSharingPage() {
  const go = useNavigateOnce();
  const sharing = useLoaded(getCareSharing, '공유 설정을 불러오지 못했어요.');
  const family = useLoaded(getLinkedFamily, '연결된 가족을 불러오지 못했어요.');

  return (
    <main className="ui-page">
      <TopBar title="공유 설정" backTo="/usermain" />
      <div className="ui-page__body">
        <LoadedContent state={sharing.state} onRetry={sharing.retry} placeholder={<LoadingStatus className="elderly-loading" />}>
          {(settings) => <SharingSwitches initial={settings} />}
        </LoadedContent>

        <Card className="elderly-card" aria-labelledby="care-family-title">
          <h2 className="elderly-card__title" id="care-family-title">
            연결된 가족
          </h2>
          <LoadedContent
            state={family.state}
            onRetry={family.retry}
            placeholder={<LoadingStatus className="elderly-loading" />}
            empty={<p className="elderly-card__status">아직 연결된 가족이 없어요.</p>}
          >
            {(members) => <FamilyList members={members} onChanged={family.retry} />}
          </LoadedContent>
          <Button block onClick={() => go('/familycode')}>
            가족 연결 코드 만들기
          </Button>
        </Card>
      </div>
    </main>
  );
}

function SharingSwitches({ initial }: { initial: CareSharing }) {
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<keyof CareSharing | null>(null);

  const change = async (key: keyof CareSharing, value: boolean) => {
    if (saving) return;
    if (key === 'staffCrisisAlerts' && !value && !(await showConfirm(STAFF_ALERTS_OFF_CONFIRM, { confirmLabel: '끄기', cancelLabel: '켜 두기' }))) return;
    const before = settings;
    // Shown at once; put back if the server refuses.
    setSettings({ ...settings, [key]: value });
    setSaving(key);
    try {
      setSettings(await changeCareSharing({ [key]: value } as CareSharingChange));
    } catch (error) {
      setSettings(before);
      await showAlert(errorMessage(error, '공유 설정을 바꾸지 못했어요. 다시 시도해주세요.'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <Card className="elderly-card" aria-labelledby="care-family-share-title">
        <h2 className="elderly-card__title" id="care-family-share-title">
          가족에게 보여줄 것
        </h2>
        <p className="elderly-card__status">켜 둔 것만 연결된 가족이 볼 수 있어요. AI 말벗과 나눈 대화 내용은 누구에게도 보이지 않아요.</p>
        {FAMILY_SHARING_ITEM_CODES.map((item: FamilySharingItem) => (
          <div key={item} className="elderly-setting">
            <Switch label={FAMILY_SHARING_ITEMS[item].label} checked={settings[item]} disabled={saving !== null} onChange={(value) => void change(item, value)} />
            <p className="elderly-setting__state">{settings[item] ? '가족에게 보여요' : '가족에게 보이지 않아요'}</p>
          </div>
        ))}
      </Card>
      <Card className="elderly-card" aria-labelledby="care-staff-title">
        <h2 className="elderly-card__title" id="care-staff-title">
          사회복지사 위기 알림
        </h2>
        <p className="elderly-card__status">{STAFF_CRISIS_ALERTS.explanation}</p>
        <div className="elderly-setting">
          <Switch label={STAFF_CRISIS_ALERTS.label} checked={settings.staffCrisisAlerts} disabled={saving !== null} onChange={(value) => void change('staffCrisisAlerts', value)} />
          <p className="elderly-setting__state">{settings.staffCrisisAlerts ? '켜져 있어요' : '꺼져 있어요'}</p>
        </div>
      </Card>
    </>
  );
}

function FamilyList({ members, onChanged }: { members: LinkedFamilyMember[]; onChanged(): void }) {
  const [busy, setBusy] = useState<number | null>(null);
  const unlink = async (member: LinkedFamilyMember) => {
    if (busy !== null) return;
    if (!(await showConfirm(`${member.name}님과의 연결을 끊을까요?\n끊으면 ${member.name}님은 아무것도 볼 수 없어요.`, { confirmLabel: '연결 끊기', cancelLabel: '돌아가기' }))) return;
    setBusy(member.guardianId);
    try {
      await unlinkFamilyMember(member.guardianId);
      await showAlert(`${member.name}님과의 연결을 끊었어요.`);
    } catch (error) {
      await showAlert(errorMessage(error, '연결을 끊지 못했어요. 다시 시도해주세요.'));
    } finally {
      setBusy(null);
      onChanged();
    }
  };
  return (
    <ul className="elderly-family" aria-label="연결된 가족">
      {members.map((member) => (
        <li key={member.guardianId} className="elderly-family__member">
          <span className="elderly-card__title">{member.name}님</span>
          <span>{koreanDateTimeLabel(member.linkedAt)}에 연결</span>
          <Button variant="secondary" disabled={busy !== null} onClick={() => void unlink(member)} aria-label={`${member.name}님 연결 끊기`}>
            {busy === member.guardianId ? '끊는 중...' : '연결 끊기'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
