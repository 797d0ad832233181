import { TopBar, type TopBarProps } from '@ieum/shared-ui';
import { useChatEnvironment } from '../hooks/chat-environment';

/**
 * The app's top bar; embedded, a plain heading instead: the app's bar renames the host page's tab
 * and its back button would leave the host page.
 */
export function ChatTopBar(props: TopBarProps) {
  const { embedded } = useChatEnvironment();
  if (!embedded) return <TopBar {...props} />;
  return (
    <header className="ui-top-bar chat-embed__bar">
      <h1 className="ui-top-bar__title">{props.title}</h1>
    </header>
  );
}
