// Page tests of every remote: a page at its path in a router with the app's dialogs, where it
// navigated to, and the dialogs it raised. Not exported from the package's index (it is not
// shipped); tests import '@ieum/shared-ui/src/testing/page-testing'.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DialogHost } from '@ieum/shared-ui';


/** Where the page navigated to, with its route state. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

/**
 * The page at its path with route state (and a query string such as `?id=7`), a stand-in showing
 * where any other path went, and the dialogs.
 */
export function renderPage(path: string, page: ReactElement, state?: unknown, search = '') {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

/** The open alert or confirm's text, answered with the named button, else its last one (확인). */
export async function answerDialog(buttonName?: string): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const message = dialog.querySelector('.ui-dialog__message')!.textContent!;
  const buttons = within(dialog).getAllByRole('button');
  const button = buttonName ? within(dialog).getByRole('button', { name: buttonName }) : buttons[buttons.length - 1];
  await act(async () => fireEvent.click(button));
  return message;
}

/** Where the page went: "path state-as-JSON". */
export async function where(): Promise<string> {
  return (await screen.findByTestId('where')).textContent!;
}

export async function click(name: string | RegExp) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

/** The open confirm's text, answered with its first button (취소). */
export async function dismissDialog(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const message = dialog.querySelector('.ui-dialog__message')!.textContent!;
  await act(async () => fireEvent.click(within(dialog).getAllByRole('button')[0]));
  return message;
}
