import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CHATBOT_NAME_MAX_LENGTH, DEFAULT_CHATBOT_IMAGE, checkChatbotName, isChatbotPresetImage } from '@ieum/domain';
import { errorMessage, showAlert } from '@ieum/platform';
import { Button, LoadingModal, TextField } from '@ieum/shared-ui';
import { useSingleFlight } from '@ieum/app-kit';
import { SAVE_CHATBOT_FAILED, saveChatbot } from '../api/save-chatbot';
import { ChatTopBar } from '../components/ChatTopBar';
import { PresetPicturePicker } from '../components/PresetPicturePicker';
import { useChatEnvironment } from '../hooks/chat-environment';
import { chatbotOwner, readStoredChatbot, storeChatbot } from '../hooks/use-chatbot';

function SetNameForm() {
  const { embedded } = useChatEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = (location.state as { returnTo?: unknown } | null)?.returnTo;
  const stored = embedded ? {} : readStoredChatbot('');
  const [name, setName] = useState(stored.name ?? '');
  const [picture, setPicture] = useState(isChatbotPresetImage(stored.profileImage) ? stored.profileImage : DEFAULT_CHATBOT_IMAGE);
  const [busy, run] = useSingleFlight<'save'>();
  const saving = busy === 'save';
  useEffect(() => {
    if (!embedded) return;
    let current = true;
    // In the embed, only this signed-in person's own earlier choice fills the form.
    void chatbotOwner(true).then((owner) => {
      const mine = readStoredChatbot(owner);
      if (!current) return;
      if (mine.name) setName((typed) => typed || mine.name!);
      if (isChatbotPresetImage(mine.profileImage)) setPicture(mine.profileImage);
    });
    return () => {
      current = false;
    };
  }, [embedded]);

  const save = async () => {
    if (saving) return;
    const checked = checkChatbotName(name);
    if ('problem' in checked) {
      await showAlert(checked.problem);
      return;
    }
    const trimmed = checked.name;
    let failure: unknown = null;
    await run('save', async () => {
      try {
        const saved = await saveChatbot({ name: trimmed, profileImage: picture });
        storeChatbot(await chatbotOwner(embedded), { name: saved.name ?? trimmed, profileImage: saved.profileImage ?? picture });
        navigate(typeof returnTo === 'string' ? returnTo : embedded ? '/chatpage' : '/ChatCenter', { replace: true });
      } catch (error) {
        failure = error;
      }
    });
    // After the flight: the saving cover is gone before the reason shows.
    if (failure) await showAlert(errorMessage(failure, SAVE_CHATBOT_FAILED));
  };

  return (
    <main className="ui-page">
      <ChatTopBar title="챗봇 이름 정하기" />
      <form
        className="ui-page__body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 className="ui-heading">함께 이야기할 AI 말벗의 이름을 지어 주세요</h2>
        <TextField
          label="챗봇 이름"
          value={name}
          maxLength={CHATBOT_NAME_MAX_LENGTH}
          placeholder="예: 복실이"
          autoComplete="off"
          hint={`${CHATBOT_NAME_MAX_LENGTH}자까지 쓸 수 있어요. (${name.length}/${CHATBOT_NAME_MAX_LENGTH})`}
          onChange={(event) => setName(event.target.value)}
        />
        <PresetPicturePicker value={picture} onChange={(id) => isChatbotPresetImage(id) && setPicture(id)} />
        <Button type="submit" block disabled={saving}>
          저장하기
        </Button>
      </form>
      <LoadingModal open={saving} message="저장하는 중입니다..." />
    </main>
  );
}

export default function SetNamePage() {
  return <SetNameForm />;
}
