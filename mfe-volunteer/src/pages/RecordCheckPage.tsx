import { useState } from 'react';
import { RECORD_CHECK_MAX_BYTES, RECORD_CHECK_TYPES, VERIFIED_VOLUNTEER_LABEL } from '@ieum/domain';
import { errorMessage } from '@ieum/platform';
import { Button, Card, LoadFailure, LoadingModal, LoadingStatus, TopBar } from '@ieum/shared-ui';
import { useLoaded, useSingleFlight } from '@ieum/app-kit';
import { getRecordCheck, type RecordCheck, uploadRecordCheck } from '../api/visits';

const ACCEPTED: readonly string[] = RECORD_CHECK_TYPES;

const STATUS_TEXT = {
  PENDING: '담당 사회복지사가 확인하고 있어요.',
  VERIFIED: `확인을 마쳤어요. 추천 목록에 '${VERIFIED_VOLUNTEER_LABEL}'로 표시돼요.`,
  REJECTED: '확인되지 않았어요. 새 회보서를 다시 올려주세요.',
} as const;

/** /recordcheck: the volunteer uploads a 범죄경력 회보서 (kept privately, removed after the worker's check). */
export default function RecordCheckPage() {
  return <RecordCheckView />;
}

function RecordCheckView() {
  const { state, retry } = useLoaded(getRecordCheck, '회보서 상태를 불러오지 못했어요.');
  const [current, setCurrent] = useState<RecordCheck | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, runOnce] = useSingleFlight<'upload'>();
  const busy = uploading !== null;
  const check = current !== undefined ? current : state.status === 'ready' ? state.data : null;

  const submit = async () => {
    if (busy) return;
    if (!file || !ACCEPTED.includes(file.type) || file.size > RECORD_CHECK_MAX_BYTES || file.size === 0) {
      setError('PDF나 사진(JPG, PNG) 파일을 5MB 이하로 골라주세요.');
      return;
    }
    setError(null);
    await runOnce('upload', async () => {
      try {
        setCurrent(await uploadRecordCheck(file));
        setFile(null);
      } catch (failure) {
        setError(errorMessage(failure, '회보서를 올리지 못했어요. 다시 시도해주세요.'));
      }
    });
  };

  return (
    <main className="ui-page">
      <TopBar title="범죄경력 회보서" backTo="/myhours" />
      <div className="ui-page__body">
        {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
        {state.status === 'loading' && <LoadingStatus label="불러오는 중입니다..." />}
        <Card aria-labelledby="vol-record-title">
          <h2 id="vol-record-title" className="vol-section-title">
            어르신과 가족이 안심할 수 있도록
          </h2>
          <p>범죄경력 회보서(노인학대 관련 포함)를 올리면 구청 담당 사회복지사가 확인해요. 파일은 담당자만 열 수 있고, 열 때마다 기록되며, 확인이 끝나면 바로 삭제돼요.</p>
          <p role="status" aria-live="polite" className="vol-visit-done">
            {check ? STATUS_TEXT[check.status] : '아직 올린 회보서가 없어요.'}
          </p>
        </Card>
        {check?.status !== 'PENDING' && state.status === 'ready' && (
          <div className="vol-form">
            <label className="ui-field__label" htmlFor="vol-record-file">
              회보서 파일 (PDF, JPG, PNG, 5MB 이하)
            </label>
            <input
              id="vol-record-file"
              className="vol-record-file"
              type="file"
              accept={ACCEPTED.join(',')}
              aria-describedby={error ? 'vol-record-error' : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {error && (
              <p id="vol-record-error" className="ui-field__error" role="alert">
                {error}
              </p>
            )}
            <Button block onClick={() => void submit()} disabled={busy} aria-busy={busy}>
              회보서 올리기
            </Button>
          </div>
        )}
      </div>
      <LoadingModal open={busy} message="올리는 중입니다..." />
    </main>
  );
}
