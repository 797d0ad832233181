import { useEffect, useRef, useState } from 'react';
import { Button } from '@ieum/shared-ui';

/** Review photos as a grid; a tap opens one full screen, with previous/next and close (Escape). */
export function PhotoGallery({ urls }: { urls: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  if (urls.length === 0) return null;
  return (
    <section aria-labelledby="vol-gallery-title">
      <h2 id="vol-gallery-title" className="vol-section-title">
        사진 {urls.length}장
      </h2>
      <ul className="vol-photos">
        {urls.map((url, index) => (
          <li key={url} className="vol-photo">
            <button
              type="button"
              className="vol-photo-button"
              aria-label={`사진 ${index + 1} 크게 보기`}
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpen(index);
              }}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <PhotoViewer
          urls={urls}
          index={open}
          onIndex={setOpen}
          onClose={() => {
            setOpen(null);
            openerRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}

function PhotoViewer({ urls, index, onIndex, onClose }: { urls: string[]; index: number; onIndex(index: number): void; onClose(): void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // A full-screen viewer keeps Tab among its own buttons, as the app's dialogs do.
      if (event.key === 'Tab' && viewerRef.current) {
        const buttons = [...viewerRef.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = event.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
        event.preventDefault();
        buttons[next]?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const label = `사진 ${index + 1} / ${urls.length}`;
  return (
    <div ref={viewerRef} className="vol-viewer" role="dialog" aria-modal="true" aria-label={label}>
      <div className="vol-viewer__bar">
        <span>{label}</span>
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          닫기
        </Button>
      </div>
      <img src={urls[index]} alt={label} />
      {urls.length > 1 && (
        <div className="vol-viewer__bar">
          <Button variant="secondary" disabled={index === 0} onClick={() => onIndex(index - 1)}>
            이전 사진
          </Button>
          <Button variant="secondary" disabled={index === urls.length - 1} onClick={() => onIndex(index + 1)}>
            다음 사진
          </Button>
        </div>
      )}
    </div>
  );
}
