import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@ieum/platform';
import { getChatbot, type Chatbot } from '../api/get-chatbot';

/** Local-storage keys the product has always used for the companion (read by other screens too). */
export const CHATBOT_NAME_KEY = 'chatBotName';
export const CHATBOT_IMAGE_KEY = 'chatBotProfileImage';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The companion as last seen on this device, so its name shows before the server answers. */
export function readStoredChatbot(): Partial<Chatbot> {
  const store = storage();
  return { name: store?.getItem(CHATBOT_NAME_KEY) || undefined, profileImage: store?.getItem(CHATBOT_IMAGE_KEY) || undefined };
}

export function storeChatbot(chatbot: Chatbot | null) {
  const store = storage();
  try {
    if (chatbot) {
      store?.setItem(CHATBOT_NAME_KEY, chatbot.name);
      store?.setItem(CHATBOT_IMAGE_KEY, chatbot.profileImage);
    } else {
      store?.removeItem(CHATBOT_NAME_KEY);
      store?.removeItem(CHATBOT_IMAGE_KEY);
    }
  } catch {
    // Storage full or blocked: the server still has the companion.
  }
}

/**
 * The user's companion from the server. Any failed lookup (not named yet, or unreadable) sends the
 * user to /SetName, coming back to `returnTo` after saving; an expired session is the API client's
 * to handle (it goes to /login).
 */
export function useChatbot(defaultName: string, returnTo: string) {
  const navigate = useNavigate();
  const stored = readStoredChatbot();
  const [chatbot, setChatbot] = useState<Chatbot>({ name: stored.name ?? defaultName, profileImage: stored.profileImage ?? '' });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    const lookUp = async () => {
      try {
        const found = await getChatbot();
        if (!current) return;
        const next = { name: found.name || defaultName, profileImage: found.profileImage ?? '' };
        storeChatbot(next);
        setChatbot(next);
        setLoading(false);
      } catch (error) {
        if (!current) return;
        setLoading(false);
        if (error instanceof ApiError && error.status === 401) return;
        console.warn('chatbot lookup failed', error);
        if (error instanceof ApiError && error.status === 404) storeChatbot(null);
        navigate('/SetName', { replace: true, state: { returnTo } });
      }
    };
    void lookUp();
    return () => {
      current = false;
    };
  }, [navigate, defaultName, returnTo]);

  return { chatbot, loading };
}
