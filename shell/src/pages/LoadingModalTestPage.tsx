import { useState } from 'react';
import { Button, LoadingModal, TopBar } from '@ieum/shared-ui';

export const TEST_MODAL_AUTO_CLOSE_MS = 1_000_000;

/** Developer page for checking the loading modal on a real phone. */
export function LoadingModalTestPage() {
  const [open, setOpen] = useState(true);
  return (
    <main className="ui-page">
      <TopBar title="로딩 모달 테스트" />
      <div className="ui-page__body">
        <Button block onClick={() => setOpen(true)} disabled={open}>
          로딩 모달 열기
        </Button>
      </div>
      <LoadingModal open={open} autoCloseMs={TEST_MODAL_AUTO_CLOSE_MS} onClose={() => setOpen(false)} />
    </main>
  );
}
