import { create } from 'zustand';

export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  resolve(confirmed: boolean): void;
  /** Settles with the answer; a second identical request waits on it instead of queueing again. */
  answer: Promise<boolean>;
}

export interface DialogState {
  queue: DialogRequest[];
  close(id: number, confirmed: boolean): void;
}

let nextId = 1;

export const useDialogStore = create<DialogState>()((set, get) => ({
  queue: [],
  close(id, confirmed) {
    const request = get().queue.find((item) => item.id === id);
    set((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
    request?.resolve(confirmed);
  },
}));

function open(kind: DialogRequest['kind'], message: string, labels: Partial<Pick<DialogRequest, 'confirmLabel' | 'cancelLabel'>>) {
  const confirmLabel = labels.confirmLabel ?? '확인';
  const cancelLabel = labels.cancelLabel ?? '취소';
  // A double tap runs its handler twice: the same question must not be asked twice in a row.
  const same = useDialogStore.getState().queue.find(
    (item) =>
      item.kind === kind && item.message === message && item.confirmLabel === confirmLabel && item.cancelLabel === cancelLabel,
  );
  if (same) return same.answer;
  let resolve: (confirmed: boolean) => void = () => {};
  const answer = new Promise<boolean>((settle) => (resolve = settle));
  const request: DialogRequest = { id: nextId++, kind, message, confirmLabel, cancelLabel, resolve, answer };
  useDialogStore.setState((state) => ({ queue: [...state.queue, request] }));
  return answer;
}

/** Shows a message the user closes with 확인 (the app's large, readable alert). */
export async function showAlert(message: string, labels: { confirmLabel?: string } = {}): Promise<void> {
  await open('alert', message, labels);
}

/** Asks a yes/no question; resolves true for 확인. */
export function showConfirm(message: string, labels: { confirmLabel?: string; cancelLabel?: string } = {}): Promise<boolean> {
  return open('confirm', message, labels);
}
