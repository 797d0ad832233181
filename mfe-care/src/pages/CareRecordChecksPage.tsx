import { useState } from 'react';
import { districtName, koreanDateTimeLabel, VERIFIED_VOLUNTEER_LABEL } from '@ieum/domain';
import { errorMessage, showAlert, showConfirm } from '@ieum/platform';
import { Button, Card, TopBar, LoadingStatus } from '@ieum/shared-ui';
import { LoadedContent, useLoaded, useSingleFlight } from '@ieum/app-kit';
import { saveFile } from '@ieum/app-kit/src/files/save-file';
import { decideRecordCheck, getPendingRecordChecks, openRecordCheck, type PendingRecordCheck } from '../api/record-checks';

const EXTENSION: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** /carerecordchecks: volunteers' 범죄경력 회보서 waiting in the worker's districts; open (logged), then verify or reject. */
export default function CareRecordChecksPage() {
  const { state, retry } = useLoaded(getPendingRecordChecks, '확인할 회보서를 불러오지 못했어요.');
  const [decided, setDecided] = useState<number[]>([]);
  return (
    <main className="ui-page">
      <TopBar title="봉사자 회보서 확인" backTo="/care" />
      <div className="ui-page__body">
        <p>파일을 열 때마다 열람 기록에 남아요. 확인하거나 반려하면 파일은 바로 삭제돼요.</p>
        <LoadedContent state={state} onRetry={retry} placeholder={<LoadingStatus label="불러오는 중입니다..." />}>
          {(checks) => {
            const left = checks.filter((check) => !decided.includes(check.id));
            if (left.length === 0) return <p>확인을 기다리는 회보서가 없어요.</p>;
            return left.map((check) => <CheckCard key={check.id} check={check} onDecided={() => setDecided((ids) => [...ids, check.id])} />);
          }}
        </LoadedContent>
      </div>
    </main>
  );
}

function CheckCard({ check, onDecided }: { check: PendingRecordCheck; onDecided(): void }) {
  const [running, runOnce] = useSingleFlight<'check'>();
  const busy = running !== null;
  const run = (task: () => Promise<void>, fallback: string) =>
    runOnce('check', async () => {
      try {
        await task();
      } catch (error) {
        await showAlert(errorMessage(error, fallback));
      }
    });
  const open = () =>
    run(async () => {
      const file = await openRecordCheck(check.id);
      saveFile(file, `회보서-${check.volunteerName}.${EXTENSION[file.type] ?? 'pdf'}`);
    }, '파일을 열지 못했어요.');
  const decide = (verified: boolean) =>
    run(async () => {
      const question = verified ? `${check.volunteerName}님을 '${VERIFIED_VOLUNTEER_LABEL}'로 확인할까요? 파일은 삭제돼요.` : `${check.volunteerName}님의 회보서를 반려할까요? 파일은 삭제돼요.`;
      if (!(await showConfirm(question))) return;
      await decideRecordCheck(check.id, verified);
      onDecided();
    }, '확인 결과를 저장하지 못했어요.');
  const titleId = `care-record-${check.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{check.volunteerName} 봉사자</h2>
      <p>
        {districtName(check.district)} · {koreanDateTimeLabel(check.uploadedAt)}에 올림 · 열람 {check.views}회
      </p>
      <Button variant="secondary" block onClick={() => void open()} disabled={busy}>
        파일 열기 (기록됨)
      </Button>
      <Button block onClick={() => void decide(true)} disabled={busy}>
        확인했어요 ({VERIFIED_VOLUNTEER_LABEL})
      </Button>
      <Button variant="danger" block onClick={() => void decide(false)} disabled={busy}>
        반려
      </Button>
    </Card>
  );
}
