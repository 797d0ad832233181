import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@ieum/platform';
import { embeddedUserKey } from '../api/connection';
import { getChatbot, type Chatbot } from '../api/get-chatbot';
import { useChatEnvironment } from './chat-environment';

/** Local-storage keys the product has always used for the companion (read by other screens too). */
export const CHATBOT_NAME_KEY = 'chatBotName';
export const CHATBOT_IMAGE_KEY = 'chatBotProfileImage';

/**
 * Whose companion is stored: '' is the app's own user (the keys above, on the app's origin); the
 * embed stores per signed-in user (`ieumChat.user-<id>.chatBotName`), because the host page's
 * storage is shared by everyone who uses that page; null means unknown, nothing is kept.
 */
export type ChatbotOwner = string | null;

const keysOf = (owner: string) =>
  owner ? { name: `ieumChat.${owner}.${CHATBOT_NAME_KEY}`, image: `ieumChat.${owner}.${CHATBOT_IMAGE_KEY}` } : { name: CHATBOT_NAME_KEY, image: CHATBOT_IMAGE_KEY };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The owner of the companion shown now: the app's user, or the embed's current signed-in user. */
export function chatbotOwner(embedded: boolean): Promise<ChatbotOwner> {
  return embedded ? embeddedUserKey() : Promise.resolve('');
}

/** The companion as last seen on this device by this owner, so its name shows before the server answers. */
export function readStoredChatbot(owner: ChatbotOwner): Partial<Chatbot> {
  const store = owner === null ? null : storage();
  if (!store || owner === null) return {};
  const keys = keysOf(owner);
  return { name: store.getItem(keys.name) || undefined, profileImage: store.getItem(keys.image) || undefined };
}

export function storeChatbot(owner: ChatbotOwner, chatbot: Chatbot | null) {
  if (owner === null) return;
  const store = storage();
  const keys = keysOf(owner);
  try {
    if (chatbot) {
      store?.setItem(keys.name, chatbot.name);
      store?.setItem(keys.image, chatbot.profileImage);
    } else {
      store?.removeItem(keys.name);
      store?.removeItem(keys.image);
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
  const { embedded } = useChatEnvironment();
  const [chatbot, setChatbot] = useState<Chatbot>(() => {
    // The embed's owner is known only once the integrator's token is read (below).
    const stored = embedded ? {} : readStoredChatbot('');
    return { name: stored.name ?? defaultName, profileImage: stored.profileImage ?? '' };
  });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    let answered = false;
    const owner = chatbotOwner(embedded);
    if (embedded) {
      void owner.then((known) => {
        const stored = readStoredChatbot(known);
        if (current && !answered && stored.name) setChatbot({ name: stored.name, profileImage: stored.profileImage ?? '' });
      });
    }
    const lookUp = async () => {
      try {
        const found = await getChatbot();
        if (!current) return;
        answered = true;
        const next = { name: found.name || defaultName, profileImage: found.profileImage ?? '' };
        storeChatbot(await owner, next);
        setChatbot(next);
        setLoading(false);
      } catch (error) {
        if (!current) return;
        answered = true;
        setLoading(false);
        if (error instanceof ApiError && error.status === 401) return;
        console.warn('chatbot lookup failed', error);
        if (error instanceof ApiError && error.status === 404) storeChatbot(await owner, null);
        navigate('/SetName', { replace: true, state: { returnTo } });
      }
    };
    void lookUp();
    return () => {
      current = false;
    };
  }, [navigate, defaultName, returnTo, embedded]);

  return { chatbot, loading };
}
